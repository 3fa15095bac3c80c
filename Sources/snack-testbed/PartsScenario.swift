import CGtk
import Foundation
import SnackbarGtk
import SnackbarTestSupport

/// `parts`: each action and content layout in turn, one snack at a time. Once a snack's widgets have
/// settled it prints where each part is on screen and where `SnackbarRenderer` (`--render-png`) puts it:
/// `part <layout> <screen|painted> <part> x y w h` lines (card pixels; `height` for the card's height),
/// then removes it; `done` after the last.
@MainActor
enum PartsScenario {
    /// The layouts, named: icons and pictures, inline, two and long actions, close button, progress, wrapping
    /// text, a fold counter, a title alone, and every text row at once (`rows`).
    static func layouts(picture: String) -> [(name: String, snack: Snack)] {
        var flood = Snack("The printer is out of paper.", title: "Printer", kind: .warning, duration: .infinite, id: "counter")
        flood.repeatCount = 3
        return [
            ("plain", Snack("Copied to the clipboard.", duration: .long, id: "plain")),
            ("glyph", Snack("Your changes are stored.", title: "Saved", kind: .positive, duration: .long, id: "glyph")),
            ("themed-icon", Snack("Added to favourites.", kind: .neutralIcon("starred-symbolic"), duration: .long, id: "themed-icon")),
            ("picture", Snack("A new photo arrived.", title: "Photos", duration: .long, id: "picture", icon: picture)),
            ("inline", Snack("Message archived", duration: .long, id: "inline", action: SnackAction("Undo"))),
            (
                "two",
                Snack(
                    "The server did not answer.", title: "Sync failed", kind: .negative, duration: .long, id: "two",
                    action: SnackAction("Retry"), secondaryAction: SnackAction("Details"))
            ),
            (
                "long-action",
                Snack(
                    "gallery-screenshots.tar.gz (12 MB)", title: "Download finished", kind: .positive, duration: .long,
                    id: "long-action", longAction: SnackAction("Show in the Downloads folder"))
            ),
            ("close", Snack("This snack stays until you close it.", title: "Duration", duration: .infinite, id: "close")),
            (
                "progress",
                Snack(
                    "gallery-data.zip: 50 % of 40 MB", title: "Downloading", kind: .info, duration: .infinite,
                    id: "progress", progress: .fraction(0.5))
            ),
            (
                "wrapped",
                Snack(
                    "Still saving after 0.4 s, so it shows, and it stays readable for 1.5 s however soon it is done.",
                    title: "A title long enough to wrap onto a second line of its own", kind: .info, duration: .long,
                    id: "wrapped", action: SnackAction("Retry"))
            ),
            ("counter", flood),
            (
                "under",
                Snack(
                    "I have attached the revised numbers for the third quarter. Can you take a look before the meeting "
                        + "tomorrow at 10? Also, the budget review moved to Friday afternoon.",
                    title: "Alice Example: Re: Quarterly report", kind: .info, duration: .long, id: "under",
                    action: SnackAction("Reply"), secondaryAction: SnackAction("Mark as read"), showsCloseButton: true)
            ),
            ("title-only", Snack("", title: "Backup finished", kind: .positive, duration: .long, id: "title-only")),
            ("rows", everyRow())
        ]
    }

    /// A snack with every text row of `SnackTextRow` set, each past its line limit (within its bound): each
    /// row, a new one too, is laid out and cut on both sides with no layout of its own.
    private static func everyRow() -> Snack {
        var snack = Snack("", duration: .long, id: "rows")
        let words = String(repeating: "Each text row is cut at its line limit in the picture as on the screen. ", count: 6)
        for row in SnackTextRow.allCases { row.write(String(words.prefix(min(row.bound.characters, 320))), to: &snack.content) }
        return snack
    }

    /// Snacks placed so far, with their frames.
    private static var placed: [String: SnackRect] = [:]

    static func start() {
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("snack-parts-\(getpid()).png").path
        guard writePicture(to: picture) else { return Output.say("no picture at \(picture)") }
        SnackbarPresenter.shared.observer = { event in
            if case .placed(let id, let frame) = event { placed[id] = frame }
        }
        Task { @MainActor in
            for (name, snack) in layouts(picture: picture) {
                do { try SnackbarManager.shared.add(snack) } catch { Output.say("rejected \(name) \(error)") }
                guard let parts = await settledParts(of: snack.id), let frame = placed[snack.id] else {
                    Output.say("unsettled \(name)")
                    continue
                }
                say(name, "screen", parts.merging([SnackPartNames.height: SnackRect(x: 0, y: 0, width: frame.width, height: frame.height)]) { $1 })
                let painted = SnackbarRenderer.partFrames(
                    snack: snack, variant: SnackbarPresenter.shared.currentVariant, width: frame.width)
                say(
                    name, "painted",
                    painted.parts.merging([SnackPartNames.height: SnackRect(x: 0, y: 0, width: frame.width, height: painted.height)]) { $1 })
                SnackbarManager.shared.remove(id: snack.id)
            }
            try? FileManager.default.removeItem(atPath: picture)
            Output.say("done")
        }
    }

    /// The parts of snack `id` once placed and the same in two looks 50 ms apart (layout done); nil after 10 s.
    private static func settledParts(of id: String) async -> [String: SnackRect]? {
        var last: [String: SnackRect] = [:]
        for _ in 0..<200 {
            try? await Task.sleep(for: .milliseconds(50))
            let parts = SnackbarPresenter.shared.partFrames(ofSnackWithID: id)
            if placed[id] != nil, !parts.isEmpty, parts == last { return parts }
            last = parts
        }
        return nil
    }

    private static func say(_ name: String, _ side: String, _ parts: [String: SnackRect]) {
        for (part, frame) in parts.sorted(by: { $0.key < $1.key }) {
            Output.say("part \(name) \(side) \(part) \(frame.x) \(frame.y) \(frame.width) \(frame.height)")
        }
    }

    /// A 96×96 picture, to be scaled to the theme's picture size.
    private static func writePicture(to path: String) -> Bool {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 96, 96) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3584_E4FF)
        return gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, nil) != 0
    }
}
