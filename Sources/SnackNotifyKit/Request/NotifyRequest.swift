import SnackbarCore

/// One `snack-notify` call, parsed and checked: what to show and how the caller wants the outcome.
///
/// A plain value. It travels to the service as a dictionary (`wireDictionary`) and becomes a `Snack`
/// there (`makeSnack`).
package struct NotifyRequest: Sendable, Equatable {
    /// The bold first line; nil when only one text was given (it is then the message).
    package var title: String?
    /// The message text, its `\n`-style escapes already interpreted.
    package var message: String
    /// The palette; from `--type`, else from the urgency.
    package var kind: SnackKind
    /// How long it stays; from `--duration`, else `-t`, else the urgency.
    package var duration: SnackDuration
    /// `-u`: low, normal or critical.
    package var urgency: NotifyUrgency
    /// `-i` or the `image-path` hint: an icon-theme name or an image file path.
    package var icon: String?
    /// A notification's `image-data` hint, shown before `icon`. Only the notification server sets it;
    /// it does not travel on the wire.
    package var iconPixels: SnackIconPixels?
    /// A notification's `resident` hint: a pressed action (or the body tap) is reported and the popup
    /// stays. Only the notification server sets it; it does not travel on the wire.
    package var staysOnAction = false
    /// `-a`: the sending application's name (shown nowhere yet; kept for the service's log).
    package var appName: String?
    /// `-c`: categories, split at commas.
    package var categories: [String]
    /// `-A`: the inline buttons, in order.
    package var actions: [NotifyAction]
    /// `--long-action`: a button on its own row.
    package var longAction: NotifyAction?
    /// False after `--no-close-button` (an infinite popup shows one anyway).
    package var showsCloseButton: Bool
    /// `--position`: the edge it stacks against; nil lets the service choose.
    package var edge: SnackEdge?
    /// `--align`: where it sits along its edge.
    package var alignment: SnackAlignment
    /// `--monitor`: which monitor shows it.
    package var monitor: MonitorChoice
    /// `--theme`: a CSS file applied on top of the default theme.
    package var themePath: String?
    /// `--dark` / `--light`: the forced palette variant; nil follows the desktop.
    package var colorScheme: ThemeVariant?
    /// `--render-png`: draw the popup into this PNG file instead of showing it (no display, no service).
    package var renderPNGPath: String?
    /// `--markup`: title and message are Pango markup.
    package var usesMarkup: Bool
    /// `int:value:N` hint: a progress bar at N percent.
    package var progress: SnackProgress?
    /// `--id` or a stack-tag hint: popups with the same tag replace each other.
    package var tag: String?
    /// `-r`: the service-assigned id of the popup to replace in place; 0 for none.
    package var replaceID: UInt32
    /// `-e`: a transient popup (kept out of any history).
    package var isTransient: Bool
    /// `--requires-interaction`: no timeout while a screen reader runs (`Snack.requiresInteraction`).
    package var requiresInteraction: Bool
    /// `--show-delay`: milliseconds before the popup shows; closed sooner, it never does (`Snack.showDelay`).
    package var showDelayMilliseconds: UInt32 = 0
    /// `--min-visible`: milliseconds a shown popup stays before a close takes it (`Snack.minimumVisible`).
    package var minimumVisibleMilliseconds: UInt32 = 0
    /// `--countdown`: a thin bar shows the time left (`Snack.showsCountdown`).
    package var showsCountdown = false
    /// `-w`, or implied by `-A`: wait until the popup closes and report how.
    package var waits: Bool
    /// `-p`: print the assigned id once the popup shows.
    package var printsID: Bool
    /// `--json`: print the outcome as one JSON object.
    package var printsJSON: Bool
    /// `--follow`: update the popup from standard input's lines until EOF.
    package var follows: Bool
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

    /// Creates a request with notify-send's defaults: normal urgency, a short neutral popup.
    package init(message: String, title: String? = nil) {
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
        requiresInteraction = false
        waits = false
        printsID = false
        printsJSON = false
        follows = false
        isVerbose = false
        warnings = []
    }

    /// All buttons in layout order: the inline ones, then the long one.
    package var allActions: [NotifyAction] { actions + (longAction.map { [$0] } ?? []) }
}
