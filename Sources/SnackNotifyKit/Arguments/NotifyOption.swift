/// One command-line option: its spellings, its value's name and its help line.
public struct NotifyOption: Sendable {
    /// What the option sets; the parser switches on it.
    public enum Key: Sendable, CaseIterable {
        case help, urgency, expireTime, appName, icon, category, transient, hint, printID, replaceID
        case wait, action, version
        case type, duration, longAction, noCloseButton, position, align, monitor, theme, dark, light
        case markup, id, json, follow, verbose
    }

    /// What the option sets.
    public let key: Key
    /// The long spelling without `--`.
    public let long: String
    /// The short spelling without `-`, if any.
    public let short: Character?
    /// The value's placeholder in the help (`LEVEL`), or nil for a flag.
    public let valueName: String?
    /// The help line.
    public let help: String

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// The help's left column: `  -u, --urgency=LEVEL` or `      --type=KIND`.
    var helpLabel: String {
        let shortPart = short.map { "-\($0), " } ?? "    "
        let valuePart = valueName.map { "=\($0)" } ?? ""
        return "  " + shortPart + "--" + long + valuePart
    }
}

extension NotifyOption {
    /// `-?, --help`, listed apart as GOption lists it.
    public static let helpOption = NotifyOption(
        key: .help, long: "help", short: "?", valueName: nil, help: "Show help options")

    /// notify-send's options (libnotify 0.8), with its help texts.
    public static let notifySendOptions: [NotifyOption] = [
        NotifyOption(key: .urgency, long: "urgency", short: "u", valueName: "LEVEL",
                     help: "Specifies the urgency level (low, normal, critical)."),
        NotifyOption(key: .expireTime, long: "expire-time", short: "t", valueName: "TIME",
                     help: "Specifies the timeout in milliseconds at which to expire the notification."),
        NotifyOption(key: .appName, long: "app-name", short: "a", valueName: "APP_NAME",
                     help: "Specifies the app name for the notification"),
        NotifyOption(key: .icon, long: "icon", short: "i", valueName: "ICON",
                     help: "Specifies an icon filename or stock icon to display."),
        NotifyOption(key: .category, long: "category", short: "c", valueName: "TYPE[,TYPE...]",
                     help: "Specifies the notification category."),
        NotifyOption(key: .transient, long: "transient", short: "e", valueName: nil,
                     help: "Create a transient notification"),
        NotifyOption(key: .hint, long: "hint", short: "h", valueName: "TYPE:NAME:VALUE",
                     help: "Specifies basic extra data to pass. Valid types are boolean, int, double, string, byte and variant."),
        NotifyOption(key: .printID, long: "print-id", short: "p", valueName: nil,
                     help: "Print the notification ID."),
        NotifyOption(key: .replaceID, long: "replace-id", short: "r", valueName: "REPLACE_ID",
                     help: "The ID of the notification to replace."),
        NotifyOption(key: .wait, long: "wait", short: "w", valueName: nil,
                     help: "Wait for the notification to be closed before exiting."),
        NotifyOption(key: .action, long: "action", short: "A", valueName: "[NAME=]Text...",
                     help: "Specifies the actions to display to the user. Implies --wait to wait for user input. May be set multiple times. The name of the action is output to stdout. If NAME is not specified, the numerical index of the option is used (starting with 0)."),
        NotifyOption(key: .version, long: "version", short: "v", valueName: nil,
                     help: "Version of the package."),
    ]

    /// Snackbar's own options.
    public static let snackbarOptions: [NotifyOption] = [
        NotifyOption(key: .type, long: "type", short: nil, valueName: "KIND",
                     help: "The palette: positive, warning, negative, info or neutral."),
        NotifyOption(key: .duration, long: "duration", short: nil, valueName: "DURATION",
                     help: "How long it stays: short (4 s), long (10 s), infinite or SECONDS."),
        NotifyOption(key: .longAction, long: "long-action", short: nil, valueName: "[NAME=]Text",
                     help: "A button on its own row below the message. Implies --wait."),
        NotifyOption(key: .noCloseButton, long: "no-close-button", short: nil, valueName: nil,
                     help: "No close button (an infinite popup keeps one)."),
        NotifyOption(key: .position, long: "position", short: nil, valueName: "EDGE",
                     help: "Stack at the top or bottom of the screen."),
        NotifyOption(key: .align, long: "align", short: nil, valueName: "ALIGNMENT",
                     help: "Where along the edge: leading, center or trailing."),
        NotifyOption(key: .monitor, long: "monitor", short: nil, valueName: "MONITOR",
                     help: "Which monitor: primary, pointer or a number from 0."),
        NotifyOption(key: .theme, long: "theme", short: nil, valueName: "FILE.css",
                     help: "GTK CSS applied on top of the default theme."),
        NotifyOption(key: .dark, long: "dark", short: nil, valueName: nil,
                     help: "Use the dark palette."),
        NotifyOption(key: .light, long: "light", short: nil, valueName: nil,
                     help: "Use the light palette."),
        NotifyOption(key: .markup, long: "markup", short: nil, valueName: nil,
                     help: "Treat SUMMARY and BODY as Pango markup (plain text otherwise)."),
        NotifyOption(key: .id, long: "id", short: nil, valueName: "TAG",
                     help: "A reuse tag: a popup with the same tag is replaced in place."),
        NotifyOption(key: .json, long: "json", short: nil, valueName: nil,
                     help: "Print the outcome as one JSON object: id, reason, action."),
        NotifyOption(key: .follow, long: "follow", short: nil, valueName: nil,
                     help: "Update the popup from each line of standard input: text, or JSON with message, title, kind, progress; EOF closes it."),
        NotifyOption(key: .verbose, long: "verbose", short: nil, valueName: nil,
                     help: "Say on standard error how the popup was delivered."),
    ]

    /// Every option the parser accepts.
    public static let all: [NotifyOption] = [helpOption] + notifySendOptions + snackbarOptions

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
