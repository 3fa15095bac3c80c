import Foundation
import Testing

/// `snack-notifyd --notification-server` and its real clients: `notify-send` (libnotify), `gdbus`,
/// PyGObject's Gio. `server` starts it and waits until it owns the name; `fdo_owner` reads the owner
/// without activating any other server; `closed` lists the `NotificationClosed` signals seen so far.
let serverHelpers = #"""
    fdo_owner() { dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.Notifications 2>/dev/null | awk '{ print $2 }'; }
    server() { $SERVICE --notification-server "$@" >> "$DESKTOP_DIR/server.log" 2>&1 & wait_for '[ -n "$(fdo_owner)" ]'; }
    monitor() { gdbus monitor --session --dest org.freedesktop.Notifications > "$DESKTOP_DIR/signals" 2>&1 &
        wait_for 'grep -qs "owned by" "$DESKTOP_DIR/signals"'; }
    closed() { grep -o 'NotificationClosed (uint32 [0-9]*, uint32 [0-9]*)' "$DESKTOP_DIR/signals"; }
    fdo() { gdbus call --session --dest org.freedesktop.Notifications --object-path /org/freedesktop/Notifications \
        --method org.freedesktop.Notifications."$@"; }
    geometry() { _w=$(xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1); [ -n "$_w" ] || return 1
      eval "$(xdotool getwindowgeometry --shell "$_w")"; echo "$X $Y $WIDTH $HEIGHT $_w"; }
    rm -f "$DESKTOP_DIR/server.log"

    """#

extension DesktopTests {
    @Suite("The desktop's notification server with real clients, on a private display and bus", .serialized)
    struct NotificationServerTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// A server started while a popup service of `snack-notify`'s owns `io.snackbar.Notifier` says so,
        /// serves notifications (their ends reported, no crash), and takes the name once that service ends: the
        /// next call's popup is the server's.
        @Test func aServerStartedBesideAPopupServiceTakesItsNameOnceItEnds() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    notifier_owner() { dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
                        org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }'; }
                    $SERVICE --linger 2 & wait_for '[ -n "$(notifier_owner)" ]'; $NOTIFY -t 1000 Plain
                    server; monitor
                    notify-send -t 300 Hello; wait_for '[ -n "$(closed)" ]'; closed | sed 's/.*, //'
                    wait_for '[ "$(notifier_owner)" = "$(fdo_owner)" ]' && echo "taken over"
                    $NOTIFY -t 200 After && echo "shown"
                    grep -c "has io.snackbar.Notifier" "$DESKTOP_DIR/server.log"
                    """#)
            #expect(result.standardOutput == "uint32 1)\ntaken over\nshown\n1\n", "\(result.standardError)")
        }

        /// SIGTERM (`systemctl --user stop`) ends each notification with reason 4 before the server goes, so
        /// that `notify-send --wait` returns.
        @Test func aStoppedServerClosesItsNotificationsWithReasonFour() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server; monitor
                    timeout 20 notify-send --wait -t 0 "Stay" > /dev/null & client=$!
                    wait_for 'geometry popup-1 > /dev/null'
                    kill -TERM $(fdo_owner); wait $client; echo "notify-send status $?"
                    wait_for '[ -n "$(closed)" ]'; closed
                    """#)
            #expect(result.standardOutput == "notify-send status 0\nNotificationClosed (uint32 1, uint32 4)\n", "\(result.standardError)")
        }

        @Test func itAnswersWhatItIsAndWhatItDoes() async throws {
            let result = try await onDesktop(serverHelpers + #"server; fdo GetServerInformation; fdo GetCapabilities"#)
            #expect(
                result.standardOutput == """
                    ('snack-notifyd', 'Snackbar', '0.2.0', '1.2')
                    (['actions', 'body', 'body-markup', 'icon-static', 'x-canonical-private-synchronous', 'x-dunst-stack-tag'],)

                    """)
        }

        /// A `Notify` may carry 64 hints and 64 actions; one more of either is refused naming its count and
        /// the bound, before any of them is read, and the server answers the next call.
        @Test func hintsAndActionsAreBoundedAt64() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server
                    hints() { seq "$1" | awk '{ printf "%s\"x-hint-%d\": <\"v\">", (NR > 1 ? ", " : ""), $1 }'; }
                    actions() { seq "$1" | awk '{ printf "%s\"a%d\", \"Action %d\"", (NR > 1 ? ", " : ""), $1, $1 }'; }
                    refusal() { sed -n 's/^Error: GDBus.Error:org.freedesktop.DBus.Error.InvalidArgs: //p'; }
                    fdo Notify app 0 "" Hints 64 '[]' "{$(hints 64)}" 1000 | sed 's/uint32 [0-9]*/uint32 ID/'
                    fdo Notify app 0 "" Hints 65 '[]' "{$(hints 65)}" 1000 2>&1 | refusal
                    fdo Notify app 0 "" Hints 4000 '[]' "{$(hints 4000)}" 1000 2>&1 | refusal
                    fdo Notify app 0 "" Actions 65 "[$(actions 65)]" '@a{sv} {}' 1000 2>&1 | refusal
                    fdo GetServerInformation
                    """#)
            #expect(
                result.standardOutput == """
                    (uint32 ID,)
                    65 hints; at most 64 are accepted
                    4000 hints; at most 64 are accepted
                    65 actions; at most 64 are accepted
                    ('snack-notifyd', 'Snackbar', '0.2.0', '1.2')

                    """, "\(result.standardError)")
        }

        /// The click lands on Undo (the layout of `ScreenTests.clickingAnActionPrintsItsName`'s popup).
        @Test func notifySendWaitsAndPrintsTheClickedAction() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server; monitor
                    notify-send -A undo=Undo -A Redo -w Deleted > "$DESKTOP_DIR/click-out" &
                    client=$!; wait_for 'geometry popup-1 > /dev/null'
                    set -- $(geometry popup-1)
                    xdotool mousemove --window "$5" 281 25 click 1
                    wait $client; echo "status $?"; cat "$DESKTOP_DIR/click-out"
                    wait_for '[ -n "$(closed)" ]'; grep -o 'ActionInvoked (.*)' "$DESKTOP_DIR/signals"; closed
                    """#)
            #expect(
                result.standardOutput == """
                    status 0
                    undo
                    ActionInvoked (uint32 1, 'undo')
                    NotificationClosed (uint32 1, uint32 2)

                    """)
        }

        @Test func printAndReplaceKeepOneWindow() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server
                    id=$(notify-send -p -t 0 Copying "file 1 of 3"); echo "$id"
                    notify-send -p -r "$id" -t 0 Copying "file 2 of 3"
                    notify-send -p -t 0 -h string:x-dunst-stack-tag:vol Volume 10
                    notify-send -p -t 0 -h string:x-canonical-private-synchronous:vol Volume 20
                    popups
                    """#)
            #expect(result.standardOutput == "1\n1\n2\n2\n2\n")
        }

        /// A `replaces_id` no popup has is the new popup's id, as the specification has `Notify` return it, and
        /// so is `snack-notify -r`'s; the counter then passes over the id a live popup holds (2 here).
        @Test func anUnknownReplacesIdBecomesTheNewPopupsId() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server
                    notify-send -p -r 2 -t 0 "Replace unknown id" 2
                    notify-send -p -t 0 First; notify-send -p -t 0 Second
                    $NOTIFY -p -r 77777 --duration infinite "Through snack-notify"
                    """#)
            #expect(result.standardOutput == "2\n1\n3\n77777\n", "\(result.standardError)")
        }

        /// Blank texts and an action without a label are a client's right, never refused: the blank notification
        /// shows its app name, and the action is a button named by its key (so its popup keeps the 10 s a popup
        /// with buttons stays, while a plain one sent after it expires at its 300 ms).
        @Test func blankTextsAndAnUnlabelledActionAreShown() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server; monitor
                    fdo Notify "'Mail'" 0 "''" "' '" "'  '" "['archive', '']" '@a{sv} {}' 300
                    notify-send -p -t 300 Plain
                    wait_for '[ -n "$(closed)" ]'; closed
                    fdo CloseNotification 1 > /dev/null; wait_for '[ $(closed | wc -l) -ge 2 ]'
                    $NOTIFY --history | cut -f 1-4
                    """#)
            #expect(
                result.standardOutput == """
                    (uint32 1,)
                    2
                    NotificationClosed (uint32 2, uint32 1)
                    1\tMail\t\tMail
                    2\tnotify-send\t\tPlain

                    """, "\(result.standardError)")
        }

        /// A critical notification that gives no time stays; a normal one that asks for 300 ms goes (reason 1,
        /// expired). (One that gives a time keeps it: `aCriticalPopupKeepsTheTimeGivenThroughBothPaths`.)
        @Test func aCriticalNotificationWithoutATimeNeverExpiresByItself() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server; monitor
                    notify-send -u critical Battery low; notify-send -t 300 Fleeting
                    wait_for '[ -n "$(closed)" ]'; closed; wait_for '[ $(popups) -eq 1 ]' && geometry popup-1 > /dev/null && echo "the critical one stays"
                    """#)
            #expect(result.standardOutput == "NotificationClosed (uint32 2, uint32 1)\nthe critical one stays\n")
        }

        /// Two popups of the same text look the same; a third with a `value` hint differs by its bar.
        @Test func theValueHintShowsAProgressBar() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server
                    for hint in string:x:y string:x:y int:value:40; do notify-send -t 0 -h $hint Downloading; done
                    shots() { for n in 1 2 3; do set -- $(geometry popup-$n) && import -window "$5" "$DESKTOP_DIR/p$n.png" || return 1; done; }
                    same() { [ "$(compare -metric AE "$DESKTOP_DIR/p$1.png" "$DESKTOP_DIR/p$2.png" null: 2>&1)" = 0 ]; }
                    wait_for 'shots && same 1 2' && echo "the plain ones look the same"
                    same 1 3 || echo "the bar shows"
                    """#)
            #expect(result.standardOutput == "the plain ones look the same\nthe bar shows\n")
        }

        /// Expired 1, closed by a call 3, each id once: closing again, or replacing in place, says nothing more.
        @Test func eachIdIsClosedExactlyOnceWithItsReason() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server; monitor
                    a=$(notify-send -p -t 200 Short); b=$(notify-send -p -t 0 Kept)
                    notify-send -r "$b" -t 0 "Kept, updated"
                    fdo CloseNotification "$b" > /dev/null; fdo CloseNotification "$b" > /dev/null; fdo CloseNotification 99 > /dev/null
                    wait_for '[ $(closed | wc -l) -ge 2 ]'; notify-send -p -t 0 Marker > /dev/null
                    fdo CloseNotification 3 > /dev/null; wait_for '[ $(closed | wc -l) -ge 3 ]'; closed | sort
                    """#)
            #expect(
                result.standardOutput == """
                    NotificationClosed (uint32 1, uint32 1)
                    NotificationClosed (uint32 2, uint32 3)
                    NotificationClosed (uint32 3, uint32 3)

                    """)
        }

        /// A wrong signature is refused by GDBus; a megabyte of hostile markup and broken markup are
        /// sanitised (shown, no Pango warning); the server answers afterwards.
        @Test func malformedCallsAreRefusedOrSanitisedAndTheServerStays() async throws {
            let bigSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/notify-big.c").path
            let result = try await onDesktop(
                serverHelpers + #"""
                    server
                    fdo Notify x 0 "" s 2>&1 | head -n 1 | sed 's/,.*//'
                    big="$DESKTOP_DIR/notify-big"
                    [ -x "$big" ] || cc -O1 -o "$big" '\#(bigSource)' $(pkg-config --cflags --libs gio-2.0) || exit 1
                    "$big"
                    notify-send -p -t 0 Broken '<b>unclosed & <i>crossed</b> <span size="x">'
                    wait_for 'geometry popup-2 > /dev/null'; popups
                    fdo GetServerInformation; grep -c "invalid Pango markup" "$DESKTOP_DIR/server.log"
                    """#)
            #expect(
                result.standardOutput == """
                    Error: GDBus.Error:org.freedesktop.DBus.Error.InvalidArgs: Type of message
                    id 1
                    2
                    2
                    ('snack-notifyd', 'Snackbar', '0.2.0', '1.2')
                    0

                    """)
        }

        @Test func aSecondServerIsRefusedNamingTheOwnerAndReplaceTakesOver() async throws {
            let result = try await onDesktop(
                serverHelpers + #"""
                    server; first=$(fdo_owner)
                    $SERVICE --notification-server; echo "status $?"
                    $SERVICE --notification-server --replace > /dev/null 2>&1 &
                    wait_for "exited $first" && wait_for '[ -n "$(fdo_owner)" ]'
                    [ "$(fdo_owner)" = $! ] && echo "replaced"
                    notify-send -p -t 0 "After the takeover"
                    """#)
            // Named with its process and how to stop it; --replace only as a maybe (dunst and mako keep the name).
            #expect(
                result.standardError.contains(
                    #/snack-notifyd: org.freedesktop.Notifications is owned by another notification server: snack-notifyd 0.2.0 \(Snackbar\), process snack-notifyd \(pid \d+\); stop it first \(kill \d+\), or run with --replace if it gives its name up\n/#
                ), "\(result.standardError)")
            #expect(result.standardOutput == "status 2\nreplaced\n1\n")
        }
    }
}
