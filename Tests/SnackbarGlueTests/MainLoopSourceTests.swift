import CSnackbarGLib
import Glibc
import SnackbarGlue
import Testing

/// Sources run their closure on the main actor and release its box exactly once, however they end.
@Suite(.serialized) @MainActor
struct MainLoopSourceTests {
    @Test func aOneShotTimeoutRunsOnceThenReleasesItsBox() {
        let counter = ReleaseCounter()
        var runs = 0
        MainLoopSource.after(.milliseconds(1)) { [witness = counter.witness()] in
            _ = witness
            runs += 1
        }
        #expect(spin { counter.count == 1 })
        spin(seconds: 0.05) { false }
        #expect(runs == 1 && counter.count == 1)
    }

    @Test func aRepeatingTimeoutRunsUntilItsCallbackStops() {
        let counter = ReleaseCounter()
        var runs = 0
        MainLoopSource.every(.milliseconds(1)) { [witness = counter.witness()] in
            _ = witness
            runs += 1
            return runs < 3
        }
        #expect(spin { counter.count == 1 })
        #expect(runs == 3)
    }

    @Test func aRemovedTimeoutNeverRunsAndReleasesItsBoxOnce() {
        let counter = ReleaseCounter()
        var id = MainLoopSource.after(.seconds(60)) { [witness = counter.witness()] in
            _ = witness
            Issue.record("a removed timeout ran")
        }
        MainLoopSource.remove(&id)
        MainLoopSource.remove(&id)
        #expect(id == 0 && counter.count == 1)
    }

    @Test func aDescriptorWatchRunsWhileReadableAndReleasesItsBoxWhenItStops() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let counter = ReleaseCounter()
        var read = 0
        MainLoopSource.watch(descriptor: ends[0]) { [witness = counter.witness()] in
            _ = witness
            var byte: UInt8 = 0
            read += Glibc.read(ends[0], &byte, 1)
            return false
        }
        var byte: UInt8 = 7
        _ = write(ends[1], &byte, 1)
        #expect(spin { counter.count == 1 })
        #expect(read == 1)
    }

    @Test func aUnixSignalRunsTheClosureUntilTheSourceIsRemoved() {
        let counter = ReleaseCounter()
        var caught = 0
        var id = MainLoopSource.onSignal(SIGUSR1) { [witness = counter.witness()] in
            _ = witness
            caught += 1
        }
        kill(getpid(), SIGUSR1)
        #expect(spin { caught == 1 })
        #expect(counter.count == 0)
        MainLoopSource.remove(&id)
        #expect(counter.count == 1)
    }

    @Test func aHookRunsThroughItsThunkAndIsReleasedOnce() {
        let counter = ReleaseCounter()
        var seen: UnsafeMutableRawPointer?
        let hook = CHook { [witness = counter.witness()] arguments in
            _ = witness
            seen = arguments.second
            return 5
        }
        let marker = UnsafeMutableRawPointer(bitPattern: 0x1234)
        #expect(hook.thunk(nil, marker, hook.data) == 5)
        #expect(seen == marker)
        hook.release()
        #expect(counter.count == 1)
    }
}
