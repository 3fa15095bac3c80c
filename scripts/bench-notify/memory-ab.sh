#!/usr/bin/env bash
# The popup service's memory in two builds side by side: RSS with 3 popups up, in rounds alternating the C
# GTK 3 floor (floor-memory.sh), A and B, so that whatever the machine does meanwhile hits all three alike.
# Prints each one's median RSS and private dirty, each build's median ratio to the floor, and the resident
# kilobytes of each file mapped (code and data of a library, a font) in A's and B's last round.
#   scripts/bench-notify/memory-ab.sh DIR_A DIR_B   (each DIR holds snack-notify and snack-notifyd; RUNS=5)
# Run on a private display and bus:
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- scripts/bench-notify/memory-ab.sh A B
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: memory-ab.sh DIR_A DIR_B" >&2; exit 64; }
a=$1 b=$2 runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/gtk-floor" "$here/gtk-floor.c" $(pkg-config --cflags --libs gtk+-3.0)

. "$here/service.sh"
no_idle_hold "$work/config"
# service DIR NAME: "rss dirty" of DIR's service with 3 popups up; its resident KiB per file into NAME.files.
service() {
    stop_service
    for n in 1 2 3; do "$1/snack-notify" --duration 30 --id "m$n" "Hello $n"; done
    popups_mapped 3 || { echo "memory-ab: $1's 3 popups did not map" >&2; exit 1; }
    local pid; pid=$(service_pid)
    awk '/^[0-9a-f]+-[0-9a-f]+ / { file = NF >= 6 ? $6 : "[anonymous]" } $1 == "Rss:" { kb[file] += $2 }
        END { for (f in kb) if (kb[f] > 0) print kb[f], f }' "/proc/$pid/smaps" | sort -rn > "$work/$2.files"
    echo "$(kilobytes "$pid" Rss) $(kilobytes "$pid" Private_Dirty)"
    stop_service
}

# One unmeasured round: the accessibility bus gets started, the binaries get into the page cache.
"$here/floor-memory.sh" "$work/gtk-floor" 1 > /dev/null; service "$a" a > /dev/null; service "$b" b > /dev/null
for _ in $(seq "$runs"); do
    echo "$("$here/floor-memory.sh" "$work/gtk-floor" 1) $(service "$a" a) $(service "$b" b)"
done > "$work/rounds"
median() { sort -n | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f", m }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
printf 'memory, %d rounds   RSS        private dirty   median ratio to the floor\n' "$runs"
column=1
for name in floor a b; do
    rss=$(awk -v c=$column '{ print $c }' "$work/rounds" | median)
    dirty=$(awk -v c=$((column + 1)) '{ print $c }' "$work/rounds" | median)
    ratio="—"; [ "$name" != floor ] && ratio="$(awk -v c=$column '{ print $c / $1 }' "$work/rounds" | median)×"
    printf '%-18s %6s MB  %6s MB       %s\n' "$name" "$(mb "$rss")" "$(mb "$dirty")" "$ratio"
    column=$((column + 2))
done
for name in a b; do
    printf '\n%s, resident KiB per file (last round, over 100 KiB):\n' "$name"
    awk '$1 > 100' "$work/$name.files"
done
