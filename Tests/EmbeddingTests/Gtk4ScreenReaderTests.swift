import Foundation
import SnackbarTestTags
import Testing

/// Orca 43.1 on a private accessibility bus hears a snack inside a GTK 4 window (the built
/// `snack-gtk4-demo`), under openbox on a display and session bus of the suite's own. Orca logs what it
/// says (`SPEECH OUTPUT: '…'`), messages included (`private-screen-reader.sh --messages`).
@Suite(.serialized, .tags(.display, .screenReader))
struct Gtk4ScreenReaderTests {
    static let display = Result { try PrivateDisplay(withBus: true) }

    /// openbox, Orca and the demo with GTK's accessibility on, its script on fd 3; returns once the demo's
    /// window shows. Defines `said`, `wait_for`, `heard` (prints `heard WHAT` or `unheard WHAT`).
    private static let start = #"""
        dir=$(mktemp -d); trap 'exec 3>&- 4>&-; kill -KILL $wm 2>/dev/null; rm -rf "$dir"' EXIT
        # Orca speaks a window whose name changed as the name, and one it takes as activated with its role.
        said() { grep -qF -e "SPEECH OUTPUT: '$1'" -e "SPEECH OUTPUT: '$1 frame.'" "$log"; }
        wait_for() { for _ in $(seq "${2:-300}"); do eval "$1" && return 0; sleep 0.1; done; return 1; }
        heard() { if wait_for "said '$2'"; then echo "heard $1"; else echo "unheard $1"; fi; }
        openbox --sm-disable > /dev/null 2>&1 & wm=$!
        wait_for 'xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"' || exit 1
        mkfifo "$dir/keep" "$dir/reader" "$dir/in"
        "$FIXTURES/private-screen-reader.sh" --messages < "$dir/keep" > "$dir/reader" & exec 4> "$dir/keep"
        read -r bus log < "$dir/reader"
        mkdir -p "$dir/gtk-4.0"; printf '[Settings]\ngtk-enable-animations=0\n' > "$dir/gtk-4.0/settings.ini"
        AT_SPI_BUS_ADDRESS=$bus XDG_CONFIG_HOME=$dir GDK_BACKEND=x11 "$DEMO" --script < "$dir/in" > "$dir/out" 2> "$dir/errors" &
        exec 3> "$dir/in"
        wait_for 'grep -q ready "$dir/out"' || { cat "$dir/errors" >&2; exit 1; }

        """#

    /// The scenario: the demo's window activated until Orca has spoken it or its focused button, which
    /// makes it Orca's active window whatever the start did, then a snack shown and removed.
    private static let script =
        start + #"""
            window=$(xdotool search --onlyvisible --name '^Snackbar GTK 4 demo$' | head -n 1)
            spoken() { grep -qE "SPEECH OUTPUT: '(Snackbar GTK 4 demo frame|.* push button)\.'" "$log"; }
            # Given a few seconds alone first, then the window is left and activated again every 2 s.
            activated() { for _ in $(seq 20); do spoken && return 0; sleep 0.1; done
                xdotool windowminimize --sync "$window"; xdotool windowactivate --sync "$window" 2> /dev/null; return 1; }
            wait_for 'spoken' 50 || wait_for activated 30 || {
                echo "Orca never spoke the window" >&2; grep "SPEECH OUTPUT" "$log" | sed 's/^[^-]*- //' >&2; exit 1; }
            # Orca may still be busy with the window's focus when the first name change comes (under load): the
            # snack is shown again, up to three times, until Orca says it; without the name it never does.
            for attempt in 1 2 3; do
                echo "show disk kind=warning forever action=undo:Undo Disk almost full" >&3
                wait_for "said 'Warning, Disk almost full — Snackbar GTK 4 demo'" 100 && break
                echo "remove disk" >&3
                wait_for "said 'Snackbar GTK 4 demo'" 50
            done
            heard snack 'Warning, Disk almost full — Snackbar GTK 4 demo'
            titles() { grep -cF "SPEECH OUTPUT: 'Snackbar GTK 4 demo'" "$log"; }
            before=$(titles)
            echo "remove disk" >&3
            if wait_for '[ "$(titles)" -gt "$before" ]'; then echo "heard title"; else echo "unheard title"; fi
            grep "SPEECH OUTPUT" "$log" | sed 's/^[^-]*- //' >&2
            """#

    /// The app's first window, left as it started (GTK 4.8 reports its activation before the app is on
    /// the accessibility registry): a snack shown as soon as it maps is spoken once, and so is the next.
    private static let firstWindow =
        start + #"""
            echo "show disk kind=warning forever action=undo:Undo Disk almost full" >&3
            heard snack 'Warning, Disk almost full — Snackbar GTK 4 demo'
            echo "remove disk" >&3
            heard title 'Snackbar GTK 4 demo'
            echo "show second kind=info forever Second one" >&3
            heard second 'Information, Second one — Snackbar GTK 4 demo'
            disk="SPEECH OUTPUT: 'Warning, Disk almost full — Snackbar GTK 4 demo"
            echo "spoken $(grep -cF -e "$disk'" -e "$disk frame.'" "$log") time(s)"
            grep "SPEECH OUTPUT" "$log" | sed 's/^[^-]*- //' >&2
            """#

    @Test("Orca speaks a snack shown in a GTK 4 window, then the window's title once it goes")
    func orcaSpeaksTheSnack() async throws {
        let result = try await Command.run(["bash", "-c", Self.script], environment: Self.environment())
        #expect(result.output == "heard snack\nheard title\n", "Orca said:\n\(result.errors)")
    }

    /// The first snack is named once Orca has taken the window for activated (`FirstWindowActivation.settle`);
    /// a machine loaded past that wait would miss it, so a fresh start is tried up to three times: one whole
    /// run must hear every snack once. Without the activation none is heard in any run.
    @Test("Orca speaks the snacks of the window a GTK 4 app opens at start, the first one included, once each")
    func orcaSpeaksTheFirstWindowsSnacks() async throws {
        let expected = "heard snack\nheard title\nheard second\nspoken 1 time(s)\n"
        var runs: [String] = []
        for _ in 1...3 {
            let result = try await Command.run(["bash", "-c", Self.firstWindow], environment: Self.environment())
            if result.output == expected { return }
            runs.append(result.output + "Orca said:\n" + result.errors)
        }
        Issue.record("three starts, none heard every snack once:\n\(runs.joined(separator: "\n"))")
    }

    private static func environment() throws -> [String: String?] {
        var environment = try Self.display.get().environment
        environment["FIXTURES"] = Command.packageDirectory + "/Tests/Fixtures"
        environment["DEMO"] = Gtk4DemoRun.executable
        environment["WAYLAND_DISPLAY"] = .some(nil)
        environment["GTK_A11Y"] = .some(nil)
        return environment
    }
}
