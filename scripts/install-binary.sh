#!/usr/bin/env bash
# Installs one executable or shared library for `make install`: copied, its RUNPATH set (when given and
# the file loads shared libraries), then stripped, its debug information kept apart first.
# Usage: scripts/install-binary.sh SOURCE DESTINATION MODE RUNPATH DEBUG_DIR
#   RUNPATH    '' to leave the file's own
#   DEBUG_DIR  where the debug information goes, as BUILD-ID.debug (GDB's .build-id/xx/rest.debug layout
#              under DEBUG_DIR/.build-id); '' installs the file unstripped (a Debian build strips with dh_strip)
# Files are written under a temporary name and renamed: test suites installing at once never read half a file.
set -euo pipefail
source=$1 destination=$2 mode=$3 runpath=$4 debug_dir=$5
temporary=$destination.$$.tmp
trap 'rm -f "$temporary"' EXIT
install -m "$mode" "$source" "$temporary"
# Each readelf is read whole before it is searched: `readelf | grep -q` under pipefail fails whenever grep
# stops reading before readelf has written everything (SIGPIPE), and the step would be skipped.
if [ -n "$runpath" ] && [[ $(readelf -d "$temporary") == *'(NEEDED)'* ]]; then
    patchelf --set-rpath "$runpath" "$temporary"
fi
if [ -n "$debug_dir" ]; then
    id=$(readelf -n "$temporary" | awk '/Build ID:/ { print $3 }')
    if [ -n "$id" ] && [[ $(readelf -S "$temporary") == *' .debug_info '* ]]; then
        mkdir -p "$debug_dir/.build-id/${id:0:2}"
        debug=$debug_dir/.build-id/${id:0:2}/${id:2}.debug
        objcopy --only-keep-debug --compress-debug-sections "$temporary" "$debug.$$.tmp"
        chmod 644 "$debug.$$.tmp" && mv -f "$debug.$$.tmp" "$debug"
    fi
    strip --strip-unneeded "$temporary"
fi
mv -f "$temporary" "$destination"
