#!/usr/bin/env bash
# Writes Resources/snack-notifyd.order: the functions of the Swift runtime and of ours that the popup service
# runs (start, three popups, a fourth once they went), in the order callgrind first lists them. lld places
# them together at the front of the code (--symbol-ordering-file) in the runtime's shared libraries that
# `make install` ships (scripts/runtime/link.sh) and in `make notify-static`'s service, so that the service's
# resident memory counts the pages it runs, not every page near one function it ran (the kernel maps a
# touched code page with its neighbours). Run it again after a toolchain update or a large change: a name
# that no longer exists is skipped, a new function is only left out of the order.
# Usage: BIN_DIR=DIR xvfb-run -a dbus-run-session -- scripts/order-file/generate.sh, DIR holding snack-notify
# and a snack-notifyd with its symbols (not stripped; its debug information left out, which valgrind cannot
# always read), that loads runtime libraries with their symbols (.build/runtime's) or carries the runtime
# (`make notify-static`'s).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
out=${ORDER_FILE:-$here/../../Resources/snack-notifyd.order}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
service=$(readlink -f "$bin/snack-notifyd")
# A snackbar.conf, as a user with one has (and the memory bench): its parse at start runs string code of the
# runtime that would lie anywhere otherwise. The idle threshold is the default, so the service runs as without.
export XDG_CONFIG_HOME=$work/config
mkdir -p "$XDG_CONFIG_HOME/snackbar"
printf '[server]\nidle-threshold = 120\n' > "$XDG_CONFIG_HOME/snackbar/snackbar.conf"

service_pid() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }' || true
}
# The service starts here under callgrind (G_SLICE set: it would run itself again, and under valgrind
# /proc/self/exe is valgrind's), and the calls find it running: a call that starts the service gives up on
# one as slow to start as callgrind makes it.
G_SLICE=always-malloc valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/callgrind.out" "$service" \
    2>"$work/valgrind.log" &
until [ -n "$(service_pid)" ]; do
    kill -0 $! 2>/dev/null || { echo "generate.sh: the service ended under callgrind:" >&2; tail "$work/valgrind.log" >&2; exit 1; }
    sleep 0.2
done
export SNACK_NOTIFY_TIMEOUT=120
for n in 1 2 3; do "$bin/snack-notify" --duration 2 --id "o$n" "Hello $n" "A popup's message"; done
# Each call returned once its popup was mapped; the fourth comes after the first three went.
until [ -z "$(xdotool search --onlyvisible --name '^snackbar: ' 2>/dev/null)" ]; do sleep 0.2; done
"$bin/snack-notify" --duration 1 --id o4 "Hello again"
until [ -z "$(xdotool search --onlyvisible --name '^snackbar: ' 2>/dev/null)" ]; do sleep 0.2; done
pid=$(service_pid)
kill "$pid"
while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done

# callgrind names each object (ob=, cob=) and function (fn=, cfn=) once, by "(id) name", then by "(id)":
# every function listed under the service's own object ran, or under one of the Swift runtime's shared
# libraries (a service linked with the shared runtime: scripts/runtime/link.sh orders them with this file).
awk -v object="$service" '
    function name(table, text,    id) {
        id = substr(text, 1, index(text, ")"))
        if (index(text, ") ")) table[id] = substr(text, index(text, ") ") + 2)
        return table[id]
    }
    function ours(path) { return path == object || path ~ /\/lib(swift[^\/]*|dispatch|BlocksRuntime)\.so$/ }
    /^ob=/  { current = name(objects, substr($0, 4)); called = ""; next }
    /^cob=/ { called = name(objects, substr($0, 5)); next }
    /^fn=/  { f = name(functions, substr($0, 4)); if (ours(current) && !(f in seen)) { seen[f]; print f }; called = ""; next }
    /^cfn=/ { f = name(functions, substr($0, 5)); where = called != "" ? called : current
              if (ours(where) && !(f in seen)) { seen[f]; print f }; next }
' "$work/callgrind.out" > "$out.tmp"
mv "$out.tmp" "$out"
echo "order-file: $(wc -l < "$out") functions in $out"
