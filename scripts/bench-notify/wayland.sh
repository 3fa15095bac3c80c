#!/usr/bin/env bash
# On a layer-shell desktop (the compositor whose session runs this: headless sway, or KWin), notification
# start → first buffer on screen (ms):
#   mako    notify-send → a running mako
#   warm    snack-notify → a running snack-notifyd
#   cold    snack-notify with no service running (it starts snack-notifyd), beside mako's first
#           notification with no mako running: notify-send → the bus daemon starts mako (D-Bus activation)
#   floor   a bare C GTK 3 program showing one label on a layer surface (layer-floor.c), started cold,
#           in the same rounds: what any GTK program takes
#   frame   a popup's text painted without GTK on a layer surface (first-frame.c), started cold in the same
#           rounds, alone and with GTK's libraries loaded (not started): what a first frame drawn before GTK
#           would take, in a process of its own and in the service
# The cold calls run in COLD_RUNS (9) alternating rounds on a bus daemon of their own, whose only service
# file starts mako; each server logs through a shell that runs it with WAYLAND_DEBUG=1 (the same one step
# in front of both). mako and warm run in RUNS rounds of one call each, both servers up, the order swapped
# every round, so a drift of the machine's load hits both alike: each prints its median and quartiles, and
# the median of the per-round ratios to mako (the figure to compare between runs), beside its goal: warm at
# most 0.7× mako, cold at most 1.0× mako's activated first notification.
# "On screen" is the server's first wl_surface.attach after the call, read from its WAYLAND_DEBUG log
# (libwayland stamps each request with CLOCK_REALTIME in microseconds, truncated to 32 bits); the start is
# read from the shell's clock ($EPOCHREALTIME) just before the command starts, with no process in between.
# On KWin also the X11 path: start → the popup mapped on its Xwayland, with dunst as the reference.
# CURSOR_CACHE=0 removes the service's cursor cache before each cold call (the whole cursor theme loaded).
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
trap 'kill $(jobs -p) 2>/dev/null || true; [ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT

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

# The cold rounds' bus: mako is started by activation only; snack-notify starts its own service.
mkdir "$work/services"
printf '[D-BUS Service]\nName=org.freedesktop.Notifications\nExec=/bin/sh -c "WAYLAND_DEBUG=1 exec mako 2>> %s"\n' \
    "$work/mako-cold.log" > "$work/services/org.freedesktop.Notifications.service"
printf '#!/bin/sh\nWAYLAND_DEBUG=1 exec "%s" "$@" 2>> "%s"\n' "$bin/snack-notifyd" "$work/snack-cold.log" > "$work/snack-notifyd"
chmod +x "$work/snack-notifyd"
printf '<busconfig><type>session</type><listen>unix:path=%s</listen><servicedir>%s</servicedir>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>\n' \
    "$work/bus" "$work/services" > "$work/bus.conf"
touch "$work/mako-cold.log" "$work/snack-cold.log"
# The bus's own address in its environment: mako, which it starts, connects to DBUS_SESSION_BUS_ADDRESS.
cold_bus=unix:path=$work/bus
DBUS_SESSION_BUS_ADDRESS=$cold_bus dbus-daemon --config-file="$work/bus.conf" --nofork 2> /dev/null &
for _ in $(seq 500); do [ -S "$work/bus" ] && break; sleep 0.01; done
# Ends the owner of name $1 on the cold rounds' bus, if any, and waits until it is gone.
cold_stop() {
    local pid
    pid=$(DBUS_SESSION_BUS_ADDRESS=$cold_bus dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus \
        /org/freedesktop/DBus org.freedesktop.DBus.GetConnectionUnixProcessID "string:$1" 2> /dev/null | awk '{ print $2 }' || true)
    if [ -n "$pid" ]; then kill "$pid"; while kill -0 "$pid" 2> /dev/null; do sleep 0.05; done; fi
}
cold_call() { # log, command...: start → the first buffer in log (ms); then its server ends
    local log=$1 lines now; shift
    lines=$(wc -l < "$log")
    now=${EPOCHREALTIME/[.,]/}; DBUS_SESSION_BUS_ADDRESS=$cold_bus SNACK_NOTIFYD="$work/snack-notifyd" "$@" > /dev/null
    first_attach "$log" $((now % 4294967296)) "$lines"
    sleep 0.5
    cold_stop org.freedesktop.Notifications
    cold_stop io.snackbar.Notifier
}
# A program's cold start (layer-floor.c, first-frame.c's two builds: $work/$1; GL off, as the service has it)
# run through the same one shell step, start → its first buffer (ms); then it ends.
program_call() {
    local log=$work/$1-cold.log lines now pid
    lines=$(wc -l < "$log")
    now=${EPOCHREALTIME/[.,]/}
    sh -c 'GDK_GL=disable WAYLAND_DEBUG=1 exec "$0" 2>> "$1"' "$work/$1" "$log" & pid=$!
    first_attach "$log" $((now % 4294967296)) "$lines"
    kill "$pid"; wait "$pid" 2> /dev/null || true
}
# With CURSOR_CACHE=0 each cold call starts without the service's cursor cache (it loads the whole cursor
# theme, as a service before the cache did): the cache's share of the cold call.
snack_cold_call() {
    [ "${CURSOR_CACHE:-1}" != 0 ] || rm -rf "${XDG_RUNTIME_DIR:?}/snackbar/cursors"
    cold_call "$work/snack-cold.log" "$bin/snack-notify" --duration 0.3 "Hello"
}
run_call() { case $1 in mako) "${mako_call[@]}" ;; snack) "${snack_call[@]}" ;; *) program_call "$1" ;; esac; }
# Runs the arrays mako_call and snack_call (and the programs $4… of $work) once unmeasured, then in $1
# rounds, the order turned every round: files $2 (mako's times), $3 (ours), $3-ratio (ours / mako's, round
# by round), and for each program $work/PROGRAM-cold (its times) and $work/PROGRAM-cold-ratio (its / mako's).
alternate() {
    local rounds=$1 mako=$2 ours=$3 calls=("run_call mako" "run_call snack") call column
    for call in "${@:4}"; do calls+=("run_call $call"); done
    for call in "${calls[@]}"; do $call > /dev/null; done   # unmeasured: caches, first-use set-up
    take_turns "$ours-rounds" "$rounds" "${calls[@]}"
    awk '{ print $1 }' "$ours-rounds" > "$mako"
    awk '{ print $2 }' "$ours-rounds" > "$ours"
    awk '{ print $2 / $1 }' "$ours-rounds" > "$ours-ratio"
    for column in $(seq 3 "${#calls[@]}"); do
        local program=${calls[$((column - 1))]#run_call }
        awk -v c="$column" '{ print $c }' "$ours-rounds" > "$work/$program-cold"
        awk -v c="$column" '{ print $c / $1 }' "$ours-rounds" > "$work/$program-cold-ratio"
        awk -v c="$column" '{ print $2 / $c }' "$ours-rounds" > "$ours-$program-ratio"
    done
}
cc -O2 -o "$work/layer-floor" "$here/layer-floor.c" $(pkg-config --cflags --libs gtk+-3.0 gtk-layer-shell-0)
first_frame_programs "$work"
touch "$work/layer-floor-cold.log" "$work/first-frame-cold.log" "$work/first-frame-gtk-cold.log"
mako_call=(cold_call "$work/mako-cold.log" notify-send -t 300 "Hello")
snack_call=(snack_cold_call)
alternate "$cold_runs" "$work/mako-cold" "$work/cold" layer-floor first-frame first-frame-gtk

WAYLAND_DEBUG=1 mako 2> "$work/mako.log" & mako_pid=$!
wait_for_name org.freedesktop.Notifications
WAYLAND_DEBUG=1 "$bin/snack-notifyd" 2> "$work/snack.log" &
wait_for_name io.snackbar.Notifier
mako_call=(attach_time "$work/mako.log" notify-send -t 300 "Hello")
snack_call=(attach_time "$work/snack.log" "$bin/snack-notify" --duration 0.3 "Hello")
alternate "$runs" "$work/mako" "$work/warm"
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
printf '%s (layer shell): start → first buffer on screen (ms); load %s at the end\n' "$desktop" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '  %-22s %6s %6s %6s\n' "$runs rounds, alternating" p25 median p75
row "mako (notify-send)" "$work/mako" ""
row "snack-notify warm" "$work/warm" "$(at "$work/warm-ratio" 0.5 2)× mako, median of the rounds' ratios (goal ≤ 0.7×)"
printf '  %-22s %6s %6s %6s\n' "$cold_runs rounds, alternating" p25 median p75
row "mako, D-Bus activated" "$work/mako-cold" "no mako running: notify-send's bus starts it"
row "GTK floor, layer shell" "$work/layer-floor-cold" "layer-floor.c: one label, GL off"
row "first frame, no GTK" "$work/first-frame-cold" "first-frame.c: $(at "$work/first-frame-cold-ratio" 0.5 2)× mako activated"
row "  GTK's libraries too" "$work/first-frame-gtk-cold" "loaded, not started: $(at "$work/first-frame-gtk-cold-ratio" 0.5 2)× mako activated"
row "snack-notify cold" "$work/cold" "$(at "$work/cold-ratio" 0.5 2)× mako activated, median of the rounds' ratios (goal ≤ 1.0×); $(at "$work/cold-layer-floor-ratio" 0.5 2)× the GTK floor"
if [ -n "${KWIN_BUS:-}" ]; then
    printf '%s, X11 clients on its Xwayland: start → popup mapped (ms)\n' "$desktop"
    printf '  %-22s %6s %6s %6s\n' "$runs runs each" p25 median p75
    row "dunst (notify-send)" "$work/dunst" ""
    row "snack-notify warm" "$work/x11" "$(awk -v a="$(at "$work/x11" 0.5)" -v b="$(at "$work/dunst" 0.5)" 'BEGIN { printf "%.2f", a / b }')× dunst (GDK_BACKEND=x11 snack-notifyd)"
fi
