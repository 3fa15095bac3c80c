import Foundation
import SnackbarCore
import SnackbarTestTags
import Testing

/// The built `snack-gallery` as a process: its screenshot tour on the test display, and no display.
@Suite(.serialized, .tags(.display))
struct GalleryTests {
    static let gallery = Command.productsDirectory + "/snack-gallery"
    /// The display of this suite's tour.
    static let display = Result { try PrivateDisplay() }

    /// One scenario's line of `scenarios.tsv`: the file and its first snack's frame.
    struct Shot {
        var file: String
        var x: Int, y: Int, width: Int, height: Int

        init?(line: Substring) {
            let fields = line.split(separator: "\t")
            guard fields.count == 5, let x = Int(fields[1]), let y = Int(fields[2]),
                let width = Int(fields[3]), let height = Int(fields[4])
            else { return nil }
            (file, self.x, self.y, self.width, self.height) = (String(fields[0]), x, y, width, height)
        }
    }

    @Test func screenshotTourWritesOnePNGPerScenarioShowingItsSnack() async throws {
        let display = try Self.display.get()
        let directory = try Command.temporaryDirectory("gallery-shots")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The runtime and temporary folders other galleries share: the tour writes none of its files there.
        let shared = try Command.temporaryDirectory("gallery-shared")
        defer { try? FileManager.default.removeItem(atPath: shared) }
        let result = try await Command.run(
            [Self.gallery, "--screenshots", directory],
            environment: display.environment.merging(["XDG_RUNTIME_DIR": shared, "TMPDIR": shared]) { $1 })
        #expect(result.status == 0, "\(result.errors)")
        let sharedFiles = try FileManager.default.subpathsOfDirectory(atPath: shared).filter { $0.contains("gallery") }
        #expect(sharedFiles.isEmpty, "the tour's files are its own, not in the shared folders")
        #expect(try String(contentsOfFile: directory + "/files/sample.css", encoding: .utf8).contains("#5b2a86"))

        let manifest = try String(contentsOfFile: directory + "/scenarios.tsv", encoding: .utf8)
        let shots = manifest.split(separator: "\n").compactMap(Shot.init(line:))
        #expect(shots.count == manifest.split(separator: "\n").count)
        #expect(shots.count >= 30, "every gallery button is a scenario: \(shots.count)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") && $0 != "empty.png" }
        #expect(Set(pngs) == Set(shots.map(\.file)))

        let empty = directory + "/empty.png"
        var colors: [String: String] = [:]
        for shot in shots {
            let file = directory + "/" + shot.file
            let size = try ScreenPixels.size(of: file)
            #expect(size.width == 1280 && size.height == 800, "\(shot.file)")
            // The snack window's own background shows in its padding, left and right of the content.
            let middle = shot.y + shot.height / 2
            let left = try await ScreenPixels.color(in: file, x: shot.x + 4, y: middle)
            let right = try await ScreenPixels.color(in: file, x: shot.x + shot.width - 5, y: middle)
            let before = try await ScreenPixels.color(in: empty, x: shot.x + 4, y: middle)
            #expect(left == right, "\(shot.file): padding \(left) vs \(right)")
            #expect(left != before, "\(shot.file): nothing drawn at the snack's frame (\(left))")
            colors[shot.file] = left
        }
        let kindColors = shots.filter { $0.file.contains("-kinds-") && !$0.file.contains("neutral") }.compactMap { colors[$0.file] }
        #expect(kindColors.count == 4 && Set(kindColors).count == 4, "each kind has its own colour: \(kindColors)")
        let light = try #require(shots.first { $0.file.hasSuffix("theme-light.png") })
        let dark = try #require(shots.first { $0.file.hasSuffix("theme-dark.png") })
        #expect(colors[light.file] != colors[dark.file], "the dark palette differs from the light one")
        let css = try #require(shots.first { $0.file.hasSuffix("theme-sample-css.png") })
        #expect(colors[css.file] == "5B2A86", "the sample CSS's purple wins over the theme")

        // Every monitor at once (one monitor here) and the PNG drawn offscreen, reported by a green snack.
        #expect(shots.contains { $0.file.hasSuffix("beyond-all-monitors.png") })
        let rendered = try #require(shots.first { $0.file.hasSuffix("beyond-render-png.png") })
        let positive = try #require(shots.first { $0.file.hasSuffix("kinds-positive.png") })
        #expect(colors[rendered.file] == colors[positive.file], "the report is a positive snack")
        let png = try ScreenPixels.size(of: directory + "/files/snack.png")
        #expect(png.width == 428 && png.height > 40, "the last snack drawn offscreen: \(png)")
        // Each scenario starts on an empty screen: the progress demo's steps do not follow into the next picture.
        let next = try #require(shots.first { $0.file.hasSuffix("beyond-flood.png") })
        let below = next.y + next.height + 40
        let after = try await ScreenPixels.color(in: directory + "/" + next.file, x: next.x + 4, y: below)
        #expect(after == (try await ScreenPixels.color(in: empty, x: next.x + 4, y: below)), "nothing below the flood's snack")
    }

    /// The offscreen tour's lines of `scenarios.tsv` in `directory`, checked against the PNGs there.
    private func offscreenShots(in directory: String) throws -> [Shot] {
        let manifest = try String(contentsOfFile: directory + "/scenarios.tsv", encoding: .utf8)
        let shots = manifest.split(separator: "\n").compactMap(Shot.init(line:))
        #expect(shots.count == manifest.split(separator: "\n").count)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }
        #expect(Set(pngs) == Set(shots.map(\.file)))
        return shots
    }

    @Test func withoutAnyDisplayTheTourDrawsEachSnackStyleOffscreen() async throws {
        let directory = try Command.temporaryDirectory("gallery-offscreen")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try await Command.run(
            [Self.gallery, "--screenshots", directory],
            environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("drawing the snacks offscreen into \(directory)"), "\(result.errors)")
        let shots = try offscreenShots(in: directory)
        #expect(shots.count >= 20, "\(shots.map(\.file))")
        for shot in shots {
            let file = directory + "/" + shot.file
            let size = try ScreenPixels.size(of: file)
            #expect(size.width == shot.width && size.height == shot.height, "\(shot.file): \(size)")
            #expect(try await ScreenPixels.colorCount(in: file) > 20, "\(shot.file): its text is drawn")
        }
        // Each kind's own background inside the border, in the light and the dark palette.
        for variant in ThemeVariant.allCases {
            let prefix = variant == .light ? "kinds-" : "theme-dark-"
            for kind in SnackKind.paletteKinds {
                let shot = try #require(shots.first { $0.file.hasSuffix(prefix + kind.cssClass + ".png") })
                let background = Theme.standard.palette(for: variant)[kind].background
                let expected = String(format: "%02X%02X%02X", background.red, background.green, background.blue)
                #expect(
                    try await ScreenPixels.color(in: directory + "/" + shot.file, x: 4, y: shot.height / 2) == expected,
                    "\(shot.file)")
            }
        }
    }

    @Test func theOffscreenFlagNeverOpensTheDisplay() async throws {
        let directory = try Command.temporaryDirectory("gallery-offscreen")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A display that does not exist: with --offscreen nothing tries to open it.
        let result = try await Command.run(
            [Self.gallery, "--screenshots", directory, "--offscreen"],
            environment: ["DISPLAY": ":4242", "WAYLAND_DISPLAY": nil])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(try offscreenShots(in: directory).count >= 20)
    }

    @Test(arguments: [
        (["--bogus"], "snack-gallery: unknown option --bogus\n"), (["--screenshots"], "snack-gallery: --screenshots needs a directory\n")
    ])
    func aBadOptionIsNamed(arguments: [String], message: String) async throws {
        let result = try await Command.run([Self.gallery] + arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 64)
        #expect(result.errors == message + "usage: snack-gallery [--screenshots DIR [--offscreen]] [--print-focus]\n")
    }

    @Test func withoutADisplayItSaysSoAndFails() async throws {
        let result = try await Command.run([Self.gallery], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status != 0)
        #expect(result.errors.hasPrefix("snack-gallery: cannot open display"), "\(result.errors)")
    }

    @Test func aBadDisplayIsNamedInTheMessage() async throws {
        let result = try await Command.run([Self.gallery], environment: ["DISPLAY": ":4242", "WAYLAND_DISPLAY": nil])
        #expect(result.status != 0)
        #expect(result.errors.contains("snack-gallery: cannot open display: the X display ':4242' does not answer"), "\(result.errors)")
    }

    /// `make demo`'s tour (`scripts/gallery-tour.sh`) says what failed: the gallery's status, or its X server
    /// gone before xvfb-run stopped it (xvfb-run's cleanup then ends with status 1 and no message), which
    /// leaves the pictures whole and the demo a success. Stand-in galleries play both parts.
    @Test func theDemoTourSaysWhatFailed() async throws {
        let directory = try Command.temporaryDirectory("gallery-tour")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let failing = directory + "/failing"
        let serverGone = directory + "/server-gone"
        try "#!/bin/sh\nexit 3\n".write(toFile: failing, atomically: true, encoding: .utf8)
        // One picture, then its X server ended: xvfb-run's own Xvfb, beside the shell it runs this from. Under
        // `make test`'s load that server is at times gone already, and there is nothing to end.
        try #"""
        #!/bin/sh
        mkdir -p "$2" && : > "$2/01-sample.png" || exit 1
        server=$(pgrep -x Xvfb -P "$(ps -o ppid= -p $PPID | tr -d " ")")
        [ -z "$server" ] || { kill $server; while kill -0 $server 2> /dev/null; do sleep 0.05; done; }
        exit 0
        """#.write(toFile: serverGone, atomically: true, encoding: .utf8)
        for file in [failing, serverGone] { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file) }
        let tour = Command.packageDirectory + "/scripts/gallery-tour.sh"

        let failed = try await Command.run([tour, failing, directory + "/shots"])
        #expect(failed.status == 1)
        #expect(failed.errors.contains("\(failing) --screenshots \(directory)/shots ended with status 3"), "\(failed.errors)")
        let gone = try await Command.run([tour, serverGone, directory + "/shots"])
        #expect(gone.status == 0, "\(gone.errors)")
        #expect(gone.errors.contains("the tour ended well, but its X server was gone before xvfb-run stopped it"), "\(gone.errors)")
        #expect(gone.output.contains("1 screenshots in \(directory)/shots/"), "\(gone.output)")
    }
}
