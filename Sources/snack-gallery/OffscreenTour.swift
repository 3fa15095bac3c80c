import CGtk
import Glibc
import SnackbarGtk

/// `--screenshots DIR --offscreen`, and `--screenshots DIR` where no display opens: every snack style of the
/// gallery drawn with `SnackbarRenderer` into `DIR/NN-<name>.png`, with no X server, no compositor and no
/// `gtk_init`. `scenarios.tsv` lists each file with the snack's frame in it (`0 0 width height`, device
/// pixels), as the live tour lists each snack's frame on screen.
///
/// It draws snacks, not the desktop: no stacks, placement or app widgets, which only the live tour shows.
enum OffscreenTour {
    /// One picture: a snack in a palette at a scale.
    struct Shot {
        var name: String
        var snack: Snack
        var variant: ThemeVariant = .light
        var highContrast = false
        var scale = 1.0
    }

    /// The kinds in the light and the dark palette and high contrast, actions, a close button, progress,
    /// a folded flood, the countdown bar, and a snack at twice the scale.
    static var shots: [Shot] {
        let kinds = GalleryScenario.kindSamples
        var shots = kinds.map { Shot(name: "kinds-" + $0.slug, snack: $0.snack) }
        shots += kinds.map { Shot(name: "theme-dark-" + $0.slug, snack: $0.snack, variant: .dark) }
        shots.append(
            Shot(
                name: "theme-high-contrast", snack: Snack(localized("Black on white, 21:1."), title: localized("High contrast"), kind: .info),
                highContrast: true))
        shots.append(Shot(name: "actions-inline", snack: Snack(localized("Message archived"), action: SnackAction(localized("Undo")))))
        shots.append(
            Shot(
                name: "actions-long",
                snack: Snack(
                    "gallery-screenshots.tar.gz (12 MB)", title: localized("Download finished"),
                    kind: .positive, longAction: SnackAction(localized("Show in the Downloads folder")))))
        shots.append(
            Shot(
                name: "actions-two",
                snack: Snack(
                    localized("The server did not answer."), title: localized("Sync failed"), kind: .negative,
                    action: SnackAction(localized("Retry")), secondaryAction: SnackAction(localized("Details")))))
        shots.append(
            Shot(
                name: "durations-infinite",
                snack: Snack(localized("This snack stays until you close it."), title: localized("Duration"), duration: .infinite)))
        shots.append(
            Shot(
                name: "progress-download",
                snack: Snack(
                    GalleryScenario.downloadText(percent: 50), title: localized("Downloading"), kind: .info,
                    duration: .infinite, progress: .fraction(0.5))))
        var flood = Snack(localized("The printer is out of paper."), title: localized("Printer"), kind: .warning, duration: .long)
        flood.repeatCount = 5
        shots.append(Shot(name: "beyond-flood", snack: flood))
        var countdown = Snack(localized("The bar shows the time left."), title: localized("Countdown"), duration: .long)
        countdown.showsCountdown = true
        shots.append(Shot(name: "beyond-countdown", snack: countdown))
        shots.append(
            Shot(name: "scale-2", snack: Snack(localized("Drawn at twice the pixels."), title: localized("HiDPI"), kind: .positive), scale: 2))
        return shots
    }

    /// Draws every shot into `directory` (made if missing); returns false when one could not be written.
    static func run(directory: String) -> Bool {
        guard g_mkdir_with_parents(directory, 0o755) == 0 else {
            writeStandardError("snack-gallery: cannot create \(directory): \(String(cString: strerror(errno)))\n")
            return false
        }
        var manifest = ""
        for (index, shot) in shots.enumerated() {
            let file = (index + 1 < 10 ? "0" : "") + "\(index + 1)-\(shot.name).png"
            do {
                let size = try SnackbarRenderer.renderPNG(
                    snack: shot.snack, variant: shot.variant, highContrast: shot.highContrast,
                    scale: shot.scale, to: directory + "/" + file)
                manifest += "\(file)\t0\t0\t\(size.width)\t\(size.height)\n"
                print("offscreen \(file) \(size.width) \(size.height)")
            } catch {
                writeStandardError("snack-gallery: \(file): \(error)\n")
                return false
            }
        }
        let manifestPath = directory + "/scenarios.tsv"
        guard g_file_set_contents(manifestPath, manifest, -1, nil) != 0 else {
            writeStandardError("snack-gallery: cannot write \(manifestPath)\n")
            return false
        }
        return true
    }
}
