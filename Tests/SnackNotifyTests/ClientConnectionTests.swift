import Foundation
import Testing

extension DesktopTests {
    /// Many same-user connections to the service's socket, each holding an unterminated megabyte: what
    /// they hold together has one bound (`BufferBudget`, 16 MiB), a call still gets its popup meanwhile,
    /// and a connection that sent no request within 10 s is closed.
    @Suite("Connections to the popup service's socket", .serialized)
    struct ClientConnectionTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test func idleConnectionsAreClosedAndACallIsServedMeanwhile() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" --linger 60 & gdbus wait --session --timeout 10 io.snackbar.Notifier; service=$(owner)
                rm -f "$DESKTOP_DIR/hold"; mkfifo "$DESKTOP_DIR/hold"
                '\#(fixture("hold-connections.py"))' 300 < "$DESKTOP_DIR/hold" > "$DESKTOP_DIR/held" & holder=$!
                exec 3> "$DESKTOP_DIR/hold"; wait_for 'grep -qs opened "$DESKTOP_DIR/held"'
                $NOTIFY -p --duration 0.2 During
                # Held well past the 10 s a connection may take to send its request, counted from its accept,
                # which a busy service may reach seconds after the connect (a clock, not a sleep: the
                # service's timer is what is tested).
                wait_for '[ $(( $(date +%s) - $(stat -c %Y "$DESKTOP_DIR/held") )) -ge 20 ]' 30
                echo >&3; wait $holder; cat "$DESKTOP_DIR/held"; exec 3>&-
                kill -0 "$service" && echo "service up"
                """#)
            #expect(result.standardOutput == "1\nopened 300\nstill open 0\nservice up\n", "\(result.standardError)")
        }
    }
}
