import CSnackbarGLib
import Glibc

/// A libdispatch queue used through its C calls: the main queue (drained in the GLib loop by
/// `MainQueueDrain`), the global one, or a serial queue of its own.
///
/// libdispatch itself is loaded by every Swift program (Swift concurrency runs on it); its Swift overlay,
/// `import Dispatch`, is not needed for this, and loading it brings the Swift regex engine's libraries
/// (`libswift_StringProcessing.so`, `libswift_RegexParser.so`, about 1 MB resident) into the process.
///
/// Work runs with the signal mask of the thread that gave it, as if that thread ran it. libdispatch's threads
/// block most signals, and a process started from one inherits that mask: the session bus GLib starts
/// through X11 when there is none (from a bus lookup on a worker) would have SIGTERM blocked, and so would
/// the accessibility bus that bus starts. An app that blocks signals (to read them from a `signalfd`) keeps
/// them blocked in its work.
package final class WorkQueue: @unchecked Sendable {
    /// The main thread's queue: work runs in the GLib main loop, in the order it was given, between
    /// `@MainActor` tasks as they came.
    package static let main = WorkQueue(queue: snack_dispatch_main_queue(), owned: false)
    /// libdispatch's default global queue: work runs on its pool of threads, side by side.
    package static let global = WorkQueue(queue: snack_dispatch_get_global_queue(0, 0), owned: false)

    private let queue: UnsafeMutableRawPointer
    private let owned: Bool

    /// A serial queue of its own: its work runs in the order given, one at a time, on libdispatch's threads.
    package convenience init(label: String) {
        self.init(queue: label.withCString { snack_dispatch_queue_create($0, nil) }, owned: true)
    }

    private init(queue: UnsafeMutableRawPointer?, owned: Bool) {
        self.queue = queue!
        self.owned = owned
    }

    deinit {
        if owned { snack_dispatch_release(queue) }
    }

    /// Runs `work` on the queue, after what was given before it; returns at once.
    package func async(_ work: @escaping @Sendable () -> Void) {
        snack_dispatch_async_f(queue, Unmanaged.passRetained(Work(work)).toOpaque(), Work.run)
    }

    /// Runs `body` on the main thread after what the main queue was given before it; returns at once.
    package static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        main.async { MainActor.assumeIsolated(body) }
    }

    /// Runs `work` on the queue after what was given before it, and returns once it ran.
    package func sync(_ work: @Sendable () -> Void = {}) {
        withoutActuallyEscaping(work) { work in
            snack_dispatch_sync_f(queue, Unmanaged.passRetained(Work(work)).toOpaque(), Work.run)
        }
    }

    /// One piece of work handed to libdispatch, retained once until it runs, with the signal mask of the
    /// thread that gave it.
    private final class Work: Sendable {
        let body: @Sendable () -> Void
        private let mask: sigset_t

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
            var given = sigset_t()
            pthread_sigmask(SIG_SETMASK, nil, &given)
            mask = given
        }

        static let run: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            var given = work.mask
            var workers = sigset_t()
            pthread_sigmask(SIG_SETMASK, &given, &workers)
            defer { pthread_sigmask(SIG_SETMASK, &workers, nil) }
            work.body()
        }
    }
}
