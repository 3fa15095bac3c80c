import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Held while a process of the test run starts, or a pipe for one is made.
private let processStartLock = NSLock()

/// One process start at a time in the whole test run, each with no signal blocked.
///
/// Foundation's `Process.run` (corelibs) learns that a child ended when the socket pair it makes for that
/// child reaches its end of file. The child's end is not close-on-exec: the processes started meanwhile are
/// given a list of descriptors to close that was read before the pair existed, so one of them (a display or
/// bus keeper that lives for the whole run) could inherit it, and the test awaiting that child would wait
/// for ever. Every test target starts its processes through this lock, and makes its pipes under it
/// (`Pipe.exclusive()`).
///
/// Dispatch's threads, which run the tests, block most signals, and a child inherits the mask of the thread
/// that starts it: a shell's `wait` would never wake (SIGCHLD), and a SIGTERM would never land, so the bus
/// daemon `dbus-run-session` stops with one when its command ends would outlive the test run.
extension Process {
    /// `run()`, while no other process of this test run is being started, with no signal blocked.
    public func runExclusively() throws {
        processStartLock.lock()
        defer { processStartLock.unlock() }
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try run()
    }
}

extension Pipe {
    /// A pipe made while no process of this test run is being started. One made meanwhile, between that
    /// start's reading of the descriptors to close and its spawn, would be inherited by that child: a
    /// display keeper living for the whole run would then hold this pipe's write end, and a reader waiting
    /// for its end of file would wait for ever.
    public static func exclusive() -> Pipe {
        processStartLock.lock()
        defer { processStartLock.unlock() }
        return Pipe()
    }
}
