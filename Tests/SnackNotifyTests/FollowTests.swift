import Foundation
import Testing

extension DesktopTests {
    /// `--follow` while its input still runs: the popup's end (the user, Ctrl-C) ends the call as a wait's
    /// end would. Each test feeds the client through a FIFO it holds open, so only what the test does can
    /// end the call.
    @Suite("--follow while its input runs, on a private display", .serialized)
    struct FollowTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

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
        /// closed.
        @Test func interruptClosesThePopupLikeAWait() async throws {
            let result = try await onDesktop(
                #"""
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
    }
}
