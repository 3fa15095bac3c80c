import Foundation
import Testing

/// GTK's high-contrast themes reach the snacks of an app: ink on paper (21:1) and a 2 px border.
extension DisplayTests {
    @Test("under GTK's HighContrastInverse theme an app's snack is white on black inside a 2 px white border")
    func highContrastInApp() async throws {
        let testbed = try launch(["kind", "warning"], settings: ["gtk-theme-name=HighContrastInverse"])
        defer { testbed.finish() }
        let frame = try #require(await testbed.placedFrame("k"))
        // Across the left edge at mid-height: the border, then the padding (the screen around is black).
        var edge: [String] = []
        _ = try await eventually {
            edge = try (0..<5).map { try XDisplay.pixel(x: frame.x + $0, y: frame.midY) }
            return edge.first == "#FFFFFF"
        }
        #expect(edge == ["#FFFFFF", "#FFFFFF", "#000000", "#000000", "#000000"], "\(edge)")
        // The text ("Background check", between the icon and the close button) is drawn in the same white.
        let text = try XDisplay.run(
            "import",
            [
                "-window", "root", "-crop", "250x\(frame.height - 8)+\(frame.x + 44)+\(frame.y + 4)",
                "-depth", "8", "txt:-"
            ])
        let white = text.split(separator: "\n").filter { $0.contains("#FFFFFF") }.count
        #expect(white > 30, "white text: \(white) pixels")
    }
}
