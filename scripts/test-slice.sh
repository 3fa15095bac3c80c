#!/usr/bin/env bash
# Prints a `swift test --filter` / `--skip` pattern naming every suite whose @Suite line carries one of the
# given tags (Tests/SnackbarTestTags), read from the test sources: the tags are the one list of what a
# suite needs.
# Usage: scripts/test-slice.sh TAG [TAG…]   e.g. scripts/test-slice.sh display compositor
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: $0 TAG [TAG…] (display, sessionBus, compositor, screenReader, install)" >&2; exit 2; }
tags=$(IFS='|'; echo "$*")
suites=$(find Tests -name '*.swift' -print0 | xargs -0 awk -v tags="$tags" '
    /@Suite\(/ && match($0, /\.tags\([^)]*\)/) {
        list = substr($0, RSTART, RLENGTH)
        if (list ~ "\\.(" tags ")[,)]") wanted = 1
    }
    # A suite run against its own compositor (`.compositor(.sway)`) needs one, tagged or not.
    /^[ \t]*@Suite\(.*\.compositor\(\./ && "compositor" ~ "^(" tags ")$" { wanted = 1 }
    wanted && match($0, /(struct|class|enum|actor) [A-Za-z0-9_]+/) {
        split(substr($0, RSTART, RLENGTH), words, " "); print words[2]; wanted = 0
    }' | sort -u | paste -sd '|')
[ -n "$suites" ] || { echo "test-slice: no suite is tagged $*" >&2; exit 1; }
echo "[./]($suites)/"
