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
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ToolError("idle-observer did not build") }
        return output
    }

    /// What `idleScript` prints when the popup held while the seat was idle and ended once the user was back.
    static let idleOutcome = "still shown while away\n{\"id\":1,\"reason\":\"timeout\",\"action\":null}\n"

    /// A 2 s popup (threshold 1 s) shown while no one touches the seat: prints whether it still waits for
    /// its end when an observer's 5 s idle timer fires, then runs `comeBack` every 50 ms (input of the
    /// compositor's seat) until the popup's call ends, and prints its outcome.
    func idleScript(comeBack: String) async throws -> ToolResult {
        let observer = try Self.idleObserver.get()
        return try await notifyScript(
            Self.attentionHelpers + #"""
                conf '[server]' 'idle-threshold = 1'
                "$1" 5000 > "$XDG_CONFIG_HOME/idle" & watcher=$!
                wait_for 'grep -q ready "$XDG_CONFIG_HOME/idle"' || exit 1
                "$0" --json --wait --duration 2 "While you were away" > "$XDG_CONFIG_HOME/outcome" & call=$!
                wait_for "waiting $call" || exit 1
                wait_for 'grep -q idle "$XDG_CONFIG_HOME/idle"' || exit 1
                exited $call || echo "still shown while away"
                wait_for "$2; exited $call" || exit 1
                wait $call; cat "$XDG_CONFIG_HOME/outcome"
                kill $watcher
                """#, arguments: [observer, comeBack])
    }
}
