import Foundation
import Testing

extension DesktopTests {
    /// `make install-notification-server`: the D-Bus activation file and the systemd user unit, and a bus
    /// that reads that services directory starting our server for a `notify-send`.
    @Suite("The notification server's install and D-Bus activation, on a private display", .serialized)
    struct NotificationServerInstallTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        private static let installHelpers = #"""
            package='\#(URL(fileURLWithPath: fixture("")).deletingLastPathComponent().deletingLastPathComponent().path)'
            root=$(mktemp -d)
            # As DesktopScript.endJobs, and the private bus and the directory too.
            trap 'jobs -p > "$DESKTOP_DIR/jobs"; kill -KILL $(cat "$DESKTOP_DIR/jobs" "$root/bus-pid" 2>/dev/null) 2>/dev/null; wait; rm -rf "$root"' EXIT
            installed() { make -s -C "$package" "$@" > "$root/make.log" 2>&1 || { cat "$root/make.log" >&2; exit 1; }; }

            """#

        /// Staged under DESTDIR for PREFIX=/opt/snackbar: the two files, with the prefix filled in, and the
        /// record of the directories made for them; `uninstall-notification-server` takes the two files away,
        /// `uninstall` the rest, the prefix included. Neither file is part of `make install`'s list.
        @Test func installsTheActivationFileAndTheUserUnitUnderDestdir() async throws {
            let result = try await onDesktop(
                Self.installHelpers + #"""
                    installed install-notification-server PREFIX=/opt/snackbar DESTDIR="$root/stage"
                    (cd "$root/stage" && find . -type f | sort)
                    cat "$root/stage/opt/snackbar/share/dbus-1/services/org.freedesktop.Notifications.service" \
                        "$root/stage/opt/snackbar/lib/systemd/user/snack-notifyd.service" | grep -v '^#' | grep .
                    installed uninstall-notification-server PREFIX=/opt/snackbar DESTDIR="$root/stage"
                    echo "left: $(cd "$root/stage" && find . -type f)"
                    installed uninstall PREFIX=/opt/snackbar DESTDIR="$root/stage"
                    echo "then: $(cd "$root/stage" && find . -mindepth 1)"
                    """#)
            #expect(
                result.standardOutput == """
                    ./opt/snackbar/lib/snackbar/created-directories
                    ./opt/snackbar/lib/systemd/user/snack-notifyd.service
                    ./opt/snackbar/share/dbus-1/services/org.freedesktop.Notifications.service
                    [D-BUS Service]
                    Name=org.freedesktop.Notifications
                    Exec=/opt/snackbar/bin/snack-notifyd --notification-server
                    SystemdService=snack-notifyd.service
                    [Unit]
                    Description=Snackbar notification server (org.freedesktop.Notifications)
                    Documentation=man:snack-notify(1)
                    PartOf=graphical-session.target
                    After=graphical-session.target
                    [Service]
                    Type=dbus
                    BusName=org.freedesktop.Notifications
                    ExecStart=/opt/snackbar/bin/snack-notifyd --notification-server
                    Restart=on-abnormal
                    left: ./opt/snackbar/lib/snackbar/created-directories
                    then: ./opt

                    """)
        }

        /// A private session bus whose services directories are the installed prefix's, then `$root/system`
        /// (where a test puts the server the system had), in that order; `fdo_pid` prints the pid owning
        /// org.freedesktop.Notifications.
        private static let privateBus = #"""
            mkdir -p "$root/system"
            cat > "$root/bus.conf" <<CONF
            <busconfig>
              <type>session</type>
              <listen>unix:path=$root/bus</listen>
              <servicedir>$root/prefix/share/dbus-1/services</servicedir>
              <servicedir>$root/system</servicedir>
              <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
            </busconfig>
            CONF
            dbus-daemon --config-file="$root/bus.conf" --fork --print-address=3 --print-pid=4 \
                3>"$root/address" 4>"$root/bus-pid" </dev/null >"$root/bus.log" 2>&1 || exit 1
            export DBUS_SESSION_BUS_ADDRESS=$(cat "$root/address")
            fdo_pid() { dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
                org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.Notifications 2>/dev/null | awk '{ print $2 }'; }

            """#

        /// A private bus whose first services directory is the installed one: nobody owns the name until
        /// `notify-send` asks, then the bus starts PREFIX/bin/snack-notifyd (the built one, linked there),
        /// which shows the popup.
        @Test func aBusWithTheInstalledServicesDirectoryStartsOurServer() async throws {
            let result = try await onDesktop(
                Self.installHelpers + #"""
                    installed install-notification-server PREFIX="$root/prefix"
                    mkdir -p "$root/prefix/bin" && ln -s "$SERVICE" "$root/prefix/bin/snack-notifyd"

                    """# + Self.privateBus + #"""
                        [ -z "$(fdo_pid)" ] && echo "no server before"
                        notify-send -p -t 0 Activated
                        pid=$(fdo_pid); [ "$(readlink "/proc/$pid/exe")" = "$(readlink -f "$SERVICE")" ] && echo "our server owns the name"
                        wait_for '[ $(popups) -eq 1 ]' && echo "the popup shows"
                        kill -KILL "$pid"
                        """#)
            #expect(result.standardOutput == "no server before\n1\nour server owns the name\nthe popup shows\n")
        }

        /// `make install-notification-server` into a prefix whose activation file comes before the system's
        /// (dunst's here): `notify-send` starts ours; after `make uninstall` only the test's own `bin` is left
        /// in the prefix, and the bus starts the system's server for the next `notify-send`.
        @Test func afterUninstallNotifySendReachesTheServerTheSystemHad() async throws {
            let result = try await onDesktop(
                Self.installHelpers + #"""
                    installed install-notification-server PREFIX="$root/prefix"
                    mkdir -p "$root/prefix/bin" && ln -s "$SERVICE" "$root/prefix/bin/snack-notifyd"

                    """# + Self.privateBus + #"""
                        printf '[D-BUS Service]\nName=org.freedesktop.Notifications\nExec=/usr/bin/dunst\n' \
                            > "$root/system/org.knopwob.dunst.service"
                        notify-send -t 0 Ours
                        pid=$(fdo_pid); [ "$(readlink "/proc/$pid/exe")" = "$(readlink -f "$SERVICE")" ] && echo "ours while installed"
                        kill -KILL "$pid"; wait_for '[ -z "$(fdo_pid)" ]'
                        installed uninstall PREFIX="$root/prefix"
                        echo "left in the prefix: $(cd "$root/prefix" && find . -mindepth 1)"
                        notify-send -t 0 "The system's" 2>&1
                        pid=$(fdo_pid); echo "then: $(readlink "/proc/$pid/exe")"
                        kill -KILL "$pid"
                        """#)
            #expect(result.standardOutput == "ours while installed\nleft in the prefix: ./bin\nthen: /usr/bin/dunst\n")
        }
    }
}
