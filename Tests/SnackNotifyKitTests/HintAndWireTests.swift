import SnackbarCore
import SnackNotifyKit
import Testing

@Suite("Hints, escapes, wire format, outcome and --follow lines")
struct HintAndWireTests {
    @Test func hintsThatMeanSomething() throws {
        let parsed = try request([
            "-h", "int:value:42", "-h", "string:x-dunst-stack-tag:vol", "-h", "BYTE:urgency:2",
            "-h", "boolean:transient:true", "-h", "string:unknown-hint:kept quiet", "x",
        ])
        #expect(parsed.progress == .fraction(0.42))
        #expect(parsed.tag == "vol")
        #expect(parsed.urgency == .critical)
        #expect(parsed.isTransient)
    }

    @Test func progressIsClampedToAHundredPercent() throws {
        #expect(try request(["-h", "int:value:250", "x"]).progress == .fraction(1))
    }

    @Test func idOptionBeatsStackTagHint() throws {
        #expect(try request(["--id", "mine", "-h", "string:x-canonical-private-synchronous:theirs", "x"]).tag == "mine")
    }

    @Test func strcompressMatchesGLib() {
        let compressed = StringCompress.compress(Array("\\b\\f\\r\\v\\\"\\q\\0101\\".utf8))
        #expect(compressed == [0x08, 0x0C, 0x0D, 0x0B, 0x22, 0x71, 0x08, 0x31])
    }

    @Test func wireRoundTripKeepsWhatThePopupNeeds() throws {
        var original = try request(["-A", "undo=Undo", "--long-action", "log=Log", "--type", "warning",
                                    "--position", "bottom", "--monitor", "pointer", "--light", "-r", "7",
                                    "-h", "int:value:30", "Title", "Body"])
        original.duration = .custom(10)
        let copy = NotifyRequest(wire: original.wireDictionary)
        #expect(copy.title == "Title" && copy.message == "Body")
        #expect(copy.actions == original.actions && copy.longAction == original.longAction)
        #expect(copy.kind == .warning && copy.edge == .bottom && copy.monitor == .pointer)
        #expect(copy.colorScheme == .light && copy.replaceID == 7 && copy.progress == .fraction(0.3))
        #expect(copy.duration == .custom(10) && copy.waits)
    }

    @Test func snackCarriesActionsAsNamed() throws {
        let snack = try request(["-A", "undo=Undo", "-A", "Redo", "Deleted"]).makeSnack(id: "n1")
        #expect(snack.actions.map(\.id) == ["undo", "1"])
        #expect(snack.actions.map(\.label) == ["Undo", "Redo"])
        #expect(snack.id == "n1")
        #expect(snack.effectiveDuration == .long)
    }

    @Test func outcomeJSON() {
        #expect(NotifyOutcome(id: 3, reason: "action", action: "un\"do").json
            == "{\"id\":3,\"reason\":\"action\",\"action\":\"un\\\"do\"}")
        #expect(NotifyOutcome(id: 4, reason: "timeout").json == "{\"id\":4,\"reason\":\"timeout\",\"action\":null}")
    }

    @Test func followLines() throws {
        var updated = NotifyRequest(message: "start")
        try FollowUpdate(line: "plain {text}").apply(to: &updated)
        #expect(updated.message == "plain {text}")
        try FollowUpdate(line: #"{"title":"Copy","message":"50 %\n","kind":"positive","progress":0.5}"#).apply(to: &updated)
        #expect(updated.title == "Copy" && updated.message == "50 %\n" && updated.kind == .positive)
        #expect(updated.progress == .fraction(0.5))
        try FollowUpdate(line: #"{"progress": null}"#).apply(to: &updated)
        #expect(updated.progress == nil)
        #expect(throws: NotifyFailure.self) { try FollowUpdate(line: #"{"colour":"red"}"#) }
        #expect(throws: NotifyFailure.self) { try FollowUpdate(line: "{broken") }
    }
}

@Suite("Handoff lines between the client and a service it started")
struct HandoffMessageTests {
    @Test(arguments: [
        HandoffMessage.show("{'message': <'hi there'>}"), .close, .shown(12),
        .dismissed(id: 3, reason: "action", action: "my action"), .dismissed(id: 3, reason: "timeout", action: ""),
        .failed(code: 3, message: "cannot open display ':9'"),
    ])
    func roundTrip(message: HandoffMessage) {
        #expect(HandoffMessage(line: message.line) == message)
    }

    @Test func garbageIsRejected() {
        #expect(HandoffMessage(line: "shown x") == nil)
        #expect(HandoffMessage(line: "hello") == nil)
    }
}
