#!/usr/bin/env bash
# The notification server's memory over a long session, beside dunst's in the same run: PHASES phases of
# COUNT distinct notifications each (sent and closed over one connection by soak-client.py), the RSS once
# idle after each phase, and the growth after the first phase (the warm-up). Figures printed, not judged.
# Run on a private display and bus: xvfb-run -a dbus-run-session -- scripts/bench-notify/soak.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${BIN_DIR:-$here/../../.build/release}
phases=${PHASES:-5} count=${COUNT:-4000}
export XDG_STATE_HOME=${XDG_STATE_HOME:-$(mktemp -d)}
fdo_pid() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.Notifications 2>/dev/null | awk '{ print $2 }' || true
}
soak() { # name, server command...
    local name=$1; shift
    "$@" > /dev/null 2>&1 &
    local pid=$!
    until [ -n "$(fdo_pid)" ]; do sleep 0.05; done
    "$here/soak-client.py" "$pid" "$phases" "$count" | sed "s/^/$name /" | tee "$work/$name"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    until [ -z "$(fdo_pid)" ]; do sleep 0.05; done
}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
soak dunst dunst
soak snack-notifyd "$bin/snack-notifyd" --notification-server
for name in dunst snack-notifyd; do
    awk -v name="$name" -v count="$count" '
        $3 == 1 { warm = $5 } { last = $5; phases = $3 }
        END { printf "%s: %d notifications after warm-up: RSS %+d KiB (%.2f KiB each)\n", name, (phases - 1) * count, last - warm, (last - warm) / ((phases - 1) * count) }
    ' "$work/$name"
done
