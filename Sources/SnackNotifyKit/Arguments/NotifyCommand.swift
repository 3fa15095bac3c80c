/// What a `snack-notify` command line asks for.
public enum NotifyCommand: Sendable, Equatable {
    /// `-?` / `--help`: print the help and exit 0.
    case help
    /// `-v` / `--version`: print the version and exit 0.
    case version
    /// Show a popup.
    case show(NotifyRequest)
}
