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

/// The scripts both suites run: keys after `--focus`, and keys typed with the pointer on a snack.
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

    /// Four `-A`, as notify-send takes them: `--focus`, then Tab, Tab and Enter open "More"; prints `menu open`
    /// once its window shows. `before` is the count of windows without it; `$client` prints the answer
    /// (`--json` with `json`) into `$DESKTOP_DIR/out`.
    static func moreMenuOpened(json: Bool) -> String {
        keyboardHelpers + #"""
            $NOTIFY \#(json ? "--json " : "")-A a=Alpha -A b=Beta -A c=Gamma -A d=Delta "Four answers" > "$DESKTOP_DIR/out" &
            client=$!; wait_for "waiting $client"
            $NOTIFY --focus || exit 1
            wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
            before=$(xdotool search --onlyvisible --name '' | wc -l)
            xdotool key Tab Tab Return
            wait_for '[ $(xdotool search --onlyvisible --name "" | wc -l) -gt $before ]' && echo "menu open"

            """#
    }

    /// Two waiting popups: `--focus` reaches the newer, again the older, again around to the newer, again the
    /// older; Enter presses the older's action and the editor gets the keyboard back, not the newer popup.
    static let focusCycle =
        keyboardHelpers + #"""
            $NOTIFY -A a=Alpha --wait "First" > "$DESKTOP_DIR/one" &
            one=$!; wait_for "waiting $one"
            $NOTIFY -A b=Beta --wait "Second" > /dev/null &
            two=$!; wait_for "waiting $two"
            for popup in popup-2 popup-1 popup-2 popup-1; do
                $NOTIFY --focus || exit 1
                wait_for '[ "$(focused)" = "$(popup $popup)" ]' && echo "$popup"
            done
            xdotool key Return
            wait $one; cat "$DESKTOP_DIR/one"
            wait_for '[ "$(focused)" = "$app" ]' && echo back
            kill $two
            """#

    /// The trial's finding: a GTK app's text entry has the keyboard (`$ENTRY_APP`, driven through the fifo on
    /// descriptor 3), the pointer moves onto a snack with an action (`popup`: a `snack-notify` popup; `in-app`:
    /// the app's own snack) and the user types on, a space among the keys. Prints the entry's text once it
    /// holds all of them, then what the action printed (nothing, unless a key pressed it).
    static func typeWithThePointerOn(_ snack: String) -> String {
        #"""
        mkfifo "$DESKTOP_DIR/app.in"
        "$ENTRY_APP" < "$DESKTOP_DIR/app.in" > "$DESKTOP_DIR/app.out" 2>&1 &
        exec 3> "$DESKTOP_DIR/app.in"
        echo app >&3
        popup() { xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1; }
        focused() { xdotool getwindowfocus 2>/dev/null; }
        # Shown to the app is not yet viewable under a window manager, which maps its frame after the window.
        wait_for '[ -n "$(xdotool search --onlyvisible --name "^snack-wayland-app\$" 2>/dev/null)" ]' || exit 1
        app=$(xdotool search --onlyvisible --name '^snack-wayland-app$' | head -n 1)
        xdotool $focus_app --sync "$app"
        wait_for '[ "$(focused)" = "$app" ]' || exit 1
        if [ \#(snack) = popup ]; then
            $NOTIFY --json -A purge="Empty Trash" "Trash" "3 files" > "$DESKTOP_DIR/out" &
            name=popup-1
        else
            echo "add u top center 30 action" >&3
            name=u
        fi
        wait_for '[ -n "$(popup $name)" ]' || exit 1
        eval "$(xdotool getwindowgeometry --shell "$(popup $name)")"
        xdotool mousemove $((X + 40)) $((Y + 20)); xdotool mousemove $((X + 50)) $((Y + 25))
        xdotool type --delay 100 "typing a reply"
        typed() { echo text >&3; grep -qx "text typing a reply" "$DESKTOP_DIR/app.out"; }
        wait_for typed && echo "typing a reply"
        [ "$(focused)" = "$app" ] || echo "the snack has the keyboard"
        xdotool mousemove 0 0
        cat "$DESKTOP_DIR/out" 2> /dev/null; grep "^dismissed" "$DESKTOP_DIR/app.out"
        """#
    }
}

/// The app with a text entry that the keyboard tests type into.
private let entryApp = ["ENTRY_APP": NotifyProcess.productsDirectory.appendingPathComponent("snack-wayland-app").path]

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

        /// Four `-A`: two buttons and "More", whose menu holds the other two; Enter picks the third, and the
        /// editor gets the keyboard back.
        @Test func focusAgainMovesToTheNextOlderPopupAndAround() async throws {
            let result = try await onDesktop(KeyboardScript.focusCycle, environment: noManager)
            #expect(result.standardOutput == "popup-2\npopup-1\npopup-2\npopup-1\na\nback\n", "\(result.standardError)")
        }

        /// The focused button keeps the keyboard while an update in place moves the buttons under a longer text:
        /// Return after it presses the button that had the ring.
        @Test func anUpdateThatMovesTheButtonsKeepsTheFocusedOne() async throws {
            let result = try await onDesktop(
                keyboardHelpers + #"""
                    height() { xwininfo -id "$(popup popup-1)" | sed -n 's/.*Height: //p'; }
                    $NOTIFY -A reply=Reply -A read="Mark as read" --wait Alice "Lunch?" > /dev/null &
                    client=$!; wait_for "waiting $client"
                    $NOTIFY --focus || exit 1
                    wait_for '[ "$(focused)" = "$(popup popup-1)" ]' || exit 1
                    xdotool key Tab; short=$(height)
                    $NOTIFY --json -r 1 -A reply=Reply -A read="Mark as read" Alice "I have attached the revised \
                    numbers for the third quarter. Can you take a look before the meeting tomorrow at 10? Also, the \
                    budget review moved to Friday afternoon." > "$DESKTOP_DIR/out" &
                    wait_for '[ "$(height)" -gt "$short" ]' || exit 1
                    xdotool key Return
                    wait_for 'grep -q reason "$DESKTOP_DIR/out"'; cat "$DESKTOP_DIR/out"
                    """#, environment: noManager)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"action\",\"action\":\"read\"}\n", "\(result.standardError)")
        }

        @Test func actionsPastTwoAreReachedThroughTheMoreMenu() async throws {
            let result = try await onDesktop(
                KeyboardScript.moreMenuOpened(json: false) + #"""
                    xdotool key Return
                    wait $client; echo "status $?"; cat "$DESKTOP_DIR/out"
                    wait_for '[ "$(focused)" = "$app" ]' && echo back
                    """#, environment: noManager)
            #expect(result.standardOutput == "menu open\nstatus 0\nc\nback\n", "\(result.standardError)")
        }

        /// The pointer on a snack leaves the keyboard with the app: every key typed reaches its entry, and the
        /// Space presses no action.
        @Test(arguments: ["popup", "in-app"])
        func keysTypedWithThePointerOnASnackReachTheApp(snack: String) async throws {
            let result = try await onDesktop(KeyboardScript.typeWithThePointerOn(snack), environment: noManager.merging(entryApp) { $1 })
            #expect(result.standardOutput == "typing a reply\n", "\(result.standardError)")
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
    /// `_NET_ACTIVE_WINDOW`; a pointer over a popup brings none.
    @Suite("The keyboard reaches a popup under openbox (click-to-focus)", .serialized)
    struct KeyboardUnderOpenboxTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }
        private let manager = ["focus_app": "windowactivate"]

        @Test("--focus, then Enter or Tab Enter", arguments: [("Return", "undo"), ("Tab Return", "redo")])
        func focusThenKeys(keys: String, action: String) async throws {
            let result = try await onDesktop(DesktopScript.openbox + KeyboardScript.focusThenKeys(keys), environment: manager)
            #expect(result.standardOutput == "\(action)\nback\n", "\(result.standardError)")
        }

        /// Escape closes the More menu and leaves the keyboard in the popup: the next Escape dismisses it, and
        /// the editor gets the keyboard back.
        @Test func escapeClosesTheMoreMenuThenThePopup() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + KeyboardScript.moreMenuOpened(json: true) + #"""
                    xdotool key Escape
                    wait_for '[ $(xdotool search --onlyvisible --name "" | wc -l) -eq $before ]' && echo "menu closed"
                    xdotool key Escape
                    wait $client; cat "$DESKTOP_DIR/out"
                    wait_for '[ "$(focused)" = "$app" ]' && echo back
                    """#, environment: manager)
            #expect(
                result.standardOutput == "menu open\nmenu closed\n{\"id\":1,\"reason\":\"escape\",\"action\":null}\nback\n",
                "\(result.standardError)")
        }

        @Test func focusAgainMovesToTheNextOlderPopupAndAround() async throws {
            let result = try await onDesktop(DesktopScript.openbox + KeyboardScript.focusCycle, environment: manager)
            #expect(result.standardOutput == "popup-2\npopup-1\npopup-2\npopup-1\na\nback\n", "\(result.standardError)")
        }

        @Test(arguments: ["popup", "in-app"])
        func keysTypedWithThePointerOnASnackReachTheApp(snack: String) async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + KeyboardScript.typeWithThePointerOn(snack), environment: manager.merging(entryApp) { $1 })
            #expect(result.standardOutput == "typing a reply\n", "\(result.standardError)")
        }
    }
}
