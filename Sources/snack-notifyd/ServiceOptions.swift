/// The service's command line: `snack-notifyd [--handoff-fd N] [--standalone] [--linger SECONDS]`.
struct ServiceOptions {
    /// The socket a client that started this process handed its first request over, if any.
    var handoffDescriptor: Int32?
    /// No session bus: show the handed-off popup and exit, owning no name.
    var isStandalone = false
    /// Seconds the service stays after its last popup, so that the next call finds it warm.
    var lingerSeconds: UInt32 = 30

    /// Reads the options; unknown arguments are ignored (D-Bus activation passes none).
    init(arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--handoff-fd": handoffDescriptor = remaining.popFirst().flatMap { Int32($0) }
            case "--standalone": isStandalone = true
            case "--linger": lingerSeconds = remaining.popFirst().flatMap { UInt32($0) } ?? lingerSeconds
            default: break
            }
        }
    }
}
