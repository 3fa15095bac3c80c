import Glibc

/// The bounds on what the service's socket clients may make it hold besides their unfinished lines
/// (`ClientListener.budget`): connections and time. A service that runs all session must not keep
/// descriptors for clients that send nothing, nor take more clients than it has descriptors for.
struct ClientLimits: Sendable {
    /// How many clients may be connected at once; one more is told so and closed. Each waits for its
    /// popup's end, so this is also how many popups may wait for their callers at once.
    var maxClients = 512
    /// How long a new connection may take to send its request (a client sends it at once), in milliseconds.
    var requestMilliseconds: UInt32 = 10_000

    /// The limits, with the request time from `SNACK_NOTIFYD_CLIENT_TIMEOUT` (seconds, a fraction allowed,
    /// more than 0 and at most 3 600) when it holds such a number: tests wait a moment instead of 10 s.
    static let current: ClientLimits = {
        var limits = ClientLimits()
        if let text = getenv("SNACK_NOTIFYD_CLIENT_TIMEOUT").map({ String(cString: $0) }), let seconds = Double(text),
            seconds > 0, seconds <= 3_600
        {
            limits.requestMilliseconds = UInt32((seconds * 1_000).rounded())
        }
        return limits
    }()
}
