import Testing

extension WaylandSession {
    /// Shell helpers for the pointer on a nested compositor's screen (`SCREEN_DISPLAY`): `move X Y`,
    /// `popups` (the X11 ids of the popups shown on its Xwayland) and `hover ID`.
    static let pointerHelpers = #"""
        move() { DISPLAY="$SCREEN_DISPLAY" xdotool mousemove "$1" "$2"; }
        popups() { xdotool search --onlyvisible --name '^snackbar: '; }
        # Over a popup in two steps (motion inside is what holds it), at its body's middle.
        hover() { eval "$(xdotool getwindowgeometry --shell "$1")"; move $((X + WIDTH / 2)) $((Y + HEIGHT / 2)); sleep 0.1; move $((X + WIDTH / 2 + 20)) $((Y + HEIGHT / 2 + 4)); sleep 0.1; }

        """#

    /// Shows a popup of `duration` seconds through Xwayland, rests the pointer on it for `seconds`, then
    /// moves it to (640, 500), onto the app: whether the popup was still there before the move, how many
    /// milliseconds after the move it ended (by its timeout), and the script's output. `onShellBus` runs
    /// the service on the compositor's bus, as in a GNOME session, and ends it after.
    func restOnPopup(duration: Int, seconds: Int, onShellBus: Bool = false) async throws -> (Bool, Int?, String) {
        let script =
            WaylandSession.busHelpers + WaylandSession.pointerHelpers + #"""
                out=$(mktemp)
                "$0" --duration $1 --wait --json "Rested on" > "$out" &
                held=$!
                wait_for '[ -n "$(popups)" ]' || exit 1
                hover "$(popups)"
                sleep $2
                kill -0 $held 2>/dev/null && echo "held"
                move 640 500
                left=$(date +%s%N)
                wait $held
                echo "ended $(( ($(date +%s%N) - left) / 1000000 )) ms after leaving"
                cat "$out"; rm "$out"
                [ -z "$ON_SHELL_BUS" ] || stop_service
                """#
        let result = try await notifyScript(script, onShellBus: onShellBus, arguments: [String(duration), String(seconds)])
        try #require(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"reason\":\"timeout\""), "\(result.output)")
        let lines = result.output.split(separator: "\n")
        let afterLeaving = lines.first { $0.hasPrefix("ended ") }.flatMap { Int($0.split(separator: " ")[1]) }
        return (lines.contains("held"), afterLeaving, result.output)
    }
}
