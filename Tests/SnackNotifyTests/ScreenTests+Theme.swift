import Foundation
import SnackbarCore
import Testing

/// Themes on the popups: a theme and a palette per popup, the desktop's GTK theme kept out, a relative theme
/// file, and a theme with errors refused.
extension DesktopTests.ScreenTests {
    @Test func aThemeAndADarkPaletteStyleOnlyTheirOwnPopup() async throws {
        let result = try await onDesktop(
            screenHelpers + #"""
                printf '.snackbar, .snackbar.info { background-color: #00ff00; }\n' > "$DESKTOP_DIR/green.css"
                printf '.snackbar { colr: red; }\n' > "$DESKTOP_DIR/bad.css"
                $NOTIFY --duration infinite --type info --theme "$DESKTOP_DIR/green.css" Themed
                $NOTIFY --duration infinite --type info --theme "$DESKTOP_DIR/bad.css" Refused || true
                $NOTIFY --duration infinite --type info --dark Dark
                $NOTIFY --duration infinite --type info Plain
                for popup in popup-1 popup-2 popup-3; do drawn $popup > /dev/null; padding $popup; done
                """#)
        let colors = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(colors.count == 3, "\(result.standardOutput) \(result.standardError)")
        #expect(colors[0] == "#00FF00", "the themed popup")
        let light = Theme.standard.light[.info].background
        let dark = Theme.standard.dark[.info].background
        #expect(colors[1] == hex(dark), "the dark popup, not green")
        #expect(colors[2] == hex(light), "the plain popup keeps the light palette: neither green nor dark")
    }

    /// The service loads a snacks-only GTK theme, not the desktop's: a desktop theme's rules for
    /// properties the snackbar theme leaves alone (here label backgrounds) must not reach a popup.
    @Test func theDesktopGtkThemeDoesNotReachThePopups() async throws {
        let result = try await onDesktop(
            screenHelpers + #"""
                data="$DESKTOP_DIR/data"; mkdir -p "$data/themes/Leaky/gtk-3.0"
                printf 'label { background-color: #ff00ff; }\n' > "$data/themes/Leaky/gtk-3.0/gtk.css"
                XDG_DATA_HOME="$data" GTK_THEME=Leaky $NOTIFY --duration infinite --type info "Leaky desktop theme"
                set -- $(drawn popup-1)
                import -window "$5" -depth 8 txt:- | grep -c -i -e '#FF00FF' -e "$KIND_BACKGROUND" | tr '\n' ' '
                import -window "$5" -depth 8 txt:- | grep -c -i '#FF00FF'
                """#, environment: ["KIND_BACKGROUND": hex(Theme.standard.light[.info].background)])
        let counts = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        try #require(counts.count == 2, "\(result.standardOutput) \(result.standardError)")
        #expect(counts[0] > 1_000, "the popup is on screen in its info colour")
        #expect(counts[1] == 0, "no pixel of the desktop theme's label background")
    }

    /// Each replace changes the text too: the colour is read once the popup shows the new text.
    @Test func replacingAPopupWithAnotherThemeRestylesIt() async throws {
        let result = try await onDesktop(
            screenHelpers + #"""
                printf '.snackbar, .snackbar.info { background-color: #00ff00; }\n' > "$DESKTOP_DIR/green.css"
                printf '.snackbar, .snackbar.info { background-color: #ff0000; }\n' > "$DESKTOP_DIR/red.css"
                $NOTIFY --duration infinite --type info --theme "$DESKTOP_DIR/green.css" Themed
                drawn popup-1 > /dev/null; padding popup-1; shot popup-1 "$DESKTOP_DIR/before.png"
                $NOTIFY -r 1 --duration infinite --type info --theme "$DESKTOP_DIR/red.css" Rethemed
                redrawn popup-1 "$DESKTOP_DIR/before.png"; padding popup-1; shot popup-1 "$DESKTOP_DIR/before.png"
                $NOTIFY -r 1 --duration infinite --type info "Same look"; redrawn popup-1 "$DESKTOP_DIR/before.png"; padding popup-1
                """#)
        #expect(result.standardOutput == "#00FF00\n#FF0000\n#FF0000\n", "\(result.standardError)")
    }

    private func hex(_ color: RGBAColor) -> String {
        String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
    }

    /// A relative `--theme` is the caller's file, not one in the directory the running service started in.
    @Test func aRelativeThemeIsReadFromTheCallersDirectory() async throws {
        let result = try await onDesktop(
            screenHelpers + #"""
                mkdir -p "$DESKTOP_DIR/first" "$DESKTOP_DIR/second"
                (cd "$DESKTOP_DIR/first" && $NOTIFY --duration infinite --type info "The service starts here")
                cd "$DESKTOP_DIR/second"
                printf '.snackbar, .snackbar.info { background-color: #00ff00; }\n' > green.css
                $NOTIFY --duration infinite --type info --theme green.css "Themed from another directory"; echo "status $?"
                drawn popup-2 > /dev/null; padding popup-2
                """#)
        #expect(result.standardOutput == "status 0\n#00FF00\n", "\(result.standardError)")
    }

    @Test func aThemeWithCSSErrorsIsRefused() async throws {
        let result = try await onDesktop(
            #"""
            printf '.snackbar { colr: red; }\n' > "$DESKTOP_DIR/bad.css"
            $NOTIFY --theme "$DESKTOP_DIR/bad.css" Styled; echo "status $?"
            $NOTIFY --theme "$DESKTOP_DIR/bad.css" Again; echo "status $?"
            """#)
        #expect(result.standardOutput == "status 1\nstatus 1\n")
        let lines = result.standardError.split(separator: "\n")
        try #require(lines.count == 2, "cold (no service yet) and warm (service running)")
        #expect(lines.allSatisfy { $0.hasPrefix("Theme has CSS errors: ") }, "no GDBus error name in front: \(lines)")
    }
}
