import Foundation
import SnackbarTestTags
import Testing

/// A popup's menus answer the keyboard on sway, where a virtual keyboard (wtype, an on-screen one) brings a
/// keymap of its own.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayMenuKeysTests {
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// Four `-A`: `--focus`, then Tab, Tab and Enter open "More" (Gamma and Delta, the first selected);
    /// Enter picks Gamma. A call the keys never answered is closed after 20 s and prints nothing.
    @Test func theMoreMenuAnswersEnterFromAVirtualKeyboard() async throws {
        let result = try await sway.notifyScript(
            WaylandSession.busHelpers + #"""
                "$0" -A a=Alpha -A b=Beta -A c=Gamma -A d=Delta "Four answers" > "$XDG_CONFIG_HOME/answer" & client=$!
                wait_for '"$0" --focus 2> /dev/null' || exit 1
                wtype -s 100 -k Tab -s 100 -k Tab -s 100 -k Return -s 100 -k Return
                wait_for '! kill -0 $client 2> /dev/null' || "$0" --close-all
                wait $client; echo "status $?, action $(cat "$XDG_CONFIG_HOME/answer")"
                """#)
        // One line, in one write: the accessibility registry the bus starts writes to the same output.
        #expect(result.output.contains("status 0, action c\n"), "\(result.output)\(result.errors)")
    }

    /// Two `-A`: `--focus` (Alpha), Tab (Beta), then Shift+Tab as a virtual keyboard sends it, Tab with Shift
    /// held, not ISO_Left_Tab: back to Alpha, which Enter picks.
    @Test func shiftTabFromAVirtualKeyboardGoesBack() async throws {
        let result = try await sway.notifyScript(
            WaylandSession.busHelpers + #"""
                "$0" -A a=Alpha -A b=Beta "Two answers" > "$XDG_CONFIG_HOME/answer" & client=$!
                wait_for '"$0" --focus 2> /dev/null' || exit 1
                wtype -s 100 -k Tab -s 100 -M shift -k Tab -m shift -s 100 -k Return
                wait_for '! kill -0 $client 2> /dev/null' || "$0" --close-all
                wait $client; echo "status $?, action $(cat "$XDG_CONFIG_HOME/answer")"
                """#)
        #expect(result.output.contains("status 0, action a\n"), "\(result.output)\(result.errors)")
    }

    @Test func focusAgainReachesTheOlderPopup() async throws {
        try await sway.expectFocusAgainReachesTheOlderPopup()
    }

    /// Five `-A` (Gamma, Delta and Epsilon in "More"), three calls back to back, each answered from the
    /// keyboard as soon as `--focus` gives it: Down, Up (round to the last) and End move the selection.
    /// Each call comes while the one before is still leaving, whose surface must not take its keys.
    @Test func theMoreMenuAnswersTheArrowsWhileTheLastPopupLeaves() async throws {
        let result = try await sway.notifyScript(
            WaylandSession.busHelpers + #"""
                for keys in Down Up End; do
                    "$0" -A a=Alpha -A b=Beta -A c=Gamma -A d=Delta -A e=Epsilon "Five answers" > "$XDG_CONFIG_HOME/answer" & client=$!
                    wait_for '"$0" --focus 2> /dev/null' || exit 1
                    wtype -s 100 -k Tab -s 100 -k Tab -s 100 -k Return -s 150 -k $keys -s 150 -k Return
                    wait_for '! kill -0 $client 2> /dev/null' || "$0" --close-all
                    wait $client; printf '%s' "$keys $(cat "$XDG_CONFIG_HOME/answer"), "
                done; echo
                """#)
        #expect(result.output.contains("Down d, Up e, End e, \n"), "\(result.output)\(result.errors)")
    }
}
