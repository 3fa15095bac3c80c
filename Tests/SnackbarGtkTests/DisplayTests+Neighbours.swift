import Testing

/// Other processes' stacks: each process lists its snacks' frames in the root window's `_SNACKBAR_STACKS`
/// property (version 2: the version, then per frame the owner, edge, alignment, x, y, width, height), and a
/// later process's stack keeps clear of an earlier one's in its column. Here `xprop`, another X client,
/// plays the earlier process: its write must reach the testbed although the testbed keeps the property's
/// content between its own writes.
extension DisplayTests {
    /// The root window's id: a record's owner must be a window that exists, and it lives as long as the display.
    private func rootWindow() throws -> Int {
        let root = try XDisplay.run("xwininfo", ["-root"]).split(separator: " ").first { $0.hasPrefix("0x") }.map(String.init)
        return try #require(root.flatMap { Int($0.dropFirst(2), radix: 16) })
    }

    /// Sets the property to these values, as another process would.
    private func writeStacks(_ values: [Int]) throws {
        _ = try XDisplay.run(
            "xprop", ["-root", "-f", "_SNACKBAR_STACKS", "32c", "-set", "_SNACKBAR_STACKS", values.map(String.init).joined(separator: ",")])
    }

    /// The property's values now (none when it is absent).
    private func readStacks() throws -> [Int] {
        let line = try XDisplay.run("xprop", ["-root", "_SNACKBAR_STACKS"])
        guard let values = line.split(separator: "=").last, line.contains("=") else { return [] }
        return values.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// A version 2 record: bottom edge (1), the alignment's code, the frame.
    private func bottomRecord(owner: Int, alignment: Int, _ frame: Frame) -> [Int] {
        [owner, 1, alignment, frame.x, frame.y, frame.width, frame.height]
    }

    @Test("another process's stack written at the bottom pushes ours above it; when it goes, ours comes back")
    func anotherProcesssStackPushesOursAndReleasesIt() async throws {
        let testbed = try launch(["stack", "bottom", "center", "1"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "snacks never placed: \(testbed.lines)")
        let alone = try #require(await testbed.placedFrame("s1"))
        #expect(alone.maxY == 800 - 16)
        // Bottom centre (alignment 1), 100 px tall with its foot 16 px above the screen's.
        let band = Frame(x: 426, y: 800 - 16 - 100, width: 428, height: 100)
        try writeStacks([2] + bottomRecord(owner: try rootWindow(), alignment: 1, band))
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

    @Test("another process's bottom-trailing stack pushes our trailing one only; our leading one stays at its inset")
    func anotherProcesssCornerPushesOnlyThatCorner() async throws {
        let band = Frame(x: 1280 - 16 - 428, y: 800 - 16 - 100, width: 428, height: 100)
        let root = try rootWindow()
        try writeStacks([2] + bottomRecord(owner: root, alignment: 2, band))
        defer { _ = try? XDisplay.run("xprop", ["-root", "-remove", "_SNACKBAR_STACKS"]) }
        let testbed = try launch(["corners", "bottom-leading", "bottom-trailing"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "snacks never placed: \(testbed.lines)")
        let leading = try #require(await testbed.placedFrame("bottom-leading"))
        let trailing = try #require(await testbed.placedFrame("bottom-trailing"))
        #expect(leading.maxY == 800 - 16 && leading.x == 16, "\(leading)")
        #expect(trailing.maxY == band.y - 16 && trailing.maxX == 1280 - 16, "\(trailing)")
        let values = try readStacks()
        #expect(values.first == 2, "the property keeps version 2: \(values)")
        let records = stride(from: 1, to: values.count - 6, by: 7).map { Array(values[$0..<$0 + 7]) }
        let ours = records.filter { $0[0] != root }
        #expect(ours.map { $0[1] } == [1, 1], "both on the bottom edge: \(records)")
        #expect(Set(ours.map { $0[2] }) == [0, 2], "one leading, one trailing: \(records)")
        #expect(ours.map { Frame(x: $0[3], y: $0[4], width: $0[5], height: $0[6]) }.sorted { $0.x < $1.x } == [leading, trailing])
    }

    @Test("a property of a version this reader does not know is ignored, then replaced by its own")
    func anUnknownVersionIsIgnored() async throws {
        // What a version 2 record would say (bottom centre, a live owner), under version 99: read as
        // version 2, it would push s1 above it.
        let band = Frame(x: 426, y: 800 - 16 - 100, width: 428, height: 100)
        try writeStacks([99] + bottomRecord(owner: try rootWindow(), alignment: 1, band))
        defer { _ = try? XDisplay.run("xprop", ["-root", "-remove", "_SNACKBAR_STACKS"]) }
        let testbed = try launch(["stack", "bottom", "center", "1"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "snacks never placed: \(testbed.lines)")
        let s1 = try #require(await testbed.placedFrame("s1"))
        #expect(s1.maxY == 800 - 16, "the unknown version's band moved s1: \(s1)")
        let values = try readStacks()
        #expect(values.first == 2 && values.count == 8, "its own version 2 record replaced it: \(values)")
        #expect(Array(values.dropFirst(2)) == [1, 1, s1.x, s1.y, s1.width, s1.height])
    }
}
