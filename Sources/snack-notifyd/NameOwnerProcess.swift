import CSnackbarGLib
import Glibc
import SnackNotifyKit
import SnackbarCore
import SnackbarGlue

/// The process that owns a bus name, as the bus daemon reports it (`GetConnectionUnixProcessID`) and
/// /proc describes it: what `--replace` names when the owner does not give the name up.
struct NameOwnerProcess {
    /// Its process id.
    let pid: UInt32
    /// Its process name (`/proc/PID/comm`), empty when it went.
    let name: String
    /// The systemd user unit it runs in (`dunst.service`), if any.
    let unit: String?

    /// Asks the bus daemon for the pid of `name`'s owner; nil when it cannot say.
    @MainActor
    init?(connection: OpaquePointer, name busName: String) {
        guard
            let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                "GetConnectionUnixProcessID", GLibHelpers.tuple([g_variant_new_string(busName)]),
                nil, G_DBUS_CALL_FLAGS_NONE, 2_000, nil, nil)
        else { return nil }
        defer { g_variant_unref(reply) }
        guard String(cString: g_variant_get_type_string(reply)) == "(u)" else { return nil }
        let child = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(child) }
        pid = g_variant_get_uint32(child)
        name = Self.read("/proc/\(pid)/comm").trimmingSuffix("\n")
        unit = Self.userUnit(cgroup: Self.read("/proc/\(pid)/cgroup"))
    }

    /// `process dunst (pid 4242)`.
    var description: String {
        localized("process %s (pid %s)", name.isEmpty ? "?" : name, String(pid))
    }

    /// How to stop it: its user unit's `systemctl --user stop`, else `kill PID`.
    var stopCommand: String {
        if let unit { return "systemctl --user stop \(unit)" }
        return "kill \(pid)"
    }

    /// The `.service` a cgroup line under a systemd user manager ends in (`…/app.slice/dunst.service`).
    static func userUnit(cgroup: String) -> String? {
        for line in cgroup.split(separator: "\n") {
            let parts = line.split(separator: "/")
            guard parts.contains(where: { $0.hasPrefix("user@") }), let last = parts.last, last.hasSuffix(".service"),
                !last.hasPrefix("user@")
            else { continue }
            return String(last)
        }
        return nil
    }

    /// The first 4 KiB of a /proc file, empty when it cannot be read.
    private static func read(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
