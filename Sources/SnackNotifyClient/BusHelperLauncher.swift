import Glibc
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore

/// `snack-notify`'s way to what needs D-Bus or GLib: it replaces itself with `snack-notify-bus`, beside it,
/// which links GIO. A call to a running service or a first start never gets here, so it never loads GLib;
/// a service the socket cannot tell about (no session bus address, a stranger at the address) and the
/// control calls do.
///
/// The helper gets the request as prepared (its wire text and the client's own flags) or, for a control
/// call, the arguments as given. Standard input is passed on unread past what was taken (`--follow`'s lines).
/// A `variant` hint is checked by a run of the helper too: `snack-notify` may be linked statically
/// (`make notify-static`), and a static program cannot load GLib.
package enum BusHelperLauncher {
    /// The helper: `$SNACK_NOTIFY_BUS`, else `snack-notify-bus` next to this executable.
    static func helperPath() -> String {
        ProcessIO.environment("SNACK_NOTIFY_BUS") ?? ServiceLauncher.besideThisExecutable("snack-notify-bus")
    }

    /// Replaces this process with the helper running `arguments`; returns only when it cannot start.
    static func exec(_ arguments: [[UInt8]]) -> NotifyFailure {
        let path = helperPath()
        var pointers: [UnsafeMutablePointer<CChar>?] =
            ([Array("snack-notify-bus".utf8)] + arguments).map { bytes in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
                copy[bytes.count] = 0
                return copy
            } + [nil]
        execv(path, &pointers)
        let reason = String(cString: strerror(errno))
        pointers.forEach { $0?.deallocate() }
        return NotifyFailure(
            localized("Cannot run the D-Bus helper %s: %s", path, reason) + "\n"
                + ServiceLauncher.companionAdvice(program: "snack-notify-bus", variable: "SNACK_NOTIFY_BUS"),
            exitCode: .serviceFailed)
    }

    /// Whether GLib's parser reads `text` as a GVariant: the helper's exit status (false when it cannot run).
    static func isValidVariant(_ text: String) -> Bool {
        let path = helperPath()
        let words: [String] = ["snack-notify-bus", BusHelperMode.checkVariant, text]
        var arguments = words.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, nil, nil, &arguments, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // A normal exit with status 0 (WIFEXITED and WEXITSTATUS, macros Swift does not see).
        return status & 0xFFFF == 0
    }

    /// Runs a control call (`--focus`, `--dnd`, …) in the helper; `arguments` as `snack-notify` got them.
    package static func control(_ arguments: [[UInt8]]) -> NotifyFailure {
        exec([Array(BusHelperMode.control.utf8)] + arguments)
    }
}

/// The client's fallback in `snack-notify`: the helper delivers the request.
package struct BusHelperFallback: ServiceFallback {
    /// Creates the fallback.
    package init() {}

    package func deliver(_ first: NotifyRequest, client: NotifyClient, answerSeconds: Int) throws(NotifyFailure) -> (PopupTransport, UInt32) {
        throw BusHelperLauncher.exec(BusHelperMode.deliverArguments(first).map { Array($0.utf8) })
    }
}

/// The helper's command line: `--control ARGUMENTS…` (parsed as snack-notify's),
/// `--deliver [FLAGS…] -- WIRE-TEXT` (a prepared request the service's socket could not take) or
/// `--check-variant TEXT` (exit status 0 when GLib reads TEXT as a GVariant).
package enum BusHelperMode {
    static let control = "--control"
    static let checkVariant = "--check-variant"
    static let deliver = "--deliver"
    /// The client's own flags, which the wire leaves out, by name.
    static var flags: [(name: String, path: WritableKeyPath<NotifyRequest, Bool>)] {
        [
            ("--print-id", \.printsID), ("--json", \.printsJSON), ("--follow", \.follows), ("--message-from-input", \.messageFromInput),
            ("--verbose", \.isVerbose)
        ]
    }

    /// What the helper should do.
    package enum Task {
        /// Parse these arguments as `snack-notify` does, for a control call.
        case control([[UInt8]])
        /// Say by the exit status whether this text is a GVariant.
        case checkVariant(String)
        /// Deliver the request in this wire text with these client flags (`prepare` sets them).
        case deliver(wireText: String, prepare: (inout NotifyRequest) -> Void)
    }

    static func deliverArguments(_ request: NotifyRequest) -> [String] {
        [deliver] + flags.filter { request[keyPath: $0.path] }.map(\.name)
            + ["--", WireText.text(of: request)]
    }

    /// Reads the helper's arguments (after its name); nil for anything `snack-notify` never passes.
    package static func task(_ arguments: [[UInt8]]) -> Task? {
        guard let mode = arguments.first.map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        if mode == control { return .control(Array(arguments.dropFirst())) }
        if mode == checkVariant, arguments.count == 2 { return .checkVariant(String(decoding: arguments[1], as: UTF8.self)) }
        guard mode == deliver, arguments.count >= 3, arguments[arguments.count - 2] == Array("--".utf8) else { return nil }
        let options = arguments.dropFirst().dropLast(2).map { String(decoding: $0, as: UTF8.self) }
        var set: [WritableKeyPath<NotifyRequest, Bool>] = []
        for option in options {
            guard let flag = flags.first(where: { $0.name == option }) else { return nil }
            set.append(flag.path)
        }
        return .deliver(wireText: String(decoding: arguments[arguments.count - 1], as: UTF8.self)) { request in
            for path in set { request[keyPath: path] = true }
        }
    }
}
