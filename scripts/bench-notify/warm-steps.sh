#!/usr/bin/env bash
# Where a warm snack-notify call's time goes on a layer-shell desktop (the compositor whose session runs
# this), step by step, beside mako's steps in the same rounds: medians (ms) of RUNS (21) alternating calls.
#   start → request read      the shell's clock before the call → the service reads the client's line
#   → HandoffSession.show     the line parsed (on the main thread or an intake worker) and back
#   → layer surface made      wl_compositor.create_surface: the popup filled in, measured, placed, realized
#   → committed → configure   GTK's mapping, then the compositor's answer (a blocking round trip)
#   → draw starts → buffer    GDK's first frame: gdk_window_begin_draw_frame, then the wl_surface.attach
# mako's steps are read from its WAYLAND_DEBUG log alone (start → create_surface → commit → configure →
# attach). perf uprobes on the service (HandoffChannel.readAvailable, HandoffSession.show, GDK's
# begin_draw_frame), stamped on CLOCK_MONOTONIC and set against libwayland's CLOCK_REALTIME stamps. Needs root
# (perf probe); removes its probes.
#   scripts/wayland/session.sh kwin|sway dbus-run-session -- scripts/bench-notify/warm-steps.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
runs=${RUNS:-21}
group=snackwarm$$
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; perf probe -q -d "$group:*" 2>/dev/null || true; rm -rf "$work"' EXIT
. "$here/service.sh"
no_idle_hold "$work/config"

gdk=$(ldd "$bin/snack-notifyd" | awk '/libgdk-3/ { print $3 }')
perf probe -q -x "$bin/snack-notifyd" -a "$group:read=$(symbol_offset "$bin/snack-notifyd" \
    '^[$]s15SnackNotifyWire14HandoffChannelC13readAvailableSbyF$')" > /dev/null
perf probe -q -x "$bin/snack-notifyd" -a "$group:shown=$(symbol_offset "$bin/snack-notifyd" \
    '^[$]s13snack_notifyd14HandoffSessionC4show.*RequestVF$')" > /dev/null
perf probe -q -x "$gdk" -a "$group:draw=gdk_window_begin_draw_frame" > /dev/null

WAYLAND_DEBUG=1 mako 2> "$work/mako.log" & mako_pid=$!
timeout 10 gdbus wait --session org.freedesktop.Notifications
# realtime − monotonic (µs): the probes' stamps onto the Wayland logs' clock.
python3 -c 'import time; print((time.clock_gettime(0) - time.clock_gettime(1)) * 1e6)' > "$work/offset"
perf record -q -k CLOCK_MONOTONIC -e "$group:*" -o "$work/perf.data" -- \
    env WAYLAND_DEBUG=1 "$bin/snack-notifyd" 2> "$work/snack.log" &
timeout 10 gdbus wait --session io.snackbar.Notifier
call() { # name, log, command...: one call; its start (µs, realtime) and the log's length before it
    local name=$1 log=$2 lines now; shift 2
    lines=$(wc -l < "$log")
    now=${EPOCHREALTIME/[.,]/}; "$@" > /dev/null
    echo "$name $now $lines" >> "$work/starts"
    sleep 0.8   # the popup goes (0.3 s) before the next call
}
mako_call=(call mako "$work/mako.log" notify-send -t 300 "Hello")
snack_call=(call snack "$work/snack.log" "$bin/snack-notify" --duration 0.3 "Hello")
"${mako_call[@]}"; "${snack_call[@]}"; : > "$work/starts"   # unmeasured: first-use set-up
for round in $(seq "$runs"); do
    if [ $((round % 2)) = 1 ]; then "${mako_call[@]}"; "${snack_call[@]}"; else "${snack_call[@]}"; "${mako_call[@]}"; fi
done
stop_service
kill "$mako_pid"
wait
perf script -i "$work/perf.data" -F time,event 2> /dev/null |
    awk -v offset="$(cat "$work/offset")" '{ sub(/:$/, "", $1); split($2, event, ":"); printf "%.0f %s\n", $1 * 1e6 + offset, event[2] }' > "$work/probes"
python3 "$here/warm-steps.py" "$work" "$runs"
