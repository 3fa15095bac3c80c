/// Screen readers.
extension SnackbarManager {
    /// Whether snacks behave as if a screen reader runs: snacks with `requiresInteraction` then never
    /// time out (they wait for an action, the close button or Escape). Nil, the default, follows the
    /// desktop: GSettings `org.gnome.desktop.a11y.applications screen-reader-enabled`, as it changes
    /// (off where that schema is not installed). An app that knows better, or a test, sets true or
    /// false. Any thread.
    public var screenReaderOverride: Bool? {
        get { settings.withLock { $0.screenReaderOverride } }
        set {
            settings.withLock { $0.screenReaderOverride = newValue }
            onGtkThread { runtime in runtime.screenReaderOverride = newValue }
        }
    }
}
