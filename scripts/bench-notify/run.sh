#!/usr/bin/env bash
# Process start → popup window mapped, median of RUNS runs each, side by side (release build):
#   floor   a minimal C GTK 3 program mapping one undecorated window (compiled here)
#   dunst   notify-send → a running dunst
#   cold    snack-notify with no service running (it starts snack-notifyd)
#   warm    snack-notify → a running snack-notifyd
# Run on a private display and bus: `make bench-notify` does `xvfb-run dbus-run-session -- scripts/bench-notify/run.sh`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
runs=${RUNS:-15}
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${dunst_pid:-}" ] && kill "$dunst_pid" 2>/dev/null; true' EXIT

cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
cc -O2 -o "$work/gtk-floor" "$here/gtk-floor.c" $(pkg-config --cflags --libs gtk+-3.0)

median() { sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m }'; }
service_pid() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }' || true
}
stop_service() {
    local pid; pid=$(service_pid)
    if [ -n "$pid" ]; then kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done; fi
}
measure() { # name, pause between runs, command...
    local name=$1 pause=$2; shift 2
    for _ in $(seq "$runs"); do
        [ "$name" = cold ] && stop_service
        "$work/map-watch" "$@"
        sleep "$pause"
    done | median > "$work/$name"
}

measure floor 0.2 "$work/gtk-floor"
dunst >/dev/null 2>&1 & dunst_pid=$!
sleep 1
notify-send -t 200 warmup; sleep 0.6
measure dunst 0.6 notify-send -t 200 "Hello"
kill "$dunst_pid"; dunst_pid=
sleep 0.3
measure cold 0.1 "$bin/snack-notify" --duration 0.2 "Hello"
stop_service
"$bin/snack-notify" --duration 0.2 warmup; sleep 0.6
measure warm 0.6 "$bin/snack-notify" --duration 0.2 "Hello"
stop_service

floor=$(cat "$work/floor") dunst=$(cat "$work/dunst") cold=$(cat "$work/cold") warm=$(cat "$work/warm")
printf 'start → mapped, median of %d runs (ms)\n' "$runs"
printf '  C GTK floor            %6s\n' "$floor"
printf '  notify-send → dunst    %6s\n' "$dunst"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf '  snack-notify cold      %6s   %s× floor  (goal ≤ 1.15×)\n' "$cold" "$(ratio "$cold" "$floor")"
printf '  snack-notify warm      %6s   %s× dunst  (goal ≤ 1.0×)\n' "$warm" "$(ratio "$warm" "$dunst")"
