import SnackNotifyKit
import SnackbarCore
import Testing

@Suite("Texts, flags and option spellings")
struct ArgumentParserTests {
    @Test func oneTextIsTheMessage() throws {
        let parsed = try request(["Saved"])
        #expect(parsed.message == "Saved")
        #expect(parsed.title == nil)
    }

    @Test func twoTextsAreTitleAndMessage() throws {
        let parsed = try request(["Backup", "3 files copied"])
        #expect(parsed.title == "Backup")
        #expect(parsed.message == "3 files copied")
    }

    @Test func bodyEscapesAreInterpretedButSummaryIsLiteral() throws {
        let parsed = try request(["a\\tb", "one\\ntwo\\\\three\\101"])
        #expect(parsed.title == "a\\tb")
        #expect(parsed.message == "one\ntwo\\threeA")
    }

    @Test func dashReadsStandardInputWithoutItsLastNewline() throws {
        let environment = FakeEnvironment(standardInput: Array("from stdin\n".utf8))
        let parsed = try request(["Title", "-"], environment: environment)
        #expect(parsed.message == "from stdin")
    }

    @Test(arguments: [
        ["-u", "critical", "x"], ["--urgency", "critical", "x"], ["--urgency=CRITICAL", "x"], ["x", "-u", "Critical"]
    ])
    func urgencySpellings(arguments: [String]) throws {
        let parsed = try request(arguments)
        #expect(parsed.urgency == .critical)
        #expect(parsed.kind == .negative)
        #expect(parsed.duration == .infinite)
    }

    @Test func groupedShortFlagsTakeValuesFromFollowingArguments() throws {
        let parsed = try request(["-pt", "2500", "x"])
        #expect(parsed.printsID)
        #expect(parsed.duration == .custom(2.5))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try request(["--", "-w", "--json"])
        #expect(parsed.title == "-w")
        #expect(parsed.message == "--json")
        #expect(!parsed.waits)
    }

    @Test func expireTimeZeroNeverExpiresAndDurationWins() throws {
        #expect(try request(["-t", "0", "x"]).duration == .infinite)
        #expect(try request(["-t", "0x10", "x"]).duration == .custom(0.016))
        #expect(try request(["-t", "0", "--duration", "long", "x"]).duration == .long)
        #expect(try request(["--duration", "2.5", "x"]).duration == .custom(2.5))
    }

    @Test func actionsAreNamedOrIndexedAndImplyWait() throws {
        let parsed = try request(["-A", "undo=Undo", "-A", " Open ", "x"])
        #expect(parsed.actions == [NotifyAction(name: "undo", label: "Undo"), NotifyAction(name: "1", label: "Open")])
        #expect(parsed.waits)
    }

    @Test func aThirdActionMovesToTheLongRow() throws {
        let parsed = try request(["-A", "a=A", "-A", "b=B", "-A", "c=C", "x"])
        #expect(parsed.actions.map(\.name) == ["a", "b"])
        #expect(parsed.longAction == NotifyAction(name: "c", label: "C"))
    }

    /// notify-send takes any number of actions: past the two buttons they go in the popup's "More" menu,
    /// in order, and no long row is made of one of them.
    @Test func actionsPastThreeKeepTheirOrderForTheMoreMenu() throws {
        let parsed = try request(["-A", "a=A", "-A", "b=B", "-A", "c=C", "-A", "d=D", "-A", "e=E", "x"])
        #expect(parsed.actions.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(parsed.longAction == nil)
        #expect(parsed.makeSnack().moreActions.map(\.id) == ["c", "d", "e"])
    }

    @Test func ownOptions() throws {
        let parsed = try request([
            "--type", "positive", "--long-action", "view=View log", "--no-close-button", "--position", "top",
            "--align", "trailing", "--monitor", "1", "--dark", "--markup", "--id", "build", "--json", "--verbose", "x"
        ])
        #expect(parsed.kind == .positive)
        #expect(parsed.longAction == NotifyAction(name: "view", label: "View log"))
        #expect(!parsed.showsCloseButton)
        #expect(parsed.edge == .top)
        #expect(parsed.alignment == .trailing)
        #expect(parsed.monitor == .index(1))
        #expect(parsed.colorScheme == .dark)
        #expect(parsed.usesMarkup && parsed.printsJSON && parsed.isVerbose && parsed.waits)
        #expect(parsed.tag == "build")
    }

    @Test func helpAndVersion() throws {
        #expect(try parse(["-?"]) == .help)
        #expect(try parse(["x", "--help"]) == .help)
        #expect(try parse(["-v"]) == .version)
    }

    @Test func followNeedsNoSummary() throws {
        let parsed = try request(["--follow"])
        #expect(parsed.follows)
        #expect(parsed.message.isEmpty)
    }
}
