#!/usr/bin/env bash
# A session's worth of notifications against snack-notifyd beside dunst, in one run on one display and bus
# (release build). Prints figures, each with the goal it answers to; it judges nothing:
#   - resident memory (RSS) after a warm-up of WARM notifications, then after COUNT more distinct ones, all
#     closed: dunst and the notification server under the same notify-send-style load (notify-flood.c: a bus
#     connection per notification, 4 open at once, the oldest closed by CloseNotification), then WARM and
#     COUNT `snack-notify` calls to a service they started (client → socket → service), from CALLERS loops at
#     once (1 by default; more fill the service's queue as a loaded machine does now and then);
#   - RSS once 20 notifications with a 10 MB body have closed, beside before them;
#   - the peak RSS while 300 clients each hold an unfinished line of 1 MiB on the service's socket;
#   - how long the worst requests keep other callers waiting (stall-probe.c), beside the bus daemon's own
#     round trip meanwhile and beside the floor: the same requests to a GDBus server that shows nothing and
#     answers at once (notify-floor.c), which waits only for the bus daemon and GDBus's reading of each message.
# Run it as `make bench-soak`, or `xvfb-run -a dbus-run-session -- scripts/bench-notify/soak.sh`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
count=${COUNT:-20000}
warm=${WARM:-1000}
callers=${CALLERS:-1}
# The big bodies' size in bytes: GDBus keeps a read buffer as large as the largest message it read.
big_body=10000000
work=$(mktemp -d)
export XDG_STATE_HOME=$work/state
trap 'rm -rf "$work"; [ -n "${server_pid:-}" ] && kill "$server_pid" 2>/dev/null; true' EXIT

flags=$(pkg-config --cflags --libs gio-2.0)
cc -O2 -o "$work/notify-flood" "$here/notify-flood.c" $flags
cc -O2 -o "$work/stall-probe" "$here/stall-probe.c" $(pkg-config --cflags --libs gio-2.0 gdk-pixbuf-2.0)
cc -O2 -o "$work/notify-floor" "$here/notify-floor.c" $flags
. "$here/service.sh"
no_idle_hold "$work/config"

status_kilobytes() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }
# The resident pages of malloc's main arena ([heap], the program break; 0 without one): where a growth that
# no allocation accounts for shows, as blocks that outlive a burst keep pages of freed ones.
heap_kilobytes() {
    awk '$NF == "[heap]" { heap = 1; next } heap && $1 == "Rss:" { kb = $2; exit } END { print kb + 0 }' "/proc/$1/smaps"
}
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
signed_mb() { awk -v k="$1" 'BEGIN { printf "%+.1f", k / 1024 }'; }
fdo_owner() { dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.Notifications 2>/dev/null | awk '{ print $2 }' || true; }
wait_owner() { for _ in $(seq 200); do [ -n "$(fdo_owner)" ] && return; sleep 0.05; done; echo "no notification server" >&2; exit 1; }
wait_gone() { while kill -0 "$1" 2>/dev/null; do sleep 0.05; done; }
# Past the service's trim delay (5 s after its last window went, on GLib's whole-second timer), with room for
# a loaded machine.
settle() { sleep 10; }
# A `snack-notify` call returns once its popup shows or joins the queue, so a loop of calls ends long before
# the queue does: one more call that waits for its popup's end comes back after every earlier one went.
drain() { "$bin/snack-notify" --wait --duration 0.05 "Drained" > /dev/null; }

# flood_server COMMAND...: starts a notification server and floods it; sets server_pid, before and after,
# heap_before and heap_after.
flood_server() {
    "$@" > /dev/null 2>&1 & server_pid=$!
    wait_owner
    "$work/notify-flood" "$warm"; settle
    before=$(status_kilobytes "$server_pid" VmRSS) heap_before=$(heap_kilobytes "$server_pid")
    "$work/notify-flood" "$count"; settle
    after=$(status_kilobytes "$server_pid" VmRSS) heap_after=$(heap_kilobytes "$server_pid")
}

report() { # label, before KiB, after KiB, goal
    printf '%-46s %7s → %7s MB  %+7.1f MB   %s\n' "$1" "$(mb "$2")" "$(mb "$3")" "$(mb $(($3 - $2)))" "$4"
}
heap_report() { # before KiB, after KiB: the heap's share of a growth
    printf '%-46s %7s → %7s MB  %+7.1f MB\n' "  of it, malloc's main heap resident" "$(mb "$1")" "$(mb "$2")" "$(mb $(($2 - $1)))"
}

echo "snack-bench soak, $(date -u +%F), WARM=$warm COUNT=$count"
echo "RSS after $warm notifications, then after $count more (all closed):"
stop_service
flood_server dunst
report "dunst, notify-flood ×$count" "$before" "$after" "(the anchor)"
heap_report "$heap_before" "$heap_after"
dunst_growth=$((after - before))
"$work/notify-flood" 20 4 5000 "$big_body"; settle
dunst_big=$(($(status_kilobytes "$server_pid" VmRSS) - after))
report "dunst, 20 closed 10 MB bodies" "$after" "$((after + dunst_big))" "(the anchor)"
kill "$server_pid"; wait_gone "$server_pid"

"$work/notify-floor" & server_pid=$!
wait_owner
floor=$("$work/stall-probe" plain icon body hints image photo)
kill "$server_pid"; wait_gone "$server_pid"

flood_server "$bin/snack-notifyd" --notification-server
report "snack-notifyd, notify-flood ×$count" "$before" "$after" "≤ +1 MB and ≤ dunst's $(signed_mb "$dunst_growth") MB"
heap_report "$heap_before" "$heap_after"
"$work/notify-flood" 20 4 5000 "$big_body"; settle
report "snack-notifyd, 20 closed 10 MB bodies" "$after" "$(status_kilobytes "$server_pid" VmRSS)" \
    "≤ +$(mb $((big_body / 1024))) MB (the largest message: GDBus's read buffer) and ≤ dunst's +$(mb "$dunst_big") MB"
stalls=$("$work/stall-probe")
kill "$server_pid"; wait_gone "$server_pid"; server_pid=

stop_service
for i in $(seq "$warm"); do "$bin/snack-notify" --duration 0.05 "Warm-up call $i" > /dev/null; done; drain; settle
pid=$(service_pid); before=$(status_kilobytes "$pid" VmRSS) heap_before=$(heap_kilobytes "$pid")
for caller in $(seq "$callers"); do
    for i in $(seq "$caller" "$callers" "$count"); do "$bin/snack-notify" --duration 0.05 "Call $i of $count" "distinct text $i" > /dev/null; done &
done
wait; drain; settle
report "snack-notifyd, snack-notify ×$count ($callers at once)" "$before" "$(status_kilobytes "$pid" VmRSS)" \
    "≤ +1 MB and ≤ dunst's $(signed_mb "$dunst_growth") MB"
heap_report "$heap_before" "$(heap_kilobytes "$pid")"

before=$(status_kilobytes "$pid" VmRSS)
rm -f "$work/hold"; mkfifo "$work/hold"
"$here/../../Tests/Fixtures/hold-connections.py" 300 < "$work/hold" > "$work/held" & holder=$!
exec 3> "$work/hold"
until grep -qs opened "$work/held"; do sleep 0.05; done
echo "300 clients each holding an unfinished 1 MiB line: RSS $(mb "$(status_kilobytes "$pid" VmRSS)") MB (before: $(mb "$before") MB)"
echo >&3; exec 3>&-; wait "$holder"
stop_service

echo "Round trips of other callers while one request is handled (goal: server worst ≤ 50 ms):"
echo "$stalls"
echo "The same requests to notify-floor, a GDBus server that shows nothing (the floor):"
echo "$floor"
