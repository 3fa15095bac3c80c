import Foundation
import Testing

extension DesktopTests {
    /// What outlives the popup service (do not disturb, the history, the id counter, in
    /// `$XDG_STATE_HOME/snackbar/`) and the shell's controls of it (`--close ID`, `--replace`).
    @Suite("The popup service's kept state and shell controls", .serialized)
    struct ServiceStateTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test func closeClosesThePopupWithThatIdAndSaysWhenNoneHasIt() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --close 5; echo "status $?"
                $NOTIFY --duration infinite One; id=$($NOTIFY -p --duration infinite Two); echo "id $id"
                wait_for '[ $(popups) -eq 2 ]'
                $NOTIFY --close "$id"; echo "status $?"; wait_for '[ $(popups) -eq 1 ]' && echo "one left"
                $NOTIFY --close "$id"; echo "status $?"; $NOTIFY --close 0; echo "status $?"
                """#)
            #expect(result.standardOutput == "status 2\nid 2\nstatus 0\none left\nstatus 2\nstatus 1\n")
            #expect(
                result.standardError == """
                    --close: no popup service runs, so there is no popup 5 to close.
                    --close: the popup service shows no popup with the id 2 (it went, or never had it).
                    Invalid value “0” for --close: use a popup id: a whole number from 1 to 4294967295.

                    """)
        }

        /// The service ends twice: killed, then at its idle exit (`--linger 3`: short, yet longer than a loaded
        /// machine takes from its start to the next call); each time the next one starts with do not disturb
        /// on, the history and ids that go on counting.
        @Test func doNotDisturbHistoryAndIdsOutliveTheService() async throws {
            let result = try await onDesktop(
                #"""
                service() { "$SERVICE" --linger 3 & gdbus wait --session --timeout 10 io.snackbar.Notifier; }
                service; $NOTIFY -p --duration 0.2 First; $NOTIFY --dnd on
                wait_for 'grep -qs First "$XDG_STATE_HOME/snackbar/history"'
                first=$(owner); kill -KILL "$first"; wait_for "exited $first" && wait_for '[ -z "$(owner)" ]'
                $NOTIFY --dnd status; service; $NOTIFY -p "Held back"; [ $(popups) -eq 0 ] && echo "not shown"
                $NOTIFY --dnd off; $NOTIFY -p -u critical --duration 0.2 Second; second=$(owner)
                wait_for "exited $second" 30 && echo "idle exit"
                $NOTIFY --dnd status; $NOTIFY --history | cut -f 1,4,6
                $NOTIFY -p --duration 0.2 Third
                """#)
            #expect(
                result.standardOutput == """
                    1
                    on
                    1001
                    not shown
                    1002
                    idle exit
                    off
                    1002\tSecond\ttimeout
                    1001\tHeld back\tdo-not-disturb
                    1\tFirst\ttimeout
                    2001

                    """, "\(result.standardError)")
        }

        /// A stop (SIGTERM) right after a change still keeps it: the history entry of a popup that just went,
        /// do not disturb, and the ids reserved.
        @Test func aStopRightAfterAChangeKeepsIt() async throws {
            let result = try await onDesktop(
                #"""
                service() { "$SERVICE" & gdbus wait --session --timeout 10 io.snackbar.Notifier; }
                service; first=$(owner); $NOTIFY --wait --duration 0.2 Gone > /dev/null; $NOTIFY --dnd on
                kill -TERM "$first"; wait_for "exited $first" && wait_for '[ -z "$(owner)" ]' && echo "stopped"
                $NOTIFY --dnd status; $NOTIFY --history | cut -f 1,4,6
                service; $NOTIFY --dnd off; $NOTIFY -p --duration 0.2 Next
                """#)
            #expect(result.standardOutput == "stopped\non\n1\tGone\ttimeout\n1001\n", "\(result.standardError)")
        }

        /// A popup's end is reported only once its history entry is on disk: a SIGKILL the moment its waiting
        /// client hears the close loses nothing, and the next service lists it.
        @Test func aKillRightAfterACloseKeepsItsHistoryEntry() async throws {
            let result = try await onDesktop(
                #"""
                service() { "$SERVICE" & gdbus wait --session --timeout 10 io.snackbar.Notifier; }
                service; first=$(owner); $NOTIFY --wait --duration infinite Gone & client=$!
                wait_for '[ $(popups) -eq 1 ]'; $NOTIFY --close 1; wait $client
                kill -KILL "$first"; wait_for "exited $first" && wait_for '[ -z "$(owner)" ]' && echo "killed"
                service; $NOTIFY --history | cut -f 1,4,6
                """#)
            #expect(result.standardOutput == "killed\n1\tGone\tremoved\n", "\(result.standardError)")
        }

        /// A cold call's service reads the kept history only once it is used: its start neither parses nor
        /// rewrites the file (every write is a rename, so a rewrite gives the file another inode), and the
        /// history it lists afterwards holds what the previous service kept.
        @Test func aColdStartLeavesTheKeptHistoryUntilItIsUsed() async throws {
            let result = try await onDesktop(
                #"""
                service() { "$SERVICE" & gdbus wait --session --timeout 10 io.snackbar.Notifier; }
                service; first=$(owner); $NOTIFY --wait --duration 0.2 Kept > /dev/null
                kill -TERM "$first"; wait_for "exited $first" && wait_for '[ -z "$(owner)" ]'
                before=$(stat -c %i "$XDG_STATE_HOME/snackbar/history")
                $NOTIFY -p --duration infinite Cold; wait_for '[ $(popups) -eq 1 ]'
                [ "$(stat -c %i "$XDG_STATE_HOME/snackbar/history")" = "$before" ] && echo "history untouched"
                $NOTIFY --history | cut -f 1,4,6
                """#)
            #expect(result.standardOutput == "1001\nhistory untouched\n1\tKept\ttimeout\n", "\(result.standardError)")
        }

        /// A damaged state file is ignored with one warning; the service starts afresh and rewrites it.
        @Test func aDamagedStateFileIsIgnoredWithOneWarning() async throws {
            let result = try await onDesktop(
                #"""
                mkdir -p "$XDG_STATE_HOME/snackbar"; printf 'do-not-disturb=maybe\nnext-id=7\n' > "$XDG_STATE_HOME/snackbar/state"
                printf '3\tgone\n' > "$XDG_STATE_HOME/snackbar/history"
                "$SERVICE" > "$DESKTOP_DIR/service.log" 2>&1 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                $NOTIFY --dnd status; $NOTIFY --history | wc -l; $NOTIFY -p --duration 0.2 Fresh
                grep '^snack-notifyd:' "$DESKTOP_DIR/service.log" | sed "s|$XDG_STATE_HOME|STATE|"; grep -c next-id=1001 "$XDG_STATE_HOME/snackbar/state"
                """#)
            #expect(
                result.standardOutput == """
                    off
                    0
                    1
                    snack-notifyd: STATE/snackbar/state:1: do-not-disturb is on or off; it is ignored
                    snack-notifyd: STATE/snackbar/history:1: no history entry (id, reason and request); it is ignored
                    1

                    """)
        }

        /// A damaged line of the history is left out with one warning: the entries around it stay, in the
        /// listing without a service and in the file the next popup's end rewrites.
        @Test func aDamagedHistoryLineLeavesTheOtherEntries() async throws {
            let result = try await onDesktop(
                #"""
                for text in One Two Three; do $NOTIFY --wait --duration 0.1 "$text" > /dev/null; done
                kill -TERM "$(owner)"; wait_for '[ -z "$(owner)" ]'
                sed -i '2s/.*/garbage/' "$XDG_STATE_HOME/snackbar/history"
                $NOTIFY --history 2> "$DESKTOP_DIR/client.log" | cut -f 1,4,6; sed "s|$XDG_STATE_HOME|STATE|" "$DESKTOP_DIR/client.log"
                "$SERVICE" > "$DESKTOP_DIR/service.log" 2>&1 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                $NOTIFY --wait --duration 0.1 Four > /dev/null; cut -f 1,2 "$XDG_STATE_HOME/snackbar/history"
                grep '^snack-notifyd:' "$DESKTOP_DIR/service.log" | sed "s|$XDG_STATE_HOME|STATE|"
                """#)
            #expect(
                result.standardOutput == """
                    3\tThree\ttimeout
                    1\tOne\ttimeout
                    STATE/snackbar/history:2: no history entry (id, reason and request); it is ignored
                    1001\ttimeout
                    3\ttimeout
                    1\ttimeout
                    snack-notifyd: STATE/snackbar/history:2: no history entry (id, reason and request); it is ignored

                    """, "\(result.standardError)")
        }

        /// `--history` on a terminal (`script` gives it one) cuts a 4 000-character message to 200 characters
        /// ending in "…"; piped, a script gets it whole.
        @Test func historyCutsLongTextsOnATerminalOnly() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --wait --duration 0.1 Long "$(printf 'x%.0s' $(seq 4000))" > /dev/null || exit 1
                echo "piped: $($NOTIFY --history | cut -f 4 | tr -d '\n' | wc -c) bytes"
                script -qc "$NOTIFY --history" /dev/null | tr -d '\r' | cut -f 1,3,4
                """#)
            #expect(
                result.standardOutput == "piped: 4000 bytes\n1\tLong\t" + String(repeating: "x", count: 199) + "…\n",
                "\(result.standardError)")
        }

        /// `--json --history-pop` that fails prints the failure object a popup's failed call prints, with the
        /// message it says on standard error: nothing kept, then no service the bus can start, then no D-Bus
        /// helper to ask.
        @Test func aFailedHistoryPopPrintsTheJSONFailure() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --json --history-pop; echo "status $?"
                $NOTIFY --wait --duration 0.1 Kept > /dev/null || exit 1
                kill "$(owner)"; wait_for '[ -z "$(owner)" ]' || exit 1
                $NOTIFY --json --history-pop 2> /dev/null; echo "status $?"
                SNACK_NOTIFY_BUS=/no/such/helper $NOTIFY --json --history-pop > "$DESKTOP_DIR/out" 2> /dev/null; echo "status $?"
                grep -o '^{"id":null,"reason":"failed","action":null,"error":"Cannot run the D-Bus helper /no/such/helper:' "$DESKTOP_DIR/out"
                """#)
            let noService =
                "--history-pop: no popup service runs to show the newest kept popup, and the session bus cannot start one "
                + "(no D-Bus service file names io.snackbar.Notifier): show any popup first."
            #expect(
                result.standardOutput == """
                    {"id":null,"reason":"failed","action":null,"error":"--history-pop: the history is empty."}
                    status 2
                    {"id":null,"reason":"failed","action":null,"error":"\(noService)"}
                    status 2
                    status 2
                    {"id":null,"reason":"failed","action":null,"error":"Cannot run the D-Bus helper /no/such/helper:

                    """)
            #expect(result.standardError == "--history-pop: the history is empty.\n")
        }

        /// A service started by hand beside the running one says which process owns the name, and exits 2.
        @Test func aSecondServiceStartedByHandNamesTheOwnerAndExitsTwo() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" --linger 60 & gdbus wait --session --timeout 10 io.snackbar.Notifier; first=$(owner)
                "$SERVICE" 2> "$DESKTOP_DIR/err"; echo "status $?"
                grep '^snack-notifyd:' "$DESKTOP_DIR/err" | sed "s/$first/FIRST/g"
                """#)
            #expect(
                result.standardOutput == """
                    status 2
                    snack-notifyd: io.snackbar.Notifier is owned by another popup service: process snack-notifyd (pid FIRST), \
                    which shows snack-notify's popups; to run this one, stop it first (kill FIRST)

                    """, "\(result.standardError)")
        }

        /// dunst never gives its name up: `--replace` says so, names the process and how to stop it.
        @Test func replaceAgainstAServerThatKeepsTheNameNamesItAndHowToStopIt() async throws {
            let result = try await onDesktop(
                #"""
                dunst > /dev/null 2>&1 & dunst=$!
                gdbus wait --session --timeout 10 org.freedesktop.Notifications
                "$SERVICE" --notification-server --replace 2> "$DESKTOP_DIR/err"; echo "status $?"
                grep '^snack-notifyd:' "$DESKTOP_DIR/err" | sed "s/(pid $dunst)/(pid DUNST)/; s/kill $dunst/kill DUNST/"
                """#)
            #expect(
                result.standardOutput.hasPrefix(
                    "status 2\nsnack-notifyd: org.freedesktop.Notifications is owned by another notification server: dunst "))
            #expect(
                result.standardOutput.hasSuffix(
                    ", process dunst (pid DUNST), which does not give the name up; stop it first (kill DUNST), then run this again\n"),
                "\(result.standardOutput)")
        }
    }
}
