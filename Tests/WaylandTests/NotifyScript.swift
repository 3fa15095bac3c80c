import Foundation

/// Running `snack-notify` calls as a desktop's users do: shell scripts in the compositor's environment.
extension WaylandSession {
    /// Shell helpers for the scripts with a desktop notification server: `wait_for CONDITION` polls it for up
    /// to 20 s; `owned NAME` asks NameHasOwner (never a call to the name, which would start a second server
    /// through D-Bus activation); `stop_service` ends the popup service on the bus (one on the compositor's
    /// bus would outlive the script).
    static let busHelpers = #"""
        wait_for() { for attempt in $(seq 400); do eval "$1" && return 0; sleep 0.05; done; echo "never: $1" >&2; return 1; }
        owned() { gdbus call --session -d org.freedesktop.DBus -o /org/freedesktop/DBus -m org.freedesktop.DBus.NameHasOwner "$1" | grep -q true; }
        stop_service() { _service=$(dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.GetConnectionUnixProcessID string:io.snackbar.Notifier | awk '{ print $2 }')
            kill "$_service" && wait_for '! owned io.snackbar.Notifier'; }

        """#

    /// Runs `script` with `snack-notify` as `$0` (and `arguments` as `$1`…), the service choosing its
    /// backend itself (no `GDK_BACKEND`), with or without the compositor's Xwayland. The script runs on a
    /// session bus of its own (so it starts its own service, which ends with it), or with `onShellBus` on
    /// the compositor's bus (`SHELL_BUS`: where GNOME Shell owns `org.freedesktop.Notifications`, or mutter's).
    func notifyScript(
        _ script: String, hidingXwayland: Bool = false, onShellBus: Bool = false, arguments: [String] = []
    ) async throws -> ToolResult {
        var environment = variables.mapValues { Optional($0) }
        environment["GDK_BACKEND"] = .some(nil)
        if hidingXwayland { (environment["DISPLAY"], environment["XAUTHORITY"]) = (.some(nil), .some(nil)) }
        if onShellBus { environment["DBUS_SESSION_BUS_ADDRESS"] = variables["SHELL_BUS"] }
        // Services the bus starts (the accessibility bus) inherit its output: a file, never the pipe read here.
        // Animations off (GTK's settings.ini), so each popup is in its slot once its call returns.
        let session = #"""
            d=$(mktemp -d); mkdir "$d/gtk-3.0"; printf '[Settings]\ngtk-enable-animations=false\n' > "$d/gtk-3.0/settings.ini"
            script=$1; shift
            bus=dbus-run-session; [ -n "$ON_SHELL_BUS" ] && bus=
            XDG_CONFIG_HOME="$d" XDG_STATE_HOME="$d/state" $bus ${bus:+--} sh -c "$script" "$@" > "$d/out" 2> "$d/errors" < /dev/null; status=$?
            cat "$d/out"; cat "$d/errors" >&2; rm -r "$d"; exit $status
            """#
        environment["ON_SHELL_BUS"] = onShellBus ? "1" : ""
        return try await run(
            ["sh", "-c", session, "sh", script, Tool.productsDirectory + "/snack-notify"] + arguments, environment: environment)
    }
}
