import Foundation
import SnackbarCore
import Testing

/// An editor (xmessage) has the keyboard, as on a desktop; `popup NAME` prints that popup's window;
/// `hover` moves the pointer over popup-1 (two moves: the hold starts with a motion inside); `keyboard`
/// gives popup-1 the keyboard (`--focus`) and waits until it has it; `menu` prints the window of the
/// service's open context menu (its visible window on screen that is no popup); `clipboard` the CLIPBOARD selection.
private let copyHelpers = #"""
    popup() { xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1; }
    xmessage -geometry 300x100+400+400 -title editor Editor < /dev/null > /dev/null 2>&1 &
    wait_for '[ -n "$(xdotool search --onlyvisible --name "^editor\$" 2>/dev/null)" ]' || exit 1
    xdotool windowfocus --sync "$(xdotool search --onlyvisible --name '^editor$' | head -n 1)"
    hover() { eval "$(xdotool getwindowgeometry --shell "$(popup popup-1)")"
      xdotool mousemove $((X + 40)) $((Y + 20)); xdotool mousemove $((X + 50)) $((Y + 25)); }
    keyboard() { $NOTIFY --focus && wait_for '[ "$(xdotool getwindowfocus 2>/dev/null)" = "$(popup popup-1)" ]'; }
    menu() { for _m in $(xdotool search --onlyvisible --pid "$(owner)" 2>/dev/null); do
        [ "$_m" = "$(popup popup-1)" ] && continue
        eval "$(xdotool getwindowgeometry --shell "$_m")"; [ "$X" -ge 0 ] && [ "$WIDTH" -gt 20 ] && echo "$_m" && return; done; }
    clipboard() { xclip -o -selection clipboard 2>/dev/null; }

    """#

/// The share of the popup's pixels in the countdown's colour: `bar` counts them in popup-1.
private let barHelpers = #"""
    bar() { import -window "$(popup popup-1)" -depth 8 txt:- 2>/dev/null | grep -c -i "$BAR_COLOR"; }

    """#

private func hexColor(_ color: RGBAColor) -> String {
    String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
}

extension DesktopTests.ScreenTests {
    /// `--countdown` on screen, by its pixels: the bar shrinks, stands still while the pointer is over the
    /// popup (sampled 1.5 s apart), and goes on from the length it had, not from full. A 40 s popup, so that
    /// slow samples on a loaded machine keep wide margins (each sample costs a screen capture).
    @Test func theCountdownBarShrinksStandsStillWhileHoveredAndGoesOnFromThere() async throws {
        let result = try await onDesktop(
            copyHelpers + barHelpers + #"""
                $NOTIFY --light --type info --countdown --duration 40 "Counting down" || exit 1
                wait_for '[ "$(bar)" -gt 0 ]' || exit 1
                start=$(bar)
                wait_for '[ "$(bar)" -lt $((start * 93 / 100)) ]' 30 || exit 1
                hover || exit 1
                # Held: two samples 0.3 s apart agree (running, it loses ~3 px in that time).
                steady() { _a=$(bar); sleep 0.3; [ "$_a" = "$(bar)" ]; }
                wait_for steady || exit 1
                held=$(bar); sleep 1.5; held_later=$(bar)
                xdotool mousemove 0 0
                resumed=$(bar)
                wait_for '[ "$(bar)" -lt $((resumed * 93 / 100)) ]' 30 || exit 1
                echo "$start $held $held_later $resumed"
                """#, environment: ["BAR_COLOR": hexColor(Theme.standard.light[.info].action)])
        let numbers = result.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(numbers.count == 4, "\(result.standardOutput) \(result.standardError)")
        let (start, held, heldLater, resumed) = (numbers[0], numbers[1], numbers[2], numbers[3])
        #expect(start > 300, "a bar 3 px high and hundreds of pixels long")
        #expect(held < start * 93 / 100, "it ran down before the hover")
        #expect(held == heldLater, "it stood still while hovered")
        #expect(resumed <= held && resumed > held * 70 / 100, "it goes on from where it stood, not from full")
    }

    @Test func ctrlCOnAFocusedPopupCopiesItsTitleAndMessage() async throws {
        let result = try await onDesktop(
            copyHelpers + #"""
                $NOTIFY --duration infinite "Build done" "All 42 tests <passed>" || exit 1
                keyboard || exit 1
                xdotool key ctrl+c
                wait_for '[ -n "$(clipboard)" ]' || exit 1
                clipboard
                """#)
        #expect(result.standardOutput == "Build done\nAll 42 tests <passed>", "\(result.standardError)")
    }

    /// A right click opens the menu at the pointer; a click on "Copy text" copies. The text stays on the
    /// clipboard once the popup has gone: the service that owns it lives on.
    @Test func copyTextInTheRightClickMenuCopiesAndOutlivesThePopup() async throws {
        let result = try await onDesktop(
            copyHelpers + #"""
                $NOTIFY --duration infinite "Disk almost full" "3 GB left on /home" || exit 1
                hover || exit 1
                xdotool click 3
                wait_for '[ -n "$(menu)" ]' || exit 1
                eval "$(xdotool getwindowgeometry --shell "$(menu)")"
                xdotool mousemove $((X + WIDTH / 2)) $((Y + HEIGHT / 2)) click 1
                wait_for '[ -n "$(clipboard)" ]' || exit 1
                gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Close 1 > /dev/null
                wait_for '[ -z "$(popup popup-1)" ]' || exit 1
                clipboard
                """#)
        #expect(result.standardOutput == "Disk almost full\n3 GB left on /home", "\(result.standardError)")
    }

    @Test func shiftF10OpensTheMenuFromTheKeyboard() async throws {
        let result = try await onDesktop(
            copyHelpers + #"""
                $NOTIFY --markup --duration infinite "<b>Saved</b>" "report.pdf" || exit 1
                keyboard || exit 1
                xdotool key shift+F10
                wait_for '[ -n "$(menu)" ]' || exit 1
                xdotool key Return
                wait_for '[ -n "$(clipboard)" ]' || exit 1
                clipboard
                """#)
        #expect(result.standardOutput == "Saved\nreport.pdf", "markup stripped: \(result.standardError)")
    }
}
