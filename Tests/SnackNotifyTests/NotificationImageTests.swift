import Foundation
import Testing

extension DesktopTests {
    /// The raw image hints (`image-data`, `image_data`, `icon_data`): a generated solid red bitmap sent
    /// through PyGObject's Gio, counted in the popup's screenshot.
    @Suite("The notification server's raw images, on a private display and bus", .serialized)
    struct NotificationImageTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        private static let imageHelpers = #"""
            image() { '\#(fixture("notify-image.py"))' "$@"; }
            # red N: how many pure red pixels the screenshot of popup-N shows.
            red() { set -- $(geometry popup-$1) && import -window "$5" "$DESKTOP_DIR/shot.png" && convert "$DESKTOP_DIR/shot.png" \
                -fill black +opaque "rgb(255,0,0)" -fill white -opaque "rgb(255,0,0)" -format "%[fx:round(mean*w*h)]\n" info:; }

            """#

        /// A picture fits 48 px, never scaled up: a 32×32 image is drawn 1:1 (1024 pixels), 48×16 with
        /// alpha too (768); image-data wins over image_data and over app_icon.
        @Test func aRawImageIsDrawnAsTheIconAtMost48Pixels() async throws {
            let result = try await onDesktop(
                serverHelpers + Self.imageHelpers + #"""
                    server
                    image Red image-data 32 32 96 0 8 3 3072
                    image Wide image_data 48 16 192 1 8 4 3072 dialog-information
                    notify-send -t 0 -i dialog-information Plain
                    wait_for 'geometry popup-3 > /dev/null'
                    for n in 1 2 3; do wait_for "[ \"\$(red $n)\" -gt 0 ] || [ $n = 3 ]"; red $n; done
                    """#)
            #expect(result.standardOutput == "id 1\nid 2\n1024\n768\n0\n")
        }

        /// Each bad image is left out with one line in the log; the popup shows with its other icon.
        @Test func aBadImageIsIgnoredWithOneWarningAndTheServerStays() async throws {
            let result = try await onDesktop(
                serverHelpers + Self.imageHelpers + #"""
                    server
                    # Three popups show at a time: each is counted, then closed.
                    shown() { wait_for "geometry popup-$1 > /dev/null" && red $1 && fdo CloseNotification $1 > /dev/null; }
                    image Stride image-data 32 32 90 0 8 3 3072; shown 1
                    image Short icon_data 32 32 96 0 8 3 3000; shown 2
                    image Huge image-data 4096 4096 16384 1 8 4 16; shown 3
                    image Alpha image-data 8 8 24 1 8 3 192; shown 4
                    grep -o 'the .* hint is ignored: .*' "$DESKTOP_DIR/server.log"
                    fdo GetServerInformation
                    """#)
            #expect(
                result.standardOutput == """
                    id 1
                    0
                    id 2
                    0
                    id 3
                    0
                    id 4
                    0
                    the image-data hint is ignored: rowstride 90 for rows of 96 bytes; 96 to 160 is accepted
                    the icon_data hint is ignored: 3000 bytes where 32×32 at rowstride 96 needs 3072
                    the image-data hint is ignored: 16 bytes where 4096×4096 at rowstride 16384 needs 67108864
                    the image-data hint is ignored: 3 channels with has_alpha true; 3 without alpha or 4 with it is accepted
                    ('snack-notifyd', 'Snackbar', '0.2.0', '1.2')

                    """)
        }
    }
}

/// The path of a file in `Tests/Fixtures`.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/\(name)").path
}
