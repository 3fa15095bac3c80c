import SnackNotifyKit

extension ExpectedText {
    /// `snack-notify --help`: notify-send's part and the closing text verbatim; Snackbar's options a line
    /// each from the option table (its first line verbatim), their help in notify-send's column.
    static var help: String { helpHead + snackbarOptionLines + helpTail }

    /// The column where every option's help starts, as notify-send's does.
    private static let helpColumn = 35

    /// The lines after `--type`'s: the option table's rows in its order, each with its own help.
    private static var snackbarOptionLines: String {
        NotifyOption.snackbarOptions.dropFirst().map { option in
            let label = "      --" + option.long + (option.valueName.map { "=" + $0 } ?? "")
            return label + String(repeating: " ", count: max(0, helpColumn - label.count)) + option.help + "\n"
        }.joined()
    }

    /// notify-send's part, and Snackbar's heading and first option.
    private static let helpHead = """
        Usage:
          snack-notify [OPTION…] <SUMMARY> [BODY] - create a notification

        Help Options:
          -?, --help                       Show help options

        Application Options:
          -u, --urgency=LEVEL              Specifies the urgency level (low, normal, critical).
          -t, --expire-time=TIME           Specifies the timeout in milliseconds at which to expire the notification.
          -a, --app-name=APP_NAME          Specifies the app name for the notification
          -i, --icon=ICON                  Specifies an icon filename or stock icon to display.
          -c, --category=TYPE[,TYPE...]    Specifies the notification category.
          -e, --transient                  Create a transient notification
          -h, --hint=TYPE:NAME:VALUE       Specifies basic extra data to pass. Valid types are boolean, int, double, string, byte and variant.
          -p, --print-id                   Print the notification ID.
          -r, --replace-id=REPLACE_ID      The ID of the notification to replace.
          -w, --wait                       Wait for the notification to be closed before exiting.
          -A, --action=[NAME=]Text...      Specifies the actions to display to the user. Implies --wait to wait for user input. May be set multiple times. The name of the action is output to stdout. If NAME is not specified, the numerical index of the option is used (starting with 0).
          -v, --version                    Version of the package.

        Snackbar Options:
              --type=KIND                  The palette: positive, warning, negative, info or neutral.

        """

    /// The texts, and the exit statuses.
    private static let helpTail = """

        With one text it is the message; with two, a title and a message. BODY's \\n, \\t and \\\\
        escapes are interpreted. A text of - is read from standard input.

        Exit status:
          0   shown (with --wait: closed, by an action, a timeout, the user or Ctrl-C)
          1   bad usage: unknown option, bad value, no summary, invalid UTF-8, bad hint/icon/theme
          2   the popup service could not be started or reached
          3   no display to show the popup on
          4   the popup service died before the popup closed (the request is not sent again)

        """
}
