/// What a snack says and how it behaves, as a plain value: its texts, kind, icon, durations, placement and
/// flags. Declared here once; a `Snack` holds one (`snack.title` reads `snack.content.title`), the request
/// the command line sends the service holds one, and so does a C app's `SnackbarSnack` handle.
///
/// The buttons and callbacks are not part of it: each way in attaches its own behaviour to them (a Swift
/// closure, a C callback, or the service reporting the click).
public struct SnackContent: Sendable, Equatable {
    /// The text; wraps, then ellipsizes after the theme's line limit.
    public var message: String
    /// A bold line above the message.
    public var title: String?
    /// The palette and default icon.
    public var kind = SnackKind.neutral
    /// How long it stays; see `Snack.effectiveDuration` for the rules that raise it.
    public var duration = SnackDuration.short
    /// An icon-theme name or an image file path; nil uses the kind's default icon.
    public var icon: String?
    /// A raw image shown as the icon, before `icon` (a notification's `image-data` hint).
    package var iconPixels: SnackIconPixels?
    /// Whether a close button is shown; always true for infinite snacks (see `Snack.effectiveShowsCloseButton`).
    public var showsCloseButton = false
    /// The edge it stacks against; nil uses the manager's default edge.
    public var edge: SnackEdge?
    /// Where it sits along its edge.
    public var alignment = SnackAlignment.center
    /// Whether title and message are Pango markup. Plain text (the default) is shown literally.
    public var usesMarkup = false
    /// Whether it may jump the queue.
    public var priority = SnackPriority.normal
    /// A progress bar or spinner.
    public var progress: SnackProgress?
    /// Never auto-dismiss while a screen reader runs, so that it can be read and acted on.
    public var requiresInteraction = false
    /// How many times this snack arrived: 1, raised by one each time a snack with the same title and
    /// message (and no explicit id) folds into it while it is shown or queued. Shown as "×N" above 1.
    /// A caller that dedupes by explicit id (a notification service folding identical requests) sets it.
    /// Kept within 1…`SnackLimits.maxRepeatCount`.
    public var repeatCount = 1 {
        didSet { repeatCount = max(1, min(repeatCount, SnackLimits.maxRepeatCount)) }
    }
    /// Anti-flicker: seconds to wait before showing (0, the default: at once). A snack removed before then
    /// never shows and reports `.programmatic`. Kept within 0…`SnackLimits.maxAntiFlickerSeconds`.
    public var showDelay = 0.0 {
        didSet { showDelay = Self.antiFlickerSeconds(showDelay) }
    }
    /// Anti-flicker: once shown, a programmatic removal (`remove`, `removeAll`) waits until the snack has been on
    /// screen this many seconds (0, the default: at once). Kept within 0…`SnackLimits.maxAntiFlickerSeconds`.
    public var minimumVisible = 0.0 {
        didSet { minimumVisible = Self.antiFlickerSeconds(minimumVisible) }
    }
    /// A thin bar along the snack's foot showing the share of its time left (off by default). It follows
    /// the board's timer: it stands still while the snack is hovered, focused or opened, and goes on from
    /// there. An infinite snack has no time to show and shows no bar.
    public var showsCountdown = false
    /// Whether pressing an (immediate) action runs it and keeps the snack on screen, pressable again:
    /// a notification's `resident` hint. Long-running actions end the snack as always.
    package var staysOnAction = false
    /// Whether this snack, updating one on screen (same id or text), leaves it where it is in its stack
    /// instead of moving it to the newest slot: a notification replaced by id keeps its place, as in dunst.
    package var keepsPlaceWhenUpdated = false

    /// The texts it shows, in reading order (the title, then the message: its `SnackTextRow`s), as given:
    /// Pango markup when `usesMarkup`, empty for an absent one. What a screen reader speaks and what a copy takes.
    public var texts: [String] { SnackTextRow.allCases.map { $0.text(of: self) } }

    /// Content with this message and every other field at its default.
    public init(message: String) {
        self.message = message
    }

    private static func antiFlickerSeconds(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), SnackLimits.maxAntiFlickerSeconds)
    }
}

extension SnackContent {
    /// Every stored property with its wire key and C setter (see `SnackContentField`): a new field gets its
    /// row here, and one under the key given in the wire's map (`NotifyRequest.wireFields`).
    package static var fields: [SnackContentField] {
        [
            .init(\.message, wire: "message", c: "snackbar_snack_set_message"),
            .init(\.title, wire: "title", c: "snackbar_snack_set_title"),
            .init(\.kind, wire: "kind", c: "snackbar_snack_set_kind"),
            .init(\.duration, wire: "duration", c: "snackbar_snack_set_duration"),
            .init(\.icon, wire: "icon", c: "snackbar_snack_set_icon"),
            .init(\.iconPixels, absent: "a notification's image-data: only the notification server sets it"),
            .init(\.showsCloseButton, wire: "close-button", c: "snackbar_snack_set_close_button"),
            .init(\.edge, wire: "edge", c: "snackbar_snack_set_edge"),
            .init(
                \.alignment, wire: .absent("travels as the request's own align, left out when the caller names none"),
                c: "snackbar_snack_set_alignment"),
            .init(\.usesMarkup, wire: "markup", c: "snackbar_snack_set_markup"),
            .init(\.priority, wire: .absent("travels as the urgency, which makeSnack turns into it"), c: "snackbar_snack_set_priority"),
            .init(\.progress, wire: "progress", c: "snackbar_snack_set_progress"),
            .init(\.requiresInteraction, wire: "requires-interaction", c: "snackbar_snack_set_requires_interaction"),
            .init(\.repeatCount, wire: .absent("the service counts repeated requests itself"), c: "snackbar_snack_set_repeat_count"),
            .init(\.showDelay, wire: "show-delay", c: "snackbar_snack_set_show_delay"),
            .init(\.minimumVisible, wire: "min-visible", c: "snackbar_snack_set_min_visible"),
            .init(\.showsCountdown, wire: "countdown", c: "snackbar_snack_set_countdown"),
            .init(\.staysOnAction, absent: "a notification's resident hint: only the notification server sets it"),
            .init(\.keepsPlaceWhenUpdated, absent: "a replaced notification: only the notification server sets it")
        ]
    }
}
