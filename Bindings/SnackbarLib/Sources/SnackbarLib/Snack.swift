/// A snack for libsnackbar: the message, its look and lifetime, up to two actions and the callback told why
/// it went. A value: `Snackbar.show(_:)` hands libsnackbar a copy, so one value can be shown again.
public struct Snack: Sendable {
    /// The text, plain (escaped before Pango sees it).
    public var message: String
    /// An optional bold line above the message.
    public var title: String?
    /// The palette and default icon.
    public var kind: SnackKind
    /// How long it stays; any action raises a shorter duration to `.long`.
    public var duration: SnackDuration
    /// The reuse id: showing a snack with the id of one on screen updates that one in place. Nil: generated.
    public var id: String?
    /// An icon-theme name or an image file path; nil uses the kind's icon.
    public var icon: String?
    /// Inline buttons, at most two.
    public var actions: [SnackAction]
    /// Called once on the main actor (the GTK thread) with the reason the snack went.
    public var onDismiss: (@MainActor @Sendable (DismissReason) -> Void)?

    /// Creates a snack; see the properties.
    public init(
        _ message: String, title: String? = nil, kind: SnackKind = .neutral, duration: SnackDuration = .short,
        id: String? = nil, icon: String? = nil, actions: [SnackAction] = [],
        onDismiss: (@MainActor @Sendable (DismissReason) -> Void)? = nil
    ) {
        (self.message, self.title, self.kind, self.duration) = (message, title, kind, duration)
        (self.id, self.icon, self.actions, self.onDismiss) = (id, icon, actions, onDismiss)
    }
}

/// A button on a snack. Its handler runs on the main actor at most once per shown snack; the click also
/// dismisses the snack with `.action(id)`.
public struct SnackAction: Sendable {
    /// The id `DismissReason.action` reports; unique on the snack.
    public var id: String
    /// The button's text.
    public var label: String
    /// Runs on the main actor (the GTK thread) when the button is clicked.
    public var handler: @MainActor @Sendable () -> Void

    /// Creates an action; the id defaults to the label.
    public init(_ label: String, id: String? = nil, handler: @escaping @MainActor @Sendable () -> Void = {}) {
        (self.label, self.id, self.handler) = (label, id ?? label, handler)
    }
}

/// The palette and default icon (`SnackbarKind`).
public enum SnackKind: UInt32, Sendable {
    case neutral, positive, warning, negative, info
}

/// How long a snack stays (`SnackbarDuration`, or a number of seconds).
public enum SnackDuration: Sendable, Equatable {
    /// 4 s.
    case short
    /// 10 s.
    case long
    /// Until closed; the close button is always shown.
    case infinite
    /// A finite number of seconds greater than 0.
    case seconds(Double)
}

/// Why a snack went (`SnackbarReason`). Each shown snack reports exactly one.
public enum DismissReason: Sendable, Equatable {
    case timeout
    /// The action with this id was clicked.
    case action(String)
    case closeButton, swipe, escape
    /// A newer snack took its place: the same id, or the same title and message when no id was set.
    case replaced
    /// `Snackbar.dismiss(id:)` or `dismissAll()`.
    case programmatic
    /// The app quit while the snack was up or queued.
    case shutdown
    /// Never shown (e.g. no display).
    case rejected
}
