import SnackNotifyKit
import SnackbarCore
import Testing

@Suite("Hints, escapes, the snack a request shows and --follow lines")
struct HintAndFollowTests {
    @Test func hintsThatMeanSomething() throws {
        let parsed = try request([
            "-h", "int:value:42", "-h", "string:x-dunst-stack-tag:vol", "-h", "BYTE:urgency:2",
            "-h", "boolean:transient:true", "-h", "string:unknown-hint:kept quiet", "x"
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

    @Test func snackCarriesActionsAsNamed() throws {
        let snack = try request(["-A", "undo=Undo", "-A", "Redo", "Deleted"]).makeSnack(id: "n1")
        #expect(snack.actions.map(\.id) == ["undo", "1"])
        #expect(snack.actions.map(\.label) == ["Undo", "Redo"])
        #expect(snack.id == "n1")
        #expect(snack.effectiveDuration == .long)
    }

    @Test func followLines() throws {
        var updated = NotifyRequest(message: "start")
        try FollowUpdate(line: "plain {text}").apply(to: &updated)
        #expect(updated.message == "plain {text}")
        try FollowUpdate(line: #"{"title":"Copy","message":"50 %\n","kind":"positive","progress":0.5}"#).apply(to: &updated)
        #expect(updated.title == "Copy" && updated.message == "50 %\n" && updated.kind == .positive)
        #expect(updated.progress == .fraction(0.5))
        try FollowUpdate(line: #"{"progress": 1.0000000000000002}"#).apply(to: &updated)
        #expect(updated.progress == .fraction(1))
        try FollowUpdate(line: #"{"progress": null}"#).apply(to: &updated)
        #expect(updated.progress == nil)
        #expect(throws: NotifyFailure.self) { try FollowUpdate(line: "{broken") }
    }

    /// A refused line says which field and what it takes: a field it does not know lists the ones it does.
    @Test(arguments: [
        (#"{"colour":"red"}"#, #"--follow: unexpected field "colour" in {"colour":"red"} (the fields: title, message, kind, progress)"#),
        (#"{"progress":"abc"}"#, #"--follow: "progress" takes a number from 0 to 1 (0.07 for 7%), or null, in {"progress":"abc"}"#),
        (#"{"progress":7}"#, #"--follow: "progress" takes a number from 0 to 1 (0.07 for 7%), or null, in {"progress":7}"#),
        (#"{"message":3}"#, #"--follow: "message" takes a string, in {"message":3}"#),
        (#"{"kind":1}"#, #"--follow: "kind" takes one of positive, warning, negative, info, neutral, in {"kind":1}"#),
        (#"{"kind":"loud"}"#, #"--follow: "kind" takes one of positive, warning, negative, info, neutral, in {"kind":"loud"}"#)
    ])
    func refusedFollowLinesNameTheFieldAndWhatItTakes(line: String, message: String) {
        #expect(throws: NotifyFailure(message)) { try FollowUpdate(line: line) }
    }
}
