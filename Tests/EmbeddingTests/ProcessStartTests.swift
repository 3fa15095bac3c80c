import Dispatch
import Foundation
import SnackbarTestTags
import Testing

/// The processes the tests start (`runExclusively`): each begins with no signal blocked, although Dispatch's
/// threads, which run the tests, block most: a shell's `wait` then wakes, and `dbus-run-session`'s SIGTERM
/// stops its bus daemon when the session's command ends instead of leaving it behind.
struct ProcessStartTests {
    /// Started from a Dispatch worker thread: the child's blocked signals (`SigBlk` of its
    /// `/proc/self/status`) are none. (`grep` itself: dash, `/bin/sh`, clears its mask as it starts, bash
    /// and what it runs keep theirs.)
    @Test func aProcessStartedFromADispatchThreadBlocksNoSignal() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/grep")
        process.arguments = ["SigBlk", "/proc/self/status"]
        let pipe = Pipe.exclusive()
        process.standardOutput = pipe
        let started = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        DispatchQueue.global().async {
            do { try process.runExclusively() } catch { failure = error }
            started.signal()
        }
        started.wait()
        if let failure { throw failure }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "SigBlk:\t0000000000000000\n")
    }
}
