import SnackNotifyKit
import SnackbarCore
import Testing

/// The controls of the running service on the command line, the history they list, and the server
/// defaults a notification gets from snackbar.conf.
@Suite struct ServiceControlTests {
    private func parse(_ arguments: [String]) throws(NotifyFailure) -> NotifyCommand {
        try NotifyArgumentParser(environment: FakeEnvironment()).parse(arguments.map { Array($0.utf8) })
    }

    @Test(arguments: [
        (["--close-all"], NotifyCommand.control(.closeAll, json: false)),
        (["--close", "7"], .control(.close(7), json: false)),
        (["--close=4294967295"], .control(.close(.max), json: false)),
        (["--dnd", "on"], .control(.doNotDisturb(.on), json: false)),
        (["--dnd=TOGGLE"], .control(.doNotDisturb(.toggle), json: false)),
        (["--dnd", "status"], .control(.doNotDisturb(.status), json: false)),
        (["--history", "--json"], .control(.history, json: true)),
        (["--history-pop"], .control(.historyPop, json: false)),
        (["--focus", "--focus"], .control(.focus, json: false))
    ])
    func eachControlIsOneCommand(arguments: [String], command: NotifyCommand) throws {
        #expect(try parse(arguments) == command)
    }

    @Test(arguments: [
        (["--dnd", "maybe"], "Invalid value “maybe” for --dnd: use on, off, toggle or status."),
        (["--history", "--close-all"], "--history and --close-all cannot be used together: choose one."),
        (["--history-pop", "Hello"], "--history-pop takes no SUMMARY or BODY: it controls the running popup service."),
        (["--dnd"], "Missing argument for --dnd"),
        (["--close", "-3"], "Invalid value “-3” for --close: use a popup id: a whole number from 1 to 4294967295."),
        (["--close", "7", "--close", "8"], "--close and --close cannot be used together: choose one."),
        (["--close", "7", "Hello"], "--close takes no SUMMARY or BODY: it controls the running popup service.")
    ])
    func aBadControlIsRefusedNamingWhatIsAccepted(arguments: [String], message: String) {
        #expect(throws: NotifyFailure(message)) { try parse(arguments) }
    }

    @Test func theHistoryKeepsTheNewestFirstWithinItsCapacityAndNoTransientOnes() {
        var history = NotificationHistory(capacity: 2)
        for (id, transient) in [(UInt32(1), false), (2, true), (3, false), (4, false)] {
            var request = NotifyRequest(message: "m\(id)", title: "<b>T</b> &amp; \(id)")
            request.usesMarkup = true
            request.isTransient = transient
            history.record(.init(id: id, request: request, reason: "timeout", heldSeconds: id == 3 ? 12.46 : 0))
        }
        #expect(history.entries.map(\.id) == [4, 3])
        #expect(history.entries[0].listing.line() == "4\t\tT & 4\tm4\tnormal\ttimeout\t")
        #expect(history.entries[1].listing.line() == "3\t\tT & 3\tm3\tnormal\ttimeout\t12.5", "held 12.5 s while no one could see it")
        #expect(history.popNewest()?.id == 4)
        history.capacity = 0
        #expect(history.entries.isEmpty && history.popNewest() == nil)
    }

    @Test func aListingTravelsAndPrintsAsLinesOrOneJSONArray() {
        let listing = HistoryListing(
            id: 7,
            fields: [
                "app-name": "mail", "title": "New\tmail", "message": "Hi\n\"you\"",
                "urgency": "low", "reason": "hidden", "held": "3.0"
            ])
        #expect(HistoryListing(wire: listing.wire) == listing)
        #expect(HistoryListing.print([listing], json: false) == "7\tmail\tNew mail\tHi \"you\"\tlow\thidden\t3.0\n")
        #expect(
            HistoryListing.print([listing], json: true)
                == "[{\"id\":7,\"app-name\":\"mail\",\"title\":\"New\\tmail\",\"message\":\"Hi\\n\\\"you\\\"\",\"urgency\":\"low\",\"reason\":\"hidden\",\"held\":3.0}]\n"
        )
        var neverHeld = listing
        neverHeld.fields["held"] = ""
        #expect(neverHeld.json.hasSuffix(",\"held\":null}"))
        #expect(HistoryListing.print([], json: true) == "[]\n")
    }

    /// The monitor, and the urgency's duration only when no time is given: a critical notification's time is
    /// kept as a normal one's (`NotifyUrgency.duration(expireMilliseconds:)`).
    @Test func aNotificationTakesTheServerDefaultsUnlessItAsksForATimeout() {
        var configuration = ServiceConfiguration()
        configuration.monitor = .index(1)
        configuration.durations[.normal] = .long
        configuration.durations[.critical] = .custom(30)
        let notification = DesktopNotification(
            appName: "a", replacesID: 0, appIcon: "", summary: "s", body: "b", actions: [],
            hints: [], expireTimeout: -1)
        var request = NotifyRequest(notification)
        request.applyServerDefaults(configuration, expireTimeout: -1)
        #expect(request.monitor == .index(1) && request.duration == .long)
        var timed = NotifyRequest(notification)
        timed.duration = .custom(2)
        timed.applyServerDefaults(configuration, expireTimeout: 2000)
        #expect(timed.duration == .custom(2))
        var critical = NotifyRequest(notification)
        critical.urgency = .critical
        critical.applyServerDefaults(configuration, expireTimeout: 5000)
        #expect(critical.duration == .custom(5))
        critical.applyServerDefaults(configuration, expireTimeout: -1)
        #expect(critical.duration == .custom(30))
    }
}

/// The state file the service keeps (`ServiceState`): its text reads back, and a damaged one names its line.
@Suite struct ServiceStateFileTests {
    @Test func theTextReadsBackAsTheSameState() throws {
        let state = ServiceState(doNotDisturb: true, nextFreeID: 2001)
        #expect(try ServiceState(parsing: state.text) == state)
        #expect(try ServiceState(parsing: "") == ServiceState())
    }

    @Test(arguments: [
        ("do-not-disturb=yes\n", 1, "do-not-disturb is on or off"),
        ("# kept\nnext-id=0\n", 2, "next-id is a whole number from 1"),
        ("next-id=5\ncolour=red\n", 2, "unknown key"),
        ("do-not-disturb\n", 1, "no key=value line")
    ])
    func aDamagedLineIsNamed(text: String, line: Int, reason: String) {
        #expect(throws: StateFileProblem(line: line, reason: reason)) { try ServiceState(parsing: text) }
    }
}
