import Testing

/// Custom content: an app's own widget inside a snack, handed back intact when the snack goes.
extension DisplayTests {
    @Test("an app's widget shows inside the snack and survives its dismissal, ready to be shown again")
    func customContent() async throws {
        let testbed = try launch(["custom"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("c1"))
        #expect(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        var magenta = 0
        _ = try await eventually {
            magenta = try XDisplay.count(of: "#FF00FF", in: frame)
            return magenta > 0
        }
        #expect(magenta > 200, "the magenta label is drawn inside the snack's window")
        testbed.send("remove c1")
        let refs = try #require(await testbed.waitFor("custom-refs ", prefix: true), "\(testbed.lines)")
        #expect(refs == "custom-refs 1 parent 0", "only the app's own reference is left and the label is out of the window")
        #expect(await testbed.placedFrame("c2") != nil, "the same label shows in a second snack")
    }
}
