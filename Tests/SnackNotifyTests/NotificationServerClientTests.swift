import Foundation
import Testing

/// `signals` starts `dbus-monitor` on the notification signals; `order` lists them as "MEMBER ID" in the
/// order the bus delivered them; `settle ID` shows and closes a marker popup with that id and waits for
/// its close, so every signal sent before it has arrived. `body N` and `button N` are a real click on
/// popup-N's text and on its one action button.
private let clientHelpers = #"""
    signals() { dbus-monitor --session "type='signal',interface='org.freedesktop.Notifications'" > "$DESKTOP_DIR/order" 2>&1 &
        wait_for 'grep -qs NameAcquired "$DESKTOP_DIR/order"'; }
    order() { awk '/^signal/ && /interface=org.freedesktop.Notifications/ { sub(/.*member=/, ""); m = $0; getline; print m, $2 }' "$DESKTOP_DIR/order"; }
    settle() { notify-send -t 0 Marker; fdo CloseNotification $1 > /dev/null; wait_for "order | grep -q 'NotificationClosed $1'"; }
    body() { set -- $(geometry popup-$1) && xdotool mousemove --window "$5" 60 $(($4 / 2)) click 1; }
    button() { set -- $(geometry popup-$1) && xdotool mousemove --window "$5" $(($3 - 84)) $(($4 / 2)) click 1; }

    """#

extension DesktopTests {
    @Suite("The notification server's actions and real client libraries, on a private display and bus", .serialized)
    struct NotificationServerClientTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// notify-send 0.8 prints the key and (in its debug log) the token; the bus carries ActivationToken,
        /// ActionInvoked, NotificationClosed in that order, and notify-send's own CloseNotification after
        /// the action adds no second close.
        @Test func aClickOnTheBodyIsTheDefaultActionWithItsTokenFirst() async throws {
            let result = try await onDesktop(
                serverHelpers + clientHelpers + #"""
                    server; signals
                    G_MESSAGES_DEBUG=all notify-send -A default=Open -A other=Other -w Title Body > "$DESKTOP_DIR/out" 2>&1 &
                    client=$!; wait_for 'geometry popup-1 > /dev/null'
                    body 1; wait $client; echo "status $?"; grep -v DEBUG "$DESKTOP_DIR/out"
                    # GLib's log writes debug messages to standard output.
                    grep -o 'Activation Token: .*' "$DESKTOP_DIR/out" | sed -E 's/snack-notifyd-[0-9]+-1-[^ ]+_TIME[1-9][0-9]*$/snack-notifyd-PID-1-HOST_TIME<click>/'
                    settle 2; order
                    """#)
            #expect(
                result.standardOutput == """
                    status 0
                    default
                    Activation Token: snack-notifyd-PID-1-HOST_TIME<click>
                    ActivationToken 1
                    ActionInvoked 1
                    NotificationClosed 1
                    NotificationClosed 2

                    """)
        }

        /// A click on the body of a notification that has no `default` action closes it as its close button
        /// does (reason 2, dismissed by the user), as dunst's and GNOME Shell's notifications do; no action is
        /// reported.
        @Test func aClickOnTheBodyWithoutADefaultActionClosesIt() async throws {
            let result = try await onDesktop(
                serverHelpers + clientHelpers + #"""
                    server; signals
                    notify-send -t 0 -A other=Other Title Body &
                    client=$!; wait_for 'geometry popup-1 > /dev/null'
                    body 1; wait_for "order | grep -q 'NotificationClosed 1'"; wait $client; echo "status $?"
                    settle 2; order
                    awk '/member=NotificationClosed/ { getline id; getline reason; print id, reason }' "$DESKTOP_DIR/order" | head -1
                    """#)
            #expect(
                result.standardOutput == """
                    status 0
                    NotificationClosed 1
                    NotificationClosed 2
                       uint32 1    uint32 2

                    """)
        }

        /// `resident`: each click reports the action and the popup stays, until CloseNotification (reason 3).
        @Test func aResidentNotificationStaysWhenItsActionsAreClicked() async throws {
            let result = try await onDesktop(
                serverHelpers + clientHelpers + #"""
                    server; signals
                    fdo Notify player 0 "" Playing Song "['default', 'Show', 'pause', 'Pause']" "{'resident': <true>}" 0
                    wait_for 'geometry popup-1 > /dev/null'
                    body 1; wait_for '[ $(order | grep -c ActionInvoked) -eq 1 ]'
                    button 1; wait_for '[ $(order | grep -c ActionInvoked) -eq 2 ]'
                    geometry popup-1 > /dev/null && echo "still there"
                    fdo CloseNotification 1 > /dev/null; settle 2; order
                    grep -A2 'member=ActionInvoked' "$DESKTOP_DIR/order" | grep -o '"[a-z]*"$'
                    """#)
            #expect(
                result.standardOutput == """
                    (uint32 1,)
                    still there
                    ActivationToken 1
                    ActionInvoked 1
                    ActivationToken 1
                    ActionInvoked 1
                    NotificationClosed 1
                    NotificationClosed 2
                    "default"
                    "pause"

                    """)
        }

        /// A PyGObject app through libnotify: its action callback runs for a real click on the button,
        /// with the activation token libnotify got from the ActivationToken signal; then its closed
        /// callback with reason 2 (dismissed by the user).
        @Test func aLibnotifyAppGetsItsActionCallbackForARealClick() async throws {
            let result = try await onDesktop(
                serverHelpers + clientHelpers + #"""
                    server
                    '\#(fixture("libnotify-action.py"))' > "$DESKTOP_DIR/app" 2>&1 &
                    app=$!; wait_for 'geometry popup-1 > /dev/null'
                    button 1; wait $app; echo "status $?"; cat "$DESKTOP_DIR/app"
                    """#)
            #expect(result.standardOutput == "status 0\nshown 1\naction open token yes\nclosed 2\n")
        }

        /// A GApplication's GNotification reaches us through GIO's freedesktop backend (no portal, no
        /// org.gtk.Notifications here): its popup looks exactly like notify-send's of the same title and
        /// body, pixel for pixel.
        @Test func aGioNotificationShowsItsTitleAndBody() async throws {
            let result = try await onDesktop(
                serverHelpers + clientHelpers + #"""
                    server
                    '\#(fixture("gio-notification.py"))' > "$DESKTOP_DIR/app" 2>&1 &
                    # shot N: popup N's picture once two in a row agree (a window mapped on a busy machine may
                    # not be drawn yet).
                    shot() {
                        _file="$DESKTOP_DIR/shot$1.png" _new="$DESKTOP_DIR/new$1.png"
                        set -- $(geometry popup-$1) && import -window "$5" "$_new" || return 1
                        [ -f "$_file" ] && [ "$(compare -metric AE "$_file" "$_new" null: 2>&1)" = 0 ] && return 0
                        mv "$_new" "$_file"; return 1
                    }
                    wait_for 'shot 1'; fdo CloseNotification 1 > /dev/null; wait_for '[ $(popups) -eq 0 ]'
                    notify-send -t 0 "Build finished" "All 12 tests passed"; wait_for 'shot 2'
                    cat "$DESKTOP_DIR/app"
                    compare -metric AE "$DESKTOP_DIR/shot1.png" "$DESKTOP_DIR/shot2.png" null: 2>&1; echo
                    """#)
            #expect(result.standardOutput == "sent\n0\n")
        }
    }
}
