import Dispatch

/// Reads requests off the main thread, in the order they came.
///
/// Each `read` runs its work on one worker thread, one after the other, and hands the result to the main
/// thread through the main queue (drained by the GLib loop, `MainQueueBridge`) in that same order. So the
/// decoding of a big request (a 1600×1200 image scaled down, a 10 MB body cut, a megabyte of wire text parsed)
/// keeps no other caller waiting, and a client's requests still reach the service in the order it sent them:
/// every request that shows or closes a popup goes through here, even one with nothing to decode.
enum RequestIntake {
    private static let worker = DispatchQueue(label: "snack-notifyd.request-intake")

    /// Runs `work` on the worker thread, then `use` with its result on the main thread.
    static func read<Value: Sendable>(
        _ work: @escaping @Sendable () -> Value, then use: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        worker.async {
            let value = work()
            DispatchQueue.main.async { MainActor.assumeIsolated { use(value) } }
        }
    }
}
