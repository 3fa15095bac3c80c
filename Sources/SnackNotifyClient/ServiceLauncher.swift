import CSnackbarIntl
import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// Starts `snack-notifyd` detached (own session, no terminal, stdio on /dev/null) with one end of a
/// socket pair as its fd 3, so the first request needs no bus round trip and no wait for the name.
package enum ServiceLauncher {
    /// glibc's `POSIX_SPAWN_SETSID`, which Swift does not see (the header hides it behind `_GNU_SOURCE`).
    static let spawnSetSID: Int32 = 0x80

    /// The service binary: `$SNACK_NOTIFYD`, else `snack-notifyd` next to this executable.
    package static func servicePath() -> String {
        ProcessIO.environment("SNACK_NOTIFYD") ?? besideThisExecutable("snack-notifyd")
    }

    /// The path of `name` in this executable's directory (`name` alone when that cannot be read).
    static func besideThisExecutable(_ name: String) -> String {
        guard let directory = executableDirectory() else { return name }
        return directory + "/" + name
    }

    /// The directory of this executable, from `/proc/self/exe`; nil when that cannot be read.
    static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// The line after "cannot start `program`": where it was looked for and how to fix that, by the
    /// environment variable `variable` that overrides the place beside this executable.
    static func companionAdvice(program: String, variable: String) -> String {
        let beside = executableDirectory() ?? "."
        guard ProcessIO.environment(variable) == nil else {
            return localized(
                "%s names it: point %s at an installed %s, or unset it to use the one beside this program in %s.",
                variable, variable, program, beside)
        }
        return localized("It is looked for beside this program, in %s: install %s there, or set %s to its path.", beside, program, variable)
    }

    /// Spawns the service; returns the client's end of the socket and the service's pid.
    /// - Parameter standalone: no session bus: the service shows this one popup and exits.
    /// - Throws: `NotifyFailure` (exit status 2) when the socket or the process cannot be made.
    package static func launch(standalone: Bool) throws(NotifyFailure) -> (descriptor: Int32, pid: pid_t) {
        var sockets: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw NotifyFailure(localized("Cannot create a socket for the popup service."), exitCode: .serviceFailed)
        }
        let path = servicePath()
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
            close(sockets[1])
        }
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 3)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Descriptors a script leaked to us must not stay open in a service that outlives it.
        posix_spawn_file_actions_addclosefrom_np(&actions, 4)
        posix_spawnattr_setflags(&attributes, Int16(spawnSetSID | POSIX_SPAWN_SETSIGMASK))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        let arguments = [path, "--handoff-fd", "3"] + (standalone ? ["--standalone"] : [])
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var cEnvironment = serviceEnvironment().map { strdup($0) } + [nil]
        defer { cEnvironment.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, &cArguments, &cEnvironment)
        guard status == 0 else {
            close(sockets[0])
            throw NotifyFailure(
                localized("Cannot start the popup service %s: %s", path, String(cString: strerror(status))) + "\n"
                    + companionAdvice(program: "snack-notifyd", variable: "SNACK_NOTIFYD"),
                exitCode: .serviceFailed)
        }
        return (sockets[0], pid)
    }

    /// This process's environment, with `G_SLICE` as the service wants it (`GLibSlices`) unless it is set:
    /// the service then need not run itself again to get it (about 20 ms of a cold call).
    static func serviceEnvironment() -> [String] {
        var entries: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor += 1
        }
        let prefix = GLibSlices.variable + "="
        if !entries.contains(where: { $0.hasPrefix(prefix) }) { entries.append(prefix + GLibSlices.value) }
        return entries
    }
}
