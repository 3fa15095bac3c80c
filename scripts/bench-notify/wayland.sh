#!/usr/bin/env bash
# On a layer-shell desktop (the compositor whose session runs this: headless sway, or KWin), notification
# start → first buffer on screen (ms):
#   mako    notify-send → a running mako
#   warm    snack-notify → a running snack-notifyd
#   cold    snack-notify with no service running: the call returns once its popup is mapped, so its
#           wall time is start → mapped (plus the client's exit); the service it starts logs nowhere
# mako and warm run in RUNS rounds of one call each, both servers up, the order swapped every round, so a
# drift of the machine's load hits both alike: each prints its median and quartiles, and warm its median of
# the per-round ratios to mako (the figure to compare between runs; the goal is at most 1.0×).
# "On screen" is the server's first wl_surface.attach after the call, read from its WAYLAND_DEBUG log
# (libwayland stamps each request with CLOCK_REALTIME in microseconds, truncated to 32 bits); the start is
# read from the shell's clock ($EPOCHREALTIME) just before the command starts, with no process in between.
# On KWin also the X11 path: start → the popup mapped on its Xwayland, with dunst as the reference.
# Run it through `make bench-notify` (sway, then KWin), or:
#   scripts/wayland/session.sh sway|kwin dbus-run-session -- scripts/bench-notify/wayland.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# The session script gives KWin's session KWIN_BUS, sway's SWAYSOCK.
if [ -n "${KWIN_BUS:-}" ]; then desktop="KWin $(dpkg-query -W -f '${Version}' kwin-wayland | sed 's/^[0-9]*://; s/-.*//')"
else desktop="sway $(sway --version | awk '{ print $3 }')"; fi
bin=${BIN_DIR:-$here/../../.build/release}
runs=${RUNS:-21}
cold_runs=${COLD_RUNS:-9}
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

# The service of this session bus (service_pid, stop_service), never another session's.
. "$here/service.sh"
# The value at fraction $2 of the numbers in file $1 (0.5: the median), with $3 decimals (1 unless given).
at() {
    sort -n "$1" | awk -v f="$2" -v format="%.${3:-1}f" \
        '{ v[NR] = $1 } END { i = f * (NR - 1) + 1; j = int(i); printf format, v[j] + (i - j) * (v[j + 1] - v[j]) }'
}
# Milliseconds from $2 (microseconds in libwayland's debug clock: realtime modulo 2^32) to the first buffer
# attached in log $1 after its line $3 (waits up to 3 s).
first_attach() {
    local log=$1 start=$2 from=$3
    for _ in $(seq 300); do
        local stamp
        stamp=$(tail -n "+$((from + 1))" "$log" | grep -m1 -E 'wl_surface@[0-9]+\.attach\(wl_buffer' | sed -E 's/^\[ *([0-9.]+)\].*/\1/' || true)
        if [ -n "$stamp" ]; then awk -v a="$stamp" -v b="$start" 'BEGIN { printf "%.1f\n", a - b / 1000 }'; return; fi
        sleep 0.01
    done
    echo "bench: no buffer attached in $log" >&2; exit 1
}
# `gdbus wait` never activates the name (a D-Bus service file could start another server).
wait_for_name() { timeout 10 gdbus wait --session "$1"; }
attach_time() { # log, command...: one call, its start → first buffer (ms); the popup is gone when it returns
    local log=$1 lines now; shift
    lines=$(wc -l < "$log")
    now=${EPOCHREALTIME/[.,]/}; "$@" > /dev/null
    first_attach "$log" $((now % 4294967296)) "$lines"
    sleep 0.8   # the popup goes (0.3 s) before the next call
}

for _ in $(seq "$cold_runs"); do
    start=${EPOCHREALTIME/[.,]/}
    "$bin/snack-notify" --duration 0.3 "Hello"
    end=${EPOCHREALTIME/[.,]/}
    awk -v us=$((end - start)) 'BEGIN { printf "%.1f\n", us / 1000 }'
    stop_service
done > "$work/cold"

WAYLAND_DEBUG=1 mako 2> "$work/mako.log" & mako_pid=$!
wait_for_name org.freedesktop.Notifications
WAYLAND_DEBUG=1 "$bin/snack-notifyd" 2> "$work/snack.log" &
wait_for_name io.snackbar.Notifier
mako_call=(attach_time "$work/mako.log" notify-send -t 300 "Hello")
warm_call=(attach_time "$work/snack.log" "$bin/snack-notify" --duration 0.3 "Hello")
"${mako_call[@]}" > /dev/null; "${warm_call[@]}" > /dev/null   # unmeasured: caches, first-use set-up
for round in $(seq "$runs"); do
    if [ $((round % 2)) = 1 ]; then mako=$("${mako_call[@]}"); warm=$("${warm_call[@]}")
    else warm=$("${warm_call[@]}"); mako=$("${mako_call[@]}"); fi
    echo "$mako $warm"
done > "$work/rounds"
awk '{ print $1 }' "$work/rounds" > "$work/mako"
awk '{ print $2 }' "$work/rounds" > "$work/warm"
awk '{ print $2 / $1 }' "$work/rounds" > "$work/ratio"
kill "$mako_pid"; wait "$mako_pid" 2>/dev/null || true   # mako gives up the notification server's name
stop_service

# On KWin the X11 path through its Xwayland (GDK_BACKEND=x11): start → the popup's MapNotify on the
# Xwayland root (map-watch), dunst as an X11 client for reference.
if [ -n "${KWIN_BUS:-}" ]; then
    cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
    measure_map() { # name, command...
        local name=$1; shift
        for _ in $(seq "$runs"); do "$work/map-watch" "$@"; sleep 0.8; done > "$work/$name"
    }
    env -u WAYLAND_DISPLAY dunst > /dev/null 2>&1 & dunst=$!
    wait_for_name org.freedesktop.Notifications
    notify-send -t 300 warmup; sleep 0.8
    measure_map dunst notify-send -t 300 "Hello"
    kill "$dunst"; wait "$dunst" 2>/dev/null || true
    GDK_BACKEND=x11 "$bin/snack-notifyd" 2> /dev/null &
    wait_for_name io.snackbar.Notifier
    "$bin/snack-notify" --duration 0.3 warmup; sleep 0.8
    measure_map x11 "$bin/snack-notify" --duration 0.3 "Hello"
    stop_service
fi

row() { printf '  %-22s %6s %6s %6s   %s\n' "$1" "$(at "$2" 0.25)" "$(at "$2" 0.5)" "$(at "$2" 0.75)" "$3"; }
printf '%s (layer shell): start → first buffer on screen (ms)\n' "$desktop"
printf '  %-22s %6s %6s %6s\n' "$runs rounds, alternating" p25 median p75
row "mako (notify-send)" "$work/mako" ""
row "snack-notify warm" "$work/warm" "$(at "$work/ratio" 0.5 2)× mako, median of the rounds' ratios (goal ≤ 1.0×)"
row "snack-notify cold" "$work/cold" "$cold_runs runs: start → mapped reply, the client's own wall time"
if [ -n "${KWIN_BUS:-}" ]; then
    printf '%s, X11 clients on its Xwayland: start → popup mapped (ms)\n' "$desktop"
    printf '  %-22s %6s %6s %6s\n' "$runs runs each" p25 median p75
    row "dunst (notify-send)" "$work/dunst" ""
    row "snack-notify warm" "$work/x11" "$(awk -v a="$(at "$work/x11" 0.5)" -v b="$(at "$work/dunst" 0.5)" 'BEGIN { printf "%.2f", a / b }')× dunst (GDK_BACKEND=x11 snack-notifyd)"
fi
