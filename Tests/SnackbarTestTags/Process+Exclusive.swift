import Foundation

/// One process start at a time in the whole test run.
///
/// Foundation's `Process.run` (corelibs) learns that a child ended when the socket pair it makes for that
/// child reaches its end of file. The child's end is not close-on-exec: the processes started meanwhile are
/// given a list of descriptors to close that was read before the pair existed, so one of them (a display or
/// bus keeper that lives for the whole run) could inherit it, and the test awaiting that child would wait
/// for ever. Every test target starts its processes through this lock.
extension Process {
    private static let startLock = NSLock()

    /// `run()`, while no other process of this test run is being started.
    public func runExclusively() throws {
        Self.startLock.lock()
        defer { Self.startLock.unlock() }
        try run()
    }
}
