#!/usr/bin/env bash
# Other callers' waits behind big requests (stall-probe.c) for two builds of the notification server and the
# floor (notify-floor.c, a GDBus server that shows nothing), in alternating rounds, so that a drift of the
# machine's load hits all three alike. Each round starts each server afresh and shows one plain notification
# first. Prints, per case, the median and the range over the rounds of the server's worst round trip, and the
# median of the bus daemon's own worst GetId round trip meanwhile.
#   scripts/bench-notify/stall-ab.sh DIR_A DIR_B   (each DIR holds snack-notifyd; ROUNDS=5, CASES as stall-probe's;
#   PROBE=notify: the other caller's round trips are Notify calls, as stall-probe's)
# Run on a private display and bus:
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- scripts/bench-notify/stall-ab.sh A B
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: stall-ab.sh DIR_A DIR_B" >&2; exit 64; }
a=$1 b=$2 rounds=${ROUNDS:-5} cases=${CASES:-plain icon body hints image photo show socket}
work=$(mktemp -d)
export XDG_STATE_HOME=$work/state
trap 'rm -rf "$work"; [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null; true' EXIT
cc -O2 -o "$work/stall-probe" "$here/stall-probe.c" $(pkg-config --cflags --libs gio-2.0 gdk-pixbuf-2.0)
cc -O2 -o "$work/notify-floor" "$here/notify-floor.c" $(pkg-config --cflags --libs gio-2.0)

fdo_owner() { dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.Notifications 2>/dev/null | awk '{ print $2 }' || true; }
wait_owner() { for _ in $(seq 200); do [ -n "$(fdo_owner)" ] && return; sleep 0.05; done; echo "no notification server" >&2; exit 1; }

for round in $(seq "$rounds"); do
    for server in A B floor; do
        case $server in
            A) "$a/snack-notifyd" --notification-server > /dev/null 2>&1 & server_pid=$! ;;
            B) "$b/snack-notifyd" --notification-server > /dev/null 2>&1 & server_pid=$! ;;
            floor) "$work/notify-floor" & server_pid=$! ;;
        esac
        wait_owner
        "$work/stall-probe" plain > /dev/null
        echo "round $round $server $(cut -d' ' -f1 /proc/loadavg)"
        # The floor has no io.snackbar.Notifier and no socket: its show and socket cases would only fail.
        asked=$cases
        [ "$server" = floor ] && asked=$(echo "$cases" | tr ' ' '\n' | grep -vx 'show\|socket' | tr '\n' ' ')
        # shellcheck disable=SC2086
        "$work/stall-probe" $asked | tail -n +2
        kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=
    done
done > "$work/rounds"

awk -v cases="$cases" '
    /^round/ { server = $3; load = load " " $4; next }
    { worst[server, $1] = worst[server, $1] " " $3; bus[server, $1] = bus[server, $1] " " $5 }
    function sorted(list, a,   n, i, j, t) {
        n = split(list, a, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
        return n
    }
    function median(list,   a, n) { n = sorted(list, a); return n ? a[int((n + 1) / 2)] : "-" }
    function range(list,   a, n) { n = sorted(list, a); return n ? a[1] "–" a[n] : "-" }
    END {
        print "load average " range(load)
        printf "%-7s %-24s %-24s %-24s %s\n", "case", "A worst ms (range)", "B worst ms (range)", "floor worst ms (range)", "bus GetId worst A / B / floor"
        n = split(cases, names, " ")
        for (i = 1; i <= n; i++) {
            c = names[i]
            printf "%-7s %7s (%-14s) %7s (%-14s) %7s (%-14s) %s / %s / %s\n", c, median(worst["A", c]), range(worst["A", c]),
                median(worst["B", c]), range(worst["B", c]), median(worst["floor", c]), range(worst["floor", c]),
                median(bus["A", c]), median(bus["B", c]), median(bus["floor", c])
        }
    }' "$work/rounds"
