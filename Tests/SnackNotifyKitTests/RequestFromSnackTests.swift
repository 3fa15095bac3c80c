import SnackNotifyKit
import SnackbarCore
import Testing

@Suite("A Swift snack as the popup service's request (a GTK 4 app's desktop snacks)")
struct RequestFromSnackTests {
    @Test func theRequestShowsTheSameSnackWithoutItsHandlers() {
        let snack = Snack(
            "Copying", title: "Files", kind: .info, duration: .custom(7), id: "copy", icon: "folder-symbolic",
            action: SnackAction("Undo", id: "undo"), secondaryAction: SnackAction("Open", id: "open"),
            longAction: SnackAction("Details", id: "details"), showsCloseButton: true, edge: .bottom, alignment: .trailing,
            priority: .high, progress: .fraction(0.5), requiresInteraction: true)
        let request = NotifyRequest(snack: snack)
        #expect(request.tag == "copy", "an explicit id travels as the tag: the same id updates in place")
        #expect(request.urgency == .critical)
        let back = request.makeSnack(id: snack.id)
        #expect(back.message == "Copying" && back.title == "Files" && back.kind == .info && back.duration == .custom(7))
        #expect(back.actions.map(\.id) == ["undo", "open", "details"])
        #expect(back.actions.map(\.label) == ["Undo", "Open", "Details"])
        #expect(back.icon == "folder-symbolic" && back.showsCloseButton && back.edge == .bottom && back.alignment == .trailing)
        #expect(back.priority == .high && back.progress == .fraction(0.5) && back.requiresInteraction)
        let wire = NotifyRequest(wire: request.wireDictionary)
        #expect(wire.makeSnack().actions.map(\.id) == ["undo", "open", "details"], "and the wire keeps them")
    }

    @Test func everyTextRowTravelsCutToItsBound() throws {
        var request = NotifyRequest(message: "")
        for row in SnackTextRow.allCases {
            row.write(String(repeating: "word ", count: row.bound.characters), to: &request.content)
        }
        request.takeTexts(of: try request.makeSnack().validated())
        for row in SnackTextRow.allCases {
            let text = row.text(of: request.content)
            #expect(text.count == row.bound.characters && text.hasSuffix("…"), "\(row) travels cut")
        }
        var untitled = NotifyRequest(message: "Saved")
        untitled.takeTexts(of: try untitled.makeSnack().validated())
        #expect(untitled.content.title == nil, "an absent text stays absent")
    }

    @Test func aGeneratedIDIsNoTag() {
        #expect(NotifyRequest(snack: Snack("Saved")).tag == nil)
    }
}
