import Foundation
import SnackbarGtk
import SnackbarTestTags
import Testing

/// The gallery's screenshot tour as a Wayland-native client of headless sway, where no client can read
/// the screen: each picture is drawn (the gallery window, then each snack at its placed frame).
@Suite(.compositor(.sway), .tags(.compositor))
struct SwayGalleryTourTests {
    private let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// A PNG of the tour as pixels (ImageMagick turns it into the PPM `Screenshot` reads).
    private func picture(_ path: String) async throws -> Screenshot {
        let result = try await Tool.run(["convert", path, "ppm:-"], environment: [:])
        guard result.status == 0 else { throw ToolError("convert \(path) failed: \(result.errors)") }
        return try Screenshot(ppm: result.data)
    }

    @Test func theTourDrawsOnePNGPerScenarioWithTheSnackAtItsFrame() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tour = try await sway.run([Tool.productsDirectory + "/snack-gallery", "--screenshots", directory])
        #expect(tour.status == 0, "\(tour.errors)")

        let lines = try String(contentsOfFile: directory + "/scenarios.tsv", encoding: .utf8).split(separator: "\n")
        let shots = lines.map { $0.split(separator: "\t").map(String.init) }
        #expect(shots.count >= 30 && shots.allSatisfy { $0.count == 5 }, "one line per scenario: \(lines)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }
        #expect(Set(pngs) == Set(shots.map { $0[0] } + ["empty.png"]))

        let line = try #require(shots.first { $0[0].hasSuffix("-kinds-positive.png") })
        let numbers = line.dropFirst().compactMap { Int($0) }
        try #require(numbers.count == 4)
        let frame = SnackRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        #expect(frame == SnackRect(x: 426, y: 16, width: 428, height: frame.height), "top centre, 16 px inset")
        let shot = try await picture(directory + "/" + line[0])
        let empty = try await picture(directory + "/empty.png")
        #expect((shot.width, shot.height) == (1280, 800) && (empty.width, empty.height) == (1280, 800))

        // The snack's body: one colour in its padding left and right, not what is there without it.
        let middle = frame.y + frame.height / 2
        let body = shot.color(x: frame.x + 4, y: middle)
        #expect(shot.color(x: frame.maxX - 5, y: middle) == body)
        #expect(body != empty.color(x: frame.x + 4, y: middle), "nothing drawn at the snack's frame: \(body)")
        #expect(body.green > body.red && body.green > body.blue, "a positive snack is green: \(body)")
        // The body's colour fills the frame to within its 1 px border, and nothing beyond it.
        let around = SnackRect(x: frame.x - 20, y: 0, width: frame.width + 40, height: frame.maxY + 20)
        let filled = try #require(shot.bounds(of: body, in: around))
        #expect(abs(filled.x - frame.x) <= 2 && abs(filled.maxX - frame.maxX) <= 2, "\(filled) vs \(frame)")
        #expect(abs(filled.y - frame.y) <= 2 && abs(filled.maxY - frame.maxY) <= 2, "\(filled) vs \(frame)")
        // Beyond the shadow (at most the 16 px inset) the gallery window shows as it does without the snack.
        for (x, y) in [(frame.x - 20, middle), (frame.maxX + 20, middle), (frame.x + 40, frame.maxY + 20)] {
            #expect(shot.color(x: x, y: y) == empty.color(x: x, y: y), "at \(x),\(y)")
        }
        // The gallery window is drawn (not the backdrop) where the snack goes; the backdrop shows below it.
        #expect(empty.color(x: frame.x + 4, y: middle) != Screenshot.Color(red: 63, green: 63, blue: 63))
        #expect(empty.color(x: 640, y: 799) == Screenshot.Color(red: 63, green: 63, blue: 63))
    }
}
