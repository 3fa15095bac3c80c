/// Screen readers: while one runs, snacks that require interaction never time out.
extension SnackRuntime {
    /// Starts following the desktop's screen-reader switch and tells the board the state now.
    func watchScreenReader() {
        screenReaderWatch = DesktopSwitch(DesktopSwitch.screenReader) { [weak self] _ in self?.updateScreenReader() }
        updateScreenReader()
    }

    /// Tells the board whether a screen reader runs: the override if set, else the desktop's switch.
    /// The board ignores a state it already has.
    func updateScreenReader() {
        send(.screenReader(active: settings.screenReaderOverride ?? screenReaderWatch?.isOn ?? false))
    }
}
