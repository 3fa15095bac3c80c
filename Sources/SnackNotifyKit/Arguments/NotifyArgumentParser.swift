import SnackbarCore

/// What a `snack-notify` command line asks for.
package enum NotifyCommand: Sendable, Equatable {
    /// `-?` / `--help`: print the help and exit 0.
    case help
    /// `-v` / `--version`: print the version and exit 0.
    case version
    /// `--focus`, `--close-all`, `--dnd`, `--history`, `--history-pop`: control the running service;
    /// `json` for `--history --json`.
    case control(ServiceControl, json: Bool)
    /// Show a popup.
    case show(NotifyRequest)
}

/// What the parser needs from the world beyond the command line; tests pass a fake.
package protocol NotifyEnvironment {
    /// All of standard input, read when a text is `-`.
    func readStandardInput() -> [UInt8]
    /// Why the file at `path` would not be read, or nil when it is a regular file of at most `limit`
    /// bytes (icon and theme files are checked before anything is shown).
    func refusal(ofFile path: String, limit: Int) -> FileRefusal?
    /// Whether `text` is a GVariant in text form, for `variant` hints (`g_variant_parse`).
    func isValidVariant(_ text: String) -> Bool
    /// The directory relative file names are read from (the caller's, not the service's), nil when unknown.
    var currentDirectory: String? { get }
}

/// Turns `snack-notify`'s raw argument bytes into a `NotifyCommand`, with notify-send's error texts.
///
/// Works on the raw bytes of `argv` because Swift's `CommandLine.arguments` silently repairs invalid
/// UTF-8, and notify-send must refuse it. Options are read as GOption reads them: `--name=value`,
/// `--name value`, short flags grouped (`-pw`), a short option's value in the next argument, `--` ends
/// the options, and texts may come before, between or after options. Pure: the world is reached only
/// through the `NotifyEnvironment`.
package struct NotifyArgumentParser<Environment: NotifyEnvironment> {
    /// Where standard input and files are read.
    package let environment: Environment

    /// Creates a parser that reads standard input and checks files through `environment`.
    package init(environment: Environment) {
        self.environment = environment
    }

    /// Parses the arguments after the program name.
    /// - Throws: `NotifyFailure` with notify-send's message and exit status 1.
    package func parse(_ arguments: [[UInt8]]) throws(NotifyFailure) -> NotifyCommand {
        var draft = NotifyDraft()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument.count < 2 || argument[0] != UInt8(ascii: "-") {
                draft.texts.append(argument)
            } else if argument == Array("--".utf8) {
                optionsEnded = true
            } else if argument[1] == UInt8(ascii: "-") {
                let (name, inlineValue) = try Self.splitLong(argument)
                guard let option = NotifyOption.named(name) else { throw .unknownOption("--" + name) }
                let spelling = "--" + name
                if option.isHelp { return .help }
                var value: String?
                if option.takesValue {
                    if let inlineValue {
                        value = try RawText.decode(inlineValue, for: spelling)
                    } else {
                        guard index < arguments.count else { throw .missingArgument(spelling) }
                        value = try RawText.decode(arguments[index], for: spelling)
                        index += 1
                    }
                }
                try option.write(&draft, value ?? "", spelling)
            } else {
                let group = try RawText.decode(argument, for: "options")
                for character in group.dropFirst() {
                    let spelling = "-" + String(character)
                    guard let option = NotifyOption.short(character) else { throw .unknownOption(spelling) }
                    if option.isHelp { return .help }
                    var value: String?
                    if option.takesValue {
                        guard index < arguments.count else { throw .missingArgument(spelling) }
                        value = try RawText.decode(arguments[index], for: spelling)
                        index += 1
                    }
                    try option.write(&draft, value ?? "", spelling)
                }
            }
        }
        if draft.wantsVersion { return .version }
        if let control = draft.control {
            guard draft.texts.isEmpty else {
                if control == .focus { throw NotifyFailure(localized("--focus takes no SUMMARY or BODY: it focuses a popup already shown.")) }
                throw NotifyFailure(localized("%s takes no SUMMARY or BODY: it controls the running popup service.", control.spelling))
            }
            return .control(control, json: draft.request.printsJSON)
        }
        return .show(try draft.finish(environment: environment))
    }

    /// `--name=value` split into the name and the raw value bytes.
    static func splitLong(_ argument: [UInt8]) throws(NotifyFailure) -> (String, [UInt8]?) {
        let body = argument.dropFirst(2)
        guard let equals = body.firstIndex(of: UInt8(ascii: "=")) else {
            return (try RawText.decode(Array(body), for: "options"), nil)
        }
        return (try RawText.decode(Array(body[..<equals]), for: "options"), Array(body[(equals + 1)...]))
    }
}

/// Raw argument bytes to text, with notify-send's refusal of invalid UTF-8.
enum RawText {
    /// The bytes as a string, or notify-send's invalid-UTF-8 failure naming `parameter` (looked up only then).
    static func decode(_ bytes: [UInt8], for parameter: @autoclosure () -> String) throws(NotifyFailure) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8(parameter()) }
        return text
    }
}
