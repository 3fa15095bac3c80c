import Foundation
import SnackbarTestTags
import Testing

/// A snack's time runs only while its window is in sight, on nested KWin 5.27 (`scripts/wayland/session.sh
/// kwin`), in a GTK 3 (`snack-testbed script`) and a GTK 4 app (`snack-gtk4-demo --script`) as Wayland
/// clients: the window minimized through KWin's scripting API holds the snack; restored and activated, the
/// snack runs on with the time it had left.
@Suite(.serialized, .tags(.compositor))
struct UnseenWindowKWinTests {
    /// Runs in the compositor's environment: starts `$APP` in its script mode, shows a 5 s snack, minimizes
    /// the window titled `$TITLE` and restores it, printing what it saw on the way.
    private static let script = #"""
        dir=$(mktemp -d); trap 'exec 3>&-; rm -rf "$dir"' EXIT
        wait_for() { for _ in $(seq 300); do eval "$1" && return 0; sleep 0.1; done; return 1; }
        # kwin_run JAVASCRIPT NAME: runs statements in KWin, through its scripting API on KWIN_BUS.
        kwin_run() { printf '%s\n' "$1" > "$dir/$2.js"
            gdbus call --address "$KWIN_BUS" -d org.kde.KWin -o /Scripting -m org.kde.kwin.Scripting.loadScript \
                "$dir/$2.js" "$2" > "$dir/kwin"
            gdbus call --address "$KWIN_BUS" -d org.kde.KWin -o "/$(tr -dc 0-9 < "$dir/kwin")" -m org.kde.kwin.Script.run > /dev/null; }
        each_window() { echo "workspace.clientList().forEach(function (w) { if (w.caption == '$TITLE') { $1 } });"; }
        mkfifo "$dir/in"
        $APP < "$dir/in" > "$dir/out" 2> "$dir/errors" & app=$!
        exec 3> "$dir/in"
        wait_for 'grep -q "^ready" "$dir/out"' || { cat "$dir/errors" >&2; exit 1; }
        # ask COMMAND PREFIX: the answer to COMMAND, the first new line starting with PREFIX.
        ask() { _p=$2; _n=$(grep -c "^$_p" "$dir/out"); echo "$1" >&3
            wait_for '[ "$(grep -c "^$_p" "$dir/out")" -gt $_n ]'; grep "^$_p" "$dir/out" | tail -n 1; }
        held_is() { [ "$(ask "held s" "held s ")" = "held s $1" ]; }
        echo "show s seconds=5 Minimized" >&3
        wait_for 'grep -q "^shown s" "$dir/out"' || { cat "$dir/out" "$dir/errors" >&2; exit 1; }
        wait_for 'held_is no' && echo "runs while seen"
        kwin_run "$(each_window 'w.minimized = true;')" minimize
        wait_for 'held_is yes' && echo "held while minimized"
        left=$(ask "left s" "left s ")
        # The time under test: more than the snack's 5 s pass while the window is minimized.
        sleep 6
        grep -q "^dismissed s" "$dir/out" || echo "outlived its time"
        [ "$(ask "left s" "left s ")" = "$left" ] && echo "its countdown stood still"
        kwin_run "$(each_window 'w.minimized = false; workspace.activeClient = w;')" restore
        wait_for 'grep -q "^dismissed s" "$dir/out"'
        grep "^dismissed s" "$dir/out"
        echo quit >&3; exec 3>&-; wait $app
        """#

    @Test(arguments: [("snack-testbed script", "script window"), ("snack-gtk4-demo --script", "Snackbar GTK 4 demo")])
    func aMinimizedWindowHoldsItsSnack(app: String, title: String) async throws {
        let environment: [String: String?] = [
            "GDK_BACKEND": "wayland", "DISPLAY": nil, "GTK_A11Y": "none", "APP": Command.productsDirectory + "/" + app, "TITLE": title
        ]
        let result = try await Command.run(
            [Command.packageDirectory + "/scripts/wayland/session.sh", "kwin", "bash", "-c", Self.script], environment: environment)
        #expect(
            result.output == """
                runs while seen
                held while minimized
                outlived its time
                its countdown stood still
                dismissed s timeout

                """, "\(app): \(result.output) \(result.errors)")
    }
}
