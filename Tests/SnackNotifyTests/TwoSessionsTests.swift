import Foundation
import Testing

extension DesktopTests {
    /// Two sessions (two session buses, so two popup services) on one display: their popups must not
    /// sit on one another. The first keeps its place; the second's stack starts below it, and moves up
    /// when the first one's popups go.
    @Suite("Two popup services on one display", .serialized)
    struct TwoSessionsTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test func theSecondServiceStacksBelowTheFirstAndMovesUpWhenItsPopupsGo() async throws {
            let result = try await onDesktop(
                #"""
                bus="$DESKTOP_DIR/second-bus"; mkdir -p "$bus"
                dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$bus/address" 4>"$bus/pid" </dev/null >/dev/null 2>&1
                frames() { for w in $(xdotool search --onlyvisible --name '^snackbar: popup-1$' 2>/dev/null); do
                    eval "$(xdotool getwindowgeometry --shell "$w")"; echo "$Y $HEIGHT"; done | sort -n | tr '\n' ' '; }
                alone_at_top() { set -- $(frames); [ $# = 2 ] && [ "$1" = 16 ]; }
                $NOTIFY --duration infinite "Session one"
                DBUS_SESSION_BUS_ADDRESS=$(cat "$bus/address") XDG_STATE_HOME="$bus/state" $NOTIFY --duration infinite "Session two" "with a second line"
                frames; echo
                gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Close 1 > /dev/null
                wait_for alone_at_top && echo "moved up yes"; frames; echo
                kill $(cat "$bus/pid")
                """#)
            let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
            try #require(lines.count == 3 && lines[0].count == 4, "\(result.standardOutput) \(result.standardError)")
            let (firstY, firstHeight, secondY) = (lines[0][0], lines[0][1], lines[0][2])
            #expect(firstY == 16, "the first service's popup keeps the top")
            #expect(secondY == firstY + firstHeight + 16, "the second's starts below it, 16 px apart")
            #expect(result.standardOutput.contains("moved up yes"), "\(result.standardOutput)")
            #expect(lines[2].first == 16, "alone again, the second's popup takes the top")
        }

        @Test func eachCornerIsItsOwnStackAcrossServices() async throws {
            let result = try await onDesktop(
                #"""
                bus="$DESKTOP_DIR/second-bus"; mkdir -p "$bus"
                dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$bus/address" 4>"$bus/pid" </dev/null >/dev/null 2>&1
                $NOTIFY --duration infinite --position bottom --align trailing "Session one, trailing"
                DBUS_SESSION_BUS_ADDRESS=$(cat "$bus/address") XDG_STATE_HOME="$bus/state" $NOTIFY --duration infinite --position bottom --align leading "Session two, leading"
                for w in $(xdotool search --onlyvisible --name '^snackbar: popup-[0-9]*$' 2>/dev/null); do
                    eval "$(xdotool getwindowgeometry --shell "$w")"; echo "$X $((Y + HEIGHT)) $WIDTH"; done | sort -n
                kill $(cat "$bus/pid")
                """#)
            let frames = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
            try #require(frames.count == 2 && frames.allSatisfy { $0.count == 3 }, "\(result.standardOutput) \(result.standardError)")
            #expect(frames[0] == [16, 800 - 16, 428], "the second service's lone leading popup sits at its corner's inset")
            #expect(frames[1] == [1280 - 16 - 428, 800 - 16, 428], "the first service's trailing popup keeps its corner")
        }
    }
}
