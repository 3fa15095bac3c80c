import Foundation
import Testing

/// snack-notify's own texts through gettext (domain `snackbar`): German under de_DE.UTF-8 from the
/// catalogue `make` compiles beside the binaries, notify-send's exact English under the C locale.
@Suite("snack-notify in German: --help and errors from the snackbar catalogue")
struct LanguageTests {
    static let german: [String: String?] = ["LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil]

    @Test func helpIsGermanLineForLine() async throws {
        let result = try await NotifyProcess.run(["--help"], environment: Self.german)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix(
                """
                Aufruf:
                  snack-notify [OPTION …] <ZUSAMMENFASSUNG> [TEXT] - eine Benachrichtigung erstellen

                Hilfeoptionen:
                  -?, --help                       Hilfeoptionen anzeigen

                Anwendungsoptionen:
                  -u, --urgency=STUFE              Gibt die Dringlichkeitsstufe an (low, normal, critical).

                """), "\(result.standardOutput)")
        // Every line is translated where the catalogue translates its text: the same layout, and only blank lines
        // and texts the catalogue does not have yet in common.
        let english = try await NotifyProcess.run(["--help"], environment: ["LC_ALL": "C", "LANGUAGE": nil]).standardOutput
            .split(separator: "\n", omittingEmptySubsequences: false)
        let translated = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(translated.count == english.count)
        var untranslated: [String] = []
        for (line, german) in zip(english, translated) where line == german && !line.isEmpty {
            // An option's help follows its label after a run of spaces.
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let text = trimmed.range(of: "  ").map { trimmed[$0.upperBound...].trimmingCharacters(in: .whitespaces) } ?? trimmed
            if try await Self.catalogueTranslates(text) { untranslated.append(String(line)) }
        }
        #expect(untranslated.isEmpty, "left in English though the catalogue translates them: \(untranslated)")
        // The placeholders too, in the option column and inside the help texts.
        let words = Set(result.standardOutput.split { !$0.isLetter && $0 != "_" }.map(String.init))
        let placeholders = ["SUMMARY", "BODY", "LEVEL", "TIME", "APP_NAME", "KIND", "DURATION", "EDGE", "FILE", "MODE", "TAG"]
        for placeholder in words.intersection(placeholders) {
            #expect(try await !Self.catalogueTranslates(placeholder), "\(placeholder) left in English though the catalogue translates it")
        }
    }

    /// Whether the German catalogue `make locale` compiled has a translation of `msgid`.
    static func catalogueTranslates(_ msgid: String) async throws -> Bool {
        try await germanText(msgid, domain: "snackbar") != msgid
    }

    /// `msgid` in German from `domain`'s catalogue (ours: the one beside the binaries), or `msgid` itself.
    static func germanText(_ msgid: String, domain: String) async throws -> String {
        var environment = german
        if domain == "snackbar" { environment["TEXTDOMAINDIR"] = NotifyProcess.productsDirectory.appendingPathComponent("locale").path }
        return try await NotifyProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/gettext"), ["-d", domain, "--", msgid], environment: environment
        )
        .standardOutput
    }

    @Test func invalidUTF8NamesTheParameterInGerman() async throws {
        let result = try await NotifyProcess.run(shell: #"exec "$NOTIFY" "$(printf 'caf\351')""#, environment: Self.german)
        #expect(result.standardError == "Ungültiges UTF-8 für den Parameter: Zusammenfassung\n")
        #expect(result.status == 1)
    }

    /// GOption's messages in GLib's own German (what notify-send prints under this locale), ours in the catalogue's.
    @Test(arguments: [
        (["--frobnicate", "x"], "Unbekannte Option --frobnicate\nMit --help werden alle Optionen aufgeführt."),
        (["--urgncy", "low", "x"], "Unbekannte Option --urgncy\nMeinten Sie --urgency? Mit --help werden alle Optionen aufgeführt."),
        (["x", "-t"], "Für -t wird ein Argument benötigt"),
        ([String](), "Keine Zusammenfassung angegeben."),
        (
            ["--duration", "-3", "x"],
            "Ungültiger Wert »-3« für --duration: verwenden Sie short, long, infinite oder eine Zahl von Sekunden größer als 0."
        ),
        (["--position", "left", "x"], "Ungültiger Wert »left« für --position: verwenden Sie top oder bottom."),
        (["--theme", "/no/such/theme.css", "x"], "Themendatei nicht gefunden: /no/such/theme.css"),
        (["--theme", "/tmp", "x"], "Themendatei /tmp: keine reguläre Datei")
    ])
    func errorsAreGerman(arguments: [String], message: String) async throws {
        let result = try await NotifyProcess.run(arguments, environment: Self.german)
        #expect(result.standardError == message + "\n")
        #expect(result.status == 1)
    }

    /// The client reads the two categories it uses: a time or number locale that is not installed leaves its
    /// messages in the language LANG names.
    @Test func aLocaleNotInstalledForTimesLeavesTheMessagesGerman() async throws {
        let environment: [String: String?] = [
            "LC_ALL": nil, "LANGUAGE": nil, "LC_CTYPE": nil, "LC_MESSAGES": nil, "LANG": "de_DE.UTF-8",
            "LC_TIME": "xx_XX.UTF-8", "LC_NUMERIC": "xx_XX.UTF-8"
        ]
        let result = try await NotifyProcess.run(["--frobnicate", "x"], environment: environment)
        #expect(result.standardError == "Unbekannte Option --frobnicate\nMit --help werden alle Optionen aufgeführt.\n")
        #expect(result.status == 1)
    }

    @Test func theServicesOwnOptionsAreGerman() async throws {
        let result = try await NotifyProcess.run(executable: NotifyProcess.service, ["--linger", "bald"], environment: Self.german)
        #expect(
            result.standardError.hasPrefix(
                "snack-notifyd: --linger braucht eine ganze Zahl von Sekunden, nicht »bald«\nAufruf: snack-notifyd [--linger SEKUNDEN] [--idle-threshold SEKUNDEN] [--verbose] [--notification-server [--replace]]\n"
            ),
            "\(result.standardError)")
        #expect(result.status == 64)
    }

    /// GOption's headings and messages read as GLib's German (glib20), the words notify-send shows.
    @Test(arguments: [
        "Usage:", "Help Options:", "Application Options:", "Show help options", "Unknown option %s",
        "Missing argument for %s", "Cannot parse integer value “%s” for %s", "Integer value “%s” for %s out of range"
    ])
    func goptionTextsAreGLibsGerman(msgid: String) async throws {
        let glib = try await Self.germanText(msgid, domain: "glib20")
        #expect(glib != msgid, "GLib has no German for \(msgid)")
        #expect(try await Self.germanText(msgid, domain: "snackbar") == glib)
    }

    /// `SNACKBAR_LOCALEDIR` overrides where the catalogue is looked for: an empty directory leaves English.
    @Test func theOverrideDirectoryIsWhereTheCatalogueIsRead() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("snackbar-locale-\(UUID())").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        var environment = Self.german
        environment["SNACKBAR_LOCALEDIR"] = empty
        let result = try await NotifyProcess.run(["--frobnicate", "x"], environment: environment)
        #expect(result.standardError == "Unknown option --frobnicate\nRun with --help to list every option.\n")
    }
}

extension DesktopTests {
    /// The popup service in the locale of the call that started it (each test starts its own).
    @Suite("The popup service under he_IL and de_DE: placement and its own messages", .serialized)
    struct LanguageScreenTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test func leadingIsTheRightSideUnderHebrew() async throws {
            let result = try await onDesktop(
                #"""
                LC_ALL=he_IL.UTF-8 $NOTIFY --align leading --duration infinite "שלום"
                w=$(xdotool search --onlyvisible --name '^snackbar: popup-1$' | head -n 1)
                eval "$(xdotool getwindowgeometry --shell "$w")"; echo "$X $WIDTH"
                """#)
            #expect(result.standardOutput == "\(1280 - 16 - 428) 428\n", "\(result.standardError)")
        }

        @Test func theServiceAnswersInGerman() async throws {
            let result = try await onDesktop(#"LC_ALL=de_DE.UTF-8 $NOTIFY --monitor 3 x"#)
            #expect(
                result.standardError
                    == "Kein Monitor 3: diese Anzeige hat 1 Monitor, nummeriert ab 0 (oder verwenden Sie primary, pointer oder all).\n")
            #expect(result.status == 1)
        }

        /// A call that prints nothing reads no catalogue: the option table's help texts and the names in its
        /// messages are looked up only when shown (`--help` reads it, which shows the trace would see it).
        @Test func aWarmCallThatPrintsNothingReadsNoCatalogue() async throws {
            let result = try await onDesktop(
                #"""
                $NOTIFY --duration 0.2 first
                LC_ALL=de_DE.UTF-8 strace -f -e trace=openat -o "$DESKTOP_DIR/help" $NOTIFY --help > /dev/null
                LC_ALL=de_DE.UTF-8 strace -f -e trace=openat -o "$DESKTOP_DIR/call" $NOTIFY --duration 0.2 --id w Hallo
                echo "status $?"
                grep -q 'snackbar\.mo' "$DESKTOP_DIR/help" && echo "--help reads it"
                grep -q 'snackbar\.mo' "$DESKTOP_DIR/call" || echo "the call reads none"
                """#)
            #expect(result.standardOutput == "status 0\n--help reads it\nthe call reads none\n", "\(result.standardError)")
        }
    }
}
