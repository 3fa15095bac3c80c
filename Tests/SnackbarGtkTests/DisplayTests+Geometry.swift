import Testing

/// Placement: stacked on the work area of a 1280×800 screen, 16 px from its edges and each other.
extension DisplayTests {
    private static let screen = Frame(x: 0, y: 0, width: 1280, height: 800)

    /// Frames of s1…s3 as the X server reports them, after the testbed said they all arrived.
    private func stackFrames(_ edge: String, _ alignment: String) async throws -> [String: Frame] {
        let testbed = try launch(["stack", edge, alignment, "3"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "snacks never placed: \(testbed.lines)")
        var frames: [String: Frame] = [:]
        for id in ["s1", "s2", "s3"] {
            let placed = try #require(await testbed.placedFrame(id))
            let window = try #require(await XDisplay.visibleWindow(of: id), "no visible window for \(id)")
            let actual = try #require(try XDisplay.frame(ofWindow: window))
            #expect(actual == placed, "\(id): X says \(actual), renderer placed \(placed)")
            frames[id] = actual
        }
        return frames
    }

    @Test("three snacks at the top: centred, 16 px apart, newest nearest the edge, inside the work area")
    func threeAtTheTop() async throws {
        let frames = try await stackFrames("top", "center")
        let ordered = try ["s3", "s2", "s1"].map { try #require(frames[$0]) }
        #expect(ordered[0].y == 16)
        for (upper, lower) in zip(ordered, ordered.dropFirst()) {
            #expect(lower.y - upper.maxY == 16)
            #expect(!upper.intersects(lower))
        }
        for frame in ordered {
            #expect(frame.width == 428)
            #expect(frame.x == (1280 - 428) / 2)
            #expect(frame.x >= 16 && frame.maxX <= 1280 - 16 && frame.maxY <= 800)
        }
    }

    @Test("three snacks at the bottom: newest 16 px above the bottom, the others above it")
    func threeAtTheBottom() async throws {
        let frames = try await stackFrames("bottom", "center")
        let ordered = try ["s3", "s2", "s1"].map { try #require(frames[$0]) }
        #expect(ordered[0].maxY == 800 - 16)
        for (lower, upper) in zip(ordered, ordered.dropFirst()) {
            #expect(lower.y - upper.maxY == 16)
        }
        #expect(ordered.allSatisfy { $0.y >= 16 })
    }

    @Test("leading and trailing alignment keep 16 px from the side", arguments: ["leading", "trailing"])
    func sideAlignment(_ alignment: String) async throws {
        let frames = try await stackFrames("top", alignment)
        for frame in frames.values {
            if alignment == "leading" { #expect(frame.x == 16) } else { #expect(frame.maxX == 1280 - 16) }
        }
    }

    @Test("one stack per corner: a lone bottom-leading snack beside a bottom-trailing one sits 16 px from the bottom")
    func bottomLeadingBesideBottomTrailing() async throws {
        let testbed = try launch(["corners", "bottom-trailing", "bottom-leading"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "snacks never placed: \(testbed.lines)")
        var frames: [String: Frame] = [:]
        for id in ["bottom-trailing", "bottom-leading"] {
            let placed = try #require(await testbed.placedFrame(id))
            let window = try #require(await XDisplay.visibleWindow(of: id), "no visible window for \(id)")
            let actual = try #require(try XDisplay.frame(ofWindow: window))
            #expect(actual == placed, "\(id): X says \(actual), renderer placed \(placed)")
            frames[id] = actual
        }
        let trailing = try #require(frames["bottom-trailing"])
        let leading = try #require(frames["bottom-leading"])
        #expect(trailing.maxY == 800 - 16 && trailing.maxX == 1280 - 16, "\(trailing)")
        #expect(leading.maxY == 800 - 16 && leading.x == 16, "\(leading): lifted by the trailing stack")
    }
}
