import SnackbarCore

/// How snacks are shown: the board's rules, the monitor, the theme and the screen-reader switch.
///
/// The runtime on the GTK thread owns the one copy: read and write it there through
/// `SnackbarPresenter.settings`, or change it from any thread with `SnackbarManager.configure(_:)`.
/// Changes apply to snacks added afterwards; colours change at once.
public struct SnackbarSettings: Sendable, Equatable {
    /// How snacks share a corner (stack by default); each corner (edge × alignment) stacks on its own.
    public var policy: StackPolicy = .stack
    /// How many snacks show at once per corner under `.stack` (3 by default, at least 1).
    public var maxVisible: Int = 3 {
        didSet { maxVisible = max(1, maxVisible) }
    }
    /// The edge for snacks that name none (top by default).
    public var defaultEdge: SnackEdge = .top
    /// Which monitor snacks show on (the primary one by default).
    public var monitor: MonitorChoice = .primary
    /// Colours, layout and motion (`Theme.standard` by default).
    public var theme: Theme = .standard
    /// Whether snacks behave as if a screen reader runs: snacks with `requiresInteraction` then never
    /// time out. Nil, the default, follows the desktop as it changes: on while GNOME's switch (GSettings
    /// `org.gnome.desktop.a11y.applications screen-reader-enabled`) is on, the session's `org.a11y.Status`
    /// `ScreenReaderEnabled` is true, or an assistive technology registered for focus events with the
    /// AT-SPI registry (Orca started by hand).
    public var screenReaderOverride: Bool?
    /// Whether a snack added while none of the app's windows is active goes to the desktop instead, as a
    /// popup of the popup service (`snack-notifyd`), off by default. With snacks anchored in a window, that
    /// window's activity decides; otherwise any of the app's windows. The same snack travels: its action
    /// handlers, `onDismiss` and the observer's `.dismissed` come back to the app once each. Decided when
    /// the snack is added; a snack with the app's own widget or stylesheets stays in the app, and one the service
    /// does not show comes back to it.
    public var routesToDesktopWhenInactive = false
    /// Whether snacks anchored in an app's window (`SnackbarPresenter.anchor(to:)`) hold their time while the
    /// window is out of sight: unmapped, minimized or not the active window (on by default). Snacks on the
    /// desktop run on whatever the app's windows do.
    public var holdsWhileUnseen = true

    /// The default settings.
    public init() {}

    /// Seconds a snack's time waits for its window to be on screen (a first GTK start on a busy machine
    /// takes a second or more); the window reports itself within about a second of mapping.
    static let surfaceGrace = 5.0

    /// The board's part of the settings, with the user's time scale.
    func board(_ preferences: UserPreferences) -> BoardConfiguration {
        BoardConfiguration(
            policy: policy, maxVisible: maxVisible, defaultEdge: defaultEdge, timeScale: preferences.timeScale,
            surfaceGrace: Self.surfaceGrace, holdsWhileUnseen: holdsWhileUnseen)
    }
}
