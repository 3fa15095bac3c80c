import CGtk
import Glibc
import SnackbarGtk

/// `--screenshots DIR`: runs every scenario in turn on a clean screen and saves one PNG each, named
/// `NN-<scenario>.png`, plus `empty.png` (the gallery alone) and `scenarios.tsv`: per scenario the
/// file name and the frame `x y width height` of its first snack. On standard output, `text <scenario> <text>`
/// lines say what each picture shows in words: `empty` the gallery window's texts, each scenario its snacks'
/// texts and the gallery's texts that changed. The files the buttons write go to `DIR/files`
/// (`GalleryFiles`).
@MainActor
final class ScreenshotRunner {
    private let directory: String
    private let context: GalleryContext
    /// Snacks on screen now, with the frame they were last placed at.
    private var placed: [String: SnackRect] = [:]

    init(directory: String, context: GalleryContext) {
        self.directory = directory
        self.context = context
        GalleryFiles.tourFolder = directory + "/files"
    }

    /// Runs the scenarios; returns false when one showed no snack or a file could not be written.
    func run() async -> Bool {
        context.presenter.observer = { [weak self] event in
            switch event {
            case .placed(let id, let frame): self?.placed[id] = frame
            case .closed(let id): self?.placed[id] = nil
            case .dismissed, .mapped: break
            }
        }
        guard g_mkdir_with_parents(directory, 0o755) == 0 else {
            return fail("cannot create \(directory): \(String(cString: strerror(errno)))")
        }
        // The gallery window painted on screen at its final size. A Wayland compositor resizes it after
        // it maps (sway tiles it) in the configure that also activates it, so there wait for that too.
        let settles = snack_display_is_wayland(gdk_display_get_default()) != 0
        _ = await waitUntil(seconds: 5) {
            guard let window = self.context.window, gtk_widget_get_mapped(window) != 0 else { return false }
            return !settles || gtk_window_is_active(Casts.widget(window)) != 0
        }
        await paint()
        var succeeded = save("empty.png")
        let galleryTexts = context.window.map { VisibleTexts.of($0, title: true) } ?? []
        printTexts(galleryTexts, of: "empty")
        var manifest = ""
        for (index, scenario) in GalleryScenario.catalog.enumerated() {
            context.reset()
            _ = await waitUntil(seconds: 3) { self.placed.isEmpty }
            var ids: [String] = []
            for _ in 0..<scenario.screenshotPresses { ids = scenario.run(context) }
            let shown = await waitUntil(seconds: 5) { !ids.isEmpty && ids.allSatisfy { self.placed[$0] != nil } && self.isSettled }
            await paint()
            let file = (index + 1 < 10 ? "0" : "") + "\(index + 1)-\(scenario.name).png"
            succeeded = save(file) && succeeded
            guard shown, let first = ids.first, let frame = placed[first] else {
                succeeded = fail("\(scenario.name): its snack \(ids.first ?? "(none)") never showed")
                continue
            }
            let line = "\(file)\t\(frame.x)\t\(frame.y)\t\(frame.width)\t\(frame.height)"
            manifest += line + "\n"
            print("screenshot " + line.split(separator: "\t").joined(separator: " "))
            let snackTexts = ids.compactMap { context.presenter.window(ofSnackWithID: $0) }.flatMap { VisibleTexts.of($0, title: false) }
            let changed = context.window.map { VisibleTexts.of($0, title: true) }?.filter { !galleryTexts.contains($0) } ?? []
            printTexts(snackTexts + changed, of: scenario.name)
        }
        context.reset()
        _ = await waitUntil(seconds: 3) { self.placed.isEmpty }
        let manifestPath = directory + "/scenarios.tsv"
        guard g_file_set_contents(manifestPath, manifest, -1, nil) != 0 else {
            return fail("cannot write \(manifestPath)")
        }
        return succeeded
    }

    /// Whether every snack shown has arrived where it is going: none still slides to a new slot.
    private var isSettled: Bool {
        placed.allSatisfy { context.presenter.slot(ofSnackWithID: $0.key) == $0.value }
    }

    /// Waits for the gallery window and every snack shown to paint a frame of what they hold now.
    private func paint() async {
        let snacks = placed.keys.compactMap { context.presenter.window(ofSnackWithID: $0) }
        _ = await PaintedFrame.next(of: (context.window.map { [$0] } ?? []) + snacks)
    }

    private func printTexts(_ texts: [String], of name: String) {
        for text in texts { print("text \(name) \(text)") }
    }

    private func save(_ file: String) -> Bool {
        let path = directory + "/" + file
        let problem: String?
        if let window = context.window, DrawnCapture.isNeeded {
            problem = DrawnCapture.savePNG(to: path, window: window, snacks: placed, presenter: context.presenter)
        } else {
            problem = RootCapture.savePNG(to: path)
        }
        guard let problem else { return true }
        return fail("\(file): \(problem)")
    }

    private func fail(_ message: String) -> Bool {
        writeStandardError("snack-gallery: \(message)\n")
        return false
    }

    /// Checks `condition` every 50 ms until it holds (true) or `seconds` pass (false).
    private func waitUntil(seconds: Double, _ condition: () -> Bool) async -> Bool {
        for _ in 0..<Int(seconds * 20) {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }
}
