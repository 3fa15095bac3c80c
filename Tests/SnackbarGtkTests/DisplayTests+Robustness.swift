import Testing

/// Many threads, many cycles, no display.
extension DisplayTests {
    @Test("adds from 8 threads at once: every snack is accounted for exactly once")
    func eightThreads() async throws {
        let testbed = try launch(["threads", "8", "25"])
        defer { testbed.finish() }
        let summary = await testbed.waitFor("summary", prefix: true, limit: 60)
        #expect(summary == "summary added 200 dismissed 200 distinct 200")
        let dismissed = testbed.lines.filter { $0.hasPrefix("dismissed ") }
        #expect(dismissed.count == 200)
        // Under `make tsan` the testbed is built with ThreadSanitizer, which reports on standard error.
        #expect(testbed.finish() == 0)
        #expect(!testbed.standardError.contains("ThreadSanitizer"), "\(testbed.standardError)")
    }

    @Test("1000 show/dismiss cycles: no crash, memory flat")
    func thousandCycles() async throws {
        let testbed = try launch(["cycles", "1000"], settings: ["gtk-enable-animations=0"])
        let done = await testbed.waitFor("done", prefix: true, limit: 120)
        #expect(done == "done 1000")
        #expect(testbed.finish() == 0)
        let warm = try #require(testbed.lines.first { $0.hasPrefix("rss-kb-warm") }?.split(separator: " ").last.flatMap { Int($0) })
        let after = try #require(testbed.lines.first { $0.hasPrefix("rss-kb-after") }?.split(separator: " ").last.flatMap { Int($0) })
        #expect(after - warm < 4 * 1024, "RSS grew from \(warm) KiB to \(after) KiB")
    }

    @Test("no display: a clear error and a non-zero exit, no abort")
    func noDisplay() throws {
        let testbed = try Testbed(["close"], environment: ["DISPLAY": ":987"])
        let status = testbed.finish()
        #expect(testbed.process.terminationReason == .exit)
        #expect(status == 2)
        #expect(testbed.standardError.contains("cannot open display: the X display ':987' does not answer"))
    }
}
