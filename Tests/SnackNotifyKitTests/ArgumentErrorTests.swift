import SnackNotifyKit
import SnackbarCore
import Testing

@Suite("notify-send's errors, word for word")
struct ArgumentErrorTests {
    @Test(arguments: [
        ([String](), "No summary specified."),
        ([""], "No summary specified."),
        (["", ""], "No summary specified."),
        (["", "a body"], "No summary specified."),
        (["a", "b", "c"], "Invalid number of options."),
        (["-u", "urgent", "x"], "Unknown urgency urgent specified. Known urgency levels: low, normal, critical."),
        (["-h", "int:value", "x"], "Invalid hint syntax specified. Use TYPE:NAME:VALUE."),
        (["-h", "int:value:x", "x"], "Value \"x\" of hint \"value\" could not be parsed as type \"int\"."),
        (["-h", "byte:b:256", "x"], "Value \"256\" of hint \"b\" could not be parsed as type \"byte\"."),
        (["-h", "variant:v:nope", "x"], "Value \"nope\" of hint \"v\" could not be parsed as type \"variant\"."),
        (["-h", "list:a:b", "x"], "Invalid hint type \"list\". Valid types are boolean, int, double, string, byte and variant."),
        (["--bogus", "x"], "Unknown option --bogus\nRun with --help to list every option."),
        (["-x", "x"], "Unknown option -x\nRun with --help to list every option."),
        (["--urgncy=low", "x"], "Unknown option --urgncy\nDid you mean --urgency? Run with --help to list every option."),
        (["--pritn-id", "x"], "Unknown option --pritn-id\nDid you mean --print-id? Run with --help to list every option."),
        (["--Wait", "x"], "Unknown option --Wait\nDid you mean --wait? Run with --help to list every option."),
        (["--pos", "top", "x"], "Unknown option --pos\nDid you mean --position? Run with --help to list every option."),
        (["x", "-u"], "Missing argument for -u"),
        (["-t", "5x", "x"], "Cannot parse integer value “5x” for -t"),
        (["-t", "99999999999", "x"], "Integer value “99999999999” for -t out of range"),
        (["--duration", "-3", "x"], "Invalid value “-3” for --duration: use short, long, infinite or a number of seconds greater than 0."),
        (["--type", "loud", "x"], "Invalid value “loud” for --type: use positive, warning, negative, info or neutral."),
        (["--position", "left", "x"], "Invalid value “left” for --position: use top or bottom."),
        (["--theme", "/no/such.css", "x"], "Theme file not found: /no/such.css"),
        (["-A", "a=A", "-A", "a=B", "x"], "two actions share the id 'a': give each action its own id"),
        // notify-send drops these and goes on: a script's empty variable would give no button and no wait.
        (["-A", "", "x"], "Invalid value “” for -A: use Text or NAME=Text, neither of them empty."),
        (["--action", "=", "x"], "Invalid value “=” for --action: use Text or NAME=Text, neither of them empty."),
        (["-A", "undo= ", "x"], "Invalid value “undo= ” for -A: use Text or NAME=Text, neither of them empty."),
        (["--long-action", "=Log", "x"], "Invalid value “=Log” for --long-action: use Text or NAME=Text, neither of them empty."),
        (["--follow", "-"], "--follow reads standard input; a text of - cannot be read as well."),
        (["--dark", "--light", "x"], "--dark and --light cannot be used together: choose one palette.")
    ])
    func failsWithNotifySendMessage(arguments: [String], message: String) {
        let error = failure(arguments)
        #expect(error?.message == message)
        #expect(error?.exitCode == .usage)
    }

    @Test func invalidUTF8IsRefusedFromTheRawBytes() throws {
        let parser = NotifyArgumentParser(environment: FakeEnvironment())
        #expect(throws: NotifyFailure.invalidUTF8("Summary")) { try parser.parse([[0xFF, 0x41]]) }
        #expect(throws: NotifyFailure.invalidUTF8("Body")) { try parser.parse([Array("ok".utf8), [0xC3]]) }
        #expect(throws: NotifyFailure.invalidUTF8("-i")) { try parser.parse([Array("-i".utf8), [0xFE], Array("x".utf8)]) }
    }

    @Test func anOctalEscapeThatMakesInvalidUTF8IsRefused() {
        #expect(failure(["x", "\\377"]) == .invalidUTF8("Body"))
    }

    /// The bound a notification server puts on `Notify`'s actions, counted with `--long-action`.
    @Test func moreActionsThanAPopupOffersAreRefused() throws {
        let actions = (1...64).flatMap { ["-A", "a\($0)=Action \($0)"] }
        #expect(try request(actions + ["x"]).actions.count == 64)
        #expect(
            failure(actions + ["--long-action", "more=More", "x"])
                == NotifyFailure("Too many actions: 65; a popup offers at most 64."))
    }

    @Test func existingIconPathIsAcceptedAndFileURLStripped() throws {
        let environment = FakeEnvironment(existingFiles: ["/tmp/icon.png"])
        #expect(try request(["-i", "file:///tmp/icon.png", "x"], environment: environment).icon == "/tmp/icon.png")
        #expect(try request(["-i", "dialog-information", "x"]).icon == "dialog-information")
    }

    /// A relative icon or theme is the caller's file: sent as an absolute path, since the running service reads
    /// from a directory of its own. A bare name is a theme icon unless it has an image file's extension and
    /// the caller's directory has that file.
    @Test func relativeFilesAreTheCallersAndSentAbsolute() throws {
        let environment = FakeEnvironment(existingFiles: ["/home/user/img.png", "/home/user/sub/pic.svg", "/home/user/green.css"])
        #expect(try request(["-i", "img.png", "x"], environment: environment).icon == "/home/user/img.png")
        #expect(try request(["-i", "./img.png", "x"], environment: environment).icon == "/home/user/img.png")
        #expect(try request(["-i", "sub/pic.svg", "x"], environment: environment).icon == "/home/user/sub/pic.svg")
        #expect(try request(["--theme", "green.css", "x"], environment: environment).themePath == "/home/user/green.css")
        #expect(try request(["-i", "firefox", "x"], environment: environment).icon == "firefox")
        #expect(try request(["-i", "other.png", "x"], environment: environment).icon == "other.png", "not here: an icon name")
        #expect(
            try request(["-i", "sub/gone.png", "x"], environment: environment).warnings == [
                "Icon file not found: /home/user/sub/gone.png; showing the default icon."
            ])
    }

    /// notify-send passes a missing icon file on and the popup shows without it: so does snack-notify,
    /// with the kind's default icon and one warning.
    @Test func aMissingIconFileIsDroppedWithOneWarning() throws {
        let shown = try request(["-i", "/no/such/icon.png", "x"])
        #expect(shown.icon == nil)
        #expect(shown.warnings == ["Icon file not found: /no/such/icon.png; showing the default icon."])
        #expect(try request(["-h", "string:image-path:/gone.png", "x"]).warnings.count == 1)
    }

    /// A path that exists but is no image file to read is refused, naming the path and the reason.
    @Test(arguments: [
        (["-i", "/tmp/fifo", "x"], "Icon file /tmp/fifo: not a regular file"),
        (["-i", "/tmp/huge.png", "x"], "Icon file /tmp/huge.png: larger than 16 MiB"),
        (["--theme", "/tmp/fifo", "x"], "Theme file /tmp/fifo: not a regular file"),
        (["--theme", "/tmp/huge.css", "x"], "Theme file /tmp/huge.css: larger than 1 MiB")
    ])
    func filesThatCannotBeReadSafelyAreRefused(arguments: [String], message: String) {
        let environment = FakeEnvironment(refusals: [
            "/tmp/fifo": .notRegularFile, "/tmp/huge.png": .tooLarge(limit: FileRefusal.imageBytes),
            "/tmp/huge.css": .tooLarge(limit: FileRefusal.styleSheetBytes)
        ])
        #expect(failure(arguments, environment: environment) == NotifyFailure(message))
    }
}
