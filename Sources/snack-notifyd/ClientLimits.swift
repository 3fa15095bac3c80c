import Glibc

/// The bounds on what the service's socket clients may make it hold besides their unfinished lines
/// (`ClientListener.budget`): connections and time. A service that runs all session must not keep
/// descriptors for clients that send nothing, nor take more clients than it has descriptors for.
struct ClientLimits: Sendable {
    /// How many clients may be connected at once; for one more, the client that has sent no request for
    /// longest gives way, or the newcomer goes over D-Bus (`ClientListener`). Each waits for its popup's
    /// end, so this is also how many popups may wait for their callers on the socket at once.
    var maxClients = 512
    /// How long a new connection may take to send its request (a client sends it at once), in milliseconds.
    var requestMilliseconds: UInt32 = 10_000

    /// The limits, with the request time from `SNACK_NOTIFYD_CLIENT_TIMEOUT` (seconds, a fraction allowed,
    /// more than 0 and at most 3 600) and a lower client cap from `SNACK_NOTIFYD_MAX_CLIENTS` (1 to 512) when
    /// they hold such numbers: tests wait a moment instead of 10 s, and fill the cap with a few calls.
    static let current: ClientLimits = {
        var limits = ClientLimits()
        if let text = getenv("SNACK_NOTIFYD_CLIENT_TIMEOUT").map({ String(cString: $0) }), let seconds = Double(text),
            seconds > 0, seconds <= 3_600
        {
            limits.requestMilliseconds = UInt32((seconds * 1_000).rounded())
        }
        if let text = getenv("SNACK_NOTIFYD_MAX_CLIENTS").map({ String(cString: $0) }), let cap = Int(text), (1...limits.maxClients).contains(cap) {
            limits.maxClients = cap
        }
        return limits
    }()
}
