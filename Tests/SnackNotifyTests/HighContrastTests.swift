import Foundation
import Testing

extension DesktopTests {
    /// GTK's high-contrast themes, as the desktop sets them (`GTK_THEME`), reach the service's popups
    /// although it loads a theme of its own: ink on paper (21:1) inside a 2 px border of the ink. The
    /// screen is grey so that a black border shows.
    @Suite("High contrast, through the popup service", .serialized)
    struct HighContrastTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test(arguments: [("HighContrast", "#000000", "#FFFFFF"), ("HighContrastInverse", "#FFFFFF", "#000000")])
        func aPopupIsInkOnPaperInsideABorder(theme: String, ink: String, paper: String) async throws {
            let result = try await onDesktop(
                #"""
                xsetroot -solid '#808080'
                geometry() { _w=$(xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1); [ -n "$_w" ] || return 1
                  eval "$(xdotool getwindowgeometry --shell "$_w")"; echo "$X $Y $WIDTH $HEIGHT"; }
                pixel() { import -window root -crop 1x1+$1+$2 -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'; }
                edge() { set -- $(geometry popup-1) || return 1; for dx in 0 1 2 3 4; do pixel $(($1 + dx)) $(($2 + $4 / 2)); done | tr '\n' ' '; }
                GTK_THEME=$THEME $NOTIFY --duration infinite --type warning "High contrast" "Ink on paper"
                wait_for '[ "$(edge | cut -d" " -f5)" = "$PAPER" ]'
                edge; echo
                set -- $(geometry popup-1)
                import -window root -crop $(($3 - 8))x$(($4 - 8))+$(($1 + 4))+$(($2 + 4)) -depth 8 txt:- | grep -c "$INK"
                """#, environment: ["THEME": theme, "INK": ink, "PAPER": paper])
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            try #require(lines.count == 2, "\(result.standardOutput) \(result.standardError)")
            #expect(lines[0] == "\(ink) \(ink) \(paper) \(paper) \(paper) ", "a 2 px border of the ink around the paper")
            #expect((Int(lines[1]) ?? 0) > 100, "the text is drawn in the ink: \(lines[1]) pixels")
        }

        /// GNOME's switch (GSettings, on the keyfile backend that crosses processes) turned on while the
        /// service runs restyles the popup on screen and styles the next; turned off, both go back.
        @Test func theDesktopsSwitchIsFollowedLive() async throws {
            let result = try await onDesktop(
                #"""
                export GSETTINGS_BACKEND=keyfile
                gsettings set org.gnome.desktop.a11y.interface high-contrast false
                xsetroot -solid '#808080'
                geometry() { _w=$(xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1); [ -n "$_w" ] || return 1
                  eval "$(xdotool getwindowgeometry --shell "$_w")"; echo "$X $Y $WIDTH $HEIGHT"; }
                pixel() { import -window root -crop 1x1+$1+$2 -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'; }
                edge() { set -- $(geometry $1) || return 1; for dx in 0 1 2; do pixel $(($1 + dx)) $(($2 + $4 / 2)); done | tr '\n' ' '; }
                $NOTIFY --duration infinite --type warning "Before" "Normal colours"
                wait_for 'geometry popup-1 > /dev/null'
                [ "$(edge popup-1)" != "#000000 #000000 #FFFFFF " ] && echo "popup-1 in normal colours"
                gsettings set org.gnome.desktop.a11y.interface high-contrast true
                wait_for '[ "$(edge popup-1)" = "#000000 #000000 #FFFFFF " ]' && echo "popup-1 restyled on screen"
                $NOTIFY --duration infinite --type warning "After" "High contrast"
                wait_for 'geometry popup-2 > /dev/null'
                echo "popup-2: $(edge popup-2)"
                gsettings set org.gnome.desktop.a11y.interface high-contrast false
                wait_for '[ "$(edge popup-1)" != "#000000 #000000 #FFFFFF " ] && [ "$(edge popup-2)" != "#000000 #000000 #FFFFFF " ]' \
                    && echo "both back to normal"
                """#)
            #expect(
                result.standardOutput == """
                    popup-1 in normal colours
                    popup-1 restyled on screen
                    popup-2: #000000 #000000 #FFFFFF 
                    both back to normal

                    """, "\(result.standardError)")
        }
    }
}
