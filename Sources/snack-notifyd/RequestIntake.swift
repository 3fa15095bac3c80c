import CSnackbarGLib
import SnackbarGlue

/// Reads requests off the main thread: each client's in the order it sent them, different clients' side by
/// side.
///
/// A client's requests go into its `IntakeLane` (a D-Bus sender's, `lane(sender:)`, or a socket connection's
/// own). Up to `width` lanes are read at once, each on a worker thread of its own, which reads the lane's
/// requests one after the other and hands each result to the main thread (through the main queue, drained
/// by the GLib loop) as it comes; a lane keeps its worker while it sends requests, up to `turn` of them,
/// then lanes waiting for a worker have theirs. So the decoding of a big request (a 2048×2048 PNG icon, a
/// 1600×1200 image scaled down, a 10 MB body cut, a megabyte of wire text parsed) keeps only the requests
/// its client sent after it waiting, and a client's requests still reach the service in the order it sent
/// them, one right behind the other: every request that shows or closes a popup goes through here, even one
/// with nothing to decode, but for a short `snack-notify` line with no icon file whose lane is idle, which
/// `HandoffSession` parses at once on the main thread (`quickBytes`). Main thread.
@MainActor
enum RequestIntake {
    /// How many lanes are read at once: a slow request from each of three clients leaves a worker to
    /// the others, and at most four images are decoded at a time (16 MiB of pixels each at most).
    static let width = 4
    /// How many requests a lane sends its worker at most before the lanes waiting for one have their turn.
    static let turn = 16
    private static var idleWorkers = (0..<width).map { WorkQueue(label: "snack-notifyd.request-intake-\($0)") }
    /// Lanes with requests and no worker, in the order they are served.
    private static var waiting: [IntakeLane] = []
    /// The lanes of D-Bus senders that have requests in the intake; a lane goes when it is empty.
    private static var senderLanes: [String: IntakeLane] = [:]
    /// Where a call's arguments are freed, apart from the workers.
    nonisolated private static let releaser = WorkQueue(label: "snack-notifyd.request-release")

    /// The lane of the D-Bus connection with the unique name `sender`.
    static func lane(sender: String) -> IntakeLane {
        if let lane = senderLanes[sender] { return lane }
        let lane = IntakeLane(sender: sender)
        senderLanes[sender] = lane
        return lane
    }

    /// The lane of the D-Bus connection that made the method call `invocation`.
    static func lane(callerOf invocation: OpaquePointer) -> IntakeLane {
        lane(sender: String(cString: g_dbus_method_invocation_get_sender(invocation)))
    }

    /// The longest request line `HandoffSession` parses on the main thread (tens of microseconds for a
    /// few fields) when its lane is idle.
    static let quickBytes = 4096

    /// Whether the lane has no request waiting or being read: one handled at once on the main thread then
    /// still comes after every request the client sent before it.
    static func isIdle(_ lane: IntakeLane) -> Bool { lane.worker == nil && lane.jobs.isEmpty }

    /// Runs `work` on a worker thread after the lane's earlier requests, then `use` with its result on the
    /// main thread.
    static func read<Value: Sendable>(
        on lane: IntakeLane, _ work: @escaping @Sendable () -> Value, then use: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        let job: IntakeLane.Job = {
            let value = work()
            return { use(value) }
        }
        if let worker = lane.worker, lane.sentThisTurn < turn { return send(job, of: lane, to: worker) }
        lane.jobs.append(job)
        guard lane.worker == nil, lane.jobs.count == 1 else { return }
        waiting.append(lane)
        serve()
    }

    /// Drops `message`'s reference off the main thread once the main loop's current dispatch is over, after
    /// GDBus and the call's reply dropped theirs: a call's arguments are then freed there, not on the main
    /// thread (10 000 hints are 30 000 values to free, a 10 MB body 10 MB to unmap).
    nonisolated static func free(_ message: SharedVariant) {
        WorkQueue.main.async { releaser.async { withExtendedLifetime(message) {} } }
    }

    /// Gives idle workers to the waiting lanes, each with its next requests.
    private static func serve() {
        while !waiting.isEmpty, let worker = idleWorkers.popLast() {
            let lane = waiting.removeFirst()
            lane.worker = worker
            let jobs = lane.jobs.prefix(turn)
            lane.jobs.removeFirst(jobs.count)
            for job in jobs { send(job, of: lane, to: worker) }
        }
    }

    /// Reads `job` on the lane's worker after what it was sent before; the worker goes back once the lane
    /// has no request left on it.
    private static func send(_ job: @escaping IntakeLane.Job, of lane: IntakeLane, to worker: WorkQueue) {
        lane.unfinished += 1
        lane.sentThisTurn += 1
        worker.async {
            let finish = job()
            WorkQueue.onMain {
                finish()
                lane.unfinished -= 1
                guard lane.unfinished == 0 else { return }
                (lane.worker, lane.sentThisTurn) = (nil, 0)
                idleWorkers.append(worker)
                if !lane.jobs.isEmpty {
                    waiting.append(lane)
                } else if let sender = lane.sender {
                    senderLanes[sender] = nil
                }
                serve()
            }
        }
    }
}
