import Foundation
import Testing

extension DesktopTests {
    /// Many same-user connections to the service's socket, each holding an unterminated megabyte: what
    /// they hold together has one bound (`BufferBudget`, 16 MiB), a call still gets its popup meanwhile,
    /// and a connection that sent no request within 10 s is closed; the number of clients has a bound too.
    @Suite("Connections to the popup service's socket", .serialized)
    struct ClientConnectionTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test func idleConnectionsAreClosedAndACallIsServedMeanwhile() async throws {
            let result = try await onDesktop(
                #"""
                # Idle connections do not keep a service: it lingers past the time a loaded machine takes here.
                "$SERVICE" --linger 300 & gdbus wait --session --timeout 10 io.snackbar.Notifier; service=$(owner)
                rm -f "$DESKTOP_DIR/hold"; mkfifo "$DESKTOP_DIR/hold"
                '\#(fixture("hold-connections.py"))' 300 < "$DESKTOP_DIR/hold" > "$DESKTOP_DIR/held" & holder=$!
                # 300 MiB to write: a loaded machine takes more than the usual 10 s.
                exec 3> "$DESKTOP_DIR/hold"; wait_for 'grep -qs opened "$DESKTOP_DIR/held"' 60
                SNACK_NOTIFY_TIMEOUT=60 $NOTIFY -p --duration 0.2 During
                # Held well past the 10 s a connection may take to send its request, counted from its accept,
                # which a busy service may reach seconds after the connect (a clock, not a sleep: the
                # service's timer is what is tested).
                wait_for '[ $(( $(date +%s) - $(stat -c %Y "$DESKTOP_DIR/held") )) -ge 20 ]' 30
                echo >&3; wait $holder; cat "$DESKTOP_DIR/held"; exec 3>&-
                kill -0 "$service" && echo "service up"
                """#)
            #expect(result.standardOutput == "1\nopened 300\nstill open 0\nservice up\n", "\(result.standardError)")
        }

        /// The time a connection may take to send its request is `SNACK_NOTIFYD_CLIENT_TIMEOUT` when set (here
        /// half a second instead of 10 s): connections that send nothing are closed once it passed.
        @Test func theRequestTimeLimitIsSettable() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" --linger 300 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                rm -f "$DESKTOP_DIR/hold"; mkfifo "$DESKTOP_DIR/hold"
                '\#(fixture("hold-connections.py"))' 5 0 < "$DESKTOP_DIR/hold" > "$DESKTOP_DIR/held" & holder=$!
                exec 3> "$DESKTOP_DIR/hold"; wait_for 'grep -qs opened "$DESKTOP_DIR/held"'
                # Well past the half second, far short of the default 10 s (a clock, not a sleep: the service's
                # timer is what is tested).
                start=$(date +%s); wait_for '[ $(( $(date +%s) - start )) -ge 4 ]'
                echo >&3; wait $holder; cat "$DESKTOP_DIR/held"; exec 3>&-
                """#, environment: ["SNACK_NOTIFYD_CLIENT_TIMEOUT": "0.5"])
            #expect(result.standardOutput == "opened 5\nstill open 0\n", "\(result.standardError)")
        }

        /// At most 512 clients at once: of 600 connections that send nothing, the service keeps 512, each
        /// newcomer past them taking the place of the one that waited longest; a call made after they went
        /// is served.
        @Test func clientsBeyondTheCapAreToldAndClosed() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" --linger 300 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                rm -f "$DESKTOP_DIR/hold"; mkfifo "$DESKTOP_DIR/hold"
                '\#(fixture("hold-connections.py"))' 600 0 < "$DESKTOP_DIR/hold" > "$DESKTOP_DIR/held" & holder=$!
                exec 3> "$DESKTOP_DIR/hold"; wait_for 'grep -qs opened "$DESKTOP_DIR/held"' 30
                echo >&3; wait $holder; cat "$DESKTOP_DIR/held"; exec 3>&-
                service=$(owner); wait_for '[ $(ls /proc/$service/fd | wc -l) -lt 100 ]'
                $NOTIFY --duration 0.2 After && echo served
                """#, environment: ["SNACK_NOTIFYD_CLIENT_TIMEOUT": "60"])
            #expect(result.standardOutput == "opened 600\nstill open 512\nserved\n", "\(result.standardError)")
        }

        /// 1 100 connections that send nothing fill the 512 places; a real call still gets its popup at once
        /// (the connection that sent nothing longest gives way), and 511 of them stay open.
        @Test func aCallIsServedWhileIdleConnectionsFillTheCap() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" --linger 300 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                rm -f "$DESKTOP_DIR/hold"; mkfifo "$DESKTOP_DIR/hold"
                '\#(fixture("hold-connections.py"))' 1100 0 < "$DESKTOP_DIR/hold" > "$DESKTOP_DIR/held" & holder=$!
                exec 3> "$DESKTOP_DIR/hold"; wait_for 'grep -qs opened "$DESKTOP_DIR/held"' 30
                $NOTIFY -p --duration infinite During; echo "status $?"
                wait_for '[ $(popups) -eq 1 ]' && echo shown
                echo >&3; wait $holder; cat "$DESKTOP_DIR/held"; exec 3>&-
                """#, environment: ["SNACK_NOTIFYD_CLIENT_TIMEOUT": "120"])
            #expect(result.standardOutput == "1\nstatus 0\nshown\nopened 1100\nstill open 511\n", "\(result.standardError)")
        }

        /// When every client in the cap (here 2, `SNACK_NOTIFYD_MAX_CLIENTS`) waits for its popup, none gives
        /// way: one more call sends its request over D-Bus and gets its popup there.
        @Test func aCallPastACapOfWaitingClientsGoesOverDBus() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" --linger 300 & gdbus wait --session --timeout 10 io.snackbar.Notifier
                # The socket listens a moment after the name is owned; a call before it goes over D-Bus.
                service=$(owner); wait_for "ss -xlp | grep -q 'pid=$service,'"
                $NOTIFY --wait --duration infinite One > /dev/null & $NOTIFY --wait --duration infinite Two > /dev/null &
                wait_for '[ $(popups) -eq 2 ]'
                $NOTIFY -p --verbose --duration infinite Three 2> "$DESKTOP_DIR/three"; echo "status $?"
                wait_for '[ $(popups) -eq 3 ]' && echo shown
                grep -o "the request goes over D-Bus" "$DESKTOP_DIR/three"
                """#, environment: ["SNACK_NOTIFYD_MAX_CLIENTS": "2"])
            #expect(result.standardOutput == "3\nstatus 0\nshown\nthe request goes over D-Bus\n", "\(result.standardError)")
        }
    }
}
