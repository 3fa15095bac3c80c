import Glibc
import SnackNotifyWire
import SnackbarCore

/// The service's command line: `snack-notifyd [--linger SECONDS]`, plus what `snack-notify` passes when
/// it starts one (`--handoff-fd N`, `--standalone`).
struct ServiceOptions {
    static var usage: String {
        localized(
            "usage: snack-notifyd [--linger SECONDS] [--idle-threshold SECONDS] [--verbose] [--notification-server [--replace]]\nThe popup service of snack-notify: started by the first call (or by D-Bus activation), it shows\nevery call's popups and exits SECONDS (default 30) after the last one went. --verbose says on\nstandard error how long each popup stays and when it reads snackbar.conf(5): at its start, when\nthe file changes and on SIGHUP.\n--idle-threshold holds popups' time after SECONDS without input (0: never; default: snackbar.conf's,\nelse 120).\n--notification-server also serves org.freedesktop.Notifications (every app's notifications) and\nstays until stopped; --replace takes that name from the server that owns it.\n"
        )
    }

    /// The socket a client that started this process handed its first request over, if any.
    var handoffDescriptor: Int32?
    /// No session bus: show the handed-off popup and exit, owning no name.
    var isStandalone = false
    /// Seconds the service stays after its last popup, so that the next call finds it warm.
    var lingerSeconds: UInt32 = 30
    /// `--idle-threshold`: seconds without input after which popups hold, over snackbar.conf's; 0 never.
    var idleThreshold: Int?
    /// Say on standard error how long each popup stays (its duration after the rules and the time scale).
    var isVerbose = false
    /// Also own `org.freedesktop.Notifications` and stay without popups.
    var isNotificationServer = false
    /// Take `org.freedesktop.Notifications` from the server that owns it.
    var replacesServer = false
    /// `--render-png FILE REQUEST` (from `snack-notify --render-png`): draw the request's popup into
    /// FILE and exit, with no bus and no display.
    var render: (path: String, request: String)?

    /// Reads the options. `--help` prints the usage and exits 0; anything else unknown or malformed is
    /// reported on standard error and exits 64 (a typo on a D-Bus `Exec=` line must not go unnoticed).
    init(arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--handoff-fd":
                guard let descriptor = remaining.popFirst().flatMap({ Int32($0) }) else {
                    Self.refuse(localized("--handoff-fd needs a descriptor number"))
                }
                handoffDescriptor = descriptor
            case "--render-png":
                guard let path = remaining.popFirst(), let request = remaining.popFirst() else {
                    Self.refuse(localized("--render-png needs a file and a request"))
                }
                render = (path, request)
            case "--standalone": isStandalone = true
            case "--verbose": isVerbose = true
            case "--notification-server": isNotificationServer = true
            case "--replace": replacesServer = true
            case "--linger":
                let value = remaining.popFirst()
                guard let seconds = value.flatMap({ UInt32($0) }) else {
                    Self.refuse(
                        value.map { localized("--linger needs a whole number of seconds, not “%s”", $0) }
                            ?? localized("--linger needs a whole number of seconds"))
                }
                lingerSeconds = seconds
            case "--idle-threshold":
                let value = remaining.popFirst()
                guard let seconds = value.flatMap({ Int($0) }), ServiceConfiguration.idleThresholdRange.contains(seconds) else {
                    let range = ServiceConfiguration.idleThresholdRange
                    Self.refuse(
                        localized(
                            "--idle-threshold needs a whole number of seconds from %s to %s, not “%s”", "\(range.lowerBound)", "\(range.upperBound)",
                            value ?? ""))
                }
                idleThreshold = seconds
            case "-h", "--help":
                ProcessIO.out(Self.usage)
                exit(0)
            default: Self.refuse(localized("unknown option %s", argument))
            }
        }
        if replacesServer && !isNotificationServer {
            Self.refuse(localized("--replace takes org.freedesktop.Notifications over: use it with --notification-server"))
        }
    }

    private static func refuse(_ problem: String) -> Never {
        ProcessIO.err("snack-notifyd: \(problem)\n\(usage)")
        exit(64)
    }
}
