import Foundation
import Testing

/// `big COMMAND…` runs `Tests/Fixtures/notify-big-requests.py` (PyGObject's Gio).
private let bigRequestHelpers = #"""
    big() { '\#(fixture("notify-big-requests.py"))' "$@"; }

    """#

extension DesktopTests {
    /// Requests far bigger than a popup shows are read off the main thread and cut to what a popup keeps: the
    /// server goes on answering others, shows them as sent and in the order they came. (How long others wait
    /// is a figure of `make bench-soak`, not a test.)
    @Suite("Big requests to the notification server, on a private display and bus", .serialized)
    struct BigRequestTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// A 10 MB body: the popup shows, another caller's GetServerInformation calls are answered before the
        /// Notify's own reply, and the history keeps the body's start, cut to 4 000 characters.
        @Test func aTenMegabyteBodyShowsItsStartWhileOthersAreAnswered() async throws {
            let result = try await onDesktop(
                serverHelpers + bigRequestHelpers + #"""
                    server; big body 10000000
                    wait_for 'geometry popup-1 > /dev/null' && echo "shown"
                    fdo CloseNotification 1 > /dev/null; wait_for '$NOTIFY --history | grep -q "Big body"'
                    $NOTIFY --history | python3 -c 'import sys; m = sys.stdin.read().split("\t")[3]; print(m[:17], len(m), m[-1])'
                    fdo GetServerInformation
                    """#)
            #expect(
                result.standardOutput == """
                    id 1
                    others answered
                    shown
                    Start of the body 4000 b
                    ('snack-notifyd', 'Snackbar', '0.2.0', '1.2')

                    """, "\(result.standardError)")
        }

        /// A 2048×2048 PNG file as the icon, from a D-Bus client and from `snack-notify` (on the service's
        /// socket): decoded off the main thread, shown scaled down with its red and blue halves.
        @Test func aLargeIconFileIsShownScaledDown() async throws {
            let result = try await onDesktop(
                serverHelpers + bigRequestHelpers + #"""
                    photo="$DESKTOP_DIR/photo.png"; big png "$photo" 2048
                    server; notify-send -t 0 -i "$photo" "Photo file"; $NOTIFY --duration infinite -i "$photo" "Photo file too"
                    colours() { set -- $(geometry popup-$1) && import -window "$5" "$DESKTOP_DIR/shot.png" &&
                        convert "$DESKTOP_DIR/shot.png" -format %c histogram:info:- ; }
                    for n in 1 2; do wait_for "colours $n | grep -q '#FF0000' && colours $n | grep -q '#0000FF'" && echo "$n: red and blue"; done
                    grep -c "Icon file" "$DESKTOP_DIR/server.log"
                    """#)
            #expect(result.standardOutput == "1: red and blue\n2: red and blue\n0\n", "\(result.standardError)")
        }

        /// One client's large icon files are decoded one after the other, and another client's plain notification
        /// sent meanwhile does not wait for them: once the first photo is answered, the plain one is answered
        /// before the last of the three photos sent with it.
        @Test func anotherClientsPlainNotificationPassesPhotosBeingDecoded() async throws {
            let result = try await onDesktop(
                serverHelpers + bigRequestHelpers + #"""
                    photo="$DESKTOP_DIR/photo.png"; big png "$photo" 2048
                    server; big photos "$photo" 4
                    wait_for '[ $(popups) -eq 3 ]' && echo "three shown"
                    """#)
            #expect(result.standardOutput == "plain answered before the last photo\nthree shown\n", "\(result.standardError)")
        }

        /// A 1600×1200 image and, right behind it on the same connection, a plain notification: the image is
        /// scaled down off the main thread, yet the two get their ids in the order they were sent.
        @Test func callsBehindABigImageKeepTheirOrder() async throws {
            let result = try await onDesktop(
                serverHelpers + bigRequestHelpers + #"""
                    server; big sequence | sort
                    wait_for '[ $(popups) -eq 2 ]' && echo "both shown"
                    """#)
            #expect(result.standardOutput == "After 2\nPhoto 1\nboth shown\n", "\(result.standardError)")
        }
    }
}
