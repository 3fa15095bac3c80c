import Testing

/// Other processes' stacks: each process lists its snacks' frames in the root window's `_SNACKBAR_STACKS`
/// property, and a later process's stack keeps clear of an earlier one's. Here `xprop`, another X client,
/// plays the earlier process: its write must reach the testbed although the testbed keeps the property's
/// content between its own writes.
extension DisplayTests {
    @Test("another process's stack written at the bottom pushes ours above it; when it goes, ours comes back")
    func anotherProcesssStackPushesOursAndReleasesIt() async throws {
        let testbed = try launch(["stack", "bottom", "center", "1"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "snacks never placed: \(testbed.lines)")
        let alone = try #require(await testbed.placedFrame("s1"))
        #expect(alone.maxY == 800 - 16)
        // Owner: the root window, which exists as long as the display (a record's owner must exist).
        // Edge 1 is the bottom; the frame is 100 px tall with its foot 16 px above the screen's.
        let root = try XDisplay.run("xwininfo", ["-root"]).split(separator: " ").first { $0.hasPrefix("0x") }.map(String.init)
        let owner = try #require(root.flatMap { Int($0.dropFirst(2), radix: 16) })
        let band = Frame(x: 426, y: 800 - 16 - 100, width: 428, height: 100)
        _ = try XDisplay.run(
            "xprop",
            [
                "-root", "-f", "_SNACKBAR_STACKS", "32c", "-set", "_SNACKBAR_STACKS",
                "\(owner),1,\(band.x),\(band.y),\(band.width),\(band.height)"
            ])
        /// The frame of a `placed s1 …` line.
        func s1(_ line: String) -> Frame? {
            line.hasPrefix("placed s1 ") ? Frame(fields: line.split(separator: " ").dropFirst(2).map(String.init)) : nil
        }
        let pushed = await testbed.waitFor { s1($0)?.maxY == band.y - 16 }
        #expect(pushed != nil, "s1 never moved above the other stack: \(testbed.lines)")
        _ = try XDisplay.run("xprop", ["-root", "-remove", "_SNACKBAR_STACKS"])
        let moves = testbed.lines.compactMap(s1).count
        let back = await testbed.waitFor { _ in testbed.lines.compactMap(s1).count > moves && testbed.lines.compactMap(s1).last == alone }
        #expect(back != nil, "s1 never came back to the edge: \(testbed.lines)")
    }
}
