import Foundation

/// What the attention tests on each compositor share: shell helpers, the idle observer, the idle script.
extension WaylandSession {
    /// Shell helpers for the attention tests: `conf LINE…` writes the service's snackbar.conf, `waiting PID` says whether that call
    /// waits for its popup's end (it has its outcome's signal handling: the popup was taken), `exited PID`
    /// whether it ended.
    static let attentionHelpers =
        WaylandSession.busHelpers + #"""
            conf() { mkdir -p "$XDG_CONFIG_HOME/snackbar"; printf '%s\n' "$@" > "$XDG_CONFIG_HOME/snackbar/snackbar.conf"; }
            waiting() { _caught=$(awk '/^SigCgt/ { print $2 }' /proc/$1/status 2>/dev/null)
                [ -n "$_caught" ] && { [ $(( 0x${_caught#${_caught%?}} & 2 )) -ne 0 ] || grep -qs '^sigmask:' /proc/$1/fdinfo/*; }; }
            exited() { [ ! -e /proc/$1 ] || grep -qs '^State:[[:space:]]*Z' /proc/$1/status; }

            """#

    /// The lines the script printed: the accessibility registry, which the script's bus starts, writes its
    /// own line to the same output.
    func printed(_ result: ToolResult) -> String {
        result.output.split(separator: "\n").filter { !$0.hasPrefix("SpiRegistry daemon") }.map { $0 + "\n" }.joined()
    }

    /// `Tests/Fixtures/idle-observer.c` built with the service's protocol code, once.
    static let idleObserver: Result<String, any Error> = Result {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("idle-observer-\(UUID())").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let sources = root.appendingPathComponent("Sources/CSnackbarWayland").path
        process.arguments = [
            "-c",
            "cc -O1 -I \(sources)/include -o \(output) \(root.path)/Tests/Fixtures/idle-observer.c \(sources)/*.c $(pkg-config --cflags --libs wayland-client)"
        ]
        try process.runExclusively()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ToolError("idle-observer did not build") }
        return output
    }

    /// A 1 s normal popup while a fullscreen window is active (the call that starts the service, with
    /// `--verbose`), then a 1 s critical one: prints the critical one's outcome, whether the normal one still
    /// waits then, runs `leave` (the window leaves fullscreen, or another is active) and prints the normal
    /// one's outcome (`fullscreenOutcome` when it waited and then showed in full) and what its call said of
    /// waiting; then runs `cleanUp`.
    func fullscreenScript(leave: String, cleanUp: String = ":") async throws -> ToolResult {
        try await notifyScript(
            Self.attentionHelpers + #"""
                "$0" --verbose --json --wait --duration 1 "Over the app" > "$XDG_CONFIG_HOME/outcome" 2> "$XDG_CONFIG_HOME/said" & call=$!
                wait_for "waiting $call" || exit 1
                "$0" --json --wait -u critical --duration 1 "Battery low"
                exited $call || echo "waits over the fullscreen app"
                eval "$1"
                wait $call; cat "$XDG_CONFIG_HOME/outcome"
                grep -o "it waits while a fullscreen window is up" "$XDG_CONFIG_HOME/said"
                eval "$2"
                """#, arguments: [leave, cleanUp])
    }

    /// What `fullscreenScript` prints when the critical popup showed at once and the normal one waited.
    static let fullscreenOutcome = """
        {"id":2,"reason":"timeout","action":null}
        waits over the fullscreen app
        {"id":1,"reason":"timeout","action":null}
        it waits while a fullscreen window is up

        """

    /// The call that starts the service, with `--verbose`, while no window is fullscreen: prints every line
    /// it said of waiting (none: until the compositor has listed its toplevels the popup waits for that
    /// answer, not for a fullscreen window), and its outcome.
    func firstCallScript() async throws -> ToolResult {
        try await notifyScript(
            #"""
            "$0" --verbose --json --duration 1 "Nothing fullscreen" 2> "$XDG_CONFIG_HOME/said"
            grep "waits" "$XDG_CONFIG_HOME/said"
            exit 0
            """#)
    }

    /// What `firstCallScript` prints.
    static let firstCallOutcome = "{\"id\":1,\"reason\":\"shown\",\"action\":null}\n"

    /// Input for `idleScript`'s `comeBack` on a compositor nested in an Xvfb: the pointer moved there, to
    /// and fro.
    static let pointerMovedOnScreen = #"x=$((801 - ${x:-400})); DISPLAY=$SCREEN_DISPLAY xdotool mousemove $x 500"#

    /// What `idleScript` prints when the popup held while the seat was idle and ended once the user was back.
    static let idleOutcome = "still shown while away\n{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n"

    /// A 2 s popup (threshold 1 s) shown while no one touches the seat: prints whether it still waits for
    /// its end once the seat has been idle for longer than that, then runs `comeBack` every 50 ms (input of
    /// the compositor's seat) until the popup's call ends, and prints its outcome. Idle is read from an
    /// observer's 5 s `org_kde_kwin_idle` timer, started before the popup, or with `onShellBus` from mutter's
    /// `org.gnome.Mutter.IdleMonitor`, 4 s more than when the popup was taken (the service then runs on the
    /// compositor's bus, as in a GNOME session, and is ended after).
    func idleScript(comeBack: String, onShellBus: Bool = false) async throws -> ToolResult {
        let observer = try Self.idleObserver.get()
        return try await notifyScript(
            Self.attentionHelpers + (onShellBus ? Self.mutterIdle : Self.observedIdle) + #"""
                conf '[server]' 'idle-threshold = 1'
                watch_idle "$1" || exit 1
                "$0" --json --wait --duration 2 "While you were away" > "$XDG_CONFIG_HOME/outcome" & call=$!
                wait_for "waiting $call" || exit 1
                popup_taken
                wait_for away_long_enough || exit 1
                exited $call || echo "still shown while away"
                wait_for "$2; exited $call" || exit 1
                wait $call; cat "$XDG_CONFIG_HOME/outcome"
                unwatch_idle
                """#, onShellBus: onShellBus, arguments: [observer, comeBack])
    }

    /// Idle as an observer (`$1`, the idle observer) with a 5 s timer of `org_kde_kwin_idle` sees it.
    private static let observedIdle = #"""
        watch_idle() { "$1" 5000 > "$XDG_CONFIG_HOME/idle" & watcher=$!; wait_for 'grep -q ready "$XDG_CONFIG_HOME/idle"'; }
        popup_taken() { :; }
        away_long_enough() { grep -q idle "$XDG_CONFIG_HOME/idle"; }
        unwatch_idle() { kill $watcher; }

        """#

    /// Idle as mutter's idle monitor on the session bus counts it (it may have been idle long before the popup).
    private static let mutterIdle = #"""
        watch_idle() { :; }
        idle_ms() { gdbus call --session -d org.gnome.Mutter.IdleMonitor -o /org/gnome/Mutter/IdleMonitor/Core \
            -m org.gnome.Mutter.IdleMonitor.GetIdletime | awk '{ print $2 + 0 }'; }
        popup_taken() { taken=$(idle_ms); }
        away_long_enough() { [ "$(idle_ms)" -ge $((taken + 4000)) ]; }
        unwatch_idle() { stop_service; }

        """#
}
