import SnackbarCore

/// One `snack-notify` call, parsed and checked: what to show and how the caller wants the outcome.
///
/// A plain value. It travels to the service as a dictionary (`wireDictionary`) and becomes a `Snack`
/// there (`makeSnack`).
public struct NotifyRequest: Sendable, Equatable {
    /// The bold first line; nil when only one text was given (it is then the message).
    public var title: String?
    /// The message text, its `\n`-style escapes already interpreted.
    public var message: String
    /// The palette; from `--type`, else from the urgency.
    public var kind: SnackKind
    /// How long it stays; from `--duration`, else `-t`, else the urgency.
    public var duration: SnackDuration
    /// `-u`: low, normal or critical.
    public var urgency: NotifyUrgency
    /// `-i` or the `image-path` hint: an icon-theme name or an image file path.
    public var icon: String?
    /// `-a`: the sending application's name (shown nowhere yet; kept for the service's log).
    public var appName: String?
    /// `-c`: categories, split at commas.
    public var categories: [String]
    /// `-A`: the inline buttons, in order.
    public var actions: [NotifyAction]
    /// `--long-action`: a button on its own row.
    public var longAction: NotifyAction?
    /// False after `--no-close-button` (an infinite popup shows one anyway).
    public var showsCloseButton: Bool
    /// `--position`: the edge it stacks against; nil lets the service choose.
    public var edge: SnackEdge?
    /// `--align`: where it sits along its edge.
    public var alignment: SnackAlignment
    /// `--monitor`: which monitor shows it.
    public var monitor: MonitorChoice
    /// `--theme`: a CSS file applied on top of the default theme.
    public var themePath: String?
    /// `--dark` / `--light`: the forced palette variant; nil follows the desktop.
    public var colorScheme: ThemeVariant?
    /// `--markup`: title and message are Pango markup.
    public var usesMarkup: Bool
    /// `int:value:N` hint: a progress bar at N percent.
    public var progress: SnackProgress?
    /// `--id` or a stack-tag hint: popups with the same tag replace each other.
    public var tag: String?
    /// `-r`: the service-assigned id of the popup to replace in place; 0 for none.
    public var replaceID: UInt32
    /// `-e`: a transient popup (kept out of any history).
    public var isTransient: Bool
    /// `-w`, or implied by `-A`: wait until the popup closes and report how.
    public var waits: Bool
    /// `-p`: print the assigned id once the popup shows.
    public var printsID: Bool
    /// `--json`: print the outcome as one JSON object.
    public var printsJSON: Bool
    /// `--follow`: update the popup from standard input's lines until EOF.
    public var follows: Bool
    /// `--verbose`: say on standard error how the popup was delivered.
    public var isVerbose: Bool
    /// The X display the caller asked for (its `DISPLAY`); the service refuses a request for a display
    /// other than its own.
    public var display: String?

    /// Creates a request with notify-send's defaults: normal urgency, a short neutral popup.
    public init(message: String, title: String? = nil) {
        self.title = title
        self.message = message
        kind = .neutral
        duration = .short
        urgency = .normal
        categories = []
        actions = []
        showsCloseButton = true
        alignment = .center
        monitor = .primary
        usesMarkup = false
        replaceID = 0
        isTransient = false
        waits = false
        printsID = false
        printsJSON = false
        follows = false
        isVerbose = false
    }

    /// All buttons in layout order: the inline ones, then the long one.
    public var allActions: [NotifyAction] { actions + (longAction.map { [$0] } ?? []) }
}
