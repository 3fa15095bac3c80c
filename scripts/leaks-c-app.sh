#!/usr/bin/env bash
# valgrind over the C example: installs the debug library into a temporary prefix, builds
# Examples/c-app with meson against it, runs it until its snack times out (10 s) and prints the leak
# summary. Run under a display: `make leaks` does it on a private Xvfb. Fails unless 0 bytes are
# definitely lost.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make --no-print-directory install-files PREFIX="$work/prefix" BIN_DIR=.build/debug > /dev/null
PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig" meson setup "$work/build" Examples/c-app > /dev/null
ninja -C "$work/build" > /dev/null
G_SLICE=always-malloc G_DEBUG=gc-friendly valgrind --leak-check=full --show-leak-kinds=definite \
    --num-callers=40 --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
    --suppressions=/usr/share/gtk-3.0/valgrind/gtk.supp --suppressions=Resources/valgrind/snackbar.supp \
    --log-file=.build/leaks-c-app.txt "$work/build/c-app" || true
grep -A20 "definitely lost in loss record" .build/leaks-c-app.txt || true
echo "c-app: $(grep "definitely lost:" .build/leaks-c-app.txt | sed 's/^==[0-9]*== *//')"
grep -q "definitely lost: 0 bytes" .build/leaks-c-app.txt
