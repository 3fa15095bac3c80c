import Foundation
import Testing

/// Kills the service that owns the bus name once the popup `popup-N` is on screen (waiting on the
/// window, not on time).
private let killServiceOnceShown = #"""
    kill_service() { wait_for "xdotool search --onlyvisible --name '^snackbar: $1\$' > /dev/null 2>&1" 30 && kill -KILL $(owner); }

    """#

extension DesktopTests {
    /// A client never takes a dead service for an answer: it says so, with its own exit status, and
    /// never sends again a request that may be what killed the service.
    @Suite("The client when the popup service dies", .serialized)
    struct ServiceFailureTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop() }

        /// A stop (SIGTERM, as `systemctl --user stop` sends) is no death: the popups end in order, a waiting
        /// call reports `shutdown` with status 0, and the history keeps every popup that was up.
        @Test func aStoppedServiceEndsItsPopupsWithShutdown() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --duration infinite "Also up"
                $NOTIFY --wait --json --duration infinite "Stay" & client=$!
                wait_for "xdotool search --onlyvisible --name '^snackbar: popup-2$' > /dev/null 2>&1"
                kill -TERM $(owner); wait $client; echo "status $?"
                wait_for '[ -z "$(owner)" ]'; $NOTIFY --history | cut -f 1,4,6 | sort
                """#)
            #expect(
                result.standardOutput == """
                    {"id":2,"reason":"shutdown","action":null}
                    status 0
                    1\tAlso up\tshutdown
                    2\tStay\tshutdown

                    """, "\(result.standardError)")
        }

        @Test func aWaitingClientSaysTheServiceDiedAndExitsFour() async throws {
            let result = try await onDesktop(
                killServiceOnceShown + #"""
                    $NOTIFY -p --duration infinite first
                    $NOTIFY --wait --json --duration infinite second & client=$!
                    kill_service popup-2; wait $client; echo "status $?"
                    $NOTIFY -w -A undo=Undo third & client=$!
                    kill_service popup-1001; wait $client; echo "status $?"
                    """#)
            #expect(result.standardOutput == "1\n{\"id\":2,\"reason\":\"service-gone\",\"action\":null}\nstatus 4\nstatus 4\n")
            #expect(result.standardError == String(repeating: "The popup service died before the popup closed.\n", count: 2))
        }

        /// While the service is stopped (SIGSTOP) a call gives up after its answer time and says so; after
        /// SIGCONT its popup never shows: the screen agrees with what the call said.
        @Test func aCallThatGaveUpOnAStoppedServiceLeavesNoPopup() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --duration infinite First; service=$(owner); kill -STOP "$service"
                SNACK_NOTIFY_TIMEOUT=1 $NOTIFY --duration infinite Second; echo "status $?"
                kill -CONT "$service"; $NOTIFY -p --duration infinite Third
                wait_for '[ $(popups) -eq 2 ]' && echo "2 shown" || xdotool search --onlyvisible --name '^snackbar: ' getwindowname %@ >&2
                xdotool search --onlyvisible --name '^snackbar: popup-2$' > /dev/null 2>&1 || echo "no popup-2"
                """#)
            #expect(result.standardOutput == "status 2\n3\n2 shown\nno popup-2\n")
            #expect(result.standardError == "The popup service did not answer within 1 s.\n")
        }

        /// Here the "service" reads the request and closes without an answer, as one the request killed would.
        @Test func aRequestThatKilledTheServiceIsNotSentAgain() async throws {
            let result = try await onDesktop(
                DesktopTests.strangerScript + #"""
                    "$stranger" "$(id -u)" answer "" > "$DESKTOP_DIR/fake.log" &
                    wait_for 'grep -qs listening "$DESKTOP_DIR/fake.log"'
                    $NOTIFY Hello; echo "status $?"
                    $NOTIFY --json -w Again; echo "status $?"
                    grep -c request "$DESKTOP_DIR/fake.log"; popups
                    """#)
            #expect(
                result.standardOutput == """
                    status 4
                    {"id":null,"reason":"service-gone","action":null,"error":"The popup service died before showing the popup; the request is not sent again."}
                    status 4
                    2
                    0

                    """, "one request each, --json's object, and no service started for a replay")
            #expect(
                result.standardError
                    == String(repeating: "The popup service died before showing the popup; the request is not sent again.\n", count: 2))
        }

        /// A service quitting (its linger time over) tells the clients whose request it did not read to go
        /// elsewhere: the call then starts a service of its own and shows its popup.
        @Test func aQuittingServiceSendsTheClientToANewOne() async throws {
            let result = try await onDesktop(
                DesktopTests.strangerScript + #"""
                    "$stranger" "$(id -u)" answer retry > "$DESKTOP_DIR/fake.log" &
                    wait_for 'grep -qs listening "$DESKTOP_DIR/fake.log"'
                    $NOTIFY -p --verbose Hello 2> "$DESKTOP_DIR/err"; echo "status $?"
                    sed 's/(pid [0-9]*)/(pid)/; s|/.*/snack-notifyd|snack-notifyd|' "$DESKTOP_DIR/err"
                    xwininfo -name "snackbar: popup-1" | grep -o "Map State: [A-Za-z]*"
                    grep -c request "$DESKTOP_DIR/fake.log"
                    """#)
            #expect(
                result.standardOutput == """
                    1
                    status 0
                    snack-notify: the running service was quitting and did not read the request
                    snack-notify: started snack-notifyd (pid) and handed it the request, id 1
                    snack-notify: popups are X11 windows, placed as designed
                    Map State: IsViewable
                    1

                    """, "\(result.standardError)")
        }
    }
}
