import Testing

@testable import SnackbarCore

@Suite struct SnackRulesTests {
    @Test func durationsHaveWarpLengths() {
        #expect(SnackDuration.short.seconds == 4)
        #expect(SnackDuration.long.seconds == 10)
        #expect(SnackDuration.infinite.seconds == nil)
        #expect(SnackDuration.custom(2.5).seconds == 2.5)
    }

    @Test func anyActionRaisesDurationToLong() {
        let plain = Snack("Saved", duration: .short)
        #expect(plain.effectiveDuration == .short)
        for snack in [
            Snack("Deleted", duration: .short, action: SnackAction("Undo")),
            Snack("Deleted", duration: .custom(1), secondaryAction: SnackAction("No")),
            Snack("Offline", duration: .short, longAction: SnackAction("Retry connection"))
        ] {
            #expect(snack.effectiveDuration == .long)
        }
        #expect(Snack("x", duration: .custom(30), action: SnackAction("Undo")).effectiveDuration == .custom(30))
        #expect(Snack("x", duration: .infinite, action: SnackAction("Undo")).effectiveDuration == .infinite)
    }

    @Test func infiniteForcesCloseButton() {
        #expect(Snack("x", duration: .infinite).effectiveShowsCloseButton)
        #expect(!Snack("x", duration: .long).effectiveShowsCloseButton)
        #expect(Snack("x", duration: .long, showsCloseButton: true).effectiveShowsCloseButton)
    }

    @Test(arguments: [Double.nan, -3, 0, Double.infinity, -Double.infinity])
    func badCustomDurationsAreRejected(_ value: Double) {
        #expect(throws: SnackError.self) { try Snack("x", duration: .custom(value)).validated() }
    }

    @Test func durationParsingNamesTheInput() throws {
        #expect(try SnackDuration(parsing: "LONG") == .long)
        #expect(try SnackDuration(parsing: "2.5") == .custom(2.5))
        #expect(try SnackDuration(parsing: "infinite") == .infinite)
        #expect(throws: SnackError.invalidDuration("soon")) { try SnackDuration(parsing: "soon") }
        do {
            _ = try SnackDuration(parsing: "-3")
            Issue.record("-3 was accepted")
        } catch {
            #expect(error.description.contains("-3"))
            #expect(error.description.contains("short, long, infinite"))
        }
    }

    @Test func emptyContentIsRejected() {
        #expect(throws: SnackError.emptyContent) { try Snack("").validated() }
        #expect(throws: SnackError.emptyContent) { try Snack("", title: "").validated() }
        #expect((try? Snack("", title: "Title only").validated()) != nil)
    }

    /// White space alone shows an empty card: refused as no text; one visible character is enough.
    @Test func blankContentIsRejected() {
        #expect(throws: SnackError.emptyContent) { try Snack("   ", title: "  ").validated() }
        #expect(throws: SnackError.emptyContent) { try Snack("\n\t\u{00A0}\u{2003}").validated() }
        #expect((try? Snack(" x ", title: "  ").validated()) != nil)
    }

    /// A blank label is an invisible button and an unnamed stop for a screen reader, in any of the places a
    /// button goes; the message names the action and what a label needs.
    @Test(arguments: ["", "   ", "\u{00A0}\t"])
    func aBlankActionLabelIsRejectedNamingTheAction(label: String) {
        let blank = SnackAction(label, id: "undo")
        var snacks = [
            Snack("Saved", action: blank), Snack("Saved", action: SnackAction("Open"), secondaryAction: blank),
            Snack("Saved", longAction: blank)
        ]
        var more = Snack("Saved", action: SnackAction("One"), secondaryAction: SnackAction("Two"))
        more.moreActions = [blank]
        snacks.append(more)
        for snack in snacks {
            do {
                _ = try snack.validated()
                Issue.record("a blank label '\(label)' was accepted")
            } catch {
                #expect(error.description.contains("'undo'") && error.description.contains("label"), "\(error)")
            }
        }
        #expect((try? Snack("Saved", action: SnackAction(" Undo ")).validated()) != nil)
        var tapped = Snack("Saved")
        tapped.tapLabel = label
        #expect(throws: SnackError.blankTapLabel) { try tapped.validated() }
        tapped.tapLabel = nil
        #expect((try? tapped.validated()) != nil, "no label: the tap is the pointer's alone")
    }

    @Test func longMessagesAreCutWithAnEllipsisAtACharacterBoundary() throws {
        let huge = String(repeating: "é", count: Snack.maxMessageBytes)
        let snack = try Snack(huge).validated()
        #expect(snack.message.utf8.count <= Snack.maxMessageBytes)
        #expect(snack.message.hasSuffix("…"))
        #expect(snack.message.dropLast().allSatisfy { $0 == "é" })
        // Characters of 21 bytes each (a letter and ten accents): the byte bound cuts before the character bound.
        let heavy = String(repeating: "e" + String(repeating: "\u{301}", count: 10), count: SnackLimits.messageCharacters)
        let cut = try Snack(heavy).validated().message
        #expect(cut.utf8.count <= Snack.maxMessageBytes && cut.utf8.count > Snack.maxMessageBytes - 21 - 3)
        #expect(cut.hasSuffix("…"))
    }

    @Test func progressIsClampedAndNaNRejected() throws {
        #expect(try Snack("x", progress: .fraction(1.7)).validated().progress == .fraction(1))
        #expect(try Snack("x", progress: .fraction(-1)).validated().progress == .fraction(0))
        #expect(throws: SnackError.self) { try Snack("x", progress: .fraction(.nan)).validated() }
    }

    @Test func actionIDsMustDiffer() {
        let snack = Snack("x", action: SnackAction("Yes", id: "a"), secondaryAction: SnackAction("No", id: "a"))
        #expect(throws: SnackError.duplicateActionID("a")) { try snack.validated() }
    }

    @Test func generatedIDsAreUniqueAndDedupeFallsBackToText() {
        let a = Snack("same", title: "t")
        let b = Snack("same", title: "t")
        #expect(a.id != b.id)
        #expect(!a.hasExplicitID)
        #expect(a.dedupeKey == b.dedupeKey)
        #expect(Snack("same", title: "t", id: "x").dedupeKey != a.dedupeKey)
        #expect(Snack("other", id: "x").dedupeKey == Snack("same", id: "x").dedupeKey)
    }

    @Test func kindsHaveDefaultIconsAndClasses() {
        #expect(SnackKind.neutral.defaultIcon == nil)
        #expect(SnackKind.neutralIcon("starred").defaultIcon == "starred")
        #expect(SnackKind.neutralIcon("starred").cssClass == "neutral")
        #expect(Snack("x", kind: .warning, icon: "/tmp/a.png").effectiveIcon == "/tmp/a.png")
        #expect(SnackKind(name: "Warning") == .warning)
        #expect(SnackKind(name: "purple") == nil)
    }

    @Test func dismissReasonNames() {
        #expect(DismissReason.closeButton.name == "closed")
        #expect(DismissReason.action("undo").description == "action(undo)")
        #expect(DismissReason.action("undo").isAction)
        #expect(!DismissReason.timeout.isAction)
    }
}
