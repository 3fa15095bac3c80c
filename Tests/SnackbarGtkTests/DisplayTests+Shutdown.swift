import Testing

/// The app's end: every snack still up or queued gets exactly one `.shutdown`.
extension DisplayTests {
    @Test("closing a GtkApplication's window with a real click ends each snack once, with shutdown")
    func appQuitEndsEverySnackOnce() async throws {
        let testbed = try launch(["app"])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        let window = try #require(await XDisplay.visibleWindow(named: "^quit app$"))
        let frame = try #require(try XDisplay.frame(ofWindow: window))
        try XDisplay.click(x: frame.x + frame.width / 2, y: frame.midY)
        #expect(await testbed.waitFor("app-ended 0") != nil, "\(testbed.lines)")
        #expect(testbed.finish() == 0)
        let reasons = testbed.lines.filter { $0.hasPrefix("reason ") }
        #expect(reasons.sorted() == ["reason s1 shutdown", "reason s2 shutdown"], "the shown one and the queued one, once each")
        #expect(reasons.count == 2 && testbed.lines.last == "app-ended 0", "all before the application's loop returned")
    }
}
