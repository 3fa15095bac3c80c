/// The `--help` and `--version` texts, laid out as GOption lays out notify-send's.
package enum NotifyHelp {
    /// The version `--version` prints after the program name.
    package static let version = "0.1.0"

    /// The `--version` line for the program called `programName`.
    package static func versionText(programName: String) -> String {
        "\(programName) \(version)\n"
    }

    /// The full `--help` text for the program called `programName`.
    package static func text(programName: String) -> String {
        let labelWidth = NotifyOption.all.map { $0.helpLabel.count }.max() ?? 0
        let column = labelWidth + 4
        func section(_ title: String, _ options: [NotifyOption]) -> String {
            title + ":\n" + options.map { option in
                let label = option.helpLabel
                return label + String(repeating: " ", count: column - label.count) + option.help + "\n"
            }.joined()
        }
        let exitRows = NotifyExitCode.allCases.map { code in
            "  " + String(code.rawValue) + "   " + code.summary + "\n"
        }.joined()
        return """
            Usage:
              \(programName) [OPTION…] <SUMMARY> [BODY] - create a notification

            \(section("Help Options", [NotifyOption.helpOption]))
            \(section("Application Options", NotifyOption.notifySendOptions))
            \(section("Snackbar Options", NotifyOption.snackbarOptions))
            With one text it is the message; with two, a title and a message. BODY's \\n, \\t and \\\\
            escapes are interpreted. A text of - is read from standard input.

            Exit status:
            \(exitRows)
            """
    }
}
