import SnackbarCore
import Testing

/// An attachment that counts how many of its kind are alive, so a test sees when the board drops one.
private final class Tag: SnackAttachment, @unchecked Sendable {
    let name: String
    let alive: Counter
    init(_ name: String, _ alive: Counter) {
        self.name = name
        self.alive = alive
        alive.value += 1
    }
    deinit { alive.value -= 1 }
}

private final class Counter: @unchecked Sendable { var value = 0 }

/// Attachments travel with the snack through the board: shown with it, swapped by a merge, dropped with it.
@Suite struct SnackAttachmentTests {
    private func attachment(of command: RenderCommand) -> String? {
        switch command {
        case .present(_, _, let attachment), .update(_, _, let attachment): (attachment as? Tag)?.name
        default: nil
        }
    }

    @Test func presentCarriesTheAttachmentAndAMergeReplacesIt() {
        let alive = Counter()
        var h = BoardHarness()
        var out = h.send(.add(.named("a", .infinite), attachment: Tag("first", alive)))
        #expect(out.compactMap(attachment) == ["first"])
        out = h.send(.add(.named("a", .infinite)))
        #expect(out.compactMap(attachment) == ["first"], "a merge without an attachment keeps the one it had")
        out = h.send(.add(.named("a", .infinite), attachment: Tag("second", alive)))
        #expect(out.compactMap(attachment) == ["second"])
        h.commands = []
        #expect(alive.value == 1, "the replaced attachment is released")
        h.send(.remove(id: "a"))
        h.commands = []
        out = []
        #expect(alive.value == 0)
    }

    @Test func queuedAndRejectedSnacksReleaseTheirAttachments() {
        let alive = Counter()
        var h = BoardHarness(BoardConfiguration(maxVisible: 1))
        h.send(.add(.named("shown", .infinite), attachment: Tag("shown", alive)))
        h.send(.add(.named("waiting", .infinite), attachment: Tag("waiting", alive)))
        h.send(.add(Snack("", id: "empty"), attachment: Tag("rejected", alive)))
        h.commands = []
        #expect(alive.value == 2, "a rejected snack's attachment goes at once")
        h.send(.remove(id: "waiting"))
        #expect(alive.value == 1, "a queued snack's attachment goes with it, never presented")
        h.send(.shutdown)
        h.commands = []
        #expect(alive.value == 0)
    }

    @Test func aMergeIntoAQueuedSnackKeepsOnlyTheNewAttachment() {
        let alive = Counter()
        var h = BoardHarness(BoardConfiguration(maxVisible: 1))
        h.send(.add(.named("shown", .infinite)))
        h.send(.add(.named("waiting", .infinite), attachment: Tag("old", alive)))
        h.send(.add(.named("waiting", .infinite), attachment: Tag("new", alive)))
        #expect(alive.value == 1)
        let out = h.send(.remove(id: "shown"))
        #expect(out.compactMap(attachment) == ["new"])
    }
}
