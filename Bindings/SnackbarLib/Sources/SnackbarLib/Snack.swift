import CSnackbar

/// A snack for libsnackbar: the message, its look and lifetime, its actions and the callbacks told about
/// it. A value: `Snackbar.show(_:)` hands libsnackbar a copy, so one value can be shown again; showing a
/// snack with the id of one on screen updates that one in place.
public struct Snack: Sendable {
    /// The text, plain (escaped before Pango sees it) unless `usesMarkup`.
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
    /// A button on a row of its own, below the text.
    public var longAction: SnackAction?
    /// Called once on the main actor (the GTK thread) with the reason the snack went.
    public var onDismiss: (@MainActor @Sendable (DismissReason) -> Void)?
    /// Called on the main actor when a click lands on the snack's body (not on a button).
    public var onTap: (@MainActor @Sendable () -> Void)?
    /// What `onTap` does, in a word or two ("Open"): the keyboard then reaches the body first, a button of
    /// this name that Enter presses.
    public var tapLabel: String?
    /// The edge it stacks against; nil uses `Snackbar.setDefaultEdge(_:)`'s.
    public var edge: SnackEdge?
    /// Where it sits along its edge.
    public var alignment: SnackAlignment = .center
    /// The close button; nil shows it as the library decides (always for `.infinite`).
    public var showsCloseButton: Bool?
    /// Title and message are Pango markup, checked before they are shown.
    public var usesMarkup = false
    /// `.high` jumps the queue.
    public var priority: SnackPriority = .normal
    /// A progress bar at this fraction (0…1); a negative value shows a spinner; nil shows none.
    public var progress: Double?
    /// No timeout while a screen reader runs.
    public var requiresInteraction = false
    /// Milliseconds before it shows (0 to 60 000); dismissed sooner, it never does.
    public var showDelayMilliseconds: Int32 = 0
    /// Milliseconds a shown snack stays before a programmatic dismissal (`dismiss(id:)`, `dismissAll()`)
    /// takes it (0 to 60 000).
    public var minimumVisibleMilliseconds: Int32 = 0
    /// A thin bar along the foot shows the share of its time left.
    public var showsCountdown = false
    /// How many times it arrived (1 to 999 999): above 1 it shows "×N".
    public var repeatCount: Int32 = 1

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

extension Snack {
    /// Sets each field but the message (given to `snackbar_snack_new`), the actions and the callbacks on the C
    /// snack `pointer`, through its setter.
    func setFields(on pointer: OpaquePointer) throws(SnackbarError) {
        try check(snackbar_snack_set_title(pointer, title))
        try check(snackbar_snack_set_kind(pointer, SnackbarKind(rawValue: numericCast(kind.rawValue))))
        switch duration {
        case .short: try check(snackbar_snack_set_duration(pointer, SNACKBAR_DURATION_SHORT))
        case .long: try check(snackbar_snack_set_duration(pointer, SNACKBAR_DURATION_LONG))
        case .infinite: try check(snackbar_snack_set_duration(pointer, SNACKBAR_DURATION_INFINITE))
        case .seconds(let seconds): try check(snackbar_snack_set_duration_seconds(pointer, seconds))
        }
        try check(snackbar_snack_set_id(pointer, id))
        try check(snackbar_snack_set_icon(pointer, icon))
        if let edge = edge { try check(snackbar_snack_set_edge(pointer, SnackbarEdge(rawValue: numericCast(edge.rawValue)))) }
        try check(snackbar_snack_set_alignment(pointer, SnackbarAlignment(rawValue: numericCast(alignment.rawValue))))
        if let shown = showsCloseButton { try check(snackbar_snack_set_close_button(pointer, shown ? 1 : 0)) }
        try check(snackbar_snack_set_markup(pointer, usesMarkup ? 1 : 0))
        try check(snackbar_snack_set_priority(pointer, SnackbarPriority(rawValue: numericCast(priority.rawValue))))
        if let progress = progress { try check(snackbar_snack_set_progress(pointer, progress)) }
        try check(snackbar_snack_set_requires_interaction(pointer, requiresInteraction ? 1 : 0))
        try check(snackbar_snack_set_show_delay(pointer, showDelayMilliseconds))
        try check(snackbar_snack_set_min_visible(pointer, minimumVisibleMilliseconds))
        try check(snackbar_snack_set_countdown(pointer, showsCountdown ? 1 : 0))
        try check(snackbar_snack_set_repeat_count(pointer, repeatCount))
        try check(snackbar_snack_set_tap_label(pointer, tapLabel))
    }
}

/// A button on a snack. Its handler runs on the main actor at most once per shown snack; the click also
/// dismisses the snack with `.action(id)`, unless the action is long-running.
public struct SnackAction: Sendable {
    /// The id `DismissReason.action` reports; unique on the snack.
    public var id: String
    /// The button's text.
    public var label: String
    /// The snack keeps a spinner after the click until `Snackbar.actionFinished(snackID:)`.
    public var isLongRunning: Bool
    /// Runs on the main actor (the GTK thread) when the button is clicked.
    public var handler: @MainActor @Sendable () -> Void

    /// Creates an action; the id defaults to the label.
    public init(
        _ label: String, id: String? = nil, isLongRunning: Bool = false, handler: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        (self.label, self.id, self.isLongRunning, self.handler) = (label, id ?? label, isLongRunning, handler)
    }
}
