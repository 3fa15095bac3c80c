import Foundation
import SnackbarCore
import SnackbarTestTags
import Testing

/// GTK 3's snacks anchored in an app window (`snack-testbed script`) as a user sees them on X11, with and without
/// a window manager (openbox): the real windows' geometry (`xwininfo`) and the screen's pixels (`import`).
@Suite(.serialized, .tags(.display))
struct AnchoredWindowTests {
    /// The display without a window manager.
    static let plain = Result { try PrivateDisplay() }
    /// The display openbox manages.
    static let managed = Result { try PrivateDisplay() }

    private func display(managed: Bool) async throws -> PrivateDisplay {
        guard managed else { return try Self.plain.get() }
        let display = try Self.managed.get()
        try await OpenboxOnDisplay.start(on: display)
        return display
    }

    /// A snack shown in a 600 px window, then the window narrowed to 260×150: the snack's window narrows with it,
    /// inside the window's frame; the screen shows none of it beyond the window's right edge.
    @Test(arguments: [false, true])
    func aSnackNarrowsWithItsWindow(managed: Bool) async throws {
        let display = try await display(managed: managed)
        let run = try await Gtk4DemoRun(on: display, renderer: .gtk3)
        let window = try await run.window()
        try await run.show("n forever edge=top A normal message in a window that turns narrow")
        let resize = try await Command.run(["xdotool", "windowsize", "--sync", window, "260", "150"], environment: display.environment)
        #expect(resize.status == 0, "\(resize.errors)")
        let frame = try await Screen.geometry(of: window, on: display)
        let snackID = try await run.window(titled: "snackbar: n")
        var snack = try await Screen.geometry(of: snackID, on: display)
        for _ in 0..<100 where snack.maxX > frame.maxX {
            try await Task.sleep(for: .milliseconds(20))
            snack = try await Screen.geometry(of: snackID, on: display)
        }
        let inset = Theme.standard.layout.contentInset
        #expect(snack.x == frame.x + inset && snack.width == frame.width - 2 * inset, "the snack \(snack), the window \(frame)")
        // Right of the window, over the snack's rows: the same pixels with the snack as once it is gone.
        let beyond = SnackRect(x: frame.maxX, y: snack.y, width: 200, height: snack.height)
        let inside = SnackRect(x: snack.x, y: snack.y, width: snack.width, height: snack.height)
        let withSnack = [try await Screen.crop(beyond, on: display), try await Screen.crop(inside, on: display)]
        try run.send("remove n")
        _ = try await run.waitFor(prefix: "dismissed n ")
        try await Screen.waitUntilUnmapped(snackID, on: display)
        let without = [try await Screen.crop(beyond, on: display), try await Screen.crop(inside, on: display)]
        #expect(try await Screen.differingPixels(withSnack[0], without[0], on: display) == 0, "snack pixels beyond the window's edge")
        #expect(try await Screen.differingPixels(withSnack[1], without[1], on: display) > 0, "no snack pixels inside the window")
    }

    /// A modal dialog transient for the window, over the window's top, then a snack at the top: the dialog (its
    /// title bar under openbox) shows whole over the snack, and the snack shows beside it.
    @Test(arguments: [false, true])
    func aSnackStaysBelowItsWindowsDialog(managed: Bool) async throws {
        let display = try await display(managed: managed)
        let run = try await Gtk4DemoRun(on: display, renderer: .gtk3)
        _ = try await run.window()
        try run.send("dialog 250 140")
        _ = try await run.waitFor("dialog")
        let dialog = try await Screen.geometry(of: try await run.window(titled: "script dialog"), on: display, frame: true)
        let before = try await Screen.crop(dialog, on: display)
        try await run.show("t forever edge=top A snack under the dialog")
        let snack = try await Screen.geometry(of: try await run.window(titled: "snackbar: t"), on: display)
        #expect(snack.y < dialog.maxY && snack.x < dialog.maxX && snack.maxX > dialog.maxX, "the snack \(snack), the dialog \(dialog)")
        var covered = -1
        for _ in 0..<100 where covered != 0 {
            covered = try await Screen.differingPixels(before, try await Screen.crop(dialog, on: display), on: display)
            if covered != 0 { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(covered == 0, "\(covered) pixels of the dialog covered by the snack")
        let beside = SnackRect(x: dialog.maxX, y: snack.y, width: snack.maxX - dialog.maxX, height: snack.height)
        let besideBefore = try await Screen.crop(beside, on: display)
        try run.send("remove t")
        _ = try await run.waitFor(prefix: "dismissed t ")
        try await Screen.waitUntilGone(named: "snackbar: t", on: display)
        #expect(
            try await Screen.differingPixels(besideBefore, try await Screen.crop(beside, on: display), on: display) > 0, "no snack beside the dialog")
    }

    /// Snacks with a title and a message in a window too small to show them all, at one corner or over both edges
    /// and three alignments: those shown never meet and each is as tall as a lone one; the rest wait, and one shows when a shown one goes.
    @Test(arguments: [
        (300, 200, ["b1", "b2", "b3"]),
        (300, 200, ["tl", "tc", "tt", "bl", "bc", "bt"]),
        (640, 400, ["tl", "tc", "tt", "bl", "bc", "bt"])
    ])
    func snacksInASmallWindowWaitRatherThanCover(width: Int, height: Int, ids: [String]) async throws {
        let display = try await display(managed: false)
        let run = try await Gtk4DemoRun(on: display, renderer: .gtk3)
        let window = try await run.window()
        let resize = try await Command.run(
            ["xdotool", "windowsize", "--sync", window, "\(width)", "\(height)"], environment: display.environment)
        #expect(resize.status == 0, "\(resize.errors)")
        // A lone snack, once as narrow as the window: the window took its new size, and the snack's height is a card's.
        try await run.show("lone forever title=Lone A lone snack")
        let loneID = try await run.window(titled: "snackbar: lone")
        var lone = try await Screen.geometry(of: loneID, on: display)
        for _ in 0..<100 where lone.width != width - 2 * Theme.standard.layout.contentInset {
            try await Task.sleep(for: .milliseconds(20))
            lone = try await Screen.geometry(of: loneID, on: display)
        }
        try run.send("remove lone")
        _ = try await run.waitFor(prefix: "dismissed lone ")
        let edges = ["t": "top", "b": "bottom"]
        let alignments = ["l": "leading", "c": "center", "t": "trailing"]
        for id in ids {
            let edge = edges[String(id.prefix(1))] ?? "bottom"
            let alignment = alignments[String(id.suffix(1))] ?? "center"
            try run.send("show \(id) forever edge=\(edge) align=\(alignment) title=Snack_\(id) Its message")
        }
        var shown = try await shownIDs(of: run)
        #expect(shown.count < ids.count, "every snack shows in a \(width)×\(height) window: \(shown)")
        try await expectApart(shown, of: run, height: lone.height, on: display)
        try run.send("remove \(try #require(shown.first))")
        let next = try #require(ids.first { !shown.contains($0) })
        try await run.waitFor("shown \(next)")
        shown = try await shownIDs(of: run)
        #expect(shown.contains(next), "\(shown)")
        try await expectApart(shown, of: run, height: lone.height, on: display)
    }

    /// The snacks the window shows now (`order`), once each is on screen.
    private func shownIDs(of run: Gtk4DemoRun) async throws -> [String] {
        let count = run.lines.count
        try run.send("order")
        let order = try await run.waitFor(prefix: "order ", after: count)
        let ids = order.split(separator: " ").dropFirst().flatMap { $0.split(separator: "=").dropFirst().flatMap { $0.split(separator: ",") } }
        for id in ids { try await run.waitFor("shown \(id)") }
        return ids.map(String.init)
    }

    /// The snacks `ids` on screen: none meets another, and none is shorter than `height`.
    private func expectApart(_ ids: [String], of run: Gtk4DemoRun, height: Int, on display: PrivateDisplay) async throws {
        var frames: [(String, SnackRect)] = []
        for id in ids {
            frames.append((id, try await Screen.geometry(of: try await run.window(titled: "snackbar: \(id)"), on: display)))
        }
        for (index, (id, frame)) in frames.enumerated() {
            #expect(frame.height >= height, "\(id) squeezed: \(frame)")
            for (other, second) in frames[(index + 1)...] where frame.intersects(second) {
                Issue.record("\(id) \(frame) meets \(other) \(second)")
            }
        }
    }
}

/// The X screen as a user sees it: windows by name, their geometry, and pixels of the root window.
private enum Screen {
    /// Waits until no visible window is named `name`.
    static func waitUntilGone(named name: String, on display: PrivateDisplay) async throws {
        for _ in 0..<600 {
            let search = try await Command.run(["xdotool", "search", "--onlyvisible", "--name", "^\(name)$"], environment: display.environment)
            if search.output.isEmpty { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PixelError(message: "the window '\(name)' stays")
    }

    /// Waits until the window `id` is unmapped or destroyed.
    static func waitUntilUnmapped(_ id: String, on display: PrivateDisplay) async throws {
        for _ in 0..<600 {
            let info = try await Command.run(["xwininfo", "-id", id], environment: display.environment)
            if info.status != 0 || !info.output.contains("IsViewable") { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PixelError(message: "the window \(id) stays mapped")
    }

    /// Where the window is on the screen (`frame`: with the window manager's frame and title bar).
    static func geometry(of id: String, on display: PrivateDisplay, frame: Bool = false) async throws -> SnackRect {
        let info = try await Command.run(["xwininfo"] + (frame ? ["-frame"] : []) + ["-id", id], environment: display.environment)
        let value = { (label: String) -> Int? in
            let line = info.output.split(separator: "\n").first { $0.contains(label) }
            return line.flatMap { Int($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") }
        }
        guard let x = value("Absolute upper-left X:"), let y = value("Absolute upper-left Y:"), let width = value("Width:"),
            let height = value("Height:")
        else { throw PixelError(message: "no geometry for \(id): \(info.output) \(info.errors)") }
        return SnackRect(x: x, y: y, width: width, height: height)
    }

    /// A PNG of the screen's pixels in `rect`.
    static func crop(_ rect: SnackRect, on display: PrivateDisplay) async throws -> String {
        let path = try Command.temporaryDirectory("anchored-pixels") + "/crop.png"
        let shot = try await Command.run(
            ["import", "-window", "root", "-crop", "\(rect.width)x\(rect.height)+\(rect.x)+\(rect.y)", "+repage", path],
            environment: display.environment)
        guard shot.status == 0 else { throw PixelError(message: "import failed: \(shot.errors)") }
        return path
    }

    /// How many pixels of two crops of one size differ.
    static func differingPixels(_ first: String, _ second: String, on display: PrivateDisplay) async throws -> Int {
        let result = try await Command.run(["compare", "-metric", "AE", first, second, "null:"], environment: display.environment)
        guard let count = Int(result.errors.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw PixelError(message: "compare failed: \(result.errors)")
        }
        return count
    }
}
