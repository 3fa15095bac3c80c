import Foundation
import SnackbarTestTags
import Testing

/// GTK 4 apps as Wayland clients of headless sway 1.7 (`scripts/wayland/session.sh sway`, one per app):
/// the Swift demo (SnackbarGtk4), and the C, Python, GJS and Vala apps of Examples/gtk4-ui (libsnackbar-gtk4
/// installed in a temporary prefix, their window from window.ui; the Python app once more from the compiled
/// window.blp) each show snacks in their own window, and a click through sway's seat (its virtual pointer, moved with `swaymsg seat seat0 cursor`) lands on Undo.
@Suite(.serialized, .tags(.compositor, .install))
struct Gtk4SwayTests {
    enum App: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case swift, c, python, javascript, vala, blueprint
        var testDescription: String { rawValue }
    }

    /// Runs in the compositor's environment: starts `$APP` (`$KIND` swift: the demo in its scripted mode,
    /// which locates Undo on request), reads where Undo is in its surface, adds the window's place on the
    /// output from sway's tree, clicks there, and prints the window's shell and the app's lines.
    private static let script = #"""
        dir=$(mktemp -d); trap 'exec 3>&-; rm -rf "$dir"' EXIT
        wait_for() { for _ in $(seq 300); do eval "$1" && return 0; sleep 0.1; done; return 1; }
        mkdir -p "$dir/gtk-4.0"; printf '[Settings]\ngtk-enable-animations=0\n' > "$dir/gtk-4.0/settings.ini"
        mkfifo "$dir/in"
        [ -n "$EXAMPLES" ] && cd "$EXAMPLES"
        XDG_CONFIG_HOME=$dir $APP < "$dir/in" > "$dir/out" 2> "$dir/errors" & app=$!
        exec 3> "$dir/in"
        if [ "$KIND" = swift ]; then
            wait_for 'grep -q "^ready" "$dir/out"' || { cat "$dir/errors" >&2; exit 1; }
            echo "show undo forever action=undo:Undo File deleted" >&3
            wait_for 'grep -q "^shown undo" "$dir/out"' || exit 1
            # Asked until two answers agree: sway tiles the window after its first frame.
            located() { echo "locate undo undo" >&3; sleep 0.1
                point=$(grep "^at [0-9]" "$dir/out" | tail -n 2 | uniq | cut -d' ' -f2-)
                [ "$(grep -c "^at [0-9]" "$dir/out")" -ge 2 ] && [ "$(echo "$point" | wc -l)" = 1 ]; }
            wait_for located || { cat "$dir/out" >&2; exit 1; }
        else
            wait_for 'grep -q "^undo-at" "$dir/out"' || { cat "$dir/out" "$dir/errors" >&2; exit 1; }
            point=$(grep "^undo-at " "$dir/out" | cut -d' ' -f2-)
        fi
        window=$(swaymsg -t get_tree | jq -r --arg title "$TITLE" \
            '.. | objects | select(.pid? and .name == $title) | "\(.shell) \(.rect.x + .window_rect.x) \(.rect.y + .window_rect.y)"')
        set -- $window $point
        echo "shell $1"
        swaymsg -q seat seat0 cursor set $(($2 + $4)) $(($3 + $5))
        swaymsg -q seat seat0 cursor press button1; swaymsg -q seat seat0 cursor release button1
        # A click that missed Undo leaves the app waiting for its snacks: it is ended, and the output says so.
        wait_for 'grep -q "^dismissed" "$dir/out"' || { echo "no dismissal after the click at $(($2 + $4)) $(($3 + $5))"; kill $app; }
        [ "$KIND" = swift ] && echo quit >&3
        wait $app
        grep -E "^(action|dismissed)" "$dir/out"
        """#

    @Test(arguments: App.allCases)
    func aGtk4AppOnSwayGetsTheActionOnARealClick(app: App) async throws {
        var environment: [String: String?] = ["KIND": app.rawValue, "GDK_BACKEND": "wayland", "DISPLAY": nil, "GTK_A11Y": "none"]
        var prefix: InstalledPrefix?
        defer { prefix?.tearDown() }
        let expected: String
        switch app {
        case .swift:
            environment["APP"] = Gtk4DemoRun.executable + " --script"
            environment["TITLE"] = "Snackbar GTK 4 demo"
            expected = "shell xdg_shell\ndismissed undo action undo\n"
        case .c, .python, .javascript, .vala, .blueprint:
            let installed = try await InstalledPrefix(target: "install-lib-gtk4-files")
            prefix = installed
            let language = try #require(Gtk4UndoApp.Language(rawValue: app == .blueprint ? "python" : app.rawValue))
            let (command, title) = try await Gtk4UndoApp.command(language, prefix: installed)
            environment.merge(Gtk4UndoApp.environment(prefix: installed)) { $1 }
            environment["APP"] = command.joined(separator: " ")
            environment["TITLE"] = title
            environment["EXAMPLES"] = app == .blueprint ? try await Gtk4UndoApp.compileBlueprint(prefix: installed) : Gtk4UndoApp.examples
            // The two snacks still up end with `shutdown` when the app closes its window, in either order.
            expected = "shell xdg_shell\naction trash\ndismissed trash action\n"
        }
        let result = try await Command.run(
            [Command.packageDirectory + "/scripts/wayland/session.sh", "sway", "bash", "-c", Self.script], environment: environment)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3).joined(separator: "\n") + "\n" == expected, "\(result.output) \(result.errors)")
        #expect(Set(lines.dropFirst(3)) == (app == .swift ? [] : Gtk4UndoApp.onClose), "\(result.output) \(result.errors)")
    }
}
