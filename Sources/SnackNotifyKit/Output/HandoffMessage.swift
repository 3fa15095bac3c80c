import SnackbarCore

/// The lines a client and a service it started itself exchange over their socket pair.
///
/// A freshly started service gets its first request this way instead of through D-Bus, so the
/// client never waits for the service to own its bus name (the cold-start path).
package enum HandoffMessage: Sendable, Equatable {
    /// Client → service: show this request (`a{sv}` in GVariant text form).
    case show(String)
    /// Client → service: close the popup (Ctrl-C while waiting).
    case close
    /// Service → client, once per client before its first `shown`: what the service's popups are on
    /// its display (the client says so in `--verbose`, and warns when the compositor places them).
    case surface(ScreenSurface)
    /// Service → the client that started it, before its first answer: a line of what reading snackbar.conf
    /// said (a note, or why the file was refused); the client prints it, since the service's own standard
    /// error goes nowhere.
    case note(String)
    /// Service → client, right before `shown`: the popup's time waits until someone can see it.
    case waits(PopupWait)
    /// Service → client: the popup is on screen with this id.
    case shown(UInt32)
    /// Service → client: the popup went straight to the history with this id (do not disturb, or a rule
    /// hid it); its end, `rejected`, follows.
    case held(UInt32)
    /// Service → client: the popup went, for `reason`.
    case dismissed(id: UInt32, reason: DismissReason)
    /// Service → client: the popup could not be shown; the client prints `message` and exits `code`.
    case failed(code: Int32, message: String)
    /// Service → client: the service is quitting and did not read the request; the client may start
    /// another service and send it there. Without this line a closed socket means the service died.
    case retry
    /// Service → a client of its `ServiceSocket`: it serves as many socket clients as it may and this one
    /// gives way (the one that sent nothing longest, or a newcomer when every client has a request); the
    /// client sends its request over D-Bus instead, where no such bound applies.
    case overBus

    /// The message as one line, without its newline. Texts must not contain newlines.
    package var line: String {
        switch self {
        case .show(let request): "show " + request
        case .close: "close"
        case .surface(let surface): "surface " + surface.rawValue
        case .note(let text): "note " + text
        case .waits(let cause): "waits " + cause.rawValue
        case .shown(let id): "shown \(id)"
        case .held(let id): "held \(id)"
        case .dismissed(let id, let reason): "dismissed \(id) \(reason.name) \(reason.actionID ?? "")"
        case .failed(let code, let message): "failed \(code) \(message)"
        case .retry: "retry"
        case .overBus: "over-bus"
        }
    }

    /// Reads one line (without its newline); nil for anything else.
    package init?(line: String) {
        // A show line may hold a megabyte: taken whole, never split into words.
        if line.hasPrefix("show ") {
            self = .show(String(line.dropFirst("show ".count)))
            return
        }
        let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        switch words.first {
        case "show": self = .show("")
        case "close": self = .close
        case "retry": self = .retry
        case "over-bus": self = .overBus
        case "note": self = .note(String(line.dropFirst("note ".count)))
        case "surface":
            guard words.count == 2, let surface = ScreenSurface(rawValue: words[1]) else { return nil }
            self = .surface(surface)
        case "waits":
            guard words.count == 2, let cause = PopupWait(rawValue: words[1]) else { return nil }
            self = .waits(cause)
        case "shown":
            guard words.count == 2, let id = UInt32(words[1]) else { return nil }
            self = .shown(id)
        case "held":
            guard words.count == 2, let id = UInt32(words[1]) else { return nil }
            self = .held(id)
        case "dismissed":
            guard words.count == 4, let id = UInt32(words[1]),
                let reason = DismissReason(name: words[2], actionID: words[3])
            else { return nil }
            self = .dismissed(id: id, reason: reason)
        case "failed":
            guard words.count >= 3, let code = Int32(words[1]) else { return nil }
            self = .failed(code: code, message: words.dropFirst(2).joined(separator: " "))
        default: return nil
        }
    }
}
