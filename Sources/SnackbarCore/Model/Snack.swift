import Synchronization

/// A brief message with optional actions, shown by a snackbar manager. A value: build it, then add it.
///
/// Its texts, kind, icon, durations, placement and flags are its `content`, read and written through the
/// snack itself (`snack.title`, `snack.duration = .long`); its buttons and callbacks are its own.
/// Two snacks are the same snack (they dedupe) when their ids are equal, or, when neither id was
/// given explicitly, when their titles and messages are equal.
@dynamicMemberLookup
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
    /// What it says and how it behaves: every field but the id, the buttons and the callbacks.
    public var content: SnackContent {
        get { storage.fields.content }
        set { mutate { $0.content = newValue } }
    }
    /// A field of `content`, read and written on the snack: `snack.title`, `snack.kind = .positive`.
    public subscript<Value>(dynamicMember field: WritableKeyPath<SnackContent, Value>) -> Value {
        get { storage.fields.content[keyPath: field] }
        set { mutate { $0.content[keyPath: field] = newValue } }
    }
    /// What `content` says of itself, read on the snack: `snack.texts`.
    public subscript<Value>(dynamicMember derived: KeyPath<SnackContent, Value>) -> Value {
        storage.fields.content[keyPath: derived]
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
    /// Actions past the two inline buttons, reached through a "More" button's menu: a notification's
    /// third action and beyond.
    package var moreActions: [SnackAction] {
        get { storage.fields.moreActions }
        set { mutate { $0.moreActions = newValue } }
    }
    /// A button on its own row below the message, for long labels.
    public var longAction: SnackAction? {
        get { storage.fields.longAction }
        set { mutate { $0.longAction = newValue } }
    }
    /// Called once on the main actor when a click lands on the snack's body (not on a button).
    public var onTap: (@MainActor @Sendable () -> Void)? {
        get { storage.fields.onTap }
        set { mutate { $0.onTap = newValue } }
    }
    /// What `onTap` does, in a word or two ("Open": a notification's default action's label). With it, the
    /// keyboard reaches the body as its first stop, a button of this name that Enter presses; without it
    /// the tap is the pointer's alone.
    public var tapLabel: String? {
        get { storage.fields.tapLabel }
        set { mutate { $0.tapLabel = newValue } }
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
    ///   - id: the reuse identifier; generated when nil. A snack added with the id of one shown or queued
    ///     updates it in place.
    ///   - icon: an icon-theme name or an image file path; nil shows the kind's own icon.
    ///   - action: the first button; its handler runs once, on the main actor, and the snack ends with
    ///     `.action(id)`.
    ///   - secondaryAction: a second button after it.
    ///   - longAction: a button with a long label, on a row of its own under the text.
    ///   - showsCloseButton: a close button; an infinite snack always has one.
    ///   - edge: the screen or window edge it stacks against; nil takes the settings' default edge.
    ///   - alignment: where along that edge; `.center` by default.
    ///   - usesMarkup: title and message are Pango markup; plain text, shown literally, by default.
    ///   - priority: `.high` jumps the queue and pushes a normal snack back from a full edge.
    ///   - progress: a bar (`.fraction`) or a spinner (`.indeterminate`) under the text.
    ///   - requiresInteraction: never times out while a screen reader runs, so that it can be read and acted on.
    ///   - onTap: runs once when a click lands on the snack's body (not on a button).
    ///   - onDismiss: runs exactly once, on the main actor, with the reason the snack went.
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
        var content = SnackContent(message: message)
        content.title = title
        content.kind = kind
        content.duration = duration
        content.icon = icon
        content.showsCloseButton = showsCloseButton
        content.edge = edge
        content.alignment = alignment
        content.usesMarkup = usesMarkup
        content.priority = priority
        content.progress = progress
        content.requiresInteraction = requiresInteraction
        self.init(content: content, id: id, action: action, secondaryAction: secondaryAction, longAction: longAction)
        storage.fields.onTap = onTap
        storage.fields.onDismiss = onDismiss
    }

    /// Creates a snack showing `content`, with these buttons.
    /// - Parameter id: the reuse identifier; generated when nil.
    public init(
        content: SnackContent, id: String? = nil, action: SnackAction? = nil, secondaryAction: SnackAction? = nil,
        longAction: SnackAction? = nil
    ) {
        storage = Storage(
            Fields(
                id: id ?? Snack.nextGeneratedID(), hasExplicitID: id != nil, content: content, action: action,
                secondaryAction: secondaryAction, longAction: longAction))
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
    public var effectiveIcon: String? { content.icon ?? content.kind.defaultIcon }

    /// What the icon slot shows when the snack has no raw image (`iconPixels`, which wins): the snack's own
    /// icon, else its kind's built-in glyph, else a neutral kind's icon; nil for none.
    public var shownIcon: SnackIcon? {
        if let icon = content.icon { return .named(icon) }
        if let glyph = SnackGlyph(kind: content.kind) { return .glyph(glyph) }
        return content.kind.defaultIcon.map(SnackIcon.named)
    }
}
