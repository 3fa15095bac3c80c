import SnackbarCore

/// One command-line option, declared once: its spellings, its help line, what bash completion offers
/// for its value, and how it writes the request being parsed (`NotifyDraft`).
package struct NotifyOption: Sendable {
    /// What bash completion offers for an option's value.
    package enum Completion: Sendable, Equatable {
        /// Nothing (a flag, or a free value).
        case none
        /// These words.
        case words([String])
        /// These beginnings of a value, the user types the rest (`-h int:value:`).
        case prefixes([String])
        /// File names.
        case files
        /// CSS files and directories.
        case styleSheets
    }

    /// The long spelling without `--`.
    package let long: String
    /// The short spelling without `-`, if any.
    package let short: Character?
    /// Writes the value (empty for a flag) into the draft; the second text is the spelling used, for messages.
    let write: @Sendable (inout NotifyDraft, String, String) throws(NotifyFailure) -> Void
    // The texts (gettext) and completions are made only when shown: a call that prints no help does not pay
    // for them.
    private let valueText: (@Sendable () -> String)?
    private let helpText: @Sendable () -> String
    private let completionWords: @Sendable () -> Completion

    /// A flag.
    init(
        _ long: String, _ short: Character? = nil, completion: @autoclosure @escaping @Sendable () -> Completion = .none,
        help: @autoclosure @escaping @Sendable () -> String,
        write: @escaping @Sendable (inout NotifyDraft, String, String) throws(NotifyFailure) -> Void
    ) {
        (self.long, self.short, self.completionWords, self.write) = (long, short, completion, write)
        (self.valueText, self.helpText) = (nil, help)
    }

    /// An option with a value, shown in the help as `valueName`.
    init(
        _ long: String, _ short: Character? = nil, value valueName: @autoclosure @escaping @Sendable () -> String,
        completion: @autoclosure @escaping @Sendable () -> Completion = .none, help: @autoclosure @escaping @Sendable () -> String,
        write: @escaping @Sendable (inout NotifyDraft, String, String) throws(NotifyFailure) -> Void
    ) {
        (self.long, self.short, self.completionWords, self.write) = (long, short, completion, write)
        (self.valueText, self.helpText) = (valueName, help)
    }

    /// The value's placeholder in the help (`LEVEL`), or nil for a flag.
    package var valueName: String? { valueText?() }
    /// The help line.
    package var help: String { helpText() }
    /// What bash completion offers for the value.
    package var completion: Completion { completionWords() }

    /// Whether the option takes a value.
    package var takesValue: Bool { valueText != nil }

    /// Whether this is `--help`, which stops parsing.
    var isHelp: Bool { long == Self.helpOption.long }

    /// The help's left column: `  -u, --urgency=LEVEL` or `      --type=KIND`.
    var helpLabel: String {
        let shortPart = short.map { "-\($0), " } ?? "    "
        let valuePart = valueName.map { "=\($0)" } ?? ""
        return "  " + shortPart + "--" + long + valuePart
    }

    /// Every spelling: `-u`, `--urgency`.
    package var spellings: [String] { (short.map { ["-\($0)"] } ?? []) + ["--" + long] }

    /// An option whose value is one of `names` (any case); `parse` reads the value, a value it refuses
    /// is reported with the names (`use top or bottom`).
    static func choice<Value>(
        _ long: String, value valueName: @autoclosure @escaping @Sendable () -> String, names: @autoclosure @escaping @Sendable () -> [String],
        help: @autoclosure @escaping @Sendable () -> String, parse: @escaping @Sendable (String) -> Value?,
        write: @escaping @Sendable (inout NotifyDraft, Value) throws(NotifyFailure) -> Void
    ) -> NotifyOption {
        NotifyOption(long, value: valueName(), completion: .words(names()), help: help()) { draft, text, spelling throws(NotifyFailure) in
            guard let value = parse(text) else { throw .badValue(text, spelling, accepted: sentence(names())) }
            try write(&draft, value)
        }
    }

    /// `a, b or c`.
    static func sentence(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return localized("%s or %s", words.dropLast().joined(separator: ", "), last)
    }
}

extension NotifyOption {
    /// `-?, --help`, listed apart as GOption lists it.
    package static let helpOption = NotifyOption("help", "?", help: localized("Show help options")) { _, _, _ in }

    /// notify-send's options (libnotify 0.8), with its help texts.
    package static let notifySendOptions: [NotifyOption] = [
        NotifyOption(
            "urgency", "u", value: localized("LEVEL"), completion: .words(NotifyUrgency.allCases.map(\.rawValue)),
            help: localized("Specifies the urgency level (low, normal, critical).")
        ) { draft, text, _ throws(NotifyFailure) in
            guard let level = NotifyUrgency(name: text) else {
                throw NotifyFailure(localized("Unknown urgency %s specified. Known urgency levels: low, normal, critical.", text))
            }
            draft.request.urgency = level
        },
        NotifyOption(
            "expire-time", "t", value: localized("TIME"),
            help: localized("Specifies the timeout in milliseconds at which to expire the notification.")
        ) { draft, text, spelling throws(NotifyFailure) in
            draft.expireMilliseconds = try GOptionInteger.parse(text, for: spelling)
        },
        NotifyOption("app-name", "a", value: localized("APP_NAME"), help: localized("Specifies the app name for the notification")) {
            draft, text, _ in
            draft.request.appName = text
        },
        NotifyOption(
            "icon", "i", value: localized("ICON"), completion: .files,
            help: localized("Specifies an icon filename or stock icon to display.")
        ) { draft, text, _ in draft.request.icon = text },
        NotifyOption("category", "c", value: localized("TYPE[,TYPE...]"), help: localized("Specifies the notification category.")) { draft, text, _ in
            draft.request.categories += text.split(separator: ",").map(String.init)
        },
        NotifyOption("transient", "e", help: localized("Create a transient notification")) { draft, _, _ in draft.request.isTransient = true },
        NotifyOption(
            "hint", "h", value: localized("TYPE:NAME:VALUE"),
            completion: .prefixes([
                "int:value:", "string:image-path:", "string:x-dunst-stack-tag:",
                "boolean:transient:true", "byte:urgency:"
            ]),
            help: localized("Specifies basic extra data to pass. Valid types are boolean, int, double, string, byte and variant.")
        ) { draft, text, _ in
            draft.hints.append(text)
        },
        NotifyOption("print-id", "p", help: localized("Print the notification ID.")) { draft, _, _ in draft.request.printsID = true },
        NotifyOption(
            "replace-id", "r", value: localized("REPLACE_ID"),
            help: localized("The ID of the notification to replace.")
        ) { draft, text, spelling throws(NotifyFailure) in
            let id = try GOptionInteger.parse(text, for: spelling)
            draft.request.replaceID = id > 0 ? UInt32(id) : 0
        },
        NotifyOption("wait", "w", help: localized("Wait for the notification to be closed before exiting.")) { draft, _, _ in
            draft.request.waits = true
        },
        NotifyOption(
            "action", "A", value: localized("[NAME=]Text..."),
            help: localized(
                "Specifies the actions to display to the user. Implies --wait to wait for user input. May be set multiple times. The name of the action is output to stdout. If NAME is not specified, the numerical index of the option is used (starting with 0)."
            )
        ) { draft, text, spelling throws(NotifyFailure) in
            try NotifyAction.check(text, spelling)
            draft.actionTexts.append(text)
        },
        NotifyOption("version", "v", help: localized("Version of the package.")) { draft, _, _ in draft.wantsVersion = true }
    ]

    /// Every option the parser accepts.
    package static let all: [NotifyOption] = [helpOption] + notifySendOptions + snackbarOptions

    /// The option spelled `--name`, if any.
    static func named(_ name: String) -> NotifyOption? {
        if name == "help-all" { return helpOption }
        return all.first { $0.long == name }
    }

    /// The option spelled `-c`, if any.
    static func short(_ character: Character) -> NotifyOption? {
        all.first { $0.short == character }
    }
}
