import SnackbarCore

/// One `snack-notify` call, parsed and checked: what to show and how the caller wants the outcome.
///
/// A plain value. It travels to the service as a dictionary (`wireDictionary`) and becomes a `Snack`
/// there (`makeSnack`). What the popup shows is a `SnackContent`, read and written through the request
/// itself (`request.title`); the rest is how it is delivered and reported.
@dynamicMemberLookup
package struct NotifyRequest: Sendable, Equatable {
    /// What the popup shows, from the texts and the options (`--type`, `-i`, `--duration`, `--position`, …).
    /// Its priority follows `urgency` (see `makeSnack`); a notification's `image-data` and `resident` hints
    /// (`iconPixels`, `staysOnAction`) only the notification server sets, and they do not travel on the wire.
    package var content: SnackContent
    /// A field of `content`, read and written on the request: `request.title`, `request.kind = .positive`.
    package subscript<Value>(dynamicMember field: WritableKeyPath<SnackContent, Value>) -> Value {
        get { content[keyPath: field] }
        set { content[keyPath: field] = newValue }
    }
    /// `-u`: low, normal or critical.
    package var urgency: NotifyUrgency
    /// `-a`: the sending application's name (shown nowhere yet; kept for the service's log).
    package var appName: String?
    /// `-c`: categories, split at commas.
    package var categories: [String]
    /// `-A`: the buttons, in order: two inline, the rest in the popup's "More" menu.
    package var actions: [NotifyAction]
    /// `--long-action`: a button on its own row.
    package var longAction: NotifyAction?
    /// Whether the caller named the alignment (`--align`, the wire's `align`); the service gives the others
    /// snackbar.conf's `alignment`.
    package var namesAlignment = false
    /// `--monitor`: which monitor shows it.
    package var monitor: MonitorChoice
    /// `--theme`: a CSS file applied on top of the default theme.
    package var themePath: String?
    /// `--dark` / `--light`: the forced palette variant; nil follows the desktop.
    package var colorScheme: ThemeVariant?
    /// `--render-png`: draw the popup into this PNG file instead of showing it (no display, no service).
    package var renderPNGPath: String?
    /// `--id` or a stack-tag hint: popups with the same tag replace each other.
    package var tag: String?
    /// `-r`: the service-assigned id of the popup to replace in place; 0 for none.
    package var replaceID: UInt32
    /// `-e`: a transient popup (kept out of any history).
    package var isTransient: Bool
    /// `-w`, or implied by `-A`: wait until the popup closes and report how.
    package var waits: Bool
    /// `-p`: print the assigned id once the popup shows.
    package var printsID: Bool
    /// `--json`: print the outcome as one JSON object.
    package var printsJSON: Bool
    /// `--follow`: update the popup from standard input's lines until EOF.
    package var follows: Bool
    /// `--follow` without a message: standard input's first line gave it, so the lines that update the
    /// popup count from 2. Stays with the client: not part of the wire.
    package var messageFromInput: Bool
    /// `--verbose`: say on standard error how the popup was delivered.
    package var isVerbose: Bool
    /// What the client says on standard error before it shows the popup (an icon file that is not
    /// there). Stays with the client: not part of the wire.
    package var warnings: [String]
    /// The X display the caller asked for (its `DISPLAY`); the service refuses a request for a display
    /// other than its own.
    package var display: String?
    /// The action a tap on the popup's body reports (a notification's `default` action); none by default.
    package var tapActionName: String?
    /// The label of `tapActionName` as its sender gave it (possibly empty): what the keyboard and screen
    /// readers call the tap.
    package var tapActionLabel: String?

    /// Creates a request with notify-send's defaults: normal urgency, a short neutral popup with a close button.
    package init(message: String, title: String? = nil) {
        content = SnackContent(message: message)
        content.title = title
        content.showsCloseButton = true
        urgency = .normal
        categories = []
        actions = []
        monitor = .primary
        replaceID = 0
        isTransient = false
        waits = false
        printsID = false
        printsJSON = false
        follows = false
        messageFromInput = false
        isVerbose = false
        warnings = []
    }

    /// The alignment the caller named; nil when it named none. Setting it names it.
    package var namedAlignment: SnackAlignment? {
        get { namesAlignment ? content.alignment : nil }
        set {
            namesAlignment = newValue != nil
            if let newValue { content.alignment = newValue }
        }
    }

    /// All buttons in layout order: the inline ones, then the long one.
    package var allActions: [NotifyAction] { actions + (longAction.map { [$0] } ?? []) }

    /// The most actions one request offers (`allActions`), as many as a notification server takes from
    /// `Notify`: a caller must not have the service build a menu of thousands.
    package static let maximumActions = 64
}
