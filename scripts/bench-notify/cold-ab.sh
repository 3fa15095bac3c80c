#!/usr/bin/env bash
# Cold snack-notify of two builds side by side: process start → popup mapped, runs alternating floor, A, B
# (each cold run with no service left), so a drift of the machine's load hits all three alike. Prints the
# medians, the quartiles and each build's median of its per-round ratios to the C GTK floor (see run.sh).
#   scripts/bench-notify/cold-ab.sh DIR_A DIR_B   (each DIR holds snack-notify and snack-notifyd; RUNS=41)
# Run on a private display and bus:
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- scripts/bench-notify/cold-ab.sh A B
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: cold-ab.sh DIR_A DIR_B" >&2; exit 64; }
a=$1 b=$2 runs=${RUNS:-41}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/map-watch" "$here/map-watch.c" -lX11
cc -O2 -o "$work/gtk-floor" "$here/gtk-floor.c" $(pkg-config --cflags --libs gtk+-3.0)

. "$here/service.sh"
cold() { stop_service; sleep 0.15; "$work/map-watch" "$1/snack-notify" --duration 0.2 Hello; }

# One unmeasured round: the accessibility bus gets started, the binaries get into the page cache.
"$work/map-watch" "$work/gtk-floor" > /dev/null; cold "$a" > /dev/null; cold "$b" > /dev/null
for _ in $(seq "$runs"); do
    sleep 0.15
    echo "$("$work/map-watch" "$work/gtk-floor") $(cold "$a") $(cold "$b")"
done > "$work/rounds"
stop_service
awk '{ print $1 }' "$work/rounds" | sort -n > "$work/floor"
awk '{ print $2 }' "$work/rounds" | sort -n > "$work/a"
awk '{ print $3 }' "$work/rounds" | sort -n > "$work/b"
awk '{ print $2 / $1 }' "$work/rounds" | sort -n > "$work/ratio-a"
awk '{ print $3 / $1 }' "$work/rounds" | sort -n > "$work/ratio-b"
# The value at fraction $2 of the sorted file $1 (0.5: the median).
at() { awk -v f="$2" '{ v[NR] = $1 } END { i = f * (NR - 1) + 1; j = int(i); printf "%.2f", v[j] + (i - j) * (v[j + 1] - v[j]) }' "$1"; }
printf 'cold, %d rounds     p25      median   p75      median ratio to the floor\n' "$runs"
for name in floor a b; do
    ratio="—"; [ "$name" != floor ] && ratio="$(at "$work/ratio-$name" 0.5)×"
    printf '%-18s %6s ms %6s ms %6s ms %s\n' "$name" "$(at "$work/$name" 0.25)" "$(at "$work/$name" 0.5)" "$(at "$work/$name" 0.75)" "$ratio"
done
