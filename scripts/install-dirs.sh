#!/usr/bin/env bash
# Makes the directories `make install` writes to and records those it had to create, so that `make uninstall`
# removes them and no other (a directory that was there before, /usr/local/bin, stays).
# Usage: scripts/install-dirs.sh ROOT RECORD_DIR DIR...   (ROOT: DESTDIR/PREFIX; the others relative to it)
# The record is RECORD_DIR/created-directories (made first), one directory a line relative to ROOT ('.' for ROOT).
set -euo pipefail
root=$1 record_dir=$2; shift 2
created=()
for dir in "$record_dir" "$@"; do
    path=$root/$dir
    while [ ! -d "$path" ]; do
        created+=("$(realpath -m --relative-to="$root" "$path")")
        [ "$path" = "$root" ] && break
        path=$(dirname "$path")
    done
    mkdir -p "$root/$dir"
done
[ ${#created[@]} -eq 0 ] || printf '%s\n' "${created[@]}" >> "$root/$record_dir/created-directories"
