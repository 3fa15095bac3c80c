import Foundation
import SnackbarTestTags
import Testing

/// Shell functions the screen-reader tests share: `cold` ends the popup service and waits until the bus
/// has let go of its name (the next call starts a new one), `said TEXT` whether Orca spoke an utterance
/// beginning with TEXT, `heard WHAT TEXT` waits for that and prints `heard WHAT` or `unheard WHAT`.
let readerHelpers = #"""
    cold() { _p=$(owner); [ -z "$_p" ] || { kill -KILL $_p; wait_for "exited $_p" && wait_for '[ -z "$(owner)" ]'; }; }
    said() { grep -qF "SPEECH OUTPUT: '$1" "$ORCA_LOG"; }
    heard() { if wait_for "said '$2'" 10 2>/dev/null; then echo "heard $1"; else echo "unheard $1"; fi; }

    """#

/// The notification server, and a notification with four actions on it (Help, Ignore, and a "More" menu of
/// Empty Trash and Remind me later), shown.
let moreMenuPopup = #"""
    server
    fdo Notify app 0 "" "Low disk space" "1 GB left" \
        '["help", "Help", "ignore", "Ignore", "trash", "Empty Trash", "later", "Remind me later"]' '@a{sv} {}' 0 > /dev/null
    wait_for 'geometry popup-1 > /dev/null'

    """#

/// The kinds, each with the word Orca must say for it (none for neutral).
private let spokenKinds = [
    ("info", "Information, "), ("positive", "Success, "), ("warning", "Warning, "),
    ("negative", "Error, "), ("neutral", "")
]

extension DesktopTests {
    /// Orca 43.1 and a pyatspi client on a private accessibility bus, on a display of this suite's own.
    @Suite("Screen readers hear every snack: Orca's speech, pyatspi events", .serialized, .tags(.screenReader))
    struct ScreenReaderTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }
        static let reader = Result { try PrivateScreenReader(on: desktop.get()) }

        func onReaderDesktop(_ script: String) async throws -> NotifyProcess.Result {
            try await onDesktop(readerHelpers + script, environment: Self.reader.get().environment)
        }

        /// The lines Orca spoke, for failure messages.
        func spoken() -> String {
            guard let path = try? Self.reader.get().orcaLog,
                let log = try? String(contentsOfFile: path, encoding: .utf8)
            else { return "(no log)" }
            return log.split(separator: "\n").filter { $0.contains("SPEECH OUTPUT") }.suffix(30).joined(separator: "\n")
        }

        @Test("Orca speaks a snack of every kind from the CLI, with its kind's word, right after the service starts and with it running")
        func cliSpoken() async throws {
            var script = ""
            for (kind, word) in spokenKinds {
                script += """
                    cold
                    $NOTIFY --type \(kind) -t 4000 "CLI cold \(kind)" "said by the CLI" || echo "failed \(kind)"
                    heard "cold \(kind)" "notification \(word)CLI cold \(kind): said by the CLI"
                    $NOTIFY --type \(kind) -t 4000 "CLI warm \(kind)" "said by the CLI" || echo "failed \(kind)"
                    heard "warm \(kind)" "notification \(word)CLI warm \(kind): said by the CLI"

                    """
            }
            let result = try await onReaderDesktop(script)
            let expected = spokenKinds.flatMap { kind, _ in ["heard cold \(kind)", "heard warm \(kind)"] }
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines == expected, "\(result.standardError)\nOrca said:\n\(spoken())")
        }

        @Test("Orca speaks a snack of every kind from an app, with its kind's word, the process's first snack and later ones")
        func appSpoken() async throws {
            // Five runs, each starting with another kind: every kind is once the first (cold) snack.
            var script = ""
            for run in 0..<spokenKinds.count {
                let order = (0..<spokenKinds.count).map { spokenKinds[(run + $0) % spokenKinds.count] }
                script += """
                    rm -f "$DESKTOP_DIR/in"; mkfifo "$DESKTOP_DIR/in"
                    "$TESTBED" announce \(order.map(\.0).joined(separator: " ")) < "$DESKTOP_DIR/in" > "$DESKTOP_DIR/testbed" 2>&1 &
                    exec 3> "$DESKTOP_DIR/in"

                    """
                for (position, (kind, word)) in order.enumerated() {
                    let phase = position == 0 ? "cold" : "warm"
                    script += """
                        heard "\(phase) \(kind)" "notification \(word)App \(position + 1): \(kind) from the app"

                        """
                }
                script += "exec 3>&-\nwait\n"
            }
            let result = try await onReaderDesktop(script)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(
                lines.count == spokenKinds.count * spokenKinds.count && lines.allSatisfy { $0.hasPrefix("heard ") },
                "\(lines) \(result.standardError)\nOrca said:\n\(spoken())")
            for (kind, _) in spokenKinds {
                #expect(lines.contains("heard cold \(kind)"), "\(lines)")
            }
        }

        @Test("a pyatspi client gets the announcing event of 20 snacks in a row, each the first of a freshly started service")
        func coldStartEvents() async throws {
            let result = try await onReaderDesktop(
                #"""
                "$LISTENER" > "$DESKTOP_DIR/listener" 2>&1 &
                wait_for 'grep -q LISTENING "$DESKTOP_DIR/listener"' 20 || exit 1
                set -- info positive warning negative neutral
                for i in $(seq 20); do
                    cold
                    kind=$(eval echo \${$(( (i - 1) % 5 + 1 ))})
                    $NOTIFY --type $kind -t 4000 "Cold start $i" "for the listener" || echo "failed $i"
                    if wait_for "grep -q 'showing 1 notification | .*Cold start $i:' '$DESKTOP_DIR/listener'" 5 2>/dev/null
                    then echo "received $i"; else echo "missed $i"; fi
                done
                """#)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines == (1...20).map { "received \($0)" }, "\(result.standardError)")
        }

        @Test("AT-SPI: every default icon has an accessible name, the kind's word")
        func iconNames() async throws {
            let result = try await onReaderDesktop(
                #"""
                # Two to an edge: a third on one edge would wait behind the stack's limit.
                for kind in info:top positive:top warning:bottom negative:bottom; do
                    $NOTIFY --type ${kind%:*} --position ${kind#*:} -t 20000 "Icon ${kind%:*}" "named" || exit 1
                done
                "$TREE" snack-notifyd
                """#)
            let lines = result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (kind, word) in spokenKinds.dropLast() {
                #expect(lines.contains("WINDOW notification | \(word)Icon \(kind): named"), "\(lines) \(result.standardError)")
            }
            let icons = lines.filter { $0.hasPrefix("icon |") }.sorted()
            #expect(icons == ["icon | Error", "icon | Information", "icon | Success", "icon | Warning"], "\(lines) \(result.standardError)")
        }

        /// A notification with four actions: the "More" button is a push button named "More" beside Help and
        /// Ignore; opened from the keyboard (Tab, Tab, Enter), its menu's first item gets the focus as a menu
        /// item named by its label, Down moves it to the next, and Orca says that one.
        @Test("the More button and its menu's items are named and reachable for a screen reader")
        func moreMenuIsNamedAndReachable() async throws {
            let result = try await onReaderDesktop(
                serverHelpers + #"""
                    "$LISTENER" object:state-changed:focused object:state-changed:selected > "$DESKTOP_DIR/selected" 2>&1 &
                    wait_for 'grep -q LISTENING "$DESKTOP_DIR/selected"'

                    """# + moreMenuPopup + #"""
                        "$TREE" snack-notifyd | grep -E 'push button \| (Help|Ignore|More)$' | sed 's/^ *//'
                        $NOTIFY --focus && xdotool key Tab Tab Return
                        selected() { grep -qE "EVENT object:state-changed:(focused|selected) 1 menu item \\| $1$" "$DESKTOP_DIR/selected"; }
                        wait_for 'selected "Empty Trash"' && echo "selected: menu item Empty Trash"
                        xdotool key Down
                        wait_for 'selected "Remind me later"' && echo "selected: menu item Remind me later"
                        wait_for 'said "Remind me later"' && echo "Orca said Remind me later"
                        """#)
            #expect(
                result.standardOutput == """
                    push button | Help
                    push button | Ignore
                    push button | More
                    selected: menu item Empty Trash
                    selected: menu item Remind me later
                    Orca said Remind me later

                    """, "\(result.standardError)\nOrca said:\n\(spoken())")
        }

        /// The same menu opened from the keyboard with Orca listening: Orca says the menu as it opens, with its
        /// first item, then each item Down reaches.
        @Test("Orca announces the More menu as it opens, with its first item, then speaks the next")
        func moreMenuIsSpoken() async throws {
            let result = try await onReaderDesktop(
                serverHelpers + moreMenuPopup + #"""
                    $NOTIFY --focus && xdotool key Tab Tab
                    heard button "More push button"
                    xdotool key Return
                    heard menu "More menu"
                    heard "first item" "Empty Trash."
                    xdotool key Down
                    heard "second item" "Remind me later."
                    """#)
            #expect(
                result.standardOutput == """
                    heard button
                    heard menu
                    heard first item
                    heard second item

                    """, "\(result.standardError)\nOrca said:\n\(spoken())")
        }

        /// Orca started by hand registers with the accessibility bus, with GNOME's switch off: a popup that
        /// requires interaction outlives its second, and goes when closed.
        @Test("requires-interaction holds while Orca runs with GNOME's screen-reader switch off")
        func requiresInteractionFollowsTheAccessibilityBus() async throws {
            let result = try await onReaderDesktop(
                #"""
                export GSETTINGS_BACKEND=keyfile
                gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled false
                echo "switch: $(gsettings get org.gnome.desktop.a11y.applications screen-reader-enabled)"
                $NOTIFY --duration 1 --requires-interaction -w --json "Read me" "Orca runs" > "$DESKTOP_DIR/cli-$$" &
                client=$!
                wait_for '[ "$(popups)" = 1 ]'
                sleep 2.5
                echo "after 2.5 s: $(popups) popup"
                $NOTIFY --close-all
                wait $client; cat "$DESKTOP_DIR/cli-$$"
                """#)
            #expect(
                result.standardOutput == """
                    switch: false
                    after 2.5 s: 1 popup
                    {"id":1,"reason":"removed","action":null}

                    """, "\(result.standardError)")
        }

        /// A popup whose text is cut and that has no actions: `--focus` lands on the text, which Orca speaks
        /// by its text and role; Enter opens it and Enter closes it again, each told by a new description of
        /// the focused text (Orca speaks that as a message, which its log leaves out while speech is off: a
        /// pyatspi client sees the events Orca gets).
        @Test("--focus on cut text: Orca speaks the text; opening and closing it change its description")
        func focusedCutTextIsSpoken() async throws {
            let result = try await onReaderDesktop(
                #"""
                "$LISTENER" object:state-changed:focused object:property-change:accessible-description > "$DESKTOP_DIR/events" 2>&1 &
                wait_for 'grep -q LISTENING "$DESKTOP_DIR/events"' 20 || exit 1
                events() { grep -c "$1" "$DESKTOP_DIR/events"; }
                long=$(for i in $(seq 60); do printf 'word%s ' $i; done)
                $NOTIFY --duration infinite "Cut text" "$long"
                wait_for '[ "$(popups)" = 1 ]'
                $NOTIFY --focus
                heard focus "Cut text: word1 word2"
                said "Cut text: word1 word2" && grep -q "push button.'" "$ORCA_LOG" && echo "spoken as a push button"
                xdotool key Return
                wait_for '[ $(events "description 0 push button | Cut text: word1 .* | All of the text shown; Enter shows less.") = 1 ]' \
                    && echo "opened"
                xdotool key Return
                wait_for '[ $(events "description 0 push button | Cut text: word1 .* | Text cut; Enter shows all of it.") = 1 ]' \
                    && echo "closed"
                grep "focused" "$DESKTOP_DIR/events" | tail -n 1 | cut -c1-60
                """#)
            #expect(
                result.standardOutput == """
                    heard focus
                    spoken as a push button
                    opened
                    closed
                    EVENT object:state-changed:focused 1 push button | Cut text:

                    """, "\(result.standardError)\nOrca said:\n\(spoken())")
        }

        /// Without a window manager the keyboard follows the pointer (PointerRoot): a popup the pointer rests on
        /// gets it unasked, and then none of its buttons is focused (none for a key to press, none for Orca to
        /// announce). `--focus` focuses its action.
        @Test func aPopupThePointerRestsOnFocusesNoButtonUntilAsked() async throws {
            let result = try await onReaderDesktop(
                #"""
                focused_buttons() { "$TREE" snack-notifyd focused | grep -o "push button | .*"; }
                $NOTIFY -A purge="Empty Trash" "Trash" "3 files" > /dev/null &
                client=$!; wait_for "waiting $client"
                wait_for '[ "$(popups)" = 1 ]' || exit 1
                eval "$(xdotool getwindowgeometry --shell "$(xdotool search --onlyvisible --name '^snackbar: popup-1$')")"
                xdotool mousemove $((X + 40)) $((Y + 20)); xdotool mousemove $((X + 50)) $((Y + 25))
                wait_for '"$TREE" snack-notifyd active | grep -q "^WINDOW"' || exit 1
                echo "unasked: $(focused_buttons)"
                $NOTIFY --focus || exit 1
                wait_for '[ -n "$(focused_buttons)" ]'
                echo "asked: $(focused_buttons)"
                """#)
            #expect(result.standardOutput == "unasked: \nasked: push button | Empty Trash\n", "\(result.standardError)")
        }
    }
}
