import SnackbarCore

/// The manager's GTK-thread API of release 0.1, kept for one release so that apps written against it
/// still compile: each member forwards to `SnackbarPresenter`, which is where it lives now. Like the
/// presenter, they belong to the GTK thread.
extension SnackbarManager {
    /// Opens the display; see `SnackbarPresenter.startGtk()`.
    @available(*, deprecated, renamed: "SnackbarPresenter.startGtk()")
    @MainActor
    public static func startGtk() throws(SnackbarGtkError) { try SnackbarPresenter.startGtk() }

    /// Runs the GLib main loop; see `SnackbarPresenter.runMainLoop()`.
    @available(*, deprecated, renamed: "SnackbarPresenter.runMainLoop()")
    @MainActor
    public static func runMainLoop() { SnackbarPresenter.runMainLoop() }

    /// The number of monitors; see `SnackbarPresenter.monitorCount`.
    @available(*, deprecated, renamed: "SnackbarPresenter.monitorCount")
    @MainActor
    public static var monitorCount: Int { SnackbarPresenter.monitorCount }

    /// The display's name; see `SnackbarPresenter.displayName`.
    @available(*, deprecated, renamed: "SnackbarPresenter.displayName")
    @MainActor
    public static var displayName: String? { SnackbarPresenter.displayName }

    /// Shows the snacks inside `window`; see `SnackbarPresenter.anchor(to:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.anchor(to:)")
    @MainActor
    public func anchor(to window: UnsafeMutableRawPointer?) { SnackbarPresenter.shared.anchor(to: window) }

    /// Window events of the snacks; see `SnackbarPresenter.observer`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.observer")
    @MainActor
    public var observer: (@MainActor (SnackWindowEvent) -> Void)? {
        get { SnackbarPresenter.shared.observer }
        set { SnackbarPresenter.shared.observer = newValue }
    }

    /// The forced light or dark variant; see `SnackbarPresenter.forcedVariant`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.forcedVariant")
    @MainActor
    public var forcedVariant: ThemeVariant? {
        get { SnackbarPresenter.shared.forcedVariant }
        set { SnackbarPresenter.shared.forcedVariant = newValue }
    }

    /// Loads a user stylesheet; see `SnackbarPresenter.loadUserCSS(file:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.loadUserCSS(file:)")
    @MainActor @discardableResult
    public func loadUserCSS(file path: String) -> [String] { SnackbarPresenter.shared.loadUserCSS(file: path) }

    /// Shows `snack` with the app's own widget; see `SnackbarPresenter.add(_:content:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.add(_:content:)")
    @MainActor
    public func add(_ snack: Snack, content widget: UnsafeMutableRawPointer) throws(SnackError) {
        try SnackbarPresenter.shared.add(snack, content: widget)
    }

    /// Shows `snack` with its own stylesheets; see `SnackbarPresenter.add(_:styleSheets:variant:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.add(_:styleSheets:variant:)")
    @MainActor @discardableResult
    public func add(_ snack: Snack, styleSheets: [String], variant: ThemeVariant? = nil) throws(SnackError) -> [String] {
        try SnackbarPresenter.shared.add(snack, styleSheets: styleSheets, variant: variant)
    }

    /// Checks a stylesheet; see `SnackbarPresenter.problems(inStyleSheet:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.problems(inStyleSheet:)")
    @MainActor
    public func problems(inStyleSheet path: String) -> [String] { SnackbarPresenter.shared.problems(inStyleSheet: path) }

    /// The seconds left of a snack; see `SnackbarPresenter.timeLeft(ofSnackWithID:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.timeLeft(ofSnackWithID:)")
    @MainActor
    public func timeLeft(ofSnackWithID id: String) -> Double? { SnackbarPresenter.shared.timeLeft(ofSnackWithID: id) }

    /// Whether a snack's timer is held; see `SnackbarPresenter.isPaused(snackWithID:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.isPaused(snackWithID:)")
    @MainActor
    public func isPaused(snackWithID id: String) -> Bool { SnackbarPresenter.shared.isPaused(snackWithID: id) }

    /// Whether a snack waits for its window to map; see `SnackbarPresenter.isAwaitingMap(id:)`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.isAwaitingMap(id:)")
    @MainActor
    public func isAwaitingMap(id: String) -> Bool { SnackbarPresenter.shared.isAwaitingMap(id: id) }

    /// The edge for snacks that name none; see `SnackbarSettings.defaultEdge`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.settings.defaultEdge, or configure { $0.defaultEdge = … } from any thread")
    @MainActor
    public var defaultEdge: SnackEdge {
        get { SnackbarPresenter.shared.settings.defaultEdge }
        set { SnackbarPresenter.shared.settings.defaultEdge = newValue }
    }

    /// How snacks share an edge; see `SnackbarSettings.policy`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.settings.policy, or configure { $0.policy = … } from any thread")
    @MainActor
    public var policy: StackPolicy {
        get { SnackbarPresenter.shared.settings.policy }
        set { SnackbarPresenter.shared.settings.policy = newValue }
    }

    /// How many snacks show at once per edge; see `SnackbarSettings.maxVisible`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.settings.maxVisible, or configure { $0.maxVisible = … } from any thread")
    @MainActor
    public var maxVisible: Int {
        get { SnackbarPresenter.shared.settings.maxVisible }
        set { SnackbarPresenter.shared.settings.maxVisible = newValue }
    }

    /// The monitor snacks show on; see `SnackbarSettings.monitor`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.settings.monitor, or configure { $0.monitor = … } from any thread")
    @MainActor
    public var monitor: MonitorChoice {
        get { SnackbarPresenter.shared.settings.monitor }
        set { SnackbarPresenter.shared.settings.monitor = newValue }
    }

    /// The snacks' theme; see `SnackbarSettings.theme`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.settings.theme, or configure { $0.theme = … } from any thread")
    @MainActor
    public var theme: Theme {
        get { SnackbarPresenter.shared.settings.theme }
        set { SnackbarPresenter.shared.settings.theme = newValue }
    }

    /// Whether snacks behave as for a screen-reader user; see `SnackbarSettings.screenReaderOverride`.
    @available(*, deprecated, message: "use SnackbarPresenter.shared.settings.screenReaderOverride")
    @MainActor
    public var screenReaderOverride: Bool? {
        get { SnackbarPresenter.shared.settings.screenReaderOverride }
        set { SnackbarPresenter.shared.settings.screenReaderOverride = newValue }
    }
}
