import Synchronization

/// A brief message with optional actions, shown by a snackbar manager. A value: build it, then add it.
///
/// Two snacks are the same snack (they dedupe) when their ids are equal, or, when neither id was
/// given explicitly, when their titles and messages are equal.
public struct Snack: Sendable {
    /// The fields, shared between copies until one of them changes (copy-on-write), so that passing a
    /// snack through events, commands and the board copies one reference instead of twenty fields.
    var storage: Storage

    /// The longest message kept, in UTF-8 bytes; longer text is cut at a character boundary and ends in
    /// "…". `SnackLimits.messageCharacters` bounds it in characters too.
    public static let maxMessageBytes = 64 * 1024

    /// The reuse identifier: a snack added with the id of one on screen updates it in place.
    /// Generated (`snack-N`) when not given.
    public var id: String {
        get { storage.fields.id }
        set { mutate { $0.id = newValue } }
    }
    /// Whether `id` was given by the caller rather than generated.
    public var hasExplicitID: Bool { storage.fields.hasExplicitID }
    /// The palette and default icon.
    public var kind: SnackKind {
        get { storage.fields.kind }
        set { mutate { $0.kind = newValue } }
    }
    /// A bold line above the message.
    public var title: String? {
        get { storage.fields.title }
        set { mutate { $0.title = newValue } }
    }
    /// The text; wraps, then ellipsizes after the theme's line limit.
    public var message: String {
        get { storage.fields.message }
        set { mutate { $0.message = newValue } }
    }
    /// An icon-theme name or an image file path; nil uses the kind's default icon.
    public var icon: String? {
        get { storage.fields.icon }
        set { mutate { $0.icon = newValue } }
    }
    /// A raw image shown as the icon, before `icon` (a notification's `image-data` hint).
    package var iconPixels: SnackIconPixels? {
        get { storage.fields.iconPixels }
        set { mutate { $0.iconPixels = newValue } }
    }
    /// Whether this snack, updating one on screen (same id or text), leaves it where it is in its stack
    /// instead of moving it to the newest slot: a notification replaced by id keeps its place, as in dunst.
    package var keepsPlaceWhenUpdated: Bool {
        get { storage.fields.keepsPlaceWhenUpdated }
        set { mutate { $0.keepsPlaceWhenUpdated = newValue } }
    }
    /// Whether pressing an (immediate) action runs it and keeps the snack on screen, pressable again:
    /// a notification's `resident` hint. Long-running actions end the snack as always.
    package var staysOnAction: Bool {
        get { storage.fields.staysOnAction }
        set { mutate { $0.staysOnAction = newValue } }
    }
    /// How long it stays; see `effectiveDuration` for the rules that raise it.
    public var duration: SnackDuration {
        get { storage.fields.duration }
        set { mutate { $0.duration = newValue } }
    }
    /// A button at the trailing side of the message.
    public var action: SnackAction? {
        get { storage.fields.action }
        set { mutate { $0.action = newValue } }
    }
    /// A second inline button beside `action`.
    public var secondaryAction: SnackAction? {
        get { storage.fields.secondaryAction }
        set { mutate { $0.secondaryAction = newValue } }
    }
    /// A button on its own row below the message, for long labels.
    /// Actions past the two inline buttons, reached through a "More" button's menu: a notification's
    /// third action and beyond.
    package var moreActions: [SnackAction] {
        get { storage.fields.moreActions }
        set { mutate { $0.moreActions = newValue } }
    }
    public var longAction: SnackAction? {
        get { storage.fields.longAction }
        set { mutate { $0.longAction = newValue } }
    }
    /// Whether a close button is shown; always true for infinite snacks (see `effectiveShowsCloseButton`).
    public var showsCloseButton: Bool {
        get { storage.fields.showsCloseButton }
        set { mutate { $0.showsCloseButton = newValue } }
    }
    /// The edge it stacks against; nil uses the manager's default edge.
    public var edge: SnackEdge? {
        get { storage.fields.edge }
        set { mutate { $0.edge = newValue } }
    }
    /// Where it sits along its edge.
    public var alignment: SnackAlignment {
        get { storage.fields.alignment }
        set { mutate { $0.alignment = newValue } }
    }
    /// Whether title and message are Pango markup. Plain text (the default) is shown literally.
    public var usesMarkup: Bool {
        get { storage.fields.usesMarkup }
        set { mutate { $0.usesMarkup = newValue } }
    }
    /// Whether it may jump the queue.
    public var priority: SnackPriority {
        get { storage.fields.priority }
        set { mutate { $0.priority = newValue } }
    }
    /// A progress bar or spinner.
    public var progress: SnackProgress? {
        get { storage.fields.progress }
        set { mutate { $0.progress = newValue } }
    }
    /// Never auto-dismiss while a screen reader runs, so that it can be read and acted on.
    public var requiresInteraction: Bool {
        get { storage.fields.requiresInteraction }
        set { mutate { $0.requiresInteraction = newValue } }
    }
    /// How many times this snack arrived: 1, raised by one each time a snack with the same title and
    /// message (and no explicit id) folds into it while it is shown or queued. Shown as "×N" above 1.
    /// A caller that dedupes by explicit id (a notification service folding identical requests) sets it.
    public var repeatCount: Int {
        get { storage.fields.repeatCount }
        set { mutate { $0.repeatCount = max(1, min(newValue, SnackLimits.maxRepeatCount)) } }
    }
    /// Anti-flicker: seconds to wait before showing (0, the default: at once). A snack removed before then
    /// never shows and reports `.programmatic`. Kept within 0…`SnackLimits.maxAntiFlickerSeconds`.
    public var showDelay: Double {
        get { storage.fields.showDelay }
        set { mutate { $0.showDelay = Snack.antiFlickerSeconds(newValue) } }
    }
    /// Anti-flicker: once shown, a programmatic removal (`remove`) waits until the snack has been on
    /// screen this many seconds (0, the default: at once). Kept within 0…`SnackLimits.maxAntiFlickerSeconds`.
    public var minimumVisible: Double {
        get { storage.fields.minimumVisible }
        set { mutate { $0.minimumVisible = Snack.antiFlickerSeconds(newValue) } }
    }
    /// A thin bar along the snack's foot showing the share of its time left (off by default). It follows
    /// the board's timer: it stands still while the snack is hovered, focused or opened, and goes on from
    /// there. An infinite snack has no time to show and shows no bar.
    public var showsCountdown: Bool {
        get { storage.fields.showsCountdown }
        set { mutate { $0.showsCountdown = newValue } }
    }
    /// Called once on the main actor when a click lands on the snack's body (not on a button).
    public var onTap: (@MainActor @Sendable () -> Void)? {
        get { storage.fields.onTap }
        set { mutate { $0.onTap = newValue } }
    }
    /// Called exactly once on the main actor with the reason the snack went (undo pattern: commit unless `.action`).
    public var onDismiss: (@MainActor @Sendable (DismissReason) -> Void)? {
        get { storage.fields.onDismiss }
        set { mutate { $0.onDismiss = newValue } }
    }

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
        storage = Storage(
            Fields(
                id: id ?? Snack.nextGeneratedID(),
                hasExplicitID: id != nil,
                message: message,
                title: title,
                kind: kind,
                duration: duration,
                icon: icon,
                action: action,
                secondaryAction: secondaryAction,
                longAction: longAction,
                showsCloseButton: showsCloseButton,
                edge: edge,
                alignment: alignment,
                usesMarkup: usesMarkup,
                priority: priority,
                progress: progress,
                requiresInteraction: requiresInteraction,
                onTap: onTap,
                onDismiss: onDismiss
            ))
    }

    private static func antiFlickerSeconds(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), SnackLimits.maxAntiFlickerSeconds)
    }

    private static let generatedCount = Atomic<Int>(0)

    private static func nextGeneratedID() -> String {
        "snack-\(generatedCount.add(1, ordering: .relaxed).newValue)"
    }

    /// The actions in the order they are laid out: inline, secondary, those in the "More" menu, long.
    public var actions: [SnackAction] {
        [action, secondaryAction].compactMap { $0 } + moreActions + [longAction].compactMap { $0 }
    }

    /// The action with this id, if the snack has one.
    public func action(withID actionID: String) -> SnackAction? {
        actions.first { $0.id == actionID }
    }

    /// The icon shown: the snack's own, or its kind's default.
    public var effectiveIcon: String? { icon ?? kind.defaultIcon }

    /// What the icon slot shows when the snack has no raw image (`iconPixels`, which wins): the snack's own
    /// icon, else its kind's built-in glyph, else a neutral kind's icon; nil for none.
    public var shownIcon: SnackIcon? {
        if let icon { return .named(icon) }
        if let glyph = SnackGlyph(kind: kind) { return .glyph(glyph) }
        return kind.defaultIcon.map(SnackIcon.named)
    }
}
