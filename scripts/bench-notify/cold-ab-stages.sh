#!/usr/bin/env bash
# The service's start, stage by stage, of two builds side by side: cold snack-notify calls (no service left
# running) in RUNS rounds (15), each round both builds, the first of them swapped every round, traced with
# perf uprobes on each service's main and AnnouncementGate opening, GTK's gtk_init_check, gdk_display_open,
# gtk_main, gtk_window_new and XMapWindow; prints each stage's median per build. Needs root (perf probe);
# removes its probes. For a change to the service's start, where cold-ab.sh's whole call is too noisy.
#   scripts/bench-notify/cold-ab-stages.sh DIR_A DIR_B   (each DIR holds snack-notify and snack-notifyd)
# Run on a private display and bus:
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- scripts/bench-notify/cold-ab-stages.sh A B
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: cold-ab-stages.sh DIR_A DIR_B" >&2; exit 64; }
a=$(cd "$1" && pwd) b=$(cd "$2" && pwd) runs=${RUNS:-15}
work=$(mktemp -d)
group=snackab$$
trap 'perf probe -q -d "$group:*" 2>/dev/null || true; rm -rf "$work"' EXIT
cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
library() { ldconfig -p | awk -v name="$1" '$1 == name && !found { found = 1; print $NF }'; }
gtk=$(library libgtk-3.so.0) gdk=$(library libgdk-3.so.0) x11=$(library libX11.so.6)
# Named ab_*: perf event names are global, and another tracer may hold a plain `map` or `main`.
probe() { perf probe -q -x "$1" -a "$group:ab_$2=$3" > /dev/null; }
. "$here/service.sh"
for side in a b; do
    program=$([ "$side" = a ] && echo "$a" || echo "$b")/snack-notifyd
    probe "$program" "main_$side" "$(symbol_offset "$program" '^main$')"
    probe "$program" "gate_$side" "$(symbol_offset "$program" '16AnnouncementGateC4open')"
done
probe "$gtk" gtk_init gtk_init_check
probe "$gtk" gtk_init_end gtk_init_check%return
probe "$gdk" display gdk_display_open
probe "$gdk" display_end gdk_display_open%return
probe "$gtk" gtk_main gtk_main
probe "$gtk" window gtk_window_new
probe "$x11" map XMapWindow

no_idle_hold "$work/config"
# One traced cold call of build $1 (a or b) from directory $2: a "build<TAB>stage<TAB>ms" line per stage.
traced() {
    stop_service
    sleep 0.15
    perf record -q -k CLOCK_MONOTONIC -a -e "$group:*" -o "$work/perf.data" -- \
        "$work/map-watch" -c "$2/snack-notify" --duration 0.2 Hello > "$work/watch" 2> /dev/null
    perf script -i "$work/perf.data" -F comm,pid,tid,time,event 2> /dev/null | awk -v build="$1" -v watch="$(cat "$work/watch")" '
        BEGIN { split(watch, w, " "); start = w[2]; mapped = w[3] }
        $1 != "snack-notifyd" { next }
        {
            split($2, p, "/"); if (p[1] != p[2]) next
            t = $3; sub(/:$/, "", t); t *= 1000
            e = $4; sub(/^[^:]*:ab_/, "", e); sub(/:$/, "", e); sub(/__return$/, "", e); sub(/_[ab]$/, "", e)
            if (!(e in at)) at[e] = t
        }
        function stage(name, from, to) { if (from != "" && to != "") printf "%s\t%s\t%.2f\n", build, name, to - from }
        END {
            stage("main → gtk_init_check", at["main"], at["gtk_init"])
            stage("gtk_init_check", at["gtk_init"], at["gtk_init_end"])
            stage("  of it, gdk_display_open", at["display"], at["display_end"])
            stage("main → gtk_main", at["main"], at["gtk_main"])
            stage("main → AnnouncementGate open", at["main"], at["gate"])
            stage("main → gtk_window_new", at["main"], at["window"])
            stage("main → XMapWindow", at["main"], at["map"])
            stage("start → mapped (traced)", start, mapped)
        }' >> "$work/stages"
}
# One unmeasured round: the accessibility bus gets started, the binaries get into the page cache.
traced a "$a"; traced b "$b"; rm -f "$work/stages"
for round in $(seq "$runs"); do
    if [ $((round % 2)) -eq 1 ]; then traced a "$a"; traced b "$b"; else traced b "$b"; traced a "$a"; fi
done
stop_service
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) printf "%.1f", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; else printf "—" }'; }
printf 'the service start by stage, %d rounds (load at the end %s), medians\n' "$runs" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-32s %10s %10s\n' stage a b
cut -f2 "$work/stages" | awk '!seen[$0]++' | while IFS= read -r name; do
    value() { awk -F '\t' -v b="$1" -v s="$name" '$1 == b && $2 == s { print $3 }' "$work/stages" | median; }
    printf '%-32s %7s ms %7s ms\n' "$name" "$(value a)" "$(value b)"
done
