/// The shell text `PrivateDesktop.run` puts before each test's script: helpers that wait for events
/// instead of sleeping, a clean slate, and an end for the script's background jobs.
enum DesktopScript {
    /// The status of a script whose desktop could not be cleaned (the test then fails with that message).
    static let notCleanStatus: Int32 = 125

    static let helpers = #"""
        # wait_for CONDITION [SECONDS]: polls every 50 ms until the shell code CONDITION holds; after SECONDS
        # (default 10) it says on standard error what it waited for, and fails.
        wait_for() {
            _tries=$(( ${2:-10} * 20 ))
            until eval "$1"; do
                _tries=$((_tries - 1))
                [ $_tries -gt 0 ] || { echo "waited in vain for: $1" >&2; return 1; }
                sleep 0.05
            done
        }
        # owner: the pid of the process that owns io.snackbar.Notifier on the session bus, if any.
        owner() { dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }'; }
        # popups: how many popup windows are on screen. (A window that goes during the search makes an X error.)
        popups() { xdotool search --onlyvisible --name '^snackbar: popup-' 2>/dev/null | wc -l; }
        # waiting PID: whether that snack-notify waits for its popup's outcome: it then handles Ctrl-C (with a
        # handler, or read from a signalfd). A blocked SIGINT alone says nothing: children of swift test may
        # inherit it blocked.
        waiting() { [ "$(cat /proc/$1/comm 2>/dev/null)" = snack-notify ] || return 1
            _caught=$(awk '/^SigCgt/ { print $2 }' /proc/$1/status)
            [ $(( 0x${_caught#${_caught%?}} & 2 )) -ne 0 ] && return 0
            grep -qs '^sigmask:' /proc/$1/fdinfo/*; }
        # import -window "" would wait for a click to choose a window: a popup not found fails at once instead.
        import() { if [ "$1" = -window ] && [ -z "$2" ]; then echo "import: no such window" >&2; return 1; fi; command import "$@"; }
        # exited PID: whether that process is gone (or a zombie): its windows, sockets and bus name are closed.
        exited() { [ ! -e /proc/$1 ] || grep -qs '^State:[[:space:]]*Z' /proc/$1/status; }
        # activating_bus DIR: a session bus of its own (DIR/address, DIR/pid) that starts $SERVICE for
        # io.snackbar.Notifier, as an installed service file has it: on the suite's bus that would start
        # services behind the other tests' backs. What it starts gets the environment of this call.
        activating_bus() { mkdir -p "$1/services"
            printf '[D-BUS Service]\nName=io.snackbar.Notifier\nExec=%s\n' "$SERVICE" > "$1/services/io.snackbar.Notifier.service"
            printf '<busconfig><include>/usr/share/dbus-1/session.conf</include><servicedir>%s</servicedir></busconfig>\n' \
                "$1/services" > "$1/bus.conf"
            dbus-daemon --config-file="$1/bus.conf" --fork --print-address=3 --print-pid=4 3>"$1/address" 4>"$1/pid" \
                </dev/null >/dev/null 2>&1; }

        """#

    /// Kills the processes behind any popup window (the service, or a process that renders alone) and
    /// the bus name's owner, then waits until they, their windows and the name are gone; puts the pointer
    /// in the corner, where no popup comes (16 px inset).
    static let cleanSlate = #"""
        xdotool mousemove 0 0
        _left=$( { owner; for _w in $(xdotool search --name '^snackbar: ' 2>/dev/null); do
            xprop -id "$_w" _NET_WM_PID 2>/dev/null | awk '$3 ~ /^[0-9]+$/ { print $3 }'; done; } | sort -u)
        if [ -n "$_left" ]; then
            kill -KILL $_left 2>/dev/null
            for _pid in $_left; do wait_for "exited $_pid" || exit \#(notCleanStatus); done
            wait_for '[ -z "$(owner)" ] && ! xdotool search --name "^snackbar: " >/dev/null 2>&1' || exit \#(notCleanStatus)
        fi

        """#

    /// Squatters and clients the script started in the background end with it, before the next test.
    /// (`jobs` goes through a file: in a command substitution it would list the subshell's jobs.)
    static let endJobs = #"""
        trap 'jobs -p > "$DESKTOP_DIR/jobs"; kill -KILL $(cat "$DESKTOP_DIR/jobs") 2>/dev/null; wait' EXIT

        """#

    /// Starts openbox on the suite's display once (it ends with the display), its output to a file.
    /// `start-stop-daemon` closes every inherited descriptor: a daemon holding the test process's
    /// process-watch socket would keep the script's run from ending. openbox names itself the window
    /// manager before it handles map requests, and a window mapped in between stays unmapped (1 start
    /// in 60 on a busy machine): it is ready once a probe window it maps shows, tried afresh every half second.
    static let openbox = #"""
        managed() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; }
        probe_shows() {
            xmessage -title probe probe < /dev/null > /dev/null 2>&1 & _probe=$!
            for _ in 1 2 3 4 5 6 7 8 9 10; do
                [ -n "$(xdotool search --onlyvisible --name '^probe$' 2> /dev/null)" ] && break; sleep 0.05
            done
            _shown=$(xdotool search --onlyvisible --name '^probe$' 2> /dev/null)
            kill $_probe; wait $_probe 2> /dev/null; [ -n "$_shown" ]
        }
        if ! managed; then
            start-stop-daemon --start --background --make-pidfile --pidfile "$DESKTOP_DIR/openbox.pid" \
                --output "$DESKTOP_DIR/openbox.log" --exec /usr/bin/openbox -- --sm-disable || exit 1
            wait_for managed || exit 1
            wait_for probe_shows 2 || { cat "$DESKTOP_DIR/openbox.log" >&2; exit 1; }
        fi

        """#
}
