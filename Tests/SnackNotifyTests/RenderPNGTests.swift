import Foundation
import SnackbarCore
import Testing

/// `snack-notify --render-png`: the built binary with no display, no Wayland socket and no session bus
/// draws the popup into a PNG whose pixels are the palette's (checked with ImageMagick's `convert`).
@Suite("snack-notify --render-png without a display")
struct RenderPNGTests {
    /// No display of any kind, no bus: the renderer must need none of them.
    static let headless: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "DBUS_SESSION_BUS_ADDRESS": nil]

    private func render(_ arguments: [String]) async throws -> (file: String, result: NotifyProcess.Result) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png").path
        let result = try await NotifyProcess.run(["--render-png", file] + arguments, environment: Self.headless)
        return (file, result)
    }

    /// The pixel at `x`, `y` as `RRGGBB`.
    private func pixel(_ file: String, _ x: Int, _ y: Int) async throws -> String {
        let result = try await NotifyProcess.run(
            shell: "convert \"$PNG\" -crop 1x1+\(x)+\(y) +repage -depth 8 txt:- | tail -n 1",
            environment: ["PNG": file])
        return String(result.standardOutput.split(separator: "#").last?.prefix(6) ?? "")
    }

    /// How many distinct colours a region holds (text anti-aliasing gives many, a flat fill one).
    private func colorCount(_ file: String, x: Int, y: Int, width: Int, height: Int) async throws -> Int {
        let result = try await NotifyProcess.run(
            shell: "convert \"$PNG\" -crop \(width)x\(height)+\(x)+\(y) +repage -unique-colors txt:- | tail -n +2 | wc -l",
            environment: ["PNG": file])
        return Int(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    @Test(arguments: SnackKind.paletteKinds.flatMap { kind in ThemeVariant.allCases.map { (kind, $0) } })
    func eachKindAndPaletteHasItsBackgroundAndText(kind: SnackKind, variant: ThemeVariant) async throws {
        let (file, result) = try await render(["--type", kind.cssClass, "--\(variant.rawValue)", "Saved", "All changes are on disk"])
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        // The height of the same popup on screen (DisplayTests holds the picture's layout to the screen's).
        #expect(try PNGHeader.size(of: file) == PNGHeader.Size(width: 428, height: 63))
        let background = Theme.standard.palette(for: variant)[kind].background
        let hex = String(format: "%02X%02X%02X", background.red, background.green, background.blue)
        #expect(try await pixel(file, 4, 30) == hex, "the palette's background inside the border")
        #expect(try await pixel(file, 420, 4) == hex)
        #expect(try await pixel(file, 0, 0) == "000000", "the rounded corner is transparent (alpha 0)")
        #expect(try await colorCount(file, x: 52, y: 8, width: 200, height: 44) > 10, "the text's pixels are drawn")
        #expect(try await colorCount(file, x: 300, y: 8, width: 60, height: 44) == 1, "nothing right of short text")
    }

    @Test func longTextGrowsTheImage() async throws {
        let long = String(repeating: "a long message that wraps ", count: 12)
        let (file, result) = try await render(["Title", long])
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(result.status == 0, "\(result.standardError)")
        let size = try PNGHeader.size(of: file)
        #expect(size.width == 428)
        #expect(size.height > 90, "the message wraps to its four lines")
    }

    @Test func countdownDrawsTheBarFullAlongTheFoot() async throws {
        let (plain, _) = try await render(["--type", "info", "Saved", "All changes are on disk"])
        let (file, result) = try await render(["--type", "info", "--countdown", "Saved", "All changes are on disk"])
        defer { [plain, file].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try PNGHeader.size(of: file) == PNGHeader.Size(width: 428, height: try PNGHeader.size(of: plain).height + 13))
        let action = Theme.standard.light.info.action
        let hex = String(format: "%02X%02X%02X", action.red, action.green, action.blue)
        let bar = 63 + 13 - 15
        for x in [17, 200, 410] { #expect(try await pixel(file, x, bar) == hex, "the bar at x = \(x), full at t = 0") }
        #expect(try await pixel(file, 16, bar) != hex, "inside the padding")
        #expect(try await pixel(file, 411, bar) != hex)
    }

    @Test func aFileThatCannotBeWrittenIsAClearErrorAndNoDisplayIsNeededForIt() async throws {
        let result = try await NotifyProcess.run(["--render-png", "/no/such/dir/out.png", "x"], environment: Self.headless)
        #expect(result.status == 1)
        #expect(result.standardError == "snack-notify: cannot write the PNG '/no/such/dir/out.png': No such file or directory\n")
    }

    @Test func aThemeFileIsRefusedSinceOnlyTheBuiltInThemeIsDrawn() async throws {
        let css = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).css").path
        try ".snackbar { }".write(toFile: css, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: css) }
        let result = try await NotifyProcess.run(["--render-png", "/tmp/x.png", "--theme", css, "x"], environment: Self.headless)
        #expect(result.status == 1)
        #expect(result.standardError.contains("--render-png draws the built-in theme"))
    }
}

/// A PNG's size from its header (bytes 16–23, big-endian).
enum PNGHeader {
    struct Size: Equatable { var width, height: Int }

    static func size(of file: String) throws -> Size {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)).prefix(24))
        guard bytes.count == 24, bytes[1...3] == [0x50, 0x4E, 0x47] else { throw CocoaError(.fileReadCorruptFile) }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return Size(width: number(16), height: number(20))
    }
}
