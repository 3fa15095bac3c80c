import Testing

/// Popups never leave the screen: long text and huge markup stay within the popup's width and the
/// theme's lines, the full text stays reachable, the close button stays clickable.
extension DisplayTests {
    @Test("a 100-line message shows four lines, its full text in the tooltip and to screen readers")
    func longMessageIsClamped() async throws {
        let testbed = try launch(["clamped"])
        defer { testbed.finish() }
        let long = try #require(await testbed.placedFrame("long"))
        let huge = try #require(await testbed.placedFrame("huge"))
        #expect(await testbed.waitFor("described") != nil, "\(testbed.lines)")
        #expect(long.height < 140, "four lines and the padding, not 100 lines: \(long)")
        #expect(huge.width == 428 && huge.height < 140, "a 1000pt span is dropped: \(huge)")
        for frame in [long, huge] {
            #expect(frame.x >= 0 && frame.y >= 0 && frame.maxX <= 1280 && frame.maxY <= 800, "\(frame)")
        }
        #expect(testbed.lines.contains("tooltip long 100 line 100"), "\(testbed.lines)")
        #expect(testbed.lines.contains("accessible long 100 line 100"), "\(testbed.lines)")
        #expect(!testbed.lines.contains { $0.hasPrefix("tooltip huge") }, "nothing is cut from the huge one")
        // The close button is the last in the row, inside the padding, at the row's middle.
        try XDisplay.click(x: long.maxX - 16 - 12, y: long.midY)
        #expect(await testbed.waitFor("dismissed long closed") != nil, "\(testbed.lines)")
    }
}
