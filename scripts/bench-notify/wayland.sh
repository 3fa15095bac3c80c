#!/usr/bin/env bash
# On a layer-shell desktop (headless sway, or KWin 5.27 nested: the compositor whose session runs this),
# notification start → first buffer on screen, median of RUNS runs (ms):
#   mako    notify-send → a running mako
#   warm    snack-notify → a running snack-notifyd
#   cold    snack-notify with no service running: the call returns once its popup is mapped, so its
#           wall time is start → mapped (plus the client's exit); the service it starts logs nowhere
# "On screen" is the server's first wl_surface.attach after the call, read from its WAYLAND_DEBUG log
# (libwayland stamps each request with CLOCK_REALTIME in microseconds, truncated to 32 bits).
# Run it through `make bench-notify` (sway, then KWin), or:
#   scripts/wayland/session.sh sway|kwin dbus-run-session -- scripts/bench-notify/wayland.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# The session script gives KWin's session KWIN_BUS, sway's SWAYSOCK.
if [ -n "${KWIN_BUS:-}" ]; then desktop="KWin $(dpkg-query -W -f '${Version}' kwin-wayland | sed 's/^[0-9]*://; s/-.*//')"
else desktop="sway $(sway --version | awk '{ print $3 }')"; fi
bin=${BIN_DIR:-$here/../../.build/release}
runs=${RUNS:-15}
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

median() { sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m }'; }
# Now in libwayland's debug clock: milliseconds of the realtime microseconds modulo 2^32.
wayland_now() { echo $(( $(date +%s%6N) % 4294967296 )) | awk '{ printf "%.3f", $1 / 1000 }'; }
# Milliseconds from $2 to the first buffer attached in log $1 after its line $3 (waits up to 3 s).
first_attach() {
    local log=$1 start=$2 from=$3
    for _ in $(seq 300); do
        local stamp
        stamp=$(tail -n "+$((from + 1))" "$log" | grep -m1 -E 'wl_surface@[0-9]+\.attach\(wl_buffer' | sed -E 's/^\[ *([0-9.]+)\].*/\1/' || true)
        if [ -n "$stamp" ]; then awk -v a="$stamp" -v b="$start" 'BEGIN { printf "%.1f\n", a - b }'; return; fi
        sleep 0.01
    done
    echo "bench: no buffer attached in $log" >&2; exit 1
}
. "$here/service.sh"
# `gdbus wait` never activates the name (a D-Bus service file could start another server).
wait_for_name() { timeout 10 gdbus wait --session "$1"; }
measure_attach() { # name, log, command...
    local name=$1 log=$2; shift 2
    for _ in $(seq "$runs"); do
        local lines start
        lines=$(wc -l < "$log"); start=$(wayland_now)
        "$@" > /dev/null
        first_attach "$log" "$start" "$lines"
        sleep 0.8   # the popup goes (0.3 s) before the next one comes
    done | median > "$work/$name"
}

WAYLAND_DEBUG=1 mako 2> "$work/mako.log" & mako=$!
wait_for_name org.freedesktop.Notifications
notify-send -t 300 warmup; sleep 0.8
measure_attach mako "$work/mako.log" notify-send -t 300 "Hello"
kill "$mako"; wait "$mako" 2>/dev/null || true

for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$bin/snack-notify" --duration 0.3 "Hello"
    echo $(( ($(date +%s%N) - start) / 1000 )) | awk '{ printf "%.1f\n", $1 / 1000 }'
    stop_service
done | median > "$work/cold"

WAYLAND_DEBUG=1 "$bin/snack-notifyd" 2> "$work/snack.log" & service=$!
wait_for_name io.snackbar.Notifier
"$bin/snack-notify" --duration 0.3 warmup; sleep 0.8
measure_attach warm "$work/snack.log" "$bin/snack-notify" --duration 0.3 "Hello"
kill "$service"; wait "$service" 2>/dev/null || true

# On KWin also the X11 path through its Xwayland (GDK_BACKEND=x11): start → the popup's MapNotify on the
# Xwayland root (map-watch), dunst as an X11 client for reference.
if [ -n "${KWIN_BUS:-}" ]; then
    cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
    measure_map() { # name, command...
        local name=$1; shift
        for _ in $(seq "$runs"); do "$work/map-watch" "$@"; sleep 0.8; done | median > "$work/$name"
    }
    env -u WAYLAND_DISPLAY dunst > /dev/null 2>&1 & dunst=$!
    wait_for_name org.freedesktop.Notifications
    notify-send -t 300 warmup; sleep 0.8
    measure_map dunst notify-send -t 300 "Hello"
    kill "$dunst"; wait "$dunst" 2>/dev/null || true
    GDK_BACKEND=x11 "$bin/snack-notifyd" 2> /dev/null & service=$!
    wait_for_name io.snackbar.Notifier
    "$bin/snack-notify" --duration 0.3 warmup; sleep 0.8
    measure_map x11 "$bin/snack-notify" --duration 0.3 "Hello"
    kill "$service"; wait "$service" 2>/dev/null || true
fi

mako=$(cat "$work/mako") warm=$(cat "$work/warm") cold=$(cat "$work/cold")
printf '%s (layer shell): start → first buffer on screen, median of %d runs (ms)\n' "$desktop" "$runs"
printf '  notify-send → mako     %6s\n' "$mako"
printf '  snack-notify warm      %6s   %s× mako  (goal ≤ 1.0×)\n' "$warm" "$(awk -v a="$warm" -v b="$mako" 'BEGIN { printf "%.2f", a / b }')"
printf '  snack-notify cold      %6s   (start → mapped reply, the client'"'"'s own wall time)\n' "$cold"
if [ -n "${KWIN_BUS:-}" ]; then
    dunst=$(cat "$work/dunst") x11=$(cat "$work/x11")
    printf '%s, X11 clients on its Xwayland: start → popup mapped, median of %d runs (ms)\n' "$desktop" "$runs"
    printf '  notify-send → dunst    %6s\n' "$dunst"
    printf '  snack-notify warm      %6s   %s× dunst  (GDK_BACKEND=x11 snack-notifyd)\n' "$x11" "$(awk -v a="$x11" -v b="$dunst" 'BEGIN { printf "%.2f", a / b }')"
fi
