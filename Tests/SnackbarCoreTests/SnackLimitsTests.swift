import Testing

@testable import SnackbarCore

/// The bounds on one snack's text (`SnackLimits`) and the refusal words for files (`FileRefusal`).
struct SnackLimitsTests {
    @Test func aMegabyteTitleIsCutToTheTitleLimitWithAnEllipsis() throws {
        let snack = try Snack("body", title: String(repeating: "T", count: 1 << 20)).validated()
        let title = try #require(snack.title)
        #expect(title.count == SnackLimits.titleCharacters)
        #expect(title.hasSuffix(TextClamp.ellipsis))
    }

    @Test func aLongMessageIsCutInCharactersAndAShortOneIsKept() throws {
        let long = try Snack(String(repeating: "m", count: 10_000)).validated().message
        #expect(long.count == SnackLimits.messageCharacters)
        #expect(long.hasSuffix("…"))
        let exact = String(repeating: "m", count: SnackLimits.messageCharacters)
        #expect(try Snack(exact).validated().message == exact)
    }

    @Test func actionLabelsAreCutEveryWhereTheyAppear() throws {
        let label = String(repeating: "L", count: 1 << 20)
        let snack = try Snack(
            "x", action: SnackAction(label, id: "a"), secondaryAction: SnackAction(label, id: "b"),
            longAction: SnackAction(label, id: "c")
        ).validated()
        #expect(snack.actions.map(\.label.count) == Array(repeating: SnackLimits.actionLabelCharacters, count: 3))
        #expect(snack.actions.map(\.id) == ["a", "b", "c"], "ids are untouched: the CLI prints them")
        var tapped = Snack("x", onTap: {})
        tapped.tapLabel = label
        #expect(try tapped.validated().tapLabel?.count == SnackLimits.actionLabelCharacters, "the body's named tap too")
    }

    /// Ten thousand combining marks on one letter are one character that stalls text shaping for seconds.
    @Test func combiningMarksBeyondTheLimitAreDropped() throws {
        let zalgo = "a" + String(repeating: "\u{301}", count: 10_000) + "b"
        let message = try Snack(zalgo).validated().message
        #expect(message.count == 2)
        #expect(message.unicodeScalars.count == SnackLimits.scalarsPerCharacter + 1)
        let family = "👨‍👩‍👧‍👦"
        #expect(try Snack(family).validated().message == family, "long emoji sequences stay whole")
    }

    @Test func theBoardNormalisesWhatItIsGivenDirectly() {
        var board = SnackBoard(configuration: BoardConfiguration())
        let commands = board.handle(.add(Snack(String(repeating: "x", count: 9_000), id: "n")), now: 0)
        let shown = commands.compactMap { command -> Snack? in
            if case .present(let snack, _, _) = command { return snack }
            return nil
        }
        #expect(shown.first?.message.count == SnackLimits.messageCharacters)
    }

    @Test func refusalsReadTheSameEverywhere() {
        #expect(FileRefusal.notRegularFile.message(path: "/tmp/f") == "/tmp/f: not a regular file")
        #expect(FileRefusal.tooLarge(limit: FileRefusal.styleSheetBytes).description == "larger than 1 MiB")
        #expect(FileRefusal.tooLarge(limit: FileRefusal.imageBytes).description == "larger than 16 MiB")
        #expect(FileRefusal.tooLarge(limit: 1000).description == "larger than 1000 bytes")
    }
}
