# Sourced by the bench-notify scripts: the running snack-notifyd of this session bus, and stopping it.
# service_pid: the pid of the owner of io.snackbar.Notifier, empty when none.
service_pid() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier 2>/dev/null | awk '{ print $2 }' || true
}
# stop_service: ends it, if one runs, and waits until it is gone.
stop_service() {
    local pid; pid=$(service_pid)
    if [ -n "$pid" ]; then kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done; fi
}
