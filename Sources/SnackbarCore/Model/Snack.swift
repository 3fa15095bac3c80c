import Synchronization

/// A brief message with optional actions, shown by a snackbar manager. A value: build it, then add it.
///
/// Two snacks are the same snack (they dedupe) when their ids are equal, or, when neither id was
/// given explicitly, when their titles and messages are equal.
public struct Snack: Sendable {
    /// The longest message kept, in UTF-8 bytes; longer text is cut at a character boundary and ends in "…".
    public static let maxMessageBytes = 64 * 1024

    /// The reuse identifier: a snack added with the id of one on screen updates it in place.
    /// Generated (`snack-N`) when not given.
    public var id: String
    /// Whether `id` was given by the caller rather than generated.
    public private(set) var hasExplicitID: Bool
    /// The palette and default icon.
    public var kind: SnackKind
    /// A bold line above the message.
    public var title: String?
    /// The text; wraps, then ellipsizes after the theme's line limit.
    public var message: String
    /// An icon-theme name or an image file path; nil uses the kind's default icon.
    public var icon: String?
    /// How long it stays; see `effectiveDuration` for the rules that raise it.
    public var duration: SnackDuration
    /// A button at the trailing side of the message.
    public var action: SnackAction?
    /// A second inline button beside `action`.
    public var secondaryAction: SnackAction?
    /// A button on its own row below the message, for long labels.
    public var longAction: SnackAction?
    /// Whether a close button is shown; always true for infinite snacks (see `effectiveShowsCloseButton`).
    public var showsCloseButton: Bool
    /// The edge it stacks against; nil uses the manager's default edge.
    public var edge: SnackEdge?
    /// Where it sits along its edge.
    public var alignment: SnackAlignment
    /// Whether title and message are Pango markup. Plain text (the default) is shown literally.
    public var usesMarkup: Bool
    /// Whether it may jump the queue.
    public var priority: SnackPriority
    /// A progress bar or spinner.
    public var progress: SnackProgress?
    /// Never auto-dismiss while a screen reader runs, so that it can be read and acted on.
    public var requiresInteraction: Bool
    /// Called once on the main actor when a click lands on the snack's body (not on a button).
    public var onTap: (@MainActor @Sendable () -> Void)?
    /// Called exactly once on the main actor with the reason the snack went (undo pattern: commit unless `.action`).
    public var onDismiss: (@MainActor @Sendable (DismissReason) -> Void)?

    /// Creates a snack.
    /// - Parameters:
    ///   - message: the text (plain unless `usesMarkup`).
    ///   - title: an optional bold line above it.
    ///   - kind: palette and default icon; `.neutral` by default.
    ///   - duration: `.short` by default; any action raises it to at least `.long`.
    ///   - id: the reuse identifier; generated when nil.
    public init(
        _ message: String,
        title: String? = nil,
        kind: SnackKind = .neutral,
        duration: SnackDuration = .short,
        id: String? = nil,
        icon: String? = nil,
        action: SnackAction? = nil,
        secondaryAction: SnackAction? = nil,
        longAction: SnackAction? = nil,
        showsCloseButton: Bool = false,
        edge: SnackEdge? = nil,
        alignment: SnackAlignment = .center,
        usesMarkup: Bool = false,
        priority: SnackPriority = .normal,
        progress: SnackProgress? = nil,
        requiresInteraction: Bool = false,
        onTap: (@MainActor @Sendable () -> Void)? = nil,
        onDismiss: (@MainActor @Sendable (DismissReason) -> Void)? = nil
    ) {
        self.id = id ?? Snack.nextGeneratedID()
        self.hasExplicitID = id != nil
        self.message = message
        self.title = title
        self.kind = kind
        self.duration = duration
        self.icon = icon
        self.action = action
        self.secondaryAction = secondaryAction
        self.longAction = longAction
        self.showsCloseButton = showsCloseButton
        self.edge = edge
        self.alignment = alignment
        self.usesMarkup = usesMarkup
        self.priority = priority
        self.progress = progress
        self.requiresInteraction = requiresInteraction
        self.onTap = onTap
        self.onDismiss = onDismiss
    }

    private static let generatedCount = Atomic<Int>(0)

    private static func nextGeneratedID() -> String {
        "snack-\(generatedCount.add(1, ordering: .relaxed).newValue)"
    }

    /// The actions in the order they are laid out: inline, secondary, long.
    public var actions: [SnackAction] {
        [action, secondaryAction, longAction].compactMap { $0 }
    }

    /// The action with this id, if the snack has one.
    public func action(withID actionID: String) -> SnackAction? {
        actions.first { $0.id == actionID }
    }

    /// The icon shown: the snack's own, or its kind's default.
    public var effectiveIcon: String? { icon ?? kind.defaultIcon }
}
