#!/bin/sh
# Tests only: an Xvfb display (1280x800x24, or --screen WxH) and, with --bus, a D-Bus session bus, for as long
# as standard input stays open (a pipe the test process holds: it closes however that process ends).
#   private-display.sh [--bus] [--screen WxH]   prints "DISPLAY DIRECTORY [BUS-ADDRESS]" once they run; at the
#                                end of its input it stops them and removes DIRECTORY (its own, readable by every user)
# Display numbers from 100 up, as xvfb-run -a takes them: sway's Xwayland takes the first free one of :0–:32,
# which a test run's parallel Xvfbs would otherwise fill. A number another start took first makes Xvfb exit
# at once (its -displayfd closes unwritten), and the next is tried: concurrent starts need no lock. The screen is black
# (-br): a window not drawn yet shows black there. -noreset: by default Xvfb resets when its last client
# leaves, and a client that connects during the reset is refused ("Cannot open display") — a service
# restarted right after the old one was killed, or a window manager started right after a probe.
wants_bus= screen=1280x800
while [ $# -gt 0 ]; do
    case $1 in
        --bus) wants_bus=1 ;;
        --screen) screen=$2; shift ;;
        *) echo "private-display.sh: unknown option '$1' (--bus, --screen WxH)" >&2; exit 64 ;;
    esac
    shift
done
dir=$(mktemp -d) && chmod 755 "$dir" && mkfifo "$dir/number" || exit 1
candidate=100 number=
while [ -z "$number" ] && [ $candidate -lt 1000 ]; do
    if [ ! -e "/tmp/.X$candidate-lock" ] && [ ! -e "/tmp/.X11-unix/X$candidate" ]; then
        Xvfb ":$candidate" -displayfd 3 -screen 0 "${screen}x24" -br -noreset -nolisten tcp 3>"$dir/number" </dev/null >/dev/null 2>&1 &
        server=$!
        read number < "$dir/number"
    fi
    candidate=$((candidate + 1))
done
[ -n "$number" ] || exit 1
bus=
if [ -n "$wants_bus" ]; then
    dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$dir/bus-address" 4>"$dir/bus-pid" \
        </dev/null >/dev/null 2>&1 || exit 1
    bus=" $(cat "$dir/bus-address")"
fi
echo ":$number $dir$bus"
exec >/dev/null 2>&1
read _
# SIGKILL and no `wait`: the servers end at once, and nothing waits for them to be reaped.
kill -KILL $server $(cat "$dir/bus-pid" 2>/dev/null)
rm -rf "$dir" "/tmp/.X$number-lock" "/tmp/.X11-unix/X$number"
