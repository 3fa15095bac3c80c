import SnackbarCore

/// The `--help` and `--version` texts, laid out as GOption lays out notify-send's.
package enum NotifyHelp {
    /// The version `--version` prints after the program name.
    package static let version = SnackbarVersion.text

    /// The `--version` line for the program called `programName`.
    package static func versionText(programName: String) -> String {
        "\(programName) \(version)\n"
    }

    /// The full `--help` text for the program called `programName`.
    package static func text(programName: String) -> String {
        let labelWidth = NotifyOption.all.map { $0.helpLabel.count }.max() ?? 0
        let column = labelWidth + 4
        func section(_ title: String, _ options: [NotifyOption]) -> String {
            title + "\n"
                + options.map { option in
                    let label = option.helpLabel
                    return label + String(repeating: " ", count: column - label.count) + option.help + "\n"
                }.joined()
        }
        let exitRows = NotifyExitCode.allCases.map { code in
            "  " + String(code.rawValue) + "   " + code.summary + "\n"
        }.joined()
        // The headings are GOption's (glib20's msgids, so a catalogue can reuse GLib's translations). Each
        // localized text is one literal outside the multi-line string, where `make pot` can extract it.
        let usage = localized("Usage:")
        let synopsis = localized("[OPTION…] <SUMMARY> [BODY] - create a notification")
        let texts = localized(
            "With one text it is the message; with two, a title and a message. BODY's \\n, \\t and \\\\\nescapes are interpreted. A text of - is read from standard input."
        )
        let sections = [
            section(localized("Help Options:"), [NotifyOption.helpOption]),
            section(localized("Application Options:"), NotifyOption.notifySendOptions),
            section(localized("Snackbar Options:"), NotifyOption.snackbarOptions)
        ]
        let exitHeading = localized("Exit status:")
        return """
            \(usage)
              \(programName) \(synopsis)

            \(sections.joined(separator: "\n"))
            \(texts)

            \(exitHeading)
            \(exitRows)
            """
    }
}
