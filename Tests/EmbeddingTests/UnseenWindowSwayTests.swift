import Foundation
import SnackbarTestTags
import Testing

/// A snack's time runs only while its window is in sight, on headless sway 1.7 (`scripts/wayland/session.sh
/// sway`), in a GTK 3 (`snack-testbed script`) and a GTK 4 app (`snack-gtk4-demo --script`) as Wayland
/// clients: the window moved to sway's scratchpad (hidden, no longer active) while it redraws, or another
/// app's window focused, holds the snack; back in sight, the snack runs on with the time it had left.
@Suite(.serialized, .tags(.compositor))
struct UnseenWindowSwayTests {
    /// Runs in the compositor's environment: starts `$APP` in its script mode, shows a 5 s snack, takes the
    /// window titled `$TITLE` out of sight (`$AWAY`: `scratchpad`, hidden there while its snack's progress
    /// redraws it, or `other`, another app's window focused by its app_id) and brings it back, printing
    /// what it saw on the way.
    private static let script = #"""
        dir=$(mktemp -d); trap 'exec 3>&-; rm -rf "$dir"' EXIT
        wait_for() { for _ in $(seq 300); do eval "$1" && return 0; sleep 0.1; done; return 1; }
        for version in 3.0 4.0; do
            mkdir -p "$dir/gtk-$version"; printf '[Settings]\ngtk-enable-animations=0\n' > "$dir/gtk-$version/settings.ini"
        done
        mkfifo "$dir/in" "$dir/other-in"
        window="[title=\"^$TITLE\$\"]"
        if [ "$AWAY" = other ]; then
            XDG_CONFIG_HOME=$dir $OTHER < "$dir/other-in" > "$dir/other-out" 2>&1 & other=$!
            exec 4> "$dir/other-in"
            wait_for 'grep -q "^ready" "$dir/other-out"' || { cat "$dir/other-out" >&2; exit 1; }
        fi
        XDG_CONFIG_HOME=$dir $APP < "$dir/in" > "$dir/out" 2> "$dir/errors" & app=$!
        exec 3> "$dir/in"
        wait_for 'grep -q "^ready" "$dir/out"' || { cat "$dir/errors" >&2; exit 1; }
        # ask COMMAND PREFIX: the answer to COMMAND, the first new line starting with PREFIX.
        # The prefix goes through a variable: inside wait_for's eval, $2 would be wait_for's own (empty).
        ask() { _p=$2; _n=$(grep -c "^$_p" "$dir/out"); echo "$1" >&3
            wait_for '[ "$(grep -c "^$_p" "$dir/out")" -gt $_n ]'; grep "^$_p" "$dir/out" | tail -n 1; }
        held_is() { [ "$(ask "held s" "held s ")" = "held s $1" ]; }
        echo "show s seconds=5 Hidden" >&3
        wait_for 'grep -q "^shown s" "$dir/out"' || { cat "$dir/out" "$dir/errors" >&2; exit 1; }
        wait_for 'held_is no' && echo "runs while seen"
        # sway's own word that the window has the focus, so that the move takes it away.
        focused() { [ "$(swaymsg -t get_tree | jq -r '.. | objects | select(.focused? == true) | .name')" = "$TITLE" ]; }
        wait_for focused || echo "sway never focused the window"
        if [ "$AWAY" = other ]; then
            app_id=$(swaymsg -t get_tree | jq -r '.. | objects | select(.name? == "'"$OTHER_TITLE"'") | .app_id')
            swaymsg -q "[app_id=\"^$app_id\$\"] focus"
        else
            # Progress redraws the window as it goes, so that a frame is on its way: GTK 4 then waits for a
            # frame callback sway never sends.
            ( for p in 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8; do echo "progress s $p" >&3; sleep 0.02; done ) & redraws=$!
            swaymsg -q "$window move scratchpad"; wait $redraws
        fi
        wait_for 'held_is yes' && echo "held while out of sight"
        left=$(ask "left s" "left s ")
        # The time under test: more than the snack's 5 s pass while the window is out of sight.
        sleep 6
        grep -q "^dismissed s" "$dir/out" || echo "outlived its time"
        [ "$(ask "left s" "left s ")" = "$left" ] && echo "its countdown stood still"
        if [ "$AWAY" = other ]; then swaymsg -q "$window focus"; else swaymsg -q "$window scratchpad show"; fi
        wait_for 'grep -q "^dismissed s" "$dir/out"'
        grep "^dismissed s" "$dir/out"
        echo quit >&3; exec 3>&-; wait $app
        if [ "$AWAY" = other ]; then echo quit >&4; exec 4>&-; wait $other; fi
        """#

    /// Where the window goes out of sight.
    enum Away: String, CaseIterable, Sendable {
        case scratchpad, other
    }

    private func expectTheSnackHolds(app: String, title: String, away: Away) async throws {
        let environment: [String: String?] = [
            "GDK_BACKEND": "wayland", "DISPLAY": nil, "GTK_A11Y": "none", "APP": app, "TITLE": title, "AWAY": away.rawValue,
            "OTHER": Command.productsDirectory + "/snack-testbed script", "OTHER_TITLE": "script window"
        ]
        let result = try await Command.run(
            [Command.packageDirectory + "/scripts/wayland/session.sh", "sway", "bash", "-c", Self.script], environment: environment)
        #expect(
            result.output == """
                runs while seen
                held while out of sight
                outlived its time
                its countdown stood still
                dismissed s timeout

                """, "\(away): \(result.output) \(result.errors)")
    }

    @Test func aGtk3WindowInTheScratchpadHoldsItsSnack() async throws {
        try await expectTheSnackHolds(app: Command.productsDirectory + "/snack-testbed script", title: "script window", away: .scratchpad)
    }

    @Test(arguments: Away.allCases)
    func aGtk4WindowOutOfSightHoldsItsSnack(away: Away) async throws {
        try await expectTheSnackHolds(app: Command.productsDirectory + "/snack-gtk4-demo --script", title: "Snackbar GTK 4 demo", away: away)
    }
}
