#!/usr/bin/env bash
# The in-app add → mapped with 20 snacks up of two builds side by side, in alternating rounds with the anchors
# (a bare C GTK 3 window, window-floor.c; a GtkLabel added in snack-bench-gtk4's own window), so a drift of the
# machine's load hits all of them alike. Each round runs `snack-bench latency` and `snack-bench-gtk4` of A and
# B, their order turning each round. Prints each figure's median over the rounds of its p50 and p99, and the
# load at the start and end.
#   scripts/bench-notify/inapp-ab.sh DIR_A DIR_B   (each DIR holds snack-bench and snack-bench-gtk4; ROUNDS=5)
# Run on a private display and bus, tall enough for 21 snacks whole in one corner (12 fit on 800 px):
#   xvfb-run -a -s "-screen 0 1280x1600x24 -noreset" dbus-run-session -- scripts/bench-notify/inapp-ab.sh A B
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: inapp-ab.sh DIR_A DIR_B" >&2; exit 64; }
a=$1 b=$2 rounds=${ROUNDS:-5}
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "inapp-ab.sh: ROUNDS '$rounds' is not a number of rounds (1 or more)" >&2; exit 64; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/window-floor" "$here/window-floor.c" $(pkg-config --cflags --libs gtk+-3.0)

echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="a b"; else order="b a"; fi
    for name in $order; do
        dir=$a; [ "$name" = b ] && dir=$b
        "$dir/snack-bench" latency | sed -n "s/^gtk add→mapped  visible=20  p50 \([0-9.]*\) ms  p99 \([0-9.]*\) ms.*/$name-gtk3 \1 \2/p"
    done
    "$work/window-floor" | sed -n 's/.*p50 \([0-9.]*\) ms  p99 \([0-9.]*\) ms/window \1 \2/p'
    for name in $order; do
        dir=$a; [ "$name" = b ] && dir=$b
        out=$("$dir/snack-bench-gtk4")
        echo "$out" | sed -n "s/^gtk4 add→mapped  visible=20  p50 \([0-9.]*\) ms  p99 \([0-9.]*\) ms.*/$name-gtk4 \1 \2/p"
        echo "$out" | sed -n "s/^gtk4 bare label add→mapped  p50 \([0-9.]*\) ms  p99 \([0-9.]*\) ms/$name-label \1 \2/p"
    done
done > "$work/rounds"
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
# The median of column $2 of the rows named $1.
median() { awk -v n="$1" -v c="$2" '$1 == n { print $c }' "$work/rounds" | sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) { print "—"; exit } i = (NR + 1) / 2; j = int(i); printf "%.2f", (v[j] + v[j + (i > j)]) / 2 }'; }
# Every round's p99 of the rows named $1, in order.
each() { awk -v n="$1" '$1 == n { printf "%s%s", sep, $3; sep = " " }' "$work/rounds"; }
printf 'add → mapped, 20 up, %d rounds   median p50   median p99   each round'"'"'s p99\n' "$rounds"
for name in a-gtk3 b-gtk3 window a-gtk4 b-gtk4 a-label b-label; do
    printf '%-30s %7s ms  %7s ms   %s\n' "$name" "$(median "$name" 2)" "$(median "$name" 3)" "$(each "$name")"
done
