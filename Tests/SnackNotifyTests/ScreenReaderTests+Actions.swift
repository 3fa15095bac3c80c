import Foundation
import SnackbarTestTags
import Testing

/// `fillers` prints the distinct filler lines of the service's accessible tree, one per line, without their
/// indentation.
private let treeHelpers = #"""
    fillers() { "$TREE" snack-notifyd | sed -n 's/^ *\(filler.*\)/\1/p' | sed 's/ *$//' | sort -u; }

    """#

extension DesktopTests.ScreenReaderTests {
    /// The text of a popup is a filler with no name of its own unless it is cut: in a freshly started service
    /// (whose first layout measures the text before it has its width), and in a window whose cut text an
    /// update in place replaced with a short one.
    @Test("AT-SPI: an uncut text is a filler with no name, fresh and after a cut text was replaced")
    func uncutTextIsAPlainFiller() async throws {
        let result = try await onReaderDesktop(
            readerHelpers + treeHelpers + #"""
                cold
                $NOTIFY --duration infinite "Fresh" "short text" || exit 1
                wait_for '"$TREE" snack-notifyd | grep -q "WINDOW notification | Information, Fresh: short text"' || exit 1
                echo "fresh:"; fillers
                $NOTIFY --close-all
                long=$(for i in $(seq 60); do printf 'word%s ' $i; done)
                id=$($NOTIFY -p --duration infinite "Cut" "$long") || exit 1
                wait_for '"$TREE" snack-notifyd | grep -q "push button | Cut: word1 "' || exit 1
                $NOTIFY -r "$id" --duration infinite "Replaced" "short text" || exit 1
                wait_for '"$TREE" snack-notifyd | grep -q "WINDOW notification | Information, Replaced: short text"' || exit 1
                echo "replaced:"; fillers
                """#)
        #expect(
            result.standardOutput == """
                fresh:
                filler |
                replaced:
                filler |

                """, "\(result.standardError)")
    }

    /// A notification whose one action is `default` (a chat app's "Open"): Orca says it offers "Open" as it
    /// comes; `--focus` lands on its body, a push button named by the action's label that Orca speaks as one, and
    /// Return runs the action, with the key's activation token as a click's.
    @Test("the keyboard reaches a notification's default action: its body, a push button Return presses")
    func defaultActionIsAButtonOnTheBody() async throws {
        let result = try await onReaderDesktop(
            serverHelpers + #"""
                server; monitor
                "$LISTENER" object:state-changed:focused > "$DESKTOP_DIR/focus" 2>&1 &
                wait_for 'grep -q LISTENING "$DESKTOP_DIR/focus"' 20 || exit 1
                fdo Notify Chat 0 "" Anna "Are you coming to lunch?" '["default", "Open"]' '@a{sv} {}' 0 > /dev/null
                wait_for 'geometry popup-1 > /dev/null'
                wait_for 'grep -q "SPEECH OUTPUT: .*Actions: Open\." "$ORCA_LOG"' 10 && echo "heard: Actions: Open."
                $NOTIFY --focus
                wait_for 'grep -q "focused 1 push button | Open$" "$DESKTOP_DIR/focus"' && echo "focused: push button Open"
                heard button "Open push button"
                xdotool key Return
                wait_for 'grep -q NotificationClosed "$DESKTOP_DIR/signals"'
                grep -o "ActivationToken (uint32 1, 'snack-notifyd-" "$DESKTOP_DIR/signals"
                grep -o "ActionInvoked (uint32 1, '[a-z]*')" "$DESKTOP_DIR/signals"
                """#)
        #expect(
            result.standardOutput == """
                heard: Actions: Open.
                focused: push button Open
                heard button
                ActivationToken (uint32 1, 'snack-notifyd-
                ActionInvoked (uint32 1, 'default')

                """, "\(result.standardError)\nOrca said:\n\(spoken())")
    }

    /// A popup with two actions: Orca speaks its name, then the actions it offers (the window's accessible
    /// description).
    @Test("Orca speaks a popup's actions after its text as it appears")
    func actionsAreSpoken() async throws {
        let result = try await onReaderDesktop(
            #"""
            cold
            $NOTIFY --type info -t 20000 -A undo=Undo -A keep=Keep "File deleted" "report.pdf moved to trash." > /dev/null &
            heard name "notification Information, File deleted: report.pdf moved to trash."
            wait_for 'grep -q "SPEECH OUTPUT: .*Actions: Undo, Keep\." "$ORCA_LOG"' 10 && echo "heard actions"
            $NOTIFY --close-all; wait
            """#)
        #expect(
            result.standardOutput == """
                heard name
                heard actions

                """, "\(result.standardError)\nOrca said:\n\(spoken())")
    }

    /// The same popup three times: it folds into one whose name counts the arrivals, and Orca speaks it
    /// again at each, with its count.
    @Test("Orca speaks a folded repeat again, with its count")
    func foldedRepeatIsSpoken() async throws {
        let result = try await onReaderDesktop(
            #"""
            cold
            $NOTIFY -t 20000 "Build failed" "see log" || exit 1
            heard first "notification Information, Build failed: see log"
            $NOTIFY -t 20000 "Build failed" "see log" || exit 1
            heard second "notification Information, Build failed: see log ×2"
            $NOTIFY -t 20000 "Build failed" "see log" || exit 1
            heard third "notification Information, Build failed: see log ×3"
            $NOTIFY --close-all
            """#)
        #expect(
            result.standardOutput == """
                heard first
                heard second
                heard third

                """, "\(result.standardError)\nOrca said:\n\(spoken())")
    }

    /// A popup whose message is cut on screen is spoken once, whole: its label is named by its whole text, which
    /// the notification's name holds, so Orca does not read the shown part after it. A second popup, heard
    /// after it, shows that nothing more of the first was coming.
    @Test("Orca speaks a long message once, whole, not its cut part again")
    func aLongMessageIsSpokenOnce() async throws {
        let result = try await onReaderDesktop(
            #"""
            cold
            long=$(for i in $(seq 120); do printf 'word%s ' $i; done)
            $NOTIFY -t 20000 "Long" "$long" || exit 1
            heard whole "notification Information, Long: word1 word2"
            $NOTIFY -t 20000 "Next" || exit 1
            heard next "notification Information, Next"
            said "word1 word2" && echo "the cut part spoken again"
            $NOTIFY --close-all
            """#)
        #expect(
            result.standardOutput == """
                heard whole
                heard next

                """, "\(result.standardError)\nOrca said:\n\(spoken())")
    }

    /// A critical popup is spoken as urgent: its palette is the error one, but a low battery is no error.
    @Test("Orca speaks a critical popup as urgent, not as an error")
    func aCriticalPopupIsUrgent() async throws {
        let result = try await onReaderDesktop(
            #"""
            cold
            $NOTIFY -u critical -t 20000 "Battery low" "10% left" || exit 1
            heard critical "notification Urgent, Battery low: 10% left"
            $NOTIFY --close-all
            """#)
        #expect(result.standardOutput == "heard critical\n", "\(result.standardError)\nOrca said:\n\(spoken())")
    }

    /// A popup updated in place is spoken again when its title says something new ("Download complete"), not
    /// when only its message runs on (a percentage), which would interrupt the reader at every step.
    @Test("Orca speaks an update with a new title, not each step of its message")
    func anUpdateWithANewTitleIsSpoken() async throws {
        let result = try await onReaderDesktop(
            #"""
            cold
            id=$($NOTIFY -p -t 20000 "Download" "10%") || exit 1
            heard first "notification Information, Download: 10%"
            $NOTIFY -r "$id" -t 20000 "Download" "50%" || exit 1
            $NOTIFY -r "$id" -t 20000 "Download complete" "100%" || exit 1
            heard done "notification Information, Download complete: 100%"
            said "notification Information, Download: 50%" || echo "no step spoken"
            $NOTIFY --close-all
            """#)
        #expect(
            result.standardOutput == """
                heard first
                heard done
                no step spoken

                """, "\(result.standardError)\nOrca said:\n\(spoken())")
    }
}
