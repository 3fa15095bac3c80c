import Foundation
import Testing

extension DesktopTests {
    /// `--follow` while its input still runs: the popup's end (the user, Ctrl-C) ends the call as a wait's
    /// end would, and a refused line is skipped. Tests of the popup's end feed the client through a FIFO
    /// they hold open, so only what the test does can end the call.
    @Suite("--follow while its input runs, on a private display", .serialized)
    struct FollowTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// Another user's process holds the service's socket, so calls go to the running service (started
        /// here) through the bus helper.
        static let busOnly =
            DesktopTests.strangerScript + #"""
                setpriv --reuid=65534 --regid=65534 --clear-groups "$stranger" "$(id -u)" listen > "$DESKTOP_DIR/stranger.log" &
                wait_for 'grep -qs listening "$DESKTOP_DIR/stranger.log"'
                "$SERVICE" & gdbus wait --session --timeout 10 io.snackbar.Notifier

                """#

        /// The user closes the popup (its close button) between two lines: the call reports `closed` with
        /// status 0 at once, without waiting for more input, and the next line brings no popup back.
        @Test func aPopupTheUserClosesEndsTheCall() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    rm -f "$DESKTOP_DIR/lines"; mkfifo "$DESKTOP_DIR/lines"
                    $NOTIFY --json --follow --duration infinite Copying < "$DESKTOP_DIR/lines" > "$DESKTOP_DIR/out" & client=$!
                    exec 3> "$DESKTOP_DIR/lines"; echo "step 1" >&3
                    wait_for "waiting $client"; set -- $(geometry popup-1)
                    xdotool mousemove --window "$5" $(($3 - 28)) $(($4 / 2)) click 1
                    wait_for "exited $client" || echo "still reading"
                    (echo "step 2" >&3) 2> /dev/null; exec 3>&-
                    wait $client; echo "status $?"; cat "$DESKTOP_DIR/out"; popups
                    """#)
            #expect(result.standardOutput == "status 0\n{\"id\":1,\"reason\":\"closed\",\"action\":null}\n0\n", "\(result.standardError)")
        }

        /// Ctrl-C between two lines ends the call as it ends a plain `--wait`: `cancelled`, status 0, the popup
        /// closed; over the client's socket, and through the bus (`throughTheBus`).
        @Test(arguments: [false, true])
        func interruptClosesThePopupLikeAWait(throughTheBus: Bool) async throws {
            let result = try await onDesktop(
                (throughTheBus ? Self.busOnly : "") + #"""
                    rm -f "$DESKTOP_DIR/lines"; mkfifo "$DESKTOP_DIR/lines"
                    $NOTIFY --json --wait --follow --duration infinite Copying < "$DESKTOP_DIR/lines" 2>&1 & client=$!
                    exec 3> "$DESKTOP_DIR/lines"; echo "half way" >&3
                    wait_for "waiting $client"; kill -INT $client
                    wait_for "exited $client" || kill -TERM $client
                    wait $client; echo "status $?"; exec 3>&-
                    wait_for '[ $(popups) -eq 0 ]' && echo "closed"
                    """#)
            #expect(
                result.standardOutput
                    == "Wait cancelled, closing notification\n{\"id\":1,\"reason\":\"cancelled\",\"action\":null}\nstatus 0\nclosed\n",
                "\(result.standardError)")
        }

        /// Through the bus (`busOnly`): the refused line is counted from the first message, and the user's close
        /// ends the call.
        @Test func throughTheBusTheUsersCloseEndsTheCall() async throws {
            let result = try await onDesktop(
                Self.busOnly + screenHelpers + #"""
                    rm -f "$DESKTOP_DIR/lines"; mkfifo "$DESKTOP_DIR/lines"
                    $NOTIFY --verbose --json --follow --duration infinite < "$DESKTOP_DIR/lines" > "$DESKTOP_DIR/out" 2> "$DESKTOP_DIR/err" &
                    client=$!
                    exec 3> "$DESKTOP_DIR/lines"; printf 'first\n{"progress": 5}\n' >&3
                    wait_for "waiting $client" && wait_for 'grep -qs "line 2" "$DESKTOP_DIR/err"'; set -- $(geometry popup-1)
                    xdotool mousemove --window "$5" $(($3 - 28)) $(($4 / 2)) click 1
                    wait_for "exited $client" || echo "still reading"
                    (echo "more" >&3) 2> /dev/null; exec 3>&-
                    wait $client; echo "status $?"; cat "$DESKTOP_DIR/out" "$DESKTOP_DIR/err"; popups
                    """#)
            #expect(
                result.standardOutput == """
                    status 1
                    {"id":1,"reason":"closed","action":null}
                    snack-notify: delivered to the running service io.snackbar.Notifier, id 1
                    --follow: line 2: "progress" takes a number from 0 to 1 (0.07 for 7%), or null, in {"progress": 5}
                    0

                    """, "\(result.standardError)")
        }

        /// An update that crosses its popup's end on the socket (the client sent it before it heard the end) is
        /// dropped: the popup does not come back. A client of the socket shows a popup, hears it end, then sends
        /// an update of it and a new request: the first answer is the new request's, whose popup is the only one.
        @Test func anUpdateOfAPopupThatWentIsDropped() async throws {
            let result = try await onDesktop(
                #"""
                "$SERVICE" & gdbus wait --session --timeout 10 io.snackbar.Notifier
                python3 - "$(id -u)" <<'CLIENT'
                import os, socket, subprocess, sys
                bus, address = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "").encode(), 0xcbf29ce484222325
                for byte in bus: address = ((address ^ byte) * 0x100000001b3) % (1 << 64)
                connection = socket.socket(socket.AF_UNIX)
                connection.connect("\0snack-notifyd-%s-%x" % (sys.argv[1], address))
                lines = connection.makefile("rw")
                def answer(prefix):
                    while not (line := lines.readline().strip()).startswith(prefix): pass
                    print(line, flush=True)
                lines.write("show {'message': <'Copying'>}\n"); lines.flush(); answer("shown")
                subprocess.run([os.environ["NOTIFY"], "--close", "1"]); answer("dismissed")
                lines.write("show {'message': <'Update'>, 'replace-id': <uint32 1>}\nshow {'message': <'Next'>}\n"); lines.flush()
                answer("shown")
                CLIENT
                popups; $NOTIFY --close 2; wait_for '$NOTIFY --history | grep -q "^2"'; $NOTIFY --history | cut -f 1,4
                """#)
            #expect(result.standardOutput == "shown 1\ndismissed 1 removed\nshown 2\n1\n2\tNext\n1\tCopying\n", "\(result.standardError)")
        }

        /// A refused line (a value out of range, then invalid UTF-8) is said with its number and skipped: the
        /// popup keeps its last state, the line after it updates it, and the call ends with status 1 once the
        /// popup went (it times out: it was neither closed nor removed).
        @Test func aRefusedLineIsSkippedAndTheLinesAfterItUpdateThePopup() async throws {
            let result = try await onDesktop(
                #"""
                printf 'first\n{"progress": 5}\nbad \377 line\nafter\n' | $NOTIFY --follow --json --duration 0.3 Copying
                echo "status $?"; $NOTIFY --history | cut -f 1,4,6
                """#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"timeout\",\"action\":null}\nstatus 1\n1\tafter\ttimeout\n")
            #expect(
                result.standardError == """
                    --follow: line 2: "progress" takes a number from 0 to 1 (0.07 for 7%), or null, in {"progress": 5}
                    --follow: line 3: not UTF-8 text

                    """)
        }

        /// Without SUMMARY the first line is the message, so the next is line 2; a first line that is refused
        /// leaves nothing to show: the call fails with it (under `--json`, as `failed` without an id).
        @Test func linesCountFromTheFirstMessageAndARefusedFirstLineFails() async throws {
            let result = try await onDesktop(
                #"""
                printf 'first\n{bad json\nafter\n' | $NOTIFY --follow --wait --duration 0.1; echo "status $?"
                $NOTIFY --history | cut -f 4,6
                printf 'bad \377\n' | $NOTIFY --follow --json; echo "status $?"
                """#)
            #expect(
                result.standardOutput == """
                    status 1
                    after\ttimeout
                    {"id":null,"reason":"failed","action":null,"error":"--follow: line 1: not UTF-8 text"}
                    status 1

                    """)
            #expect(result.standardError == "--follow: line 2: not a JSON object: {bad json\n--follow: line 1: not UTF-8 text\n")
        }
    }
}
