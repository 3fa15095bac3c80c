#!/usr/bin/env bash
# Process start → popup window mapped (release build), in RUNS rounds of calls taking turns:
#   cold    snack-notify with no service running (it starts snack-notifyd), in turns with
#   floor   a minimal C GTK 3 program mapping one undecorated window (compiled here), and
#   frame   a popup's text painted without GTK (first-frame.c), alone and with GTK's libraries loaded;
#   warm    snack-notify → a running snack-notifyd, in turns with
#   dunst   notify-send → a running dunst; then in turns with dunst again
#   server  notify-send → a running snack-notifyd --notification-server on a bus of its own (the same client,
#           the same display);
# then the service's memory beside the floor's and dunst's (RSS and private dirty with 3 popups up, beside the
# floor's window also made from Swift, swift-floor.swift on the service's runtime; RSS once a burst of large
# popups closed and the service went idle), the in-app add → mapped p99 with 20 snacks visible: GTK 3
# (snack-bench latency) beside a bare C GTK 3 window's show → map-event p99 (window-floor.c), GTK 4's overlay
# beside a bare GtkLabel added to an overlay in the same program (snack-bench-gtk4), and the frame-clock
# intervals of ten snacks stacking with animations on (snack-bench frames), every figure with its anchor and
# the issue's goal.
# Run on a private display and bus: `make bench-notify` does `xvfb-run dbus-run-session -- scripts/bench-notify/run.sh`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
runs=${RUNS:-15}
work=$(mktemp -d)
trap '{ [ -s "$work/server-bus-pid" ] && kill "$(cat "$work/server-bus-pid")"; } 2>/dev/null || true
    rm -rf "$work"; [ -n "${dunst_pid:-}" ] && kill "$dunst_pid" 2>/dev/null; true' EXIT
memory_runs=${MEMORY_RUNS:-3}

cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
cc -O2 -o "$work/gtk-floor" "$here/gtk-floor.c" $(pkg-config --cflags --libs gtk+-3.0)
cc -O2 -o "$work/window-floor" "$here/window-floor.c" $(pkg-config --cflags --libs gtk+-3.0)

median() { sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m }'; }
. "$here/service.sh"
first_frame_programs "$work"
# swift-floor.swift linked as the service is: with the install's runtime beside BIN_DIR when there is one (a
# DESTDIR stage), else the toolchain's.
printf '#include <gtk/gtk.h>\n' > "$work/gtk.h"
runtime=$(cd "$bin/../lib/snackbar" 2>/dev/null && pwd || true)
${SWIFTC:-swiftc} -O -Xfrontend -disable-implicit-string-processing-module-import -import-objc-header "$work/gtk.h" \
    $(pkg-config --cflags gtk+-3.0 | tr ' ' '\n' | sed -n 's/^-/-Xcc -/p') $(pkg-config --libs gtk+-3.0) \
    ${runtime:+-no-toolchain-stdlib-rpath -Xlinker -rpath -Xlinker "$runtime"} -o "$work/swift-floor" "$here/swift-floor.swift"
no_idle_hold "$work/config"
# column N FILE: the median of column N; ratio_of_rounds N M FILE: the median of the rounds' ratios of column N to M.
column() { awk -v c="$1" '{ print $c }' "$2" | median; }
ratio_of_rounds() { awk -v a="$1" -v b="$2" '{ print $a / $b }' "$3" | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }
floor_call() { "$work/map-watch" "$work/gtk-floor"; sleep 0.2; }
frame_call() { "$work/map-watch" "$work/first-frame"; sleep 0.2; }
frame_gtk_call() { "$work/map-watch" "$work/first-frame-gtk"; sleep 0.2; }
cold_call() { "$work/map-watch" "$bin/snack-notify" --duration 0.2 "Hello"; stop_service; }
dunst_call() { "$work/map-watch" notify-send -t 200 "Hello"; sleep 0.6; }
warm_call() { "$work/map-watch" "$bin/snack-notify" --duration 0.2 "Hello"; sleep 0.6; }

stop_service
take_turns "$work/cold-rounds" "$runs" floor_call frame_call frame_gtk_call cold_call
dunst >/dev/null 2>&1 & dunst_pid=$!
sleep 1
notify-send -t 200 warmup; sleep 0.6
"$bin/snack-notify" --duration 0.2 warmup; sleep 0.6
take_turns "$work/warm-rounds" "$runs" dunst_call warm_call
stop_service
# Our notification server on a bus of its own, dunst still up on this one: notify-send to each in turns.
dbus-daemon --session --fork --print-address=3 --print-pid=4 3> "$work/server-bus" 4> "$work/server-bus-pid" \
    < /dev/null > /dev/null 2>&1
server_bus=$(cat "$work/server-bus")
DBUS_SESSION_BUS_ADDRESS=$server_bus "$bin/snack-notifyd" --notification-server > /dev/null 2>&1 &
until [ -n "$(DBUS_SESSION_BUS_ADDRESS=$server_bus service_pid)" ]; do sleep 0.05; done
server_call() { DBUS_SESSION_BUS_ADDRESS=$server_bus "$work/map-watch" notify-send -t 200 "Hello"; sleep 0.6; }
DBUS_SESSION_BUS_ADDRESS=$server_bus notify-send -t 200 warmup; sleep 0.6
take_turns "$work/server-rounds" "$runs" dunst_call server_call
DBUS_SESSION_BUS_ADDRESS=$server_bus stop_service
kill "$(cat "$work/server-bus-pid")"; rm "$work/server-bus-pid"
kill "$dunst_pid"; wait "$dunst_pid" 2>/dev/null || true; dunst_pid=

# RSS and private dirty (KiB) of a running dunst with 3 notifications up, one "rss dirty" line a run.
dunst_memory() {
    for _ in $(seq "$memory_runs"); do
        dunst >/dev/null 2>&1 & dunst_pid=$!
        sleep 0.5
        for n in 1 2 3; do notify-send -t 30000 "Hello $n"; done
        sleep 0.5
        echo "$(kilobytes "$dunst_pid" Rss) $(kilobytes "$dunst_pid" Private_Dirty)"
        kill "$dunst_pid"; wait "$dunst_pid" 2>/dev/null || true; dunst_pid=
    done
}
# The same for a snack-notifyd started by the first of 3 calls (each returns once its popup is mapped).
service_memory() {
    for _ in $(seq "$memory_runs"); do
        stop_service
        for n in 1 2 3; do "$bin/snack-notify" --duration 30 --id "m$n" "Hello $n"; done
        popups_mapped 3 || true
        local pid; pid=$(service_pid)
        echo "$(kilobytes "$pid" Rss) $(kilobytes "$pid" Private_Dirty)"
    done
    stop_service
}
# The service's RSS (KiB) idle after one popup, then idle after a burst of 20 large popups: "before after".
# Idle: its windows closed and past the service's trim delay (5 s).
service_after_burst() {
    local text; text=$(printf 'A large popup with a long text that wraps over many lines. %.0s' $(seq 60))
    for _ in $(seq "$memory_runs"); do
        stop_service
        "$bin/snack-notify" --duration 0.2 "Hello"
        sleep 6
        local pid before; pid=$(service_pid); before=$(kilobytes "$pid" Rss)
        for n in $(seq 20); do "$bin/snack-notify" --duration 1 --id "burst$n" "Burst $n" "$text $n"; done
        for _ in $(seq 100); do
            [ -z "$(xdotool search --name '^snackbar: ' 2>/dev/null)" ] && break
            sleep 0.1
        done
        sleep 6
        echo "$before $(kilobytes "$pid" Rss)"
    done
    stop_service
}
column_median() { awk -v c="$1" '{ print $c }' | median; }
"$here/floor-memory.sh" "$work/gtk-floor" "$memory_runs" > "$work/floor-memory"
"$here/floor-memory.sh" "$work/swift-floor" "$memory_runs" > "$work/swift-floor-memory"
dunst_memory > "$work/dunst-memory"
service_memory > "$work/service-memory"
service_after_burst > "$work/burst"
"$bin/snack-bench" latency > "$work/latency"
"$work/window-floor" > "$work/window-floor.txt"
"$bin/snack-bench-gtk4" > "$work/gtk4"
"$bin/snack-bench" frames > "$work/frames"

floor=$(column 1 "$work/cold-rounds") frame=$(column 2 "$work/cold-rounds") frame_gtk=$(column 3 "$work/cold-rounds")
cold=$(column 4 "$work/cold-rounds") dunst=$(column 1 "$work/warm-rounds") warm=$(column 2 "$work/warm-rounds")
server=$(column 2 "$work/server-rounds") server_dunst=$(column 1 "$work/server-rounds")
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
swift_floor_rss=$(column_median 1 < "$work/swift-floor-memory")
floor_rss=$(column_median 1 < "$work/floor-memory") floor_dirty=$(column_median 2 < "$work/floor-memory")
dunst_rss=$(column_median 1 < "$work/dunst-memory")
rss=$(column_median 1 < "$work/service-memory") dirty=$(column_median 2 < "$work/service-memory")
burst_growth=$(awk '{ print $2 - $1 }' "$work/burst" | median)
# The number after word $1 on the line of $2 matching $3.
after() { awk -v word="$1" -v pattern="$3" '$0 ~ pattern { for (i = 1; i < NF; i++) if ($i == word) print $(i + 1) }' "$2"; }
p99=$(after p99 "$work/latency" 'visible=20  ') settled_p99=$(after p99 "$work/latency" 'visible=20 settled')
window_p99=$(after p99 "$work/window-floor.txt" 'C GTK window')
gtk4_p99=$(after p99 "$work/gtk4" 'gtk4 add→mapped') label_p99=$(after p99 "$work/gtk4" 'bare label add→mapped')
gtk4_painted=$(after p99 "$work/gtk4" 'gtk4 add→painted') label_painted=$(after p99 "$work/gtk4" 'bare label add→painted')
frame_max=$(after max "$work/frames" 'gtk frames') frame_p99=$(after p99 "$work/frames" 'gtk frames')
frames_over=$(awk '/gtk frames/ { sub(/.*over 20 ms: /, ""); print }' "$work/frames")
printf 'figure                                   median      anchor                       ratio   goal\n'
printf 'snack-notify cold (start → mapped)       %6s ms   C GTK 3 popup %6s ms       %s×   ≤ 0.8×\n' "$cold" "$floor" "$(ratio_of_rounds 4 1 "$work/cold-rounds")"
printf '  a first frame without GTK              %6s ms   C GTK 3 popup %6s ms       %s×   (first-frame.c; with GTK'"'"'s libraries loaded, not started: %s ms, %s×)\n' "$frame" "$floor" "$(ratio_of_rounds 2 1 "$work/cold-rounds")" "$frame_gtk" "$(ratio_of_rounds 3 1 "$work/cold-rounds")"
printf 'snack-notify warm (start → mapped)       %6s ms   notify-send → dunst %6s ms %s×   ≤ 0.5×\n' "$warm" "$dunst" "$(ratio_of_rounds 2 1 "$work/warm-rounds")"
printf 'notify-send → our notification server    %6s ms   notify-send → dunst %6s ms %s×   ≤ 1.0×\n' "$server" "$server_dunst" "$(ratio_of_rounds 2 1 "$work/server-rounds")"
printf 'service RSS, 3 popups up                 %6s MB   C GTK 3 window %6s MB      %s×   ≤ 1.1×\n' "$(mb "$rss")" "$(mb "$floor_rss")" "$(ratio "$rss" "$floor_rss")"
printf '                                                      dunst %6s MB               %s×   ≤ %s× (1.1 × the window)\n' "$(mb "$dunst_rss")" "$(ratio "$rss" "$dunst_rss")" "$(awk -v f="$floor_rss" -v d="$dunst_rss" 'BEGIN { printf "%.2f", 1.1 * f / d }')"
printf '  the same window from Swift             %6s MB   C GTK 3 window %6s MB      %s×   (swift-floor.swift: what the Swift runtime keeps)\n' "$(mb "$swift_floor_rss")" "$(mb "$floor_rss")" "$(ratio "$swift_floor_rss" "$floor_rss")"
printf 'service private dirty, 3 popups up       %6s MB   C GTK 3 window %6s MB      %s×   ≤ 6 MB\n' "$(mb "$dirty")" "$(mb "$floor_dirty")" "$(ratio "$dirty" "$floor_dirty")"
printf 'in-app add → mapped p99, 20 visible      %6s ms   C GTK 3 window %6s ms      %s×   ≤ 5 ms (each add after the last remove; once the stack closed up: %s ms)\n' "$p99" "$window_p99" "$(ratio "$p99" "$window_p99")" "$settled_p99"
printf '  GTK 4 overlay, 20 visible              %6s ms   GtkLabel added %6s ms      —       ≤ 5 ms (to the next frame: %s ms, the label %s ms)\n' "$gtk4_p99" "$label_p99" "$gtk4_painted" "$label_painted"
printf 'worst frame, 10 snacks stacking          %6s ms   one frame  16.7 ms           %s×   none over 20 ms (p99 %s ms; over 20 ms: %s)\n' "$frame_max" "$(ratio "$frame_max" 16.7)" "$frame_p99" "${frames_over:-?}"
printf 'service RSS growth after a closed burst  %6s MB   —                                    ≤ 5 MB\n' "$(mb "$burst_growth")"
printf '(start → mapped: medians of %d rounds, the cold call, its anchors and the first frames in turns, the warm call and dunst in turns, then our server (on a bus of its own) and dunst in turns; ratios: the median of the rounds'"'"' ratios; memory: median of %d runs)\n' "$runs" "$memory_runs"
