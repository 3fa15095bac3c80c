#!/usr/bin/env bash
# Links the Swift runtime's shared libraries that `make install` ships, from the toolchain's static archives,
# into OUT_DIR: each with the SONAME, the exported symbols and the $ORIGIN RUNPATH of the toolchain's own, so
# every program and library built against the toolchain loads them unchanged. What differs is the layout:
#   - lld places the functions the popup service runs (ORDER, one symbol a line, as
#     scripts/order-file/generate.sh writes it) together at the front of each library's code. The kernel maps
#     a touched code page with its neighbours (fault-around), so the toolchain's layout, with those functions
#     spread over the whole of libswiftCore's code, keeps most of that code resident. A function lld cannot
#     move is one the compiler put in a section with others (the 1.6 MB of Swift.o's own .text).
#   - the C++ library the runtime calls is linked in, its symbols hidden (--exclude-libs): a program of ours
#     maps no libstdc++.so.6 (1 MB resident in the service).
#   - relative relocations are packed (DT_RELR): fewer pages read and written at each start.
# With EXPORTS (one name a line), each library exports only the names of it listed there instead of every one
# the toolchain's exports: what scripts/runtime/install.sh links for an install, whose programs and libraries
# import a few hundred of libswiftCore's 14 500 names. The symbol tables left out are pages the loader reads.
# LIBRARY… names the libraries to link (libswiftCore.so …; every one by default).
# Usage: scripts/runtime/link.sh OUT_DIR ORDER [EXPORTS [LIBRARY…]]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: link.sh OUT_DIR ORDER [EXPORTS [LIBRARY…]]" >&2; exit 64; }
out=$1 order=$2 exports=${3:-}
shift $(($# < 3 ? $# : 3))
only=" $* "
[ -r "$order" ] || { echo "link.sh: no order file $order (one symbol a line)" >&2; exit 66; }
[ -z "$exports" ] || [ -r "$exports" ] || { echo "link.sh: no list of exported names $exports (one a line)" >&2; exit 66; }
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
archives=$toolchain/lib/swift_static/linux
shared=$toolchain/lib/swift/linux
cxx=$(clang -print-file-name=libstdc++.a)
[ -f "$cxx" ] || { echo "link.sh: clang finds no libstdc++.a (the C++ library's static archive)" >&2; exit 69; }
mkdir -p "$out"
names() { nm -D "$@" | awk '{ sub(/@.*/, "", $NF); print $NF }' | sort -u; }

# link NAME ARCHIVE SWIFT DEPENDENCY…: lib NAME.so from ARCHIVE (the whole of it), with the section
# registration object when SWIFT is 1 (the runtime finds a Swift library's types and conformances through
# the sections swiftrt.o names), linked against the libraries already written here. The runtime's threading
# functions are hidden in libswiftCore (the toolchain links a copy into each library that calls them): a
# library depending on it takes the ones it calls from libswiftCore's archive, hidden too.
link() {
    local name=$1 archive=$2 swift=$3; shift 3
    local registration=() dependencies=() exported=()
    [ "$only" = "  " ] || [[ $only == *" $name.so "* ]] || return 0
    if [ -n "$exports" ]; then
        # The listed names this library defines (a version script naming an undefined one fails the link).
        comm -12 <(sort -u "$exports") <(names --defined-only "$shared/$name.so") \
            | awk 'BEGIN { print "{ global:" } { print "  \"" $0 "\";" } END { print "  local: *;\n};" }' > "$out/$name.exports"
        exported=(-Wl,--version-script="$out/$name.exports")
    fi
    [ "$swift" = 1 ] && registration=("$archives/x86_64/swiftrt.o")
    for dependency in "$@"; do dependencies+=("$out/lib$dependency.so"); done
    [[ " $* " == *" swiftCore "* ]] && dependencies+=("$archives/libswiftCore.a" -Wl,--exclude-libs,libswiftCore.a)
    clang -shared -fuse-ld=lld -o "$out/$name.so.$$.tmp" -Wl,-soname,"$name.so" \
        "${registration[@]}" "${exported[@]}" -Wl,--whole-archive "$archives/$archive" -Wl,--no-whole-archive \
        "${dependencies[@]}" "$cxx" -Wl,--exclude-libs,libstdc++.a -lm -ldl -lpthread \
        -Wl,--symbol-ordering-file="$order" -Wl,--no-warn-symbol-ordering \
        -Wl,-z,defs -Wl,-z,pack-relative-relocs -Wl,-z,relro,-z,now -Wl,--build-id -Wl,-rpath,'$ORIGIN'
    mv -f "$out/$name.so.$$.tmp" "$out/$name.so"
}
link libBlocksRuntime libBlocksRuntime.a 0
link libswiftCore libswiftCore.a 1
# libdispatch's archive hides its API (built for a static link), so its shared library is the toolchain's,
# less the link to libstdc++.so.6, of which it uses nothing: it exports all it did.
if [ -n "$(comm -12 <(names --undefined-only "$shared/libdispatch.so") <(names --defined-only "$(clang -print-file-name=libstdc++.so.6)"))" ]; then
    echo "link.sh: the toolchain's libdispatch.so calls into the C++ library" >&2
    exit 1
fi
if [ "$only" = "  " ] || [[ $only == *" libdispatch.so "* ]]; then
    install -m 755 "$shared/libdispatch.so" "$out/libdispatch.so.$$.tmp"
    patchelf --remove-needed libstdc++.so.6 "$out/libdispatch.so.$$.tmp"
    mv -f "$out/libdispatch.so.$$.tmp" "$out/libdispatch.so"
fi
link libswiftGlibc libswiftGlibc.a 1 swiftCore
link libswift_Builtin_float libswift_Builtin_float.a 1 swiftCore
link libswiftSynchronization libswiftSynchronization.a 1 swiftGlibc swiftCore
link libswift_Concurrency libswift_Concurrency.a 1 dispatch swift_Builtin_float swiftGlibc swiftCore
# What a debug build loads besides (the release build leaves out the regex engine).
link libswiftSwiftOnoneSupport libswiftSwiftOnoneSupport.a 1 swiftCore
link libswift_RegexParser libswift_RegexParser.a 1 swiftGlibc swiftCore
link libswift_StringProcessing libswift_StringProcessing.a 1 swift_RegexParser swiftGlibc swiftCore

# Every symbol the toolchain's library exports (or, with EXPORTS, every listed one of them), this one exports
# too: a program built against the toolchain that imports only those loads with either.
for library in "$out"/*.so; do
    wanted=$(names --defined-only "$shared/$(basename "$library")")
    [ -z "$exports" ] || wanted=$(comm -12 <(sort -u "$exports") - <<< "$wanted")
    missing=$(comm -23 <(printf '%s\n' "$wanted" | sed '/^$/d') <(names --defined-only "$library") \
        | grep -vxE '__bss_start|_edata|_end' || true)
    if [ -n "$missing" ]; then
        echo "link.sh: $(basename "$library") lacks $(wc -l <<< "$missing") of the exported symbols it must have:" >&2
        head -5 <<< "$missing" >&2
        exit 1
    fi
done
