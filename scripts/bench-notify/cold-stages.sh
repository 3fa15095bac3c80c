#!/usr/bin/env bash
# Where a cold snack-notify call's time goes, stage by stage, beside the C GTK floor's own stages: perf
# uprobes (system-wide, filtered by pid) on each program's main, gtk_init_check and its return, the CSS
# files GTK loads, D-Bus calls that block the main thread, gtk_main and XMapWindow, timed on
# CLOCK_MONOTONIC like map-watch's start and its MapNotify (`map-watch -c`). RUNS rounds (9) alternate
# floor, traced cold call and untraced cold call; each stage prints its median, and the untraced medians
# show what the probes cost. Needs root (perf probe) and a perf that can add uprobes; removes its probes.
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- scripts/bench-notify/cold-stages.sh
# BIN_DIR holds snack-notify and snack-notifyd (.build/release by default).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "${BIN_DIR:-$here/../../.build/release}" && pwd)
runs=${RUNS:-9}
work=$(mktemp -d)
group=snackcold$$
trap 'perf probe -q -d "$group:*" 2>/dev/null || true; rm -rf "$work"' EXIT
cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
cc -O2 -o "$work/gtk-floor" "$here/gtk-floor.c" $(pkg-config --cflags --libs gtk+-3.0)
# The path of the shared library $1 (a SONAME) as the loader finds it.
library() { ldconfig -p | awk -v name="$1" '$1 == name && !found { found = 1; print $NF }'; }
gtk=$(library libgtk-3.so.0) gdk=$(library libgdk-3.so.0) x11=$(library libX11.so.6) gio=$(library libgio-2.0.so.0)
bridge=$(library libatk-bridge-2.0.so.0)
# Named cs_*: perf event names are global, and another tracer may hold a plain `map` or `main`.
probe() { perf probe -q -x "$1" -a "$group:cs_$2=$3" > /dev/null; }
. "$here/service.sh"
probe "$bin/snack-notifyd" service_main "$(symbol_offset "$bin/snack-notifyd" '^main$')"
probe "$bin/snack-notifyd" gate "$(symbol_offset "$bin/snack-notifyd" '16AnnouncementGateC4open')"
probe "$work/gtk-floor" floor_main "$(symbol_offset "$work/gtk-floor" '^main$')"
probe "$gtk" gtk_init gtk_init_check
probe "$gtk" gtk_init_end gtk_init_check%return
probe "$gdk" display gdk_display_open
probe "$gdk" display_end gdk_display_open%return
probe "$bridge" bridge atk_bridge_adaptor_init
probe "$bridge" bridge_end atk_bridge_adaptor_init%return
probe "$gtk" css gtk_css_provider_load_from_file
probe "$gtk" css_end gtk_css_provider_load_from_file%return
probe "$gtk" css_data gtk_css_provider_load_from_data
probe "$gtk" css_data_end gtk_css_provider_load_from_data%return
probe "$gio" call_sync g_dbus_connection_call_sync
probe "$gio" call_sync_end g_dbus_connection_call_sync%return
probe "$gtk" window gtk_window_new
probe "$gtk" gtk_main gtk_main
probe "$x11" map XMapWindow

# One traced call: $1 names it in the output files, the rest is the command map-watch runs.
traced() {
    local name=$1; shift
    perf record -q -k CLOCK_MONOTONIC -a -e "$group:*" -e sched:sched_process_exec -o "$work/perf.data" -- \
        "$work/map-watch" -c "$@" > "$work/watch" 2> /dev/null
    perf script -i "$work/perf.data" -F comm,pid,tid,time,event 2> /dev/null | tee -a "$work/raw.$name" |
        awk -v watch="$(cat "$work/watch")" -v kind="$name" -f "$here/cold-stages.awk"
}
cold() { stop_service; sleep 0.15; "$@"; }
cold "$work/map-watch" "$bin/snack-notify" --duration 0.2 warmup > /dev/null
for _ in $(seq "$runs"); do
    sleep 0.15
    traced floor "$work/gtk-floor" >> "$work/floor"
    cold traced snack "$bin/snack-notify" --duration 0.2 Hello >> "$work/snack"
    cold "$work/map-watch" "$bin/snack-notify" --duration 0.2 Hello >> "$work/plain"
    "$work/map-watch" "$work/gtk-floor" >> "$work/plain-floor"
done
stop_service
median() { sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m }'; }
# The median of stage $2 (the lines "stage ms" of file $1), or — when no run had it.
stage() {
    local values; values=$(awk -v s="$2" -F '\t' '$1 == s { print $2 }' "$1")
    if [ -n "$values" ]; then median <<< "$values"; else echo "—"; fi
}
[ -n "${KEEP_RAW:-}" ] && cp "$work"/raw.* "$KEEP_RAW"/
printf 'cold call, start → mapped, by stage (median of %d traced runs; load %s)\n' "$runs" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-66s %10s %10s\n' stage "C floor" snack-notify
while IFS= read -r name; do
    printf '%-66s %7s ms %7s ms\n' "$name" "$(stage "$work/floor" "$name")" "$(stage "$work/snack" "$name")"
done < <(cut -f1 "$work/snack" "$work/floor" | awk '!seen[$0]++')
printf '%-66s %7s ms %7s ms\n' "untraced, start → mapped (the same rounds)" "$(median < "$work/plain-floor")" "$(median < "$work/plain")"
