import Foundation
import Testing

/// Corners and shadow, with and without a compositor, checked over a light backdrop window so a black
/// corner cannot pass for the desktop.
extension DisplayTests {
    /// An info snack shown over the backdrop: its placed frame, the X window's frame, its background,
    /// the backdrop's colour.
    private struct Shown {
        var testbed: Testbed
        var frame: Frame
        var window: Frame
        var background: String
        var backdrop: String
    }

    /// Shows an info snack over the backdrop (the caller finishes the testbed).
    private func showOverBackdrop() async throws -> Shown {
        let testbed = try launch(["kind", "info", "light", "backdrop"])
        let frame = try #require(await testbed.placedFrame("k"))
        let palette = try #require(await testbed.waitFor("background ", prefix: true)).split(separator: " ").map(String.init)
        let id = try #require(await XDisplay.visibleWindow(of: "k"))
        let window = try #require(try XDisplay.frame(ofWindow: id))
        _ = try await eventually { try XDisplay.pixel(x: frame.x + 4, y: frame.midY) == palette[2] }
        let backdrop = try XDisplay.pixel(x: 640, y: 700)
        try #require(backdrop != "#000000", "the backdrop window is not drawn")
        return Shown(testbed: testbed, frame: frame, window: window, background: palette[2], backdrop: backdrop)
    }

    /// The four corner pixels of `frame`.
    private func corners(_ frame: Frame) throws -> [String] {
        try [(frame.x, frame.y), (frame.maxX - 1, frame.y), (frame.x, frame.maxY - 1), (frame.maxX - 1, frame.maxY - 1)]
            .map { try XDisplay.pixel(x: $0.0, y: $0.1) }
    }

    @Test("without a compositor the corners are cut clean: the desktop shows there, not black")
    func cleanCornersWithoutCompositor() async throws {
        let shown = try await showOverBackdrop()
        defer { shown.testbed.finish() }
        #expect(shown.window == shown.frame, "no shadow room without a compositor")
        #expect(try XDisplay.pixel(x: shown.frame.x + 4, y: shown.frame.midY) == shown.background)
        let cornerPixels = try corners(shown.frame)
        #expect(cornerPixels == Array(repeating: shown.backdrop, count: 4), "corners \(cornerPixels)")
    }

    @Test("with a compositor (xcompmgr): rounded corners that are never black, and a soft shadow below")
    func roundedCornersAndShadowWithCompositor() async throws {
        let compositor = try XDisplay.startCompositor()
        defer { try? XDisplay.stopCompositor(compositor) }
        let shown = try await showOverBackdrop()
        defer { shown.testbed.finish() }
        let frame = shown.frame
        let window = shown.window
        #expect(window.width > frame.width && window.height > frame.height, "no shadow room: \(window) for \(frame); not composited?")
        #expect(try XDisplay.pixel(x: frame.x + 4, y: frame.midY) == shown.background)
        let cornerPixels = try corners(frame)
        #expect(cornerPixels.allSatisfy { $0 != "#000000" && $0 != shown.background }, "corners \(cornerPixels)")
        // Below the snack the shadow fades from dark to the desktop in many small steps.
        let desktop = Int(shown.backdrop.dropFirst().prefix(2), radix: 16) ?? -1
        let levels = try XDisplay.greys(x: frame.x + frame.width / 2, y: frame.maxY, height: window.maxY - frame.maxY + 2)
        #expect((levels.first ?? desktop) < desktop - 8, "no shadow below the snack: \(levels)")
        #expect(levels.last == desktop, "the shadow is cut off at the window's edge: \(levels)")
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 <= $1 }, "the shadow does not fade out: \(levels)")
        #expect(Set(levels).count >= 6, "the shadow has a hard edge: \(levels)")
    }
}
