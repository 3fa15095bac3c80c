#!/usr/bin/env bash
# Installs the Swift runtime libraries of an install into its private directory (RUNTIME_DIR), each exporting
# exactly the names that the installed programs and libraries and the other runtime libraries import.
# Nothing else finds this directory: only the $ORIGIN RUNPATHs of what the install puts in bin/ and lib/ name
# it. Any other Swift program links the toolchain's runtime, not this one.
#   OWN_RUNTIME  scripts/runtime/link.sh's full link (`make runtime`): the libraries to install, and whose
#                names each defines. The links with fewer exports are kept under OWN_RUNTIME/exports/, one
#                directory a list of names, so an install of the same programs links nothing.
#   IMPORTER     a file the install put in bin/ or lib/ (those missing or loading no shared library are
#                skipped). Give every one the prefix may hold, installed now or before: the runtime serves all.
# Fails, naming the importer and the name, when an importer imports a name of the runtime that the installed
# runtime does not export (scripts/runtime/check-imports.sh).
# Usage: scripts/runtime/install.sh OWN_RUNTIME ORDER RUNTIME_DIR DEBUG_DIR IMPORTER…
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: install.sh OWN_RUNTIME ORDER RUNTIME_DIR DEBUG_DIR IMPORTER…" >&2; exit 64; }
own=$1 order=$2 runtime_dir=$3 debug_dir=$4
shift 4
here=$(dirname "$0")
[ -f "$own/libswiftCore.so" ] || { echo "install.sh: no runtime in $own (make runtime links it)" >&2; exit 66; }

importers=()
for file in "$@"; do
    [ -f "$file" ] && [[ $(readelf -d "$file" 2>/dev/null) == *'(NEEDED)'* ]] && importers+=("$file")
done
[ ${#importers[@]} -gt 0 ] || exit 0

needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p'; }
undefined() { nm -D --undefined-only "$1" | awk 'NF >= 2 { sub(/@.*/, "", $NF); print $NF }' | sort -u; }

# The runtime libraries: what the importers need, what those need, and what the directory already holds
# (an earlier install's, which must keep loading with the libraries linked here).
libraries=()
queue=("${importers[@]}")
for file in "$runtime_dir"/lib*.so; do [ -f "$file" ] && [ -f "$own/${file##*/}" ] && queue+=("$own/${file##*/}"); done
while [ ${#queue[@]} -gt 0 ]; do
    file=${queue[0]} queue=("${queue[@]:1}")
    if [[ $file == "$own"/* ]]; then
        name=${file##*/}
        [[ " ${libraries[*]} " == *" $name "* ]] && continue
        libraries+=("$name")
    fi
    for name in $(needed "$file"); do
        if [ -f "$own/$name" ]; then
            queue+=("$own/$name")
        elif [[ $name =~ ^(libswift|libdispatch|libBlocksRuntime|libFoundation|lib_Foundation) ]]; then
            echo "install.sh: ${file##*/} needs $name, which $own does not hold (scripts/runtime/link.sh links the runtime the install ships)" >&2
            exit 1
        fi
    done
done

# What everything imports, runtime libraries included (their imports are their archives', whatever they export).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for file in "${importers[@]}" "${libraries[@]/#/$own/}"; do undefined "$file"; done | sort -u > "$work/exports"
key=$(sha256sum "$work/exports" | cut -c1-16)
linked=$own/exports/$key
if [ ! -f "$linked/libswiftCore.so" ]; then
    mkdir -p "$own/exports"
    "$here/link.sh" "$work/linked" "$order" "$work/exports" "${libraries[@]}" >&2
    cp "$work/exports" "$work/linked/exports"
    # Another install may have linked the same list meanwhile: either directory serves.
    mv -T "$work/linked" "$linked" 2>/dev/null || [ -f "$linked/libswiftCore.so" ]
fi

mkdir -p "$runtime_dir"
for name in "${libraries[@]}"; do
    "$here/../install-binary.sh" "$linked/$name" "$runtime_dir/$name" 644 '' "$debug_dir"
done
"$here/check-imports.sh" "$own" "$runtime_dir" "${importers[@]}"
