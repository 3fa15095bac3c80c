import SnackbarCore

/// A reason `snack-notify` stops before (or instead of) showing a popup: the line it prints on
/// standard error, without a program-name prefix as notify-send prints them, and its exit status.
package struct NotifyFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message: a line, sometimes a second one that says what to do; no trailing newline.
    package var message: String
    /// The exit status.
    package var exitCode: NotifyExitCode

    /// Creates a failure.
    package init(_ message: String, exitCode: NotifyExitCode = .usage) {
        self.message = message
        self.exitCode = exitCode
    }

    package var description: String { message }

    /// What `--json` prints for a call that ends in this failure:
    /// `{"id":N|null,"reason":"failed","action":null,"error":MESSAGE}`, with the id of the popup it had
    /// shown (or `null`), and `service-gone` as the reason when the service died.
    package func json(id: UInt32?) -> String {
        let reason = exitCode == .serviceGone ? "service-gone" : "failed"
        return "{\"id\":\(id.map(String.init) ?? "null"),\"reason\":\"\(reason)\",\"action\":null,\"error\":\(JSONText.quoted(message))}"
    }
}

extension NotifyFailure {
    /// notify-send: neither a summary nor (with `--follow`) standard input to read it from.
    package static let noSummary = NotifyFailure(localized("No summary specified."))
    /// notify-send: more than SUMMARY and BODY.
    package static let tooManyTexts = NotifyFailure(localized("Invalid number of options."))
    /// notify-send: a malformed `-h` value.
    package static let hintSyntax = NotifyFailure(localized("Invalid hint syntax specified. Use TYPE:NAME:VALUE."))

    /// notify-send: a text that is not valid UTF-8; `parameter` is `Summary`, `Body` or the option.
    package static func invalidUTF8(_ parameter: String) -> NotifyFailure {
        NotifyFailure(localized("Invalid UTF-8 provided for parameter: %s", parameter))
    }

    /// GOption's text for an option it does not know, then a second line: the nearest option when a
    /// long one is near (`NotifyOption.nearest`), and where the options are listed.
    package static func unknownOption(_ spelling: String) -> NotifyFailure {
        let name = spelling.hasPrefix("--") ? String(spelling.dropFirst(2)) : ""
        let hint =
            NotifyOption.nearest(to: name).map { localized("Did you mean --%s? Run with --help to list every option.", $0.long) }
            ?? localized("Run with --help to list every option.")
        return NotifyFailure(localized("Unknown option %s", spelling) + "\n" + hint)
    }

    /// GOption's text for an option given without its value.
    package static func missingArgument(_ spelling: String) -> NotifyFailure {
        NotifyFailure(localized("Missing argument for %s", spelling))
    }

    /// GOption's text for an integer option whose value is not a number.
    package static func notAnInteger(_ value: String, _ spelling: String) -> NotifyFailure {
        NotifyFailure(localized("Cannot parse integer value “%s” for %s", value, spelling))
    }

    /// GOption's text for an integer option whose value does not fit 32 bits.
    package static func integerOutOfRange(_ value: String, _ spelling: String) -> NotifyFailure {
        NotifyFailure(localized("Integer value “%s” for %s out of range", value, spelling))
    }

    /// One of our own options with a value it does not accept; `accepted` lists what it does.
    package static func badValue(_ value: String, _ spelling: String, accepted: String) -> NotifyFailure {
        NotifyFailure(localized("Invalid value “%s” for %s: use %s.", value, spelling, accepted))
    }
}

extension NotifyFailure {
    /// The service died while it had the request, before it answered.
    package static let serviceDiedBeforeShowing = NotifyFailure(
        localized("The popup service died before showing the popup; the request is not sent again."), exitCode: .serviceGone)
    /// The service died while the client waited for the popup to close.
    package static let serviceDiedWhileWaiting = NotifyFailure(
        localized("The popup service died before the popup closed."), exitCode: .serviceGone)

    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, so no popup can be shown.
    package static let noDisplay = NotifyFailure(
        localized("Cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set."), exitCode: .noDisplay)
}
