import SnackNotifyKit
import SnackbarCore
import Testing

@Suite("The request on the wire, the client's outcome and the handoff lines")
struct WireAndOutcomeTests {
    @Test func wireRoundTripKeepsWhatThePopupNeeds() throws {
        var original = try request([
            "-A", "undo=Undo", "--long-action", "log=Log", "--type", "warning",
            "--position", "bottom", "--monitor", "pointer", "--light", "-r", "7",
            "-h", "int:value:30", "Title", "Body"
        ])
        original.duration = .custom(10)
        let copy = NotifyRequest(wire: original.wireDictionary)
        #expect(copy.title == "Title" && copy.message == "Body")
        #expect(copy.actions == original.actions && copy.longAction == original.longAction)
        #expect(copy.kind == .warning && copy.edge == .bottom && copy.monitor == .pointer)
        #expect(copy.colorScheme == .light && copy.replaceID == 7 && copy.progress == .fraction(0.3))
        #expect(copy.duration == .custom(10) && copy.waits)
    }

    /// Every field that travels, away from its default, comes back; the client's own flags stay home.
    @Test func everyKeyRoundTrips() {
        var original = NotifyRequest(message: "Body", title: "Title")
        original.kind = .positive
        original.duration = .infinite
        original.urgency = .critical
        original.icon = "dialog-information"
        original.appName = "backup"
        original.categories = ["transfer", "device"]
        original.actions = [NotifyAction(name: "undo", label: "Undo"), NotifyAction(name: "1", label: "Open")]
        original.longAction = NotifyAction(name: "log", label: "Log")
        original.showsCloseButton = false
        original.edge = .top
        original.namedAlignment = .trailing
        original.monitor = .index(2)
        original.themePath = "/tmp/theme.css"
        original.colorScheme = .dark
        original.usesMarkup = true
        original.progress = .indeterminate
        original.tag = "volume"
        original.replaceID = 9
        original.isTransient = true
        original.requiresInteraction = true
        original.showDelay = 0.25
        original.minimumVisible = 1
        original.showsCountdown = true
        original.waits = true
        original.display = ":7"
        let wire = original.wireDictionary
        #expect(
            wire.keys.sorted() == [
                "action-labels", "action-names", "align", "app-name", "categories", "close-button", "color-scheme", "countdown",
                "display", "duration", "edge", "icon", "kind", "long-action", "markup", "message", "min-visible", "monitor",
                "progress", "replace-id", "requires-interaction", "show-delay", "tag", "theme", "title", "transient", "urgency", "wait"
            ])
        var sent = original
        sent.printsID = true
        sent.printsJSON = true
        sent.follows = true
        sent.isVerbose = true
        #expect(sent.wireDictionary == wire)
        #expect(NotifyRequest(wire: wire) == original)
    }

    /// An alignment travels only when the caller named one (`--align`, `center` included): without it the
    /// service gives the popup snackbar.conf's.
    @Test func anAlignmentTravelsOnlyWhenNamed() {
        var unnamed = NotifyRequest(message: "hi")
        unnamed.alignment = .trailing
        #expect(unnamed.wireDictionary["align"] == nil && !NotifyRequest(wire: unnamed.wireDictionary).namesAlignment)
        var named = NotifyRequest(message: "hi")
        named.namedAlignment = .center
        #expect(NotifyRequest(wire: named.wireDictionary).namedAlignment == .center)
    }

    /// Short and long travel by name, so the service applies the reading-time rule to them; a number of
    /// seconds (another D-Bus caller's too) is a number, a negative one infinite.
    @Test func namedDurationsTravelByName() {
        for duration in [SnackDuration.short, .long, .infinite, .custom(2.5)] {
            var original = NotifyRequest(message: "hi")
            original.duration = duration
            #expect(NotifyRequest(wire: original.wireDictionary).duration == duration)
        }
        var long = NotifyRequest(message: "hi")
        long.duration = .long
        #expect(long.wireDictionary["duration"] == .string("long"))
        #expect(NotifyRequest(wire: ["duration": .double(3)]).duration == .custom(3))
        #expect(NotifyRequest(wire: ["duration": .string("soon")]).duration == .short)
    }

    @Test func requiresInteractionFromTheOptionTheHintAndTheWire() throws {
        #expect(try request(["--requires-interaction", "Read me"]).requiresInteraction)
        #expect(try request(["-h", "boolean:x-snackbar-requires-interaction:true", "Read me"]).requiresInteraction)
        #expect(try !request(["Read me"]).requiresInteraction)
        let sent = try request(["--requires-interaction", "Read me"])
        #expect(NotifyRequest(wire: sent.wireDictionary).makeSnack().requiresInteraction)
        #expect(NotifyRequest(wire: ["message": .string("x"), "requires-interaction": .bool(true)]).requiresInteraction)
    }

    @Test func missingOrMistypedEntriesKeepTheDefaults() {
        let copy = NotifyRequest(wire: ["message": .string("hi"), "kind": .bool(true), "monitor": .string("left")])
        #expect(copy == NotifyRequest(message: "hi"))
    }

    @Test(arguments: [
        (NotifyOutcome.shown, "{\"id\":4,\"reason\":\"shown\",\"action\":null}"),
        (.dismissed(.timeout), "{\"id\":4,\"reason\":\"timeout\",\"action\":null}"),
        (.dismissed(.action("un\"do")), "{\"id\":4,\"reason\":\"action\",\"action\":\"un\\\"do\"}"),
        (.dismissed(.closeButton), "{\"id\":4,\"reason\":\"closed\",\"action\":null}"),
        (.dismissed(.programmatic), "{\"id\":4,\"reason\":\"removed\",\"action\":null}"),
        (.cancelled, "{\"id\":4,\"reason\":\"cancelled\",\"action\":null}"),
        (.serviceGone, "{\"id\":4,\"reason\":\"service-gone\",\"action\":null}")
    ])
    func outcomeJSON(outcome: NotifyOutcome, json: String) {
        #expect(outcome.json(id: 4) == json)
    }

    @Test func onlyAnActionWithANameIsPrinted() {
        #expect(NotifyOutcome.dismissed(.action("undo")).action == "undo")
        #expect(NotifyOutcome.dismissed(.action("")).action == nil)
        #expect(NotifyOutcome.dismissed(.swipe).action == nil)
        #expect(NotifyOutcome.cancelled.action == nil)
    }

    @Test(arguments: [
        HandoffMessage.show("{'message': <'hi there'>}"), .close, .surface(.compositorPlaced), .waits(.away), .waits(.fullscreen), .shown(12),
        .held(13),
        .dismissed(id: 3, reason: .action("my action")), .dismissed(id: 3, reason: .timeout),
        .dismissed(id: 5, reason: .programmatic), .failed(code: 3, message: "cannot open display ':9'")
    ])
    func handoffLinesRoundTrip(message: HandoffMessage) {
        #expect(HandoffMessage(line: message.line) == message)
    }

    @Test func handoffGarbageIsRejected() {
        #expect(HandoffMessage(line: "shown x") == nil)
        #expect(HandoffMessage(line: "hello") == nil)
        #expect(HandoffMessage(line: "surface wayland") == nil)
        #expect(HandoffMessage(line: "dismissed 3 vanished ") == nil)
        #expect(HandoffMessage(line: "dismissed 3 closed ") == .dismissed(id: 3, reason: .closeButton))
    }
}
