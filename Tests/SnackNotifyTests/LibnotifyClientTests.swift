import Foundation
import Testing

/// `client COMMAND ARGS…` runs `Tests/Fixtures/libnotify-client.py` (PyGObject's libnotify); `windows`
/// counts the visible windows (a menu that opens adds some).
private let libnotifyHelpers = #"""
    client() { '\#(fixture("libnotify-client.py"))' "$@"; }
    windows() { xdotool search --onlyvisible --name '' 2>/dev/null | wc -l; }

    """#

extension DesktopTests {
    /// What a PyGObject app sends through libnotify shows as it was sent: every action, a photo-sized
    /// image, an update in its place, an icon path that cannot be read.
    @Suite("Every notification a libnotify app sends, as it was sent", .serialized)
    struct LibnotifyClientTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// "Low disk space" with Help, Ignore and Empty Trash: two buttons and "More", whose menu holds
        /// Empty Trash; reached from the keyboard (Tab, Tab, Enter opens the menu, Enter picks it).
        @Test func aThirdActionIsReachedThroughTheMoreMenu() async throws {
            let result = try await onDesktop(
                serverHelpers + libnotifyHelpers + #"""
                    server
                    client actions "Low disk space" help=Help ignore=Ignore empty="Empty Trash" > "$DESKTOP_DIR/app" 2>&1 &
                    app=$!; wait_for 'geometry popup-1 > /dev/null'; before=$(windows)
                    $NOTIFY --focus && xdotool key Tab Tab Return; wait_for '[ $(windows) -gt $before ]' && echo "menu open"
                    xdotool key Return; wait $app; echo "status $?"; cat "$DESKTOP_DIR/app"
                    """#)
            #expect(result.standardOutput == "menu open\nstatus 0\nshown 1\naction empty\nclosed 2\n", "\(result.standardError)")
        }

        /// libnotify's own test size, 1600×1200: scaled down and shown as the icon (its red and blue halves).
        @Test func aPhotoSizedImageIsScaledDownAndShown() async throws {
            let result = try await onDesktop(
                serverHelpers + libnotifyHelpers + #"""
                    server; client image Photo 1600 1200
                    # The window is looked up each time: a loaded machine may see it between two of its states.
                    colours() { set -- $(geometry popup-1) && import -window "$5" "$DESKTOP_DIR/photo.png" &&
                        convert "$DESKTOP_DIR/photo.png" -format %c histogram:info:- ; }
                    wait_for 'colours | grep -q "#FF0000" && colours | grep -q "#0000FF"' && echo "red and blue"
                    grep -c "hint is ignored" "$DESKTOP_DIR/server.log"
                    """#)
            #expect(result.standardOutput == "shown 1\nred and blue\n0\n", "\(result.standardError)")
        }

        /// One, Two, Three stack newest first; One updated stays at the bottom (dunst keeps the order too).
        @Test func anUpdatedNotificationKeepsItsPlace() async throws {
            let result = try await onDesktop(
                serverHelpers + libnotifyHelpers + #"""
                    server; client update One Two Three
                    stack() { for n in 1 2 3; do set -- $(geometry popup-$n) && echo "$2 $n"; done | sort -n | awk '{ print $2 }' | tr '\n' ' '; }
                    wait_for '[ "$(stack)" = "3 2 1 " ]' && echo "order 3 2 1"
                    """#)
            #expect(result.standardOutput == "shown 1\nshown 2\nshown 3\nshown 1\norder 3 2 1\n", "\(result.standardError)")
        }

        /// A FIFO, /dev/zero, a directory and a 100 000-byte name as the app icon: each notification shows
        /// without the picture, each with one warning, and no call blocks.
        @Test func anIconThatCannotBeReadSafelyShowsTheNotificationWithoutIt() async throws {
            let result = try await onDesktop(
                serverHelpers + libnotifyHelpers + #"""
                    rm -f "$DESKTOP_DIR/fifo"; mkfifo "$DESKTOP_DIR/fifo"
                    server; client icon Fifo "$DESKTOP_DIR/fifo"; client icon Zero /dev/zero; client icon Directory /tmp
                    client icon Long "$(head -c 100000 /dev/zero | tr '\0' a)"
                    wait_for '[ $(popups) -eq 3 ]' && echo "3 shown (the most at once)"
                    grep -o 'Icon .*' "$DESKTOP_DIR/server.log" | sed "s|$DESKTOP_DIR|DESKTOP|"
                    """#)
            #expect(
                result.standardOutput == """
                    shown 1
                    shown 2
                    shown 3
                    shown 4
                    3 shown (the most at once)
                    Icon file DESKTOP/fifo: not a regular file; showing the notification without it.
                    Icon file /dev/zero: not a regular file; showing the notification without it.
                    Icon file /tmp: not a regular file; showing the notification without it.
                    Icon name or path longer than 4096 bytes; showing the notification without it.

                    """, "\(result.standardError)")
        }
    }
}
