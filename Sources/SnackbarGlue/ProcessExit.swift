import Glibc

/// Swift code run when the process exits normally (`exit()`, or returning from `main`), through one
/// `atexit` handler: what the renderer uses to end the snacks still up with `.shutdown`.
///
/// The handlers run on the main actor, so only when the process exits from its main thread (where GTK
/// runs); an exit from another thread skips them rather than touch GTK from there. A process that
/// dies (`_exit`, a signal, GDK losing its display) runs none.
package enum ProcessExit {
    @MainActor private static var handlers: [@MainActor () -> Void] = []
    /// The thread that registered the first handler: the main thread.
    nonisolated(unsafe) private static var mainThread: pthread_t?

    /// Runs `handler` at a normal exit of the process, after the ones registered before it.
    @MainActor
    package static func onNormalExit(_ handler: @escaping @MainActor () -> Void) {
        if mainThread == nil {
            mainThread = pthread_self()
            let thunk: @convention(c) () -> Void = { ProcessExit.runHandlers() }
            atexit(thunk)
        }
        handlers.append(handler)
    }

    private static func runHandlers() {
        guard let mainThread, pthread_equal(pthread_self(), mainThread) != 0 else { return }
        MainActor.assumeIsolated {
            let pending = handlers
            handlers = []
            for handler in pending { handler() }
        }
    }
}
