import CGtk

/// Custom content: an app's own widget shown inside a snack.
extension SnackbarManager {
    /// Shows `snack` with the app's `widget` (a `GtkWidget *`) below its message. GTK thread.
    ///
    /// Ownership: the manager takes its own reference (sinking a floating one) and drops it when the snack
    /// is dismissed; the widget is taken out of the snack's window before the window is destroyed, so an
    /// app that keeps its own reference can show the same widget again. A snack that merges into one
    /// already shown with the same title and message (no explicit id) keeps the content it had.
    /// - Throws: `SnackError` when the snack is invalid; the widget is then left untouched.
    @MainActor
    public func add(_ snack: Snack, content widget: UnsafeMutableRawPointer) throws(SnackError) {
        let valid = try snack.validated()
        guard snack_is_widget(widget) != 0 else {
            SnackLog.warn("add(_:content:) needs a GtkWidget; showing the snack without it")
            return try add(valid)
        }
        guard let runtime = ensureRuntime() else { return valid.onDismiss?(.rejected) ?? () }
        runtime.attachCustomContent(cast(widget), to: valid)
    }
}

extension SnackRuntime {
    /// Registers `widget` for `snack`, replacing any it had, and shows the snack; the reference is dropped
    /// on dismissal.
    func attachCustomContent(_ widget: UnsafeMutablePointer<GtkWidget>, to snack: Snack) {
        g_object_ref_sink(asGPointer(widget))
        windows[snack.id]?.content.setCustom(nil)
        releaseCustomContent(of: snack.id)
        customContent[snack.id] = widget
        guard addKeepingID(snack) else { return releaseCustomContent(of: snack.id) }
        windows[snack.id]?.content.setCustom(widget)
    }

    /// Drops the manager's reference to the custom widget of `id`, if it has one.
    func releaseCustomContent(of id: String) {
        guard let widget = customContent.removeValue(forKey: id) else { return }
        g_object_unref(asGPointer(widget))
    }

    /// Adds `snack` and says whether the board keeps it under its own id. When it does not (rejected, or
    /// merged into a snack with another id), nothing keyed by that id would ever be released on dismissal.
    func addKeepingID(_ snack: Snack) -> Bool {
        send(.add(snack))
        return board.snack(id: snack.id) != nil
    }
}
