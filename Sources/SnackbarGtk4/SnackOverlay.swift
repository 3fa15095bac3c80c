import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// Snacks inside a GTK 4 window: a `GtkOverlay` that shows the app's own widget (`child`) and stacks
/// snacks over it at the top and bottom, as libadwaita's `AdwToastOverlay` shows toasts, driven by the same
/// board as the GTK 3 renderer (stacking, queue, priority, dedupe, hover and focus hold, one dismiss
/// reason per snack).
///
/// Put `widget` in the window where the child was, or let `init(window:)` do it for the window's whole
/// content. While `widget` is in a window the window keeps the `SnackOverlay` too, as it keeps the widgets it
/// shows: an overlay made in a callback and let go there still runs its snacks' buttons, time and callbacks.
/// Keep your own reference to add snacks later. The overlay owns one reference to `widget` and the snacks'
/// state; when the window `widget` is in is destroyed (closed), or `widget` itself, every snack ends with
/// `.shutdown`. After a closed window the overlay takes snacks again (an app may put it in
/// another window, as a GTK 3 app anchors to a new one); after its own destroy it takes none. Snacks that
/// name no edge go to the bottom one, as GNOME's toasts do.
///
/// GTK thread only (`@MainActor`). The process must be a GTK 4 one: SnackbarGtk4 never loads GTK 3.
@MainActor
public final class SnackOverlay {
    /// The `GtkOverlay` the app puts in its widget tree.
    public let widget: UnsafeMutablePointer<GtkWidget>
    let runtime: OverlayRuntime
    /// The address of the window `widget` is in, kept without a reference to recognise it among the
    /// toplevels once `widget` has left it; 0 outside a window.
    private var rootAddress: UInt = 0
    /// The overlay itself while `widget` is in a window, which keeps it as it keeps the widgets it shows.
    private var keptByWindow: SnackOverlay?
    /// Whether that window is in the user's sight; the snacks' time holds while it is not.
    private let sight = OverlayWindowSight()
    /// The popup service, for snacks added while the window is not active (see `SnackOverlay+Route`).
    lazy var desktopRoute = makeDesktopRoute()

    /// Whether a snack added while the overlay's window is not the active one (another app's window is, it
    /// is minimized, or the overlay is in no window) goes to the desktop instead, as a popup of the popup
    /// service (`snack-notifyd`); off by default. The same snack travels: its action handlers, `onDismiss`
    /// and `onEvent` come back to the app once each; one the service does not show comes back to the window.
    /// Decided when the snack is added.
    public var routesToDesktopWhenInactive = false

    /// The configuration overlays start with: a stack of 3 at the bottom edge, as the GNOME HIG and
    /// `AdwToastOverlay` place toasts; the rest as `BoardConfiguration()`.
    public static var defaultConfiguration: BoardConfiguration { BoardConfiguration(defaultEdge: .bottom) }

    /// An overlay showing `child` (the app's content; nil for none yet), not yet in any window.
    /// - Parameter configuration: how snacks share an edge (`defaultConfiguration`: a stack of 3 at the
    ///   bottom).
    public init(child: UnsafeMutablePointer<GtkWidget>? = nil, configuration: BoardConfiguration = SnackOverlay.defaultConfiguration) {
        MainQueueDrain.install()
        widget = gtk_overlay_new()
        g_object_ref_sink(object(widget))
        let styler = OverlayStyler.shared
        runtime = OverlayRuntime(configuration: configuration, stacks: OverlayStacks(overlay: widget, layout: styler.theme.layout))
        self.child = child
        runtime.stacks.onWidthChange = { [weak runtime] in runtime?.fitCards() }
        runtime.stacks.onRoomChange = { [sight] room in sight.hasRoom = room }
        runtime.stacks.onGrowth = { [weak runtime] in runtime?.send(.roomChanged) }
        runtime.stacks.onLaidOut = { [weak runtime] in runtime?.fitOpenedTexts() }
        connectPlain(widget, "destroy") { [weak self] in self?.runtime.send(.shutdown) }
        connectNotify(widget, property: "root") { [weak self] in self?.rootChanged() }
        sight.onChange = { [weak runtime] seen in runtime?.send(.unseen(!seen)) }
        runtime.send(.unseen(true))
    }

    /// A destroyed window lets go of its child before it emits its own `destroy`, and the overlay lives on
    /// (this object holds it): a window gone from GTK's toplevels is the sign it was closed, not just left.
    private func rootChanged() {
        let root = gtk_widget_get_root(widget)
        let left = rootAddress
        rootAddress = UInt(bitPattern: root)
        sight.follow(root.flatMap { snack4_is_window(object($0)) != 0 ? cast(object($0)) : nil })
        runtime.focusReturn.follow(root)
        // Last: letting go may end this overlay, once the snacks heard that their window closed.
        defer { keptByWindow = root == nil ? nil : self }
        guard root == nil, left != 0, !Self.isToplevel(left) else { return }
        windowClosed()
    }

    /// Ends every snack with `.shutdown`, as when the window `widget` is in is closed: for an owner that sees
    /// the close before `widget` leaves the window (a window still referenced keeps its content). The overlay
    /// takes snacks again afterwards.
    package func windowClosed() {
        runtime.send(.windowClosed)
    }

    /// Whether a window at this address is among GTK's toplevels (every window until it is destroyed).
    private static func isToplevel(_ address: UInt) -> Bool {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)
            if UInt(bitPattern: item) == address { return true }
        }
        return false
    }

    /// An overlay placed over `window`'s whole content: the window's child moves into the overlay and the
    /// overlay becomes the window's child. Nil when `window` is not a `GtkWindow`.
    public convenience init?(window: UnsafeMutablePointer<GtkWindow>, configuration: BoardConfiguration = SnackOverlay.defaultConfiguration) {
        guard snack4_is_window(object(window)) != 0 else { return nil }
        let content = gtk_window_get_child(window)
        if let content {
            g_object_ref(object(content))
            gtk_window_set_child(window, nil)
        }
        self.init(child: content, configuration: configuration)
        if let content { g_object_unref(object(content)) }
        gtk_window_set_child(window, widget)
    }

    isolated deinit {
        sight.detach()
        runtime.focusReturn.detach()
        g_object_unref(object(widget))
    }

    /// The app's widget under the snacks.
    public var child: UnsafeMutablePointer<GtkWidget>? {
        get { gtk_overlay_get_child(cast(widget)) }
        set { gtk_overlay_set_child(cast(widget), newValue) }
    }

    /// Shows `snack` in this window (or updates the one it dedupes with); it may wait in the queue. With
    /// `routesToDesktopWhenInactive` and the window not active, shows it on the desktop instead.
    /// - Throws: `SnackError` when the snack is invalid (nothing is shown then).
    public func add(_ snack: Snack) throws(SnackError) {
        let valid = try snack.validated()
        if routesToDesktopWhenInactive, desktopRoute.take(valid, appIsActive: isInActiveWindow) { return }
        runtime.send(.add(valid))
    }

    /// Shows `snack` with the app's `widget` below its message (or updates the one it dedupes with, the
    /// widget replacing the one shown); it may wait in the queue. It stays in this window: the route to the
    /// desktop takes no app widget.
    ///
    /// Ownership: the overlay takes its own reference (sinking a floating one) and drops it when the snack
    /// ends; the widget is taken out of the card, never destroyed, so an app that keeps its own reference
    /// can show it again.
    /// - Throws: `SnackError` when the snack is invalid; the widget is then left untouched.
    public func add(_ snack: Snack, content widget: UnsafeMutablePointer<GtkWidget>) throws(SnackError) {
        runtime.send(.add(try snack.validated(), attachment: AppWidget(widget)))
    }

    /// Whether `widget` can go into a snack: it has no parent, or a snack showed it (one that may still be
    /// closing), not the app's own widget tree.
    package static func canShow(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_parent(widget) == nil || AppWidget.isInSlot(widget)
    }

    /// Dismisses (or takes out of the queue) the snack with this id, reason `.programmatic`; a snack
    /// routed to the desktop, through the popup service.
    public func remove(id: String) {
        guard !desktopRoute.remove(id: id) else { return }
        runtime.send(.remove(id: id))
    }

    /// Sets the progress of the shown or queued snack with this id in place (nil removes it; a fraction
    /// is clamped to 0…1): it keeps its place in its stack, its time and its `onDismiss`. False when no
    /// snack has this id, or for a fraction that is not a number (nothing changes then).
    @discardableResult
    public func setProgress(_ progress: SnackProgress?, id: String) -> Bool {
        if case .fraction(let value)? = progress, value.isNaN { return false }
        guard runtime.board.snack(id: id) != nil else { return false }
        runtime.send(.setProgress(id: id, progress))
        return true
    }

    /// Dismisses every shown and queued snack, reason `.programmatic`; a shown one waits out its
    /// `minimumVisible` first.
    public func removeAll() {
        runtime.send(.removeAll)
    }

    /// Seconds the snack with this id has left now (its time stands still while it is held); nil for an
    /// infinite snack, or when no snack has the id.
    public func timeLeft(id: String) -> Double? { runtime.board.timeLeft(id: id, now: runtime.driver.clock()) }

    /// Whether something holds the snack's time now: the pointer over it, the focus in it, a long-running
    /// action, its window out of sight.
    public func isPaused(id: String) -> Bool { runtime.board.isPaused(id: id) }

    /// Gives the keyboard focus to the newest snack (its first button, else the snack itself), so that a
    /// keyboard user can act on it or press Escape; when it closes, the focus goes back to the widget that had
    /// it (an entry with its caret and selection as they were). False when no snack is shown.
    @discardableResult
    public func focusNewest() -> Bool {
        runtime.focusNewest()
    }

    /// How snacks share each edge; changes apply to snacks added afterwards.
    public var configuration: BoardConfiguration {
        get { runtime.configuration }
        set { runtime.configuration = newValue }
    }

    /// The look of every overlay's snacks in this process, written out as GTK 4 CSS.
    public var theme: Theme {
        get { OverlayStyler.shared.theme }
        set {
            OverlayStyler.shared.theme = newValue
            runtime.stacks.apply(newValue.layout)
        }
    }

    /// Light or dark regardless of GTK's settings (every overlay of the process); nil follows them.
    public var forcedVariant: ThemeVariant? {
        get { Self.forcedVariantForAllOverlays }
        set { Self.forcedVariantForAllOverlays = newValue }
    }

    /// Light or dark regardless of GTK's settings for every overlay of the process, with or without one at
    /// hand; nil follows them.
    public static var forcedVariantForAllOverlays: ThemeVariant? {
        get { OverlayStyler.shared.forcedVariant }
        set { OverlayStyler.shared.forcedVariant = newValue }
    }

    /// Loads a style sheet over the theme for every overlay of the process, at USER priority (as the GTK 3
    /// renderer's user CSS); it replaces the one loaded before. Returns the problems GTK found in it
    /// (`line:column: message`), empty when all of it applies; the valid rules apply either way.
    @discardableResult
    public static func loadStyleSheet(_ css: String) -> [String] {
        OverlayStyler.shared.loadUserCSS(css)
    }

    /// Told each snack shown and dismissed (after the snack's own `onDismiss`).
    public var onEvent: (@MainActor (SnackOverlayEvent) -> Void)? {
        get { runtime.observer }
        set { runtime.observer = newValue }
    }

    /// The ids shown on `edge`, nearest the edge first.
    public func visibleIDs(on edge: SnackEdge) -> [String] {
        runtime.board.visibleIDs(on: edge)
    }
}
