import Foundation
import Testing

extension DesktopTests {
    /// Two sessions (two session buses, so two popup services) on one display: their popups must not
    /// sit on one another. The first keeps its place; the second's stack starts below it, and moves up
    /// when the first one's popups go.
    @Suite("Two popup services on one display")
    struct TwoSessionsTests {
        @Test func theSecondServiceStacksBelowTheFirstAndMovesUpWhenItsPopupsGo() throws {
            let result = try onPrivateDesktop(#"""
                work=$(mktemp -d); mkdir -p "$work/gtk-3.0"
                printf '[Settings]\ngtk-enable-animations=0\n' > "$work/gtk-3.0/settings.ini"
                export XDG_CONFIG_HOME="$work"
                dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$work/address" 4>"$work/pid" </dev/null >/dev/null 2>&1
                second=$(cat "$work/address")
                frames() { for w in $(xdotool search --onlyvisible --name '^snackbar: popup-1$'); do
                    eval "$(xdotool getwindowgeometry --shell "$w")"; echo "$Y $HEIGHT"; done | sort -n | tr '\n' ' '; }
                $NOTIFY --duration infinite "Session one"
                DBUS_SESSION_BUS_ADDRESS=$second $NOTIFY --duration infinite "Session two" "with a second line"
                frames; echo
                gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Close 1 > /dev/null
                moved=no
                for attempt in $(seq 100); do
                    case "$(frames)" in "16 "*[0-9]" ") [ "$(xdotool search --onlyvisible --name '^snackbar: popup-1$' | wc -l)" = 1 ] && { moved=yes; break; };; esac
                    sleep 0.05
                done
                echo "moved up $moved"; frames; echo
                kill $(cat "$work/pid"); rm -r "$work"
                """#)
            let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
            try #require(lines.count == 3 && lines[0].count == 4, "\(result.standardOutput) \(result.standardError)")
            let (firstY, firstHeight, secondY) = (lines[0][0], lines[0][1], lines[0][2])
            #expect(firstY == 16, "the first service's popup keeps the top")
            #expect(secondY == firstY + firstHeight + 16, "the second's starts below it, 16 px apart")
            #expect(result.standardOutput.contains("moved up yes"), "\(result.standardOutput)")
            #expect(lines[2].first == 16, "alone again, the second's popup takes the top")
        }
    }
}
