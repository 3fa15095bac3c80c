import Foundation
import Testing

/// Shell functions the keyboard tests share: `$app` is an X client window ("editor", xmessage) that has
/// the keyboard; `popup NAME` prints that popup's window; `focused` the window that has the keyboard.
/// `$focus_app` gives the app the keyboard: `windowfocus` without a window manager, `windowactivate`
/// (through the manager) with one.
private let keyboardHelpers = #"""
    popup() { xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1; }
    focused() { xdotool getwindowfocus 2>/dev/null; }
    xmessage -geometry 300x100+400+200 -title editor Editor < /dev/null > /dev/null 2>&1 &
    wait_for '[ -n "$(xdotool search --onlyvisible --name "^editor\$" 2>/dev/null)" ]' || exit 1
    app=$(xdotool search --onlyvisible --name '^editor$' | head -n 1)
    xdotool $focus_app --sync "$app"
    wait_for '[ "$(focused)" = "$app" ]' || exit 1

    """#

/// The scripts both suites run: by `--focus` or by the pointer, then keys.
private enum KeyboardScript {
    /// `--focus` on a waiting popup with two actions, then `keys`: prints the client's output, then
    /// `back` once the editor has the keyboard again.
    static func focusThenKeys(_ keys: String) -> String {
        keyboardHelpers + #"""
            $NOTIFY -A undo=Undo -A redo=Redo --wait "File deleted" > "$DESKTOP_DIR/out" &
            client=$!; wait_for "waiting $client"
            $NOTIFY --focus || exit 1
            wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
            xdotool key \#(keys)
            wait $client; cat "$DESKTOP_DIR/out"
            wait_for '[ "$(focused)" = "$app" ]' && echo back
            """#
    }

    /// A waiting popup with one action, the pointer moved over it (no click), Return: prints the action,
    /// then `back` once the pointer left and the editor has the keyboard again.
    static let hoverThenReturn =
        keyboardHelpers + #"""
            $NOTIFY -A undo=Undo --wait "Hover me" > "$DESKTOP_DIR/out" &
            client=$!; wait_for "waiting $client"
            # Shown to the service is not yet viewable here: a window manager maps its frame after the window.
            wait_for '[ -n "$(popup popup-1)" ]' || exit 1
            eval "$(xdotool getwindowgeometry --shell "$(popup popup-1)")"
            xdotool mousemove $((X + 40)) $((Y + 20)); xdotool mousemove $((X + 50)) $((Y + 25))
            wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
            xdotool key Return
            wait $client; cat "$DESKTOP_DIR/out"
            xdotool mousemove 0 0
            wait_for '[ "$(focused)" = "$app" ]' && echo back
            """#
}

extension DesktopTests {
    /// `snack-notify --focus` and the keyboard on a popup, with no window manager (the keyboard follows
    /// explicit focus: the editor has it until `--focus` moves it).
    @Suite("The keyboard reaches a popup: --focus, Tab, Enter, Escape, the timer held, the focus returned", .serialized)
    struct KeyboardTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }
        private let noManager = ["focus_app": "windowfocus"]

        @Test("Enter presses the focused first action; Tab moves to the next", arguments: [("Return", "undo"), ("Tab Return", "redo")])
        func keysPressActions(keys: String, action: String) async throws {
            let result = try await onDesktop(KeyboardScript.focusThenKeys(keys), environment: noManager)
            #expect(result.standardOutput == "\(action)\nback\n", "\(result.standardError)")
        }

        /// Four `-A`, as notify-send takes them: two buttons and "More", whose menu holds the other two;
        /// Tab, Tab, Enter opens it and Enter picks the third.
        @Test func actionsPastTwoAreReachedThroughTheMoreMenu() async throws {
            let result = try await onDesktop(
                keyboardHelpers + #"""
                    $NOTIFY -A a=Alpha -A b=Beta -A c=Gamma -A d=Delta "Four answers" > "$DESKTOP_DIR/out" &
                    client=$!; wait_for "waiting $client"
                    $NOTIFY --focus || exit 1
                    wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
                    before=$(xdotool search --onlyvisible --name '' | wc -l)
                    xdotool key Tab Tab Return
                    wait_for '[ $(xdotool search --onlyvisible --name "" | wc -l) -gt $before ]' && echo "menu open"
                    xdotool key Return
                    wait $client; echo "status $?"; cat "$DESKTOP_DIR/out"
                    """#, environment: noManager)
            #expect(result.standardOutput == "menu open\nstatus 0\nc\n", "\(result.standardError)")
        }

        @Test func escapeDismissesAndTheEditorGetsTheKeyboardBack() async throws {
            let result = try await onDesktop(
                keyboardHelpers + #"""
                    $NOTIFY --json -A undo=Undo --wait "File deleted" > "$DESKTOP_DIR/out" &
                    client=$!; wait_for "waiting $client"
                    $NOTIFY --focus || exit 1
                    wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
                    xdotool key Escape
                    wait $client; cat "$DESKTOP_DIR/out"
                    wait_for '[ "$(focused)" = "$app" ]' && echo back
                    """#, environment: noManager)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"escape\",\"action\":null}\nback\n", "\(result.standardError)")
        }

        /// A 1 s popup with the focus is still on screen after a later 2 s popup timed out; Escape ends it.
        @Test func aFocusedPopupHoldsItsTimer() async throws {
            let result = try await onDesktop(
                keyboardHelpers + #"""
                    $NOTIFY --duration 1 "Held while focused"
                    $NOTIFY --focus || exit 1
                    wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
                    $NOTIFY --json --wait --duration 2 "Later"
                    xwininfo -name "snackbar: popup-1" | grep -o "Map State: [A-Za-z]*"
                    xdotool key Escape
                    wait_for '[ -z "$(popup popup-1)" ]' && echo gone
                    """#, environment: noManager)
            #expect(
                result.standardOutput == "{\"id\":2,\"reason\":\"timeout\",\"action\":null}\nMap State: IsViewable\ngone\n",
                "\(result.standardError)")
        }

        @Test func focusWithoutAServiceSaysSoAndExits2() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --focus; echo "status $?"
                [ -z "$(owner)" ] && echo "no service started"
                $NOTIFY --focus Hello; echo "status $?"
                """#)
            #expect(result.standardOutput == "status 2\nno service started\nstatus 1\n")
            #expect(
                result.standardError == "--focus: no popup service runs, so there is no popup to focus.\n"
                    + "--focus takes no SUMMARY or BODY: it focuses a popup already shown.\n")
        }

        @Test func focusWithNoPopupShownExits2() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --duration 1 --wait Brief > /dev/null
                [ -n "$(owner)" ] && $NOTIFY --focus; echo "status $?"
                """#)
            #expect(result.standardOutput == "status 2\n")
            #expect(result.standardError == "--focus: the popup service shows no popup to focus.\n")
        }
    }

    /// The same under openbox, a click-to-focus window manager: the keyboard comes through
    /// `_NET_ACTIVE_WINDOW`, and a pointer over a popup brings it too (openbox alone would need a click).
    @Suite("The keyboard reaches a popup under openbox (click-to-focus)", .serialized)
    struct KeyboardUnderOpenboxTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }
        private let manager = ["focus_app": "windowactivate"]

        @Test("--focus, then Enter or Tab Enter", arguments: [("Return", "undo"), ("Tab Return", "redo")])
        func focusThenKeys(keys: String, action: String) async throws {
            let result = try await onDesktop(DesktopScript.openbox + KeyboardScript.focusThenKeys(keys), environment: manager)
            #expect(result.standardOutput == "\(action)\nback\n", "\(result.standardError)")
        }

        @Test func hoverBringsTheKeyboard() async throws {
            let result = try await onDesktop(DesktopScript.openbox + KeyboardScript.hoverThenReturn, environment: manager)
            #expect(result.standardOutput == "undo\nback\n", "\(result.standardError)")
        }
    }
}
