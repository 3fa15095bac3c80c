#!/usr/bin/env bash
# Checks an installed runtime: every name an importer takes from the Swift runtime (a name one of FULL_RUNTIME's
# libraries defines, FULL_RUNTIME being scripts/runtime/link.sh's link exporting all) is exported by one of the
# libraries in RUNTIME_DIR. The runtime libraries there are importers too. Fails naming each importer and the
# first name it lacks.
# Usage: scripts/runtime/check-imports.sh FULL_RUNTIME RUNTIME_DIR IMPORTER…
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: check-imports.sh FULL_RUNTIME RUNTIME_DIR IMPORTER…" >&2; exit 64; }
full=$1 runtime_dir=$2
shift 2
names() { nm -D "$@" 2>/dev/null | awk 'NF >= 2 && !/:$/ { sub(/@.*/, "", $NF); print $NF }' | sort -u; }
libraries=()
for file in "$runtime_dir"/lib*.so; do [ -f "$file" ] && [ -f "$full/${file##*/}" ] && libraries+=("${file##*/}"); done
[ ${#libraries[@]} -gt 0 ] || { echo "check-imports.sh: no runtime library in $runtime_dir" >&2; exit 66; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names --defined-only "${libraries[@]/#/$full/}" > "$work/runtime"
names --defined-only "${libraries[@]/#/$runtime_dir/}" > "$work/exported"
failed=0
for file in "$@" "${libraries[@]/#/$runtime_dir/}"; do
    [ -f "$file" ] || continue
    missing=$(names --undefined-only "$file" | comm -12 - "$work/runtime" | comm -23 - "$work/exported")
    if [ -n "$missing" ]; then
        count=$(wc -l <<< "$missing")
        echo "check-imports.sh: $file imports $(head -1 <<< "$missing")$( ((count > 1)) && echo " and $((count - 1)) more names"), which no library in $runtime_dir exports" >&2
        failed=1
    fi
done
exit $failed
