import Testing

/// Anchored mode: snacks inside an app window, following it, closed with it.
extension DisplayTests {
    @Test("anchored snacks sit at the top inside the app window, follow it when it moves, end when it closes")
    func anchoredFollowsParent() async throws {
        let testbed = try launch(["anchored"])
        defer { testbed.finish() }
        #expect(await testbed.waitFor("moved") != nil, "\(testbed.lines)")
        #expect(await testbed.waitFor("dismissed a1 shutdown") != nil)
        #expect(await testbed.waitFor("dismissed a2 shutdown") != nil)
        let placed = testbed.lines.filter { $0.hasPrefix("placed ") }.map { $0.split(separator: " ").map(String.init) }
        let frames = placed.compactMap { fields in Frame(fields: Array(fields.dropFirst(2))).map { (fields[1], $0) } }
        try #require(frames.count == 4, "\(testbed.lines)")
        let before = Dictionary(frames.prefix(2).map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
        let after = Dictionary(frames.suffix(2).map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
        // The app window: 600×400 at (200, 150), then moved to (400, 250).
        for (parentX, parentY, stack) in [(200, 150, before), (400, 250, after)] {
            let newest = try #require(stack["a2"])
            let older = try #require(stack["a1"])
            #expect(newest.y == parentY + 16)
            #expect(older.y == newest.maxY + 16)
            #expect(newest.x == parentX + (600 - 428) / 2)
            #expect(older.maxY <= parentY + 400)
        }
    }
}
