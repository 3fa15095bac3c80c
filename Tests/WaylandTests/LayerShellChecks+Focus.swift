import Foundation
import Testing

extension WaylandSession {
    /// Two popups: `--focus` reaches the newer, again the older, whose Alpha Return picks; then `--focus`
    /// reaches the newer, the one left, whose Beta Return picks. The keys come from sway's virtual keyboard,
    /// or from the Xvfb that shows a nested compositor.
    func expectFocusAgainReachesTheOlderPopup() async throws {
        let key = compositor == .sway ? #"wtype -s 100 -k "$1""# : #"DISPLAY="$SCREEN_DISPLAY" xdotool key "$1""#
        let result = try await notifyScript(
            Self.busHelpers + "key() { \(key); }\n" + #"""
                "$0" -p -A a=Alpha "Older" > "$XDG_CONFIG_HOME/older" & older=$!
                wait_for '[ -s "$XDG_CONFIG_HOME/older" ]' || exit 1
                "$0" -p -A b=Beta "Newer" > "$XDG_CONFIG_HOME/newer" & newer=$!
                wait_for '[ -s "$XDG_CONFIG_HOME/newer" ]' || exit 1
                "$0" --focus && "$0" --focus || exit 1
                key Return
                wait_for '! kill -0 $older 2> /dev/null' || "$0" --close-all
                "$0" --focus || exit 1
                key Return
                wait_for '! kill -0 $newer 2> /dev/null' || "$0" --close-all
                echo "older" $(cat "$XDG_CONFIG_HOME/older") ", newer" $(cat "$XDG_CONFIG_HOME/newer")
                """#)
        #expect(result.output.contains("older 1 a , newer 2 b\n"), "\(result.output)\(result.errors)")
    }
}
