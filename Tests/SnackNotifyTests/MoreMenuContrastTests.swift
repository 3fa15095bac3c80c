import Foundation
import Testing

extension DesktopTests {
    /// The "More" menu of a notification's actions beyond two reads as well as the popup it belongs to,
    /// in the dark palette too (whose action colour is meant for a dark popup, not a light menu).
    @Suite("The More menu's items against the menu", .serialized)
    struct MoreMenuContrastTests: DesktopSuite {
        static let desktop = Result {
            try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0", "gtk-application-prefer-dark-theme=1"])
        }

        /// WCAG's contrast ratio of two sRGB colours given as 0–255 components.
        static func contrast(_ first: [Double], _ second: [Double]) -> Double {
            func luminance(_ rgb: [Double]) -> Double {
                let linear = rgb.map { value -> Double in
                    let c = value / 255
                    return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
                }
                return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
            }
            let (a, b) = (luminance(first), luminance(second))
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        /// Opened from the keyboard the first item is selected; the second, unselected, is measured: its
        /// text's colour (the one farthest from the background among those of 10 pixels or more) against
        /// the menu's background (its most common colour), inside the border.
        @Test func anUnselectedItemHasAtLeastTheTextContrastOfThePopup() async throws {
            let result = try await onDesktop(
                serverHelpers + moreMenuPopup + #"""
                    listed() { xdotool search --onlyvisible --name '' 2>/dev/null | sort; }
                    listed > "$DESKTOP_DIR/before"
                    $NOTIFY --focus && xdotool key Tab Tab Return
                    # The menu: the new window at least 50 pixels wide (GTK adds small helper windows too).
                    menu() { for _w in $(listed | comm -13 "$DESKTOP_DIR/before" -); do
                        eval "$(xdotool getwindowgeometry --shell "$_w")"; [ "$WIDTH" -ge 50 ] && echo "${WIDTH}x$HEIGHT+$X+$Y" && return; done; }
                    wait_for '[ -n "$(menu)" ]' && import -window root "$DESKTOP_DIR/screen.png" &&
                        convert "$DESKTOP_DIR/screen.png" -crop "$(menu)" +repage -shave 3x3 -gravity south -crop 100%x45%+0+0 +repage \
                            -format %c histogram:info:-
                    """#)
            let colours = result.standardOutput.split(separator: "\n").compactMap { line -> (count: Int, rgb: [Double])? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, let count = Int(parts[0].trimmingCharacters(in: .whitespaces)),
                    let open = parts[1].firstIndex(of: "("), let close = parts[1].firstIndex(of: ")")
                else { return nil }
                let rgb = parts[1][parts[1].index(after: open)..<close].split(separator: ",").prefix(3).compactMap { Double($0) }
                return rgb.count == 3 ? (count, rgb) : nil
            }
            guard let background = colours.max(by: { $0.count < $1.count }) else {
                Issue.record("no menu measured: \(result.standardOutput) \(result.standardError)")
                return
            }
            let text = colours.filter { $0.count >= 10 }.map { Self.contrast($0.rgb, background.rgb) }.max() ?? 0
            #expect(text >= 4.5, "text contrast \(text):1 on \(background.rgb); \(result.standardOutput) \(result.standardError)")
        }
    }
}
