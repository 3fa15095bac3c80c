import CGtk
import Glibc
import Synchronization

/// Figures about this process for the benchmark and the tests: resident memory, CPU time, context
/// switches, how often the GLib main loop woke up from its poll, and the longest it went without
/// polling (one dispatch: what blocks every other event of the loop).
package enum ProcessProbe {
    /// Resident set size in KiB (from `/proc/self/statm`), or -1 when it cannot be read.
    package static func residentKilobytes() -> Int {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return -1 }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = read(fd, &bytes, bytes.count)
        guard count > 0 else { return -1 }
        // "size resident shared …" in pages.
        let fields = String(decoding: bytes[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
    }

    /// User plus system CPU seconds of every thread so far, and the context switches (voluntary and not).
    package static func usage() -> (cpuSeconds: Double, contextSwitches: Int) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let seconds = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
        let micros = usage.ru_utime.tv_usec + usage.ru_stime.tv_usec
        return (Double(seconds) + Double(micros) / 1_000_000, usage.ru_nvcsw + usage.ru_nivcsw)
    }

    /// How many times the default main context's poll returned after sleeping (timeout ≠ 0): its
    /// wake-ups. Counting starts with `watchMainLoop()`. Any thread.
    package static var mainLoopWakeups: Int { wakeups.load(ordering: .relaxed) }

    /// The longest time, in microseconds, from a poll's return to the next poll since
    /// `resetLongestDispatch()`: how long one round of the loop's work held every other event back.
    package static var longestDispatchMicroseconds: Int { longestDispatch.load(ordering: .relaxed) }

    /// Starts measuring `longestDispatchMicroseconds` afresh.
    package static func resetLongestDispatch() { longestDispatch.store(0, ordering: .relaxed) }

    private static let wakeups = Atomic<Int>(0)
    private static let longestDispatch = Atomic<Int>(0)
    private static let lastPollReturn = Atomic<Int>(0)

    /// Wraps the default main context's poll function to count its wake-ups and time its dispatches.
    /// GTK thread, once.
    @MainActor
    package static func watchMainLoop() {
        let watching: GPollFunc = { fds, count, timeout in
            let entered = Int(g_get_monotonic_time())
            let previous = ProcessProbe.lastPollReturn.load(ordering: .relaxed)
            if previous != 0, entered - previous > ProcessProbe.longestDispatch.load(ordering: .relaxed) {
                ProcessProbe.longestDispatch.store(entered - previous, ordering: .relaxed)
            }
            let ready = g_poll(fds, count, timeout)
            ProcessProbe.lastPollReturn.store(Int(g_get_monotonic_time()), ordering: .relaxed)
            if timeout != 0 { ProcessProbe.wakeups.add(1, ordering: .relaxed) }
            return ready
        }
        g_main_context_set_poll_func(nil, watching)
    }
}
