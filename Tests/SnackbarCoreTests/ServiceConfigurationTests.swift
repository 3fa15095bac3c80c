import SnackbarCore
import Testing

/// The popup service's snackbar.conf, checked without a file: values, bounds, rules, merging, places.
@Suite struct ServiceConfigurationTests {
    private let file = "/home/u/.config/snackbar/snackbar.conf"

    private func entries(_ lines: [(String, String, String)], file: String? = nil) -> [KeyFileEntry] {
        lines.enumerated().map {
            KeyFileEntry(file: file ?? self.file, line: $0.offset + 2, group: $0.element.0, key: $0.element.1, value: $0.element.2)
        }
    }

    private func parse(_ lines: [(String, String, String)]) -> Result<ServiceConfiguration, ServiceConfiguration.ProblemList> {
        ServiceConfiguration.parse(entries(lines), home: "/home/u")
    }

    @Test func everyServerKeyIsTaken() throws {
        let configuration = try parse([
            ("server", "position", "bottom"), ("server", "alignment", "Trailing"), ("server", "monitor", "pointer"),
            ("server", "max-visible", "5"), ("server", "duration-low", "2.5"), ("server", "duration-normal", "long"),
            ("server", "duration-critical", "60"), ("server", "theme", "~/snacks.css"), ("server", "history-size", "0"),
            ("server", "idle-threshold", "0"), ("server", "fullscreen", "Show"), ("timing", "time-scale", "2")
        ]).get()
        #expect(configuration.edge == .bottom && configuration.alignment == .trailing && configuration.monitor == .pointer)
        #expect(configuration.maxVisible == 5 && configuration.historySize == 0)
        #expect(configuration.duration(for: .low) == .custom(2.5) && configuration.duration(for: .normal) == .long)
        #expect(configuration.duration(for: .critical) == .custom(60))
        #expect(configuration.themePath == "/home/u/snacks.css" && configuration.themePlace == "\(file):9", "where the glue's note points")
        #expect(configuration.preferences.timeScale == 2)
        #expect(configuration.idleThreshold == 0 && configuration.fullscreen == .show)
    }

    @Test func theDefaultsLetACriticalNotificationStay() throws {
        let configuration = try parse([]).get()
        #expect(configuration.duration(for: .critical) == .infinite && configuration.duration(for: .normal) == .short)
        #expect(configuration.maxVisible == 3 && configuration.historySize == 20 && configuration.rules.isEmpty)
        #expect(configuration.idleThreshold == 120 && configuration.fullscreen == .delay)
    }

    @Test func aRelativeThemeIsTakenFromTheFilesDirectory() throws {
        #expect(try parse([("server", "theme", "themes/dark.css")]).get().themePath == "/home/u/.config/snackbar/themes/dark.css")
    }

    /// Each refusal names FILE:LINE, the group and key, the value and what is accepted.
    @Test(arguments: [
        ("position", "left", "[server] position: “left” is not accepted; use top or bottom"),
        ("max-visible", "0", "[server] max-visible: “0” is not accepted; use a whole number from 1 to 20"),
        ("max-visible", "21", "[server] max-visible: “21” is not accepted; use a whole number from 1 to 20"),
        ("history-size", "1001", "[server] history-size: “1001” is not accepted; use a whole number from 0 to 1000"),
        ("idle-threshold", "-1", "[server] idle-threshold: “-1” is not accepted; use a whole number of seconds from 0 to 86400 (0: never)"),
        ("idle-threshold", "2m", "[server] idle-threshold: “2m” is not accepted; use a whole number of seconds from 0 to 86400 (0: never)"),
        ("fullscreen", "hide", "[server] fullscreen: “hide” is not accepted; use delay or show"),
        ("monitor", "16", "[server] monitor: “16” is not accepted; use primary, pointer, all or a monitor number from 0 to 15"),
        (
            "duration-normal", "3601",
            "[server] duration-normal: “3601” is not accepted; use short, long, infinite or a number of seconds above 0 up to 3600"
        ),
        ("duration-low", "-1", "[server] duration-low: “-1” is not accepted; use short, long, infinite or a number of seconds above 0 up to 3600"),
        (
            "duration-urgent", "5",
            "[server] duration-urgent: unknown key (known: position, alignment, monitor, max-visible, duration-low, duration-normal, duration-critical, theme, history-size, idle-threshold, fullscreen)"
        )
    ])
    func aBadServerValueIsRefusedWithItsPlace(key: String, value: String, message: String) {
        #expect(parse([("server", key, value)]) == .failure(.init(problems: [.init(place: "\(file):2", message: message)])))
    }

    @Test func oneWarningSaysTheFirstProblemAndHowManyMore() throws {
        guard case .failure(let problems) = parse([("server", "position", "up"), ("sever", "x", "1"), ("timing", "speed", "2")]) else {
            Issue.record("accepted")
            return
        }
        #expect(problems.summary == "\(file):2: [server] position: “up” is not accepted; use top or bottom (and 2 more problems)")
        #expect(problems.problems.map(\.place) == ["\(file):2", "\(file):3", "\(file):4"])
        #expect(problems.problems[1].message == "[sever]: unknown group (known: [server], [timing], [rule NAME])")
        #expect(problems.problems[2].message == "[timing] speed: unknown key (known: time-scale)")
    }

    /// The time scale is checked as apps check it: clamped or kept, with a note; the rest applies.
    @Test func aTimeScaleOutOfRangeIsClampedWithANoteAndRefusesNothing() throws {
        let configuration = try parse([("timing", "time-scale", "50"), ("server", "position", "bottom")]).get()
        #expect(configuration.preferences.timeScale == 10 && configuration.edge == .bottom)
        #expect(configuration.notes == ["\(file):2: [timing] time-scale: 50 is beyond 0.5 to 10; clamped to 10"])
    }

    @Test func rulesMatchEveryGivenKeyAndLaterOnesWin() throws {
        let configuration = try parse([
            ("rule quiet-backups", "app-name", "backup*"), ("rule quiet-backups", "hide", "true"),
            ("rule mail", "category", "email.*"), ("rule mail", "urgency", "low,normal"), ("rule mail", "kind", "info"),
            ("rule mail", "position", "bottom"),
            ("rule urgent-mail", "category", "email.*"), ("rule urgent-mail", "summary", "*URGENT*"), ("rule urgent-mail", "kind", "warning"),
            ("rule urgent-mail", "duration", "infinite")
        ]).get()
        #expect(configuration.rules.map(\.name) == ["quiet-backups", "mail", "urgent-mail"])
        let backup = NotificationFacts(appName: "backup-tool", categories: [], urgency: .normal, summary: "Done")
        #expect(configuration.rules.effect(for: backup) == RuleEffect(hides: true))
        let mail = NotificationFacts(appName: "Thunderbird", categories: ["im", "email.arrived"], urgency: .normal, summary: "Hello")
        #expect(configuration.rules.effect(for: mail) == RuleEffect(kind: .info, edge: .bottom))
        var urgent = mail
        urgent.summary = "URGENT: reply"
        #expect(configuration.rules.effect(for: urgent) == RuleEffect(kind: .warning, duration: .infinite, edge: .bottom))
        urgent.urgency = .critical
        #expect(configuration.rules.effect(for: urgent) == RuleEffect(kind: .warning, duration: .infinite))
    }

    @Test func aRuleNeedsAMatchAndAnEffect() {
        guard case .failure(let problems) = parse([("rule a", "kind", "info"), ("rule b", "app-name", "x"), ("rule c", "colour", "red")]) else {
            Issue.record("accepted")
            return
        }
        #expect(
            problems.problems.map(\.description) == [
                "\(file):4: [rule c] colour: unknown key (known: app-name, category, urgency, summary, kind, duration, position, hide, enabled)",
                "\(file):2: [rule a]: a rule needs at least one of app-name, category, urgency, summary",
                "\(file):3: [rule b]: a rule needs at least one of kind, duration, position, hide",
                "\(file):4: [rule c]: a rule needs at least one of app-name, category, urgency, summary"
            ])
    }

    @Test func aDisabledRuleMatchesNothing() throws {
        let rules = try parse([("rule a", "app-name", "*"), ("rule a", "hide", "true"), ("rule a", "enabled", "false")]).get().rules
        #expect(rules.effect(for: NotificationFacts(appName: "x", categories: [], urgency: .low, summary: "")) == RuleEffect())
        #expect(try parse([("rule a", "enabled", "false")]).get().rules.map(\.isEnabled) == [false])
    }

    @Test func theUsersFileWinsKeyByKeyAndReplacesARuleOfTheSameName() throws {
        let system = entries(
            [
                ("server", "position", "bottom"), ("server", "max-visible", "4"),
                ("rule a", "app-name", "a"), ("rule a", "hide", "true"), ("rule b", "app-name", "b"), ("rule b", "kind", "info")
            ],
            file: "/etc/xdg/snackbar/snackbar.conf")
        let user = entries([("server", "max-visible", "6"), ("rule a", "app-name", "other"), ("rule a", "kind", "warning")])
        let configuration = try ServiceConfiguration.parse(ServiceConfiguration.merge(system: system, user: user), home: nil).get()
        #expect(configuration.edge == .bottom && configuration.maxVisible == 6)
        #expect(configuration.rules.map(\.name) == ["b", "a"])
        #expect(configuration.rules[1].effect == RuleEffect(kind: .warning))
    }

    @Test func tooManyRulesAreRefused() {
        let lines = (0...ServiceConfiguration.maximumRules).flatMap { [("rule r\($0)", "app-name", "x"), ("rule r\($0)", "hide", "true")] }
        guard case .failure(let problems) = parse(lines) else {
            Issue.record("accepted")
            return
        }
        #expect(problems.summary.hasSuffix("more than 100 rules"))
    }
}

/// Patterns as rules use them, and where a key file's lines are.
@Suite struct GlobPatternAndKeyFileLinesTests {
    @Test(arguments: [
        ("*", "", true), ("*", "anything", true), ("fire*", "firefox", true), ("fire*", "Firefox", false),
        ("*fox", "firefox", true), ("f?re*", "fire", true), ("*mail*", "Thunderbird mail", true), ("a*b*c", "aXbYc", true),
        ("a*b*c", "aXbY", false), ("\\*", "*", true), ("\\*", "x", false), ("exact", "exact", true), ("exact", "exactly", false)
    ])
    func matches(pattern: String, subject: String, expected: Bool) throws {
        #expect(try #require(GlobPattern(pattern)).matches(subject) == expected)
    }

    @Test func aPatternIsBoundedAndAWorstCaseStaysQuick() throws {
        #expect(GlobPattern(String(repeating: "a", count: 257)) == nil)
        let pattern = try #require(GlobPattern(String(repeating: "*a", count: 127) + "b"))
        #expect(!pattern.matches(String(repeating: "a", count: 64_000)))
    }

    @Test func linesAreFoundForKeysAndTheFirstMalformedLine() {
        let lines = KeyFileLines("# comment\n[server]\nposition = top\n\n[rule a b]\napp-name=x\nposition = bottom\n")
        #expect(lines.line(group: "server", key: "position") == 3)
        #expect(lines.line(group: "rule a b", key: "position") == 7)
        #expect(lines.firstMalformedLine == nil)
        #expect(KeyFileLines("[server]\nposition top\n").firstMalformedLine == 2)
        #expect(KeyFileLines("position = top\n").firstMalformedLine == 1)
        #expect(KeyFileLines("[ok]\n[broken\n").firstMalformedLine == 2)
    }

    @Test func markupReadsBackAsPlainText() {
        #expect(NotificationMarkup.plainText("<b>Tom</b> &amp; Jerry &lt;3 &gt; <span foreground='red'>x</span>") == "Tom & Jerry <3 > x")
        #expect(NotificationMarkup.plainText("a < b") == "a < b")
    }

    /// A label shows markup Pango cannot read as it is; the history and the rules read it the same way.
    @Test(arguments: ["broken <b>markup", "<b>Tom</b> &copy;", "a & b", "<i>x</b>", "<blink>x</blink>", "x</i>", "&#0;"])
    func textPangoDoesNotReadAsMarkupStaysAsItIs(text: String) {
        #expect(!NotificationMarkup.isWellFormed(text))
        #expect(NotificationMarkup.plainText(text) == text)
    }

    @Test(arguments: [
        "plain", "<b>bold</b> &amp; <i>it</i>", "<span size='large'><u>x</u></span>", "&#x263A; &#9731;", "<a href='https://x'>link</a>", "a > b",
        "<b/>"
    ])
    func markupPangoReadsIsWellFormed(text: String) {
        #expect(NotificationMarkup.isWellFormed(text))
    }
}
