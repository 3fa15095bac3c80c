import Foundation
import SnackbarCore
import SnackbarTestTags
import Testing

/// Snacks inside a GTK 4 window (SnackbarGtk4's overlay) through the built `snack-gtk4-demo`: real clicks
/// and keys with xdotool on a display of the suite's own, pixels read back from a screenshot.
@Suite(.serialized, .tags(.display))
struct Gtk4DemoTests {
    /// The display of this suite's windows.
    static let display = Result { try PrivateDisplay() }

    @Test func clickingTheActionButtonReportsTheActionOnce() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("undo forever action=undo:Undo File deleted")
        try await demo.click(try await demo.locate("undo", button: "undo"))
        try await demo.waitFor("dismissed undo action undo")
        #expect(demo.lines.filter { $0.hasPrefix("dismissed") } == ["dismissed undo action undo"])
    }

    @Test func escapeDismissesTheFocusedSnack() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("stay forever The server did not answer")
        try demo.send("focus")
        try await demo.waitFor("focused yes")
        let key = try await Command.run(["xdotool", "key", "Escape"], environment: demo.display.environment)
        #expect(key.status == 0)
        try await demo.waitFor("dismissed stay escape")
    }

    /// The keyboard meets a snack's buttons in their order on screen: focused, the action comes first, before
    /// the close button.
    @Test func focusNewestThenEnterPressesTheActionNotClose() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("first forever action=undo:Undo File deleted")
        try demo.send("focus")
        try await demo.waitFor("focused yes")
        let key = try await Command.run(["xdotool", "key", "Return"], environment: demo.display.environment)
        #expect(key.status == 0)
        try await demo.waitFor("dismissed first action undo")
    }

    /// Two buttons beside a mail's long text would leave it a narrow column: they go on the row under it, below
    /// the close button; a short text keeps its buttons beside it, in the close button's row.
    @Test func buttonsGoUnderALongTextAndStayBesideAShortOne() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show(
            "mail forever kind=info title=Alice_Example:_Re:_Quarterly_report action=reply:Reply action=archive:Archive "
                + "I have attached the revised numbers for the third quarter. Can you take a look before the meeting "
                + "tomorrow at 10? Also, the budget review moved to Friday afternoon.")
        let (reply, mailClose) = (try await demo.locate("mail", button: "reply"), try await demo.locate("mail", button: "close"))
        #expect(reply.y > mailClose.y + 10, "Reply at \(reply), the close button at \(mailClose)")
        // The close button and the icon level with the title, as a notification's, not halfway down the text.
        let text = try await demo.locate("mail", button: "text")
        #expect(mailClose.y < text.y - 10, "the close button at \(mailClose), the text's middle at \(text)")
        #expect(try await demo.locate("mail", button: "icon").y < text.y - 10, "the icon beside the title, as on GTK 3")
        // The keyboard still starts on the first action, not on the close button above it.
        try demo.send("focus")
        try await demo.waitFor("focused yes")
        let key = try await Command.run(["xdotool", "key", "Return"], environment: demo.display.environment)
        #expect(key.status == 0)
        try await demo.waitFor("dismissed mail action reply")
        try await demo.show("short forever action=undo:Undo action=trash:Trash File deleted")
        let (undo, shortClose) = (try await demo.locate("short", button: "undo"), try await demo.locate("short", button: "close"))
        #expect(abs(undo.y - shortClose.y) <= 5, "Undo at \(undo), the close button at \(shortClose)")
    }

    /// A snack in a window whose overlay the app let go of right after adding it (a local in a callback):
    /// the window keeps the overlay, so the snack's time runs out and its callback runs.
    @Test func anOverlayTheAppLetGoOfRunsItsSnacksWhileItsWindowShows() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try demo.send("spare s seconds=1 In a second window")
        try await demo.waitFor("spare s")
        try await demo.waitFor("callback s timeout")
    }

    @Test func theCloseButtonEndsTheSnackWithItsReason() async throws {
        // Until dismissed, in this test and the action click's: a busy machine may take longer than a
        // snack's time to reach the click.
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("warn kind=warning close forever The disk is almost full")
        try await demo.click(try await demo.locate("warn", button: "close"))
        try await demo.waitFor("dismissed warn closed")
    }

    @Test func twoSnacksStackNewestNearestTheEdgeInTheThemesColours() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        // A minute each: on a loaded machine locating both takes round trips past a snack's 10 s.
        try await demo.show("first seconds=60 action=one:One progress=0.5 First snack")
        try await demo.show("second seconds=60 kind=positive action=two:Two Second snack")
        let first = try await demo.locate("first", button: "one")
        let second = try await demo.locate("second", button: "two")
        #expect(second.y > first.y, "the newer snack sits nearer the bottom edge: \(second) below \(first)")
        #expect(second.y - first.y >= 40, "the snacks do not overlap: \(first), \(second)")
        #expect(first.x == second.x, "both stack in the centre column")

        let directory = try Command.temporaryDirectory("gtk4-shot")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shot = directory + "/window.png"
        let capture = try await Command.run(["import", "-window", try await demo.window(), shot], environment: demo.display.environment)
        #expect(capture.status == 0, "\(capture.errors)")
        // Just above a button's centre, inside its transparent face: the card's own background.
        let palette = Theme.standard.palette(for: .light)
        for (point, kind) in [(first, SnackKind.neutral), (second, .positive)] {
            let expected = palette[kind].background
            let hex = String(format: "%02X%02X%02X", expected.red, expected.green, expected.blue)
            #expect(try await ScreenPixels.color(in: shot, x: point.x, y: point.y - 12) == hex, "\(kind)")
        }
        #expect(!demo.errors.contains("WARNING"), "GTK 4 takes the theme's CSS without a warning: \(demo.errors)")
    }

    /// A snack that asks for a countdown shows a bar in the action colour along its foot, which shrinks as its
    /// time runs (the pixels of that colour, a 3 px line, fall while the Undo label's stay).
    @Test func theCountdownsBarRunsDown() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("c seconds=60 countdown action=undo:Undo Counting down")
        let directory = try Command.temporaryDirectory("gtk4-countdown")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let action = Self.hex(Theme.standard.palette(for: .light)[.neutral].action)
        let window = try await demo.window()
        let count = { (name: String) -> Int in
            let shot = directory + "/" + name + ".png"
            _ = try await Command.run(["import", "-window", window, shot], environment: demo.display.environment)
            let colours = try await Command.run(["convert", shot, "-format", "%c", "histogram:info:-"])
            let line = colours.output.split(separator: "\n").first { $0.contains("#" + action) }
            return line.flatMap { Int($0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) ?? "") } ?? 0
        }
        // "shown" comes as the card is added: on a loaded machine its first frame may not be on screen yet.
        var first = 0
        for index in 0..<100 where first <= 600 {
            first = try await count("first-\(index)")
            if first <= 600 { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(first > 600, "a 3 px bar across the card: \(first) pixels of #\(action)")
        var later = first
        for index in 0..<200 where later >= first {
            later = try await count("later-\(index)")
            if later >= first { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(later < first, "the bar shrinks as the time runs: \(first) then \(later) pixels")
    }

    /// The card's shadow falls outside its box, below it as around its rounded corners: nothing clips it to
    /// the card's rectangle (which left grey squares in the card's corners and no shadow below it).
    @Test func theCardsShadowReachesPastItsBox() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("s seconds=60 Shadow")
        let middle = try await demo.settledPoint("locate s card", naming: "the card of s")
        let directory = try Command.temporaryDirectory("gtk4-shadow")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shot = directory + "/window.png"
        let capture = try await Command.run(["import", "-window", try await demo.window(), shot], environment: demo.display.environment)
        #expect(capture.status == 0, "\(capture.errors)")
        let card = Self.hex(Theme.standard.palette(for: .light)[.neutral].background)
        let pixel = { (x: Int, y: Int) in try await ScreenPixels.color(in: shot, x: x, y: y) }
        // The card's bottom and left edges: where its background ends.
        var bottom = middle.y
        while try await pixel(middle.x, bottom + 1) == card { bottom += 1 }
        // Along a row below the text, which is not the card's colour.
        var left = middle.x
        while left > 0, try await pixel(left - 1, bottom - 2) == card { left -= 1 }
        let red = { (x: Int, y: Int) in Int(try await pixel(x, y).prefix(2), radix: 16) ?? 0 }
        // 4 px below the card's border, under its middle and beside the card, on the same row.
        let beside = try await red(middle.x, bottom + 5)
        let window = try await red(left - 60, bottom + 5)
        #expect(
            beside < window - 8,
            "below the card (y \(bottom + 5)) its shadow darkens the window: \(beside) against \(window) (card middle \(middle), left \(left))")
    }
}

extension Gtk4DemoTests {
    /// Under the pointer a snack's countdown stands still; once the pointer leaves it runs on. The snack's
    /// 60 s are more than any lag of this process between showing it and moving the pointer there.
    @Test func thePointerOverASnackHoldsItsTimeUntilItLeaves() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        let window = try await demo.window()
        try await demo.show("held seconds=60 Hover over me")
        let card = try await demo.locate("held", button: "card")
        let enter = try await Command.run(
            ["xdotool", "mousemove", "--window", window, "\(card.x)", "\(card.y)"], environment: demo.display.environment)
        #expect(enter.status == 0)
        #expect(try await demo.poll("held held", until: "held held yes") == "held held yes")
        let heldAt = try await demo.secondsLeft("held")
        // The time under test: the countdown stands still under the pointer.
        try await Task.sleep(for: .seconds(2))
        #expect(try await demo.secondsLeft("held") == heldAt, "the held countdown stands still")
        let leave = try await Command.run(["xdotool", "mousemove", "--window", window, "5", "450"], environment: demo.display.environment)
        #expect(leave.status == 0)
        #expect(try await demo.poll("held held", until: "held held no") == "held held no")
        var left = heldAt
        for _ in 0..<1500 where left >= heldAt {
            try await Task.sleep(for: .milliseconds(20))
            left = try await demo.secondsLeft("held")
        }
        #expect(left < heldAt, "the countdown runs on once the pointer left")
    }

    @Test func theDemoLinksGtk4AndNeverGtk3() async throws {
        let needed = try await Command.run(["readelf", "-d", Gtk4DemoRun.executable])
        #expect(needed.status == 0, "\(needed.errors)")
        #expect(needed.output.contains("libgtk-4.so"))
        #expect(!needed.output.contains("libgtk-3.so") && !needed.output.contains("libgdk-3.so"), "\(needed.output)")
    }
}

extension Gtk4DemoTests {
    @Test func draggingASnackSidewaysSwipesItAway() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("swiped forever Drag me away")
        let card = try await demo.locate("swiped", button: "card")
        let window = try await demo.window()
        let drag = try await Command.run(
            [
                "xdotool", "mousemove", "--window", window, "\(card.x)", "\(card.y)", "mousedown", "1",
                "mousemove", "--window", window, "\(card.x + 60)", "\(card.y)",
                "mousemove", "--window", window, "\(card.x + 160)", "\(card.y)", "mouseup", "1"
            ], environment: demo.display.environment)
        #expect(drag.status == 0, "\(drag.errors)")
        try await demo.waitFor("dismissed swiped swiped")
    }
}

/// A GTK 4 app's snacks on the desktop: `DesktopSnacks` sends them to the popup service (a GTK 3 process of
/// its own) over a session bus of the suite's own, and the app hears the real click on the popup's button.
@Suite(.serialized, .tags(.display, .sessionBus))
struct Gtk4DesktopSnackTests {
    static let display = Result { try PrivateDisplay(withBus: true) }

    @Test func aDesktopSnackFromAGtk4AppReportsItsActionClickedOnThePopup() async throws {
        let display = try Self.display.get()
        let service = try await PopupService(on: display)
        defer { service.stop() }
        let demo = try await Gtk4DemoRun(on: display)
        // A minute: a loaded machine may take longer than a popup's usual time to reach the click.
        try await demo.showOnDesktop("saved seconds=60 action=undo:Undo Saved to the desktop", through: service)
        let frame = try #require(try await display.visibleSnackFrame(), "the popup shows")
        // The Undo button sits at the trailing end of a popup without a close button.
        let click = try await Command.run(
            ["xdotool", "mousemove", "\(frame.x + frame.width - 40)", "\(frame.y + frame.height / 2)", "click", "1"],
            environment: display.environment)
        #expect(click.status == 0)
        try await demo.waitFor("dismissed saved action undo")
    }
}

extension Gtk4DesktopSnackTests {
    /// Two snacks without ids of their own and the same text: the service folds the second into the first's popup
    /// (×2), and the first ends then, `replaced`, as in the overlay; the second ends once, in its own time.
    @Test func aRepeatTheServiceFoldsEndsTheOlderSnackReplaced() async throws {
        let display = try Self.display.get()
        let service = try await PopupService(on: display)
        defer { service.stop() }
        let demo = try await Gtk4DemoRun(on: display)
        try demo.send("desktop - seconds=60 Printer out of paper")
        _ = try await demo.waitFor(prefix: "shown snack-")
        try demo.send("desktop - seconds=2 Printer out of paper")
        _ = try await demo.waitFor("callback - replaced")
        _ = try await demo.waitFor("callback - timeout")
        #expect(demo.lines.filter { $0.hasPrefix("callback - ") } == ["callback - replaced", "callback - timeout"], "\(demo.lines)")
    }
}

/// The popup service (`snack-notifyd`, built) on a display with a session bus of its own, its runtime and
/// configuration directories its own, with GTK's animations off (reduced motion: a popup stands at its place
/// once shown, so a click needs no wait for its slide). Running once it owns its bus name.
final class PopupService: @unchecked Sendable {
    /// The service's XDG_RUNTIME_DIR and XDG_CONFIG_HOME, where `snack-notify` finds its socket too.
    let directory: String
    private let process = Process()

    init(on display: PrivateDisplay) async throws {
        directory = try Command.temporaryDirectory("gtk4-service")
        try FileManager.default.createDirectory(atPath: directory + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=0\n".write(toFile: directory + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: Command.productsDirectory + "/snack-notifyd")
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in display.environment { environment[name] = value }
        environment["XDG_RUNTIME_DIR"] = directory
        environment["XDG_CONFIG_HOME"] = directory
        // Its own state (do not disturb, history), and no accessibility bus: GTK's registration with it is a
        // blocking call, which on a loaded machine went unanswered while the apps' calls waited.
        environment["XDG_STATE_HOME"] = directory + "/state"
        environment["NO_AT_BRIDGE"] = "1"
        process.environment = environment
        // It stays for the whole test: a loaded machine can take longer than the 30 s an idle service waits
        // before it quits to start the apps that use it.
        process.arguments = ["--verbose", "--linger", "600"]
        process.standardOutput = FileHandle.nullDevice
        _ = FileManager.default.createFile(atPath: directory + "/service.log", contents: nil)
        process.standardError = FileHandle(forWritingAtPath: directory + "/service.log")
        try process.runExclusively()
        let owned = try await Command.run(
            ["gdbus", "wait", "--session", "--timeout", "30", "io.snackbar.Notifier"], environment: display.environment)
        #expect(owned.status == 0, "the service took its name: \(owned.errors)")
    }

    /// What the service wrote on standard error (`--verbose`: what it was asked and what it did).
    var log: String {
        (try? String(contentsOfFile: directory + "/service.log", encoding: .utf8)) ?? ""
    }

    /// Ends the service at once (SIGKILL: no linger), which frees its bus name for the next test's.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        try? FileManager.default.removeItem(atPath: directory)
    }
}

extension Gtk4DemoTests {
    @Test func aLeadingSnackSitsWhereTheWindowsTextStarts() async throws {
        var centres: [String: Int] = [:]
        for language in ["C.UTF-8", "he_IL.UTF-8"] {
            let demo = try await Gtk4DemoRun(on: try Self.display.get(), environment: ["LC_ALL": language, "LANGUAGE": ""])
            try await demo.show("lead forever align=leading Leading snack")
            centres[language] = try await demo.locate("lead", button: "card").x
        }
        // The demo window is 800 pixels wide: left of its middle left to right, right of it in Hebrew.
        #expect(try #require(centres["C.UTF-8"]) < 400, "\(centres)")
        #expect(try #require(centres["he_IL.UTF-8"]) > 400, "\(centres)")
    }
}

extension Gtk4DemoTests {
    @Test func snacksNarrowWithTheWindow() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("narrow close forever A snack in a window made narrow")
        let wide = try await demo.locate("narrow", button: "close")
        #expect(wide.x > 560, "the theme's 428 px in the 800 px window: \(wide)")
        let resize = try await Command.run(
            ["xdotool", "windowsize", try await demo.window(), "320", "500"], environment: demo.display.environment)
        #expect(resize.status == 0)
        // The close button comes inside the 320 px window, less the 16 px inset, once GTK laid it out again.
        var narrow = wide
        for _ in 0..<250 where narrow.x >= 320 - 16 {
            try await Task.sleep(for: .milliseconds(20))
            narrow = try await demo.locate("narrow", button: "close")
        }
        #expect(narrow.x < 320 - 16 && narrow.x > 160, "\(narrow)")
    }
}

extension Gtk4DemoTests {
    @Test func aLongRunningActionShowsASpinnerThenDismissesWithTheAction() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get())
        try await demo.show("busy forever slow=work:Export Exporting")
        try await demo.click(try await demo.locate("busy", button: "work"))
        // While the work runs (off the GTK thread, until the script's `finish`) the button gives way to a
        // spinner: asked until the click has arrived, it is gone before the snack is.
        var answer = ""
        for _ in 0..<100 where answer != "at none" {
            let before = demo.lines.count
            try demo.send("locate busy work")
            answer = try await demo.waitFor(prefix: "at ", after: before)
        }
        #expect(answer == "at none", "\(demo.lines)")
        #expect(!demo.lines.contains { $0.hasPrefix("dismissed busy") }, "\(demo.lines)")
        // The work's end comes back to the GTK thread through the main queue drained in GLib's loop.
        try demo.send("finish work")
        try await demo.waitFor("dismissed busy action work")
    }
}

extension Gtk4DemoTests {
    /// In an Adwaita app whose style manager forces the dark scheme, the snacks take the theme's dark palette:
    /// libadwaita sets GTK's dark preference from its style manager, which the snacks follow, and the library
    /// never links libadwaita.
    @Test func anAdwaitaAppForcedDarkGetsTheDarkPalette() async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get(), arguments: ["--adwaita-dark"])
        try await demo.show("dark seconds=60 action=one:One Dark snack")
        #expect(try await Self.cardColor(demo, id: "dark") == Self.hex(Theme.standard.palette(for: .dark)[.neutral].background))
    }

    /// In an Adwaita app whose style manager says high contrast (libadwaita's own `ADW_DEBUG_HIGH_CONTRAST`, as
    /// the settings portal or GNOME's switch would; GNOME's switch itself stays off here), the snacks take the
    /// high-contrast palette, light or dark as the style manager is, though libadwaita tells GTK nothing of it.
    @Test(arguments: [("--adwaita-app", ThemeVariant.light), ("--adwaita-dark", .dark)])
    func anAdwaitaAppInHighContrastGetsTheHighContrastPalette(argument: String, variant: ThemeVariant) async throws {
        let demo = try await Gtk4DemoRun(on: try Self.display.get(), environment: ["ADW_DEBUG_HIGH_CONTRAST": "1"], arguments: [argument])
        try await demo.show("hc seconds=60 action=one:One Contrast")
        let look = try await demo.answer("look", prefix: "look ")
        #expect(look == "look \(variant.rawValue) high-contrast=\(variant.rawValue)")
        let palette = Theme.standard.palette(for: variant, highContrast: true)
        #expect(try await Self.cardColor(demo, id: "hc") == Self.hex(palette[.neutral].background))
    }

    /// The colour of snack `id`'s card 12 px above its button `one`, from a screenshot of the demo's window.
    static func cardColor(_ demo: Gtk4DemoRun, id: String) async throws -> String {
        let point = try await demo.locate(id, button: "one")
        let directory = try Command.temporaryDirectory("gtk4-card-colour")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shot = directory + "/window.png"
        let capture = try await Command.run(["import", "-window", try await demo.window(), shot], environment: demo.display.environment)
        #expect(capture.status == 0, "\(capture.errors)")
        return try await ScreenPixels.color(in: shot, x: point.x, y: point.y - 12)
    }

    /// `color` as `RRGGBB`, as `ScreenPixels` reads pixels.
    static func hex(_ color: RGBAColor) -> String { String(format: "%02X%02X%02X", color.red, color.green, color.blue) }
}
