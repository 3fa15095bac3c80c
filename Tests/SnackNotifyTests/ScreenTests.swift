import Foundation
import SnackbarCore
import Testing

/// Shell functions the screen tests share: `geometry NAME` prints `X Y WIDTH HEIGHT WINDOW` of the
/// visible popup window with that name (`snackbar: popup-N`), `count` the number of popup windows.
private let screenHelpers = #"""
    geometry() { w=$(xdotool search --onlyvisible --name "^snackbar: $1\$" | head -n 1); [ -n "$w" ] || return 1
      eval "$(xdotool getwindowgeometry --shell "$w")"; echo "$X $Y $WIDTH $HEIGHT $w"; }
    count() { xdotool search --onlyvisible --name "^snackbar: popup-" | wc -l; }
    settle() { sleep 0.6; }

    """#

/// The numbers of one `geometry` line.
private struct Frame {
    var x, y, width, height, window: Int

    init?(_ line: Substring) {
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        (x, y, width, height, window) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
    }
}

extension DesktopTests {
    @Suite("Real popups under Xvfb: windows, clicks, stacking, replacing")
    struct ScreenTests {
        @Test func aCallPutsAPopupWindowOnScreen() throws {
            let result = try onPrivateDesktop(screenHelpers + #"$NOTIFY --duration infinite Hello; settle; geometry popup-1"#)
            let frame = try #require(Frame(result.standardOutput.dropLast()))
            #expect(frame.width == 428)
            #expect(frame.height > 20)
        }

        /// "Without --wait the command returns as soon as the popup is on screen": not before. Checked
        /// right after each call returns, with no pause: once starting the service, once with it running.
        @Test func theWindowIsOnScreenWhenTheCallReturns() throws {
            let result = try onPrivateDesktop(#"""
                for name in popup-1 popup-2; do
                    $NOTIFY --duration infinite "Shown $name"
                    xwininfo -name "snackbar: $name" | grep -o "Map State: [A-Za-z]*"
                done
                """#)
            #expect(result.standardOutput == "Map State: IsViewable\nMap State: IsViewable\n")
        }

        /// The first popup of a service shows its icon name unchecked until it is on screen; a missing
        /// one must still fall back (here: no icon for `neutral`), exactly like a later popup.
        @Test func aMissingIconOnTheFirstPopupFallsBackAfterTheMap() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                $NOTIFY --duration infinite --type neutral -i no-such-icon-anywhere Same
                $NOTIFY --duration infinite --type neutral Same; settle
                for popup in popup-1 popup-2; do set -- $(geometry $popup); echo "$4"; import -window "$5" "$HOME/.snack-$popup.png"; done
                compare -metric AE "$HOME/.snack-popup-1.png" "$HOME/.snack-popup-2.png" null: 2>&1; echo
                rm -f "$HOME"/.snack-popup-*.png
                """#)
            let lines = result.standardOutput.split(separator: "\n")
            try #require(lines.count == 3)
            #expect(lines[0] == lines[1])
            #expect(lines[2] == "0")
        }

        @Test func clickingAnActionPrintsItsName() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                $NOTIFY -A undo=Undo -A Redo Deleted > "$HOME/.snack-click-out" &
                client=$!; settle
                set -- $(geometry popup-1)
                xdotool mousemove --window "$5" 281 25 click 1
                wait $client; echo "status $?"; cat "$HOME/.snack-click-out"; rm -f "$HOME/.snack-click-out"
                """#)
            #expect(result.standardOutput == "status 0\nundo\n")
        }

        @Test func twoConcurrentCallsStackWithoutOverlapping() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                $NOTIFY --duration infinite One & $NOTIFY --duration infinite "Two" "with a second line" & wait
                settle; geometry popup-1; geometry popup-2; count
                """#)
            let lines = result.standardOutput.split(separator: "\n")
            try #require(lines.count == 3)
            let first = try #require(Frame(lines[0])), second = try #require(Frame(lines[1]))
            let (upper, lower) = first.y < second.y ? (first, second) : (second, first)
            #expect(upper.y + upper.height <= lower.y)
            #expect(first.x == second.x)
            #expect(lines[2] == "2")
        }

        @Test func replaceIdUpdatesThePopupInPlace() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                $NOTIFY --duration infinite "Copying" "file 1 of 3"; settle; geometry popup-1
                $NOTIFY -p -r 1 --duration infinite "Copying" "file 2 of 3"; settle; geometry popup-1; count
                """#)
            let lines = result.standardOutput.split(separator: "\n")
            try #require(lines.count == 4)
            let before = try #require(Frame(lines[0])), after = try #require(Frame(lines[2]))
            #expect(lines[1] == "1")
            #expect(before.window == after.window)
            #expect(before.x == after.x && before.y == after.y)
            #expect(lines[3] == "1")
        }

        @Test func positionAndAlignmentMoveThePopup() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                $NOTIFY --duration infinite --position bottom --align trailing Corner; settle; geometry popup-1
                """#)
            let frame = try #require(Frame(result.standardOutput.dropLast()))
            #expect(frame.x + frame.width > 1280 - 40)
            #expect(frame.y + frame.height > 800 - 40)
        }

        @Test func typeChoosesThePalette() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                $NOTIFY --duration infinite --type positive Good; $NOTIFY --duration infinite --type negative Bad; settle
                for popup in popup-1 popup-2; do
                    set -- $(geometry $popup)
                    import -window root -crop 1x1+$(($1 + 200))+$(($2 + 4)) -depth 8 txt:- | tail -n 1 | sed 's/.*(\([0-9,]*\)).*/\1/'
                done
                """#)
            let colors = result.standardOutput.split(separator: "\n").map { $0.split(separator: ",").compactMap { Int($0) } }
            try #require(colors.count == 2 && colors.allSatisfy { $0.count == 3 })
            #expect(colors[0][1] > colors[0][0] && colors[0][1] > colors[0][2])
            #expect(colors[1][0] > colors[1][1] && colors[1][0] > colors[1][2])
        }

        @Test func aThemeAndADarkPaletteStyleOnlyTheirOwnPopup() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                printf '.snackbar, .snackbar.info { background-color: #00ff00; }\n' > "$HOME/.snack-green.css"
                printf '.snackbar { colr: red; }\n' > "$HOME/.snack-bad.css"
                $NOTIFY --duration infinite --type info --theme "$HOME/.snack-green.css" Themed
                $NOTIFY --duration infinite --type info --theme "$HOME/.snack-bad.css" Refused || true
                $NOTIFY --duration infinite --type info --dark Dark
                $NOTIFY --duration infinite --type info Plain; settle
                for popup in popup-1 popup-2 popup-3; do
                    set -- $(geometry $popup)
                    import -window root -crop 1x1+$(($1 + 4))+$(($2 + $4 / 2)) -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'
                done
                """#)
            let colors = result.standardOutput.split(separator: "\n").map(String.init)
            try #require(colors.count == 3, "\(result.standardOutput) \(result.standardError)")
            #expect(colors[0] == "#00FF00", "the themed popup")
            let light = Theme.standard.light[.info].background, dark = Theme.standard.dark[.info].background
            #expect(colors[1] == hex(dark), "the dark popup, not green")
            #expect(colors[2] == hex(light), "the plain popup keeps the light palette: neither green nor dark")
        }

        /// The service loads a snacks-only GTK theme, not the desktop's: a desktop theme's rules for
        /// properties the snackbar theme leaves alone (here label backgrounds) must not reach a popup.
        @Test func theDesktopGtkThemeDoesNotReachThePopups() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                data=$(mktemp -d); mkdir -p "$data/themes/Leaky/gtk-3.0"
                printf 'label { background-color: #ff00ff; }\n' > "$data/themes/Leaky/gtk-3.0/gtk.css"
                XDG_DATA_HOME="$data" GTK_THEME=Leaky $NOTIFY --duration infinite --type info "Leaky desktop theme"; settle
                set -- $(geometry popup-1)
                import -window "$5" -depth 8 txt:- | grep -c -i -e '#FF00FF' -e "$KIND_BACKGROUND" | tr '\n' ' '
                import -window "$5" -depth 8 txt:- | grep -c -i '#FF00FF'
                rm -r "$data"
                """#, environment: ["KIND_BACKGROUND": hex(Theme.standard.light[.info].background)])
            let counts = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
            try #require(counts.count == 2, "\(result.standardOutput) \(result.standardError)")
            #expect(counts[0] > 1_000, "the popup is on screen in its info colour")
            #expect(counts[1] == 0, "no pixel of the desktop theme's label background")
        }

        @Test func replacingAPopupWithAnotherThemeRestylesIt() throws {
            let result = try onPrivateDesktop(screenHelpers + #"""
                printf '.snackbar, .snackbar.info { background-color: #00ff00; }\n' > "$HOME/.snack-green.css"
                printf '.snackbar, .snackbar.info { background-color: #ff0000; }\n' > "$HOME/.snack-red.css"
                pixel() { set -- $(geometry popup-1)
                    import -window root -crop 1x1+$(($1 + 4))+$(($2 + $4 / 2)) -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'; }
                $NOTIFY --duration infinite --type info --theme "$HOME/.snack-green.css" Themed; settle; pixel
                $NOTIFY -r 1 --duration infinite --type info --theme "$HOME/.snack-red.css" Rethemed; settle; pixel
                $NOTIFY -r 1 --duration infinite --type info "Same look"; settle; pixel
                """#)
            #expect(result.standardOutput == "#00FF00\n#FF0000\n#FF0000\n", "\(result.standardError)")
        }

        private func hex(_ color: RGBAColor) -> String {
            String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
        }

        @Test func aThemeWithCSSErrorsIsRefused() throws {
            let result = try onPrivateDesktop(#"""
                printf '.snackbar { colr: red; }\n' > "$HOME/.snack-bad.css"
                $NOTIFY --theme "$HOME/.snack-bad.css" Styled; echo "status $?"
                $NOTIFY --theme "$HOME/.snack-bad.css" Again; echo "status $?"; rm -f "$HOME/.snack-bad.css"
                """#)
            #expect(result.standardOutput == "status 1\nstatus 1\n")
            let lines = result.standardError.split(separator: "\n")
            try #require(lines.count == 2, "cold (no service yet) and warm (service running)")
            #expect(lines.allSatisfy { $0.hasPrefix("Theme has CSS errors: ") }, "no GDBus error name in front: \(lines)")
        }
    }
}
