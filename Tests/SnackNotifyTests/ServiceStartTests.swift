import Foundation
import SnackbarCore
import Testing

/// How the popup service starts: never with OpenGL mapped, never crashing on its threads, in the
/// desktop's colour scheme.
extension DesktopTests {
    @Suite("The popup service's start: no OpenGL, no crash, the desktop's colours", .serialized)
    struct ServiceStartTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// Each `snackbar.conf` key (and the man page's example), then a notification, a popup at the top and
        /// one at the bottom: the service maps no libGL, libEGL, Mesa driver or LLVM. GDK's OpenGL probe
        /// maps them, about 55 MB of resident memory, unless the service turns it off before GTK starts.
        @Test func noConfigurationOrEdgeMapsOpenGL() async throws {
            let configurations = [
                "'[timing]' 'time-scale = 2'", "'[server]' 'position = bottom'", "'[server]' 'alignment = trailing'",
                "'[server]' 'monitor = pointer'", "'[server]' 'max-visible = 2'", "'[server]' 'history-size = 5'",
                "'[server]' 'duration-normal = long'", "'[rule mail]' 'app-name = mail' 'position = bottom'",
                "'[timing]' 'time-scale = 2' '[server]' 'position = bottom' 'alignment = trailing' 'duration-normal = long' "
                    + "'history-size = 50' '[rule mail]' 'category = email.*' 'kind = info' 'position = top'"
            ]
            let script = configurations.enumerated().map { index, lines in
                #"""
                conf \#(lines); server
                notify-send -t 0 -a mail "Notification"; $NOTIFY --duration infinite --position top "Top"
                $NOTIFY --duration infinite --position bottom "Bottom"; wait_for '[ "$(popups)" -ge 2 ]'
                pid=$(fdo_owner); echo "\#(index): $(grep -cE 'libGL|libEGL|LLVM|_dri\.so|swrast' /proc/$pid/maps)"
                kill $pid; wait_for "exited $pid"; wait_for '[ "$(popups)" = 0 ]'
                """#
            }.joined(separator: "\n")
            let result = try await onDesktop(
                serverHelpers + #"""
                    conf_file="$XDG_CONFIG_HOME/snackbar/snackbar.conf"; mkdir -p "${conf_file%/*}"
                    conf() { printf '%s\n' "$@" > "$conf_file"; }
                    """# + "\n" + script + "\nrm -f \"$conf_file\"")
            let expected = configurations.indices.map { "\($0): 0\n" }.joined()
            #expect(result.standardOutput == expected, "\(result.standardError)")
        }

        /// 200 starts of the service, four at a time on two cores: each on a bus of its own, taking one
        /// `snack-notify` call. Every call is answered (a service that crashed at its start answers none:
        /// exit 4).
        @Test func twoHundredStartsUnderLoadAllAnswer() async throws {
            let result = try await onDesktop(
                #"""
                starts() { for i in $(seq 50); do NO_AT_BRIDGE=1 dbus-run-session -- $NOTIFY --duration 1 "Start $1.$i" > /dev/null 2>> "$DESKTOP_DIR/errors"
                    echo $? >> "$DESKTOP_DIR/status.$1"; done; }
                for loop in 1 2 3 4; do starts $loop & done; wait
                cat "$DESKTOP_DIR"/status.* | sort | uniq -c | awk '{ print $1 " exited " $2 }'
                grep -v "^dbus-daemon\|fd limit" "$DESKTOP_DIR/errors" | sort | uniq -c | head -n 5 >&2
                """#)
            #expect(result.standardOutput == "200 exited 0\n", "\(result.standardError)")
        }

        /// GSettings' backend (GIO's module cache read, dconf's module opened), which the popups' style needs
        /// right after GTK starts (GNOME's high-contrast switch), is loaded on a worker thread the service
        /// starts first, beside the display's opening: a cold call's trace shows dconf's module opened by
        /// another thread than the service's main thread.
        @Test func theServiceLoadsGSettingsOffItsMainThread() async throws {
            let result = try await onDesktop(
                #"""
                strace -f -e trace=execve,openat -o "$DESKTOP_DIR/start" $NOTIFY --duration 0.2 Cold & tracer=$!
                wait_for 'grep -q "libdconfsettings\.so" "$DESKTOP_DIR/start"' || exit 1
                wait_for '[ -n "$(owner)" ]' || exit 1
                kill "$(owner)"; wait $tracer
                main=$(awk '/execve\(".*\/snack-notifyd"/ { print $1; exit }' "$DESKTOP_DIR/start")
                awk -v main="$main" '/libdconfsettings\.so/ { print ($1 == main ? "main thread" : "another thread"); exit }' \
                    "$DESKTOP_DIR/start"
                """#)
            #expect(result.standardOutput == "another thread\n", "\(result.standardError)")
        }

        /// `GTK_THEME=NAME:dark` (and a `-dark` theme name) gives the popups the dark palette, as GTK gives its
        /// own widgets, although the service loads a theme of its own; without it they are light.
        @Test(arguments: [("", false), ("Adwaita:dark", true), ("Adwaita-dark", true)])
        func theDesktopsDarkThemeGivesTheDarkPalette(theme: String, isDark: Bool) async throws {
            let result = try await onDesktop(
                #"""
                geometry() { _w=$(xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1); [ -n "$_w" ] || return 1
                  eval "$(xdotool getwindowgeometry --shell "$_w")"; echo "$X $Y $WIDTH $HEIGHT"; }
                pixel() { import -window root -crop 1x1+$1+$2 -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'; }
                surface() { set -- $(geometry popup-1) || return 1; pixel $(($1 + 4)) $(($2 + $4 / 2)); }
                if [ -n "$THEME" ]; then export GTK_THEME=$THEME; fi
                $NOTIFY --duration infinite --type info "Colours" "Light or dark"
                wait_for '[ -n "$(surface)" ] && [ "$(surface)" != "#000000" ]'; surface
                """#, environment: ["THEME": theme])
            let palette = isDark ? Theme.standard.dark.info : Theme.standard.light.info
            let expected = String(palette.background.css.prefix(7)).uppercased()
            #expect(result.standardOutput == expected + "\n", "\(result.standardError)")
        }
    }
}
