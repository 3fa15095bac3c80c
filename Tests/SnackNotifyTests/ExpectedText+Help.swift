extension ExpectedText {
    /// `snack-notify --help`, exactly.
    static let help = """
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
              --duration=DURATION          How long it stays: short (4 s), long (10 s), infinite or SECONDS.
              --requires-interaction       While a screen reader runs, stay until acted on or closed (no timeout).
              --show-delay=MS              Show only if still wanted after MS milliseconds (closed sooner, it never shows).
              --min-visible=MS             Once shown, stay at least MS milliseconds before a close takes it.
              --countdown                  Show the time left as a thin bar; it stands still while you point at the popup.
              --long-action=[NAME=]Text    A button on its own row below the message. Implies --wait.
              --no-close-button            No close button (an infinite popup keeps one).
              --position=EDGE              Stack at the top or bottom of the screen.
              --align=ALIGNMENT            Where along the edge: leading, center or trailing.
              --monitor=MONITOR            Which monitor: primary, pointer, all or a number from 0.
              --render-png=FILE            Draw the popup into the PNG FILE instead of showing it (needs no display).
              --theme=FILE.css             GTK CSS applied on top of the default theme.
              --dark                       Use the dark palette.
              --light                      Use the light palette.
              --markup                     Treat SUMMARY and BODY as Pango markup (plain text otherwise).
              --id=TAG                     A reuse tag: a popup with the same tag is replaced in place.
              --json                       Print the outcome as one JSON object: id, reason, action.
              --follow                     Update the popup from each line of standard input: text, or JSON with message, title, kind, progress; at EOF it stays for its duration.
              --verbose                    Say on standard error how the popup was delivered.
              --focus                      Move the keyboard focus to the newest popup shown (bind it to a key); exit 2 if none.
              --close=ID                   Close the popup with this id (as --print-id printed it); exit 2 if the service shows none with it.
              --close-all                  Close every popup the running service shows.
              --dnd=MODE                   Do not disturb: on, off, toggle or status (prints on or off); while on only critical popups show.
              --history                    List the popups that went, newest first: id, app, title, message, urgency, reason (--json: an array).
              --history-pop                Show the newest popup of the history again and take it out of the history.

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
