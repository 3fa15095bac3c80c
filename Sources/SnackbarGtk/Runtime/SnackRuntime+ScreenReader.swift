import SnackbarGlue

/// Screen readers: while one runs, snacks that require interaction never time out.
extension SnackRuntime {
    /// Starts following the desktop's screen-reader switch and the accessibility bus, and tells the board
    /// the state now.
    func watchScreenReader() {
        screenReaderWatch = DesktopSwitch(DesktopSwitch.screenReader) { [weak self] _ in self?.updateScreenReader() }
        accessibilityBusWatch = AccessibilityBusWatch { [weak self] in self?.updateScreenReader() }
        updateScreenReader()
    }

    /// Tells the board whether a screen reader runs: the override if set, else whether the desktop's
    /// switch or the accessibility bus says one does. The board ignores a state it already has.
    func updateScreenReader() {
        let running = (screenReaderWatch?.isOn ?? false) || (accessibilityBusWatch?.isScreenReaderRunning ?? false)
        send(.screenReader(active: settings.screenReaderOverride ?? running))
    }
}
