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

    /// Drops `message`'s reference on the worker thread once the main loop's current dispatch is over, after
    /// GDBus and the call's reply dropped theirs: a call's arguments are then freed there, not on the main
    /// thread (10 000 hints are 30 000 values to free, a 10 MB body 10 MB to unmap).
    static func free(_ message: SharedVariant) {
        DispatchQueue.main.async { worker.async { withExtendedLifetime(message) {} } }
    }
}
