#!/usr/bin/env bash
# The floor's memory: RSS and private dirty (KiB) of gtk-floor.c's program (one undecorated window with one
# label, GL off as the service has it) once its window is mapped, one "rss dirty" line a run: what no GTK 3
# program keeps less of. run.sh prints the service's memory as a ratio to it.
# Usage, on a display: floor-memory.sh GTK_FLOOR_PROGRAM [RUNS]
set -euo pipefail
program=$1
runs=${2:-3}
kilobytes() { awk -v field="$2:" '$1 == field { print $2 }' "/proc/$1/smaps_rollup"; }
for _ in $(seq "$runs"); do
    GDK_GL=disable "$program" & pid=$!
    mapped=
    for _ in $(seq 200); do
        if [ -n "$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null)" ]; then mapped=1; break; fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    if [ -z "$mapped" ]; then
        kill -KILL "$pid" 2>/dev/null || true
        echo "floor-memory: $program mapped no window" >&2
        exit 1
    fi
    # Its first frame drawn, as the service's popups have theirs when they are measured.
    sleep 0.5
    echo "$(kilobytes "$pid" Rss) $(kilobytes "$pid" Private_Dirty)"
    # SIGKILL: a program started with SIGTERM blocked (as a test runner's threads have it) ignores SIGTERM.
    kill -KILL "$pid"; wait "$pid" 2>/dev/null || true
done
