#!/usr/bin/env bash
# Writes Resources/snack-notifyd.order: the functions of the Swift runtime and of ours that the popup service
# runs (start, three popups, a fourth once they went), in the order callgrind first lists them. `make
# notify-static` links the service with it (lld --symbol-ordering-file): those functions then sit together
# at the front of its code instead of across the 5 MB of the statically linked runtime, and the service's
# resident memory counts the pages it runs, not every page near one function it ran. Run it again after
# a toolchain update or a large change: a name that no longer exists is skipped, a new function is only
# left out of the order.
# Usage: make notify-static, then xvfb-run -a dbus-run-session -- scripts/order-file/generate.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
out=${ORDER_FILE:-$here/../../Resources/snack-notifyd.order}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
service=$(readlink -f "$bin/snack-notifyd")

cat > "$work/service.sh" <<WRAP
#!/bin/sh
exec valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/callgrind.out" "$service" "\$@" 2>"$work/valgrind.log"
WRAP
chmod +x "$work/service.sh"
service_pid() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }' || true
}
export SNACK_NOTIFYD=$work/service.sh SNACK_NOTIFY_TIMEOUT=120
for n in 1 2 3; do "$bin/snack-notify" --duration 2 --id "o$n" "Hello $n" "A popup's message"; done
# Each call returned once its popup was mapped; the fourth comes after the first three went.
until [ -z "$(xdotool search --onlyvisible --name '^snackbar: ' 2>/dev/null)" ]; do sleep 0.2; done
"$bin/snack-notify" --duration 1 --id o4 "Hello again"
until [ -z "$(xdotool search --onlyvisible --name '^snackbar: ' 2>/dev/null)" ]; do sleep 0.2; done
pid=$(service_pid)
kill "$pid"
while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done

# callgrind names each object (ob=, cob=) and function (fn=, cfn=) once, by "(id) name", then by "(id)":
# every function listed under the service's own object ran.
awk -v object="$service" '
    function name(table, text,    id) {
        id = substr(text, 1, index(text, ")"))
        if (index(text, ") ")) table[id] = substr(text, index(text, ") ") + 2)
        return table[id]
    }
    /^ob=/  { current = name(objects, substr($0, 4)); called = ""; next }
    /^cob=/ { called = name(objects, substr($0, 5)); next }
    /^fn=/  { f = name(functions, substr($0, 4)); if (current == object && !(f in seen)) { seen[f]; print f }; called = ""; next }
    /^cfn=/ { f = name(functions, substr($0, 5)); where = called != "" ? called : current
              if (where == object && !(f in seen)) { seen[f]; print f }; next }
' "$work/callgrind.out" > "$out.tmp"
mv "$out.tmp" "$out"
echo "order-file: $(wc -l < "$out") functions in $out"
