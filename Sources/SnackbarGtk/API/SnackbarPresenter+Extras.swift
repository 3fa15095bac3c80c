import CGtk
import SnackbarCore
import SnackbarGlue

/// An app's own widget in a snack, and stylesheets for one snack's window alone.
extension SnackbarPresenter {
    /// Shows `snack` with the app's `widget` (a `GtkWidget *`) below its message.
    ///
    /// Ownership: the presenter takes its own reference (sinking a floating one) and drops it when the
    /// snack ends; the widget is taken out of the snack's window before the window is destroyed, so an app
    /// that keeps its own reference can show the same widget again. A snack that merges into one already
    /// shown (same id, or same title and message without an id) brings its widget along and replaces the
    /// one shown.
    /// - Throws: `SnackError` when the snack is invalid; the widget is then left untouched.
    public func add(_ snack: Snack, content widget: UnsafeMutableRawPointer) throws(SnackError) {
        let valid = try snack.validated()
        guard snack_is_widget(widget) != 0, snack_is_window(widget) == 0 else {
            SnackLog.warn("add(_:content:) needs a GtkWidget that is not a window; showing the snack without it")
            return send(.add(valid))
        }
        guard runtime != nil else { return valid.onDismiss?(.rejected) ?? () }
        send(.add(valid, attachment: SnackExtras(widget: cast(widget))))
    }

    /// Shows `snack` with styles that apply to its window only, leaving every other snack as it was.
    /// - Parameters:
    ///   - styleSheets: CSS files applied at USER priority, later ones winning.
    ///   - variant: the theme's light or dark palette for this snack alone; nil follows the presenter.
    /// - Returns: the files' bad rules as `file:line:column: message`; the rest of each file still applies.
    /// - Throws: `SnackError` when the snack is invalid; nothing is shown or loaded then.
    @discardableResult
    public func add(_ snack: Snack, styleSheets: [String], variant: ThemeVariant? = nil) throws(SnackError) -> [String] {
        let valid = try snack.validated()
        guard runtime != nil, let styler = screenStyler else {
            valid.onDismiss?(.rejected)
            return styleSheets.map { "\($0): no display" }
        }
        var styles: [SnackExtras.Style] = []
        if let variant {
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(provider, styler.css(for: variant), -1, nil)
            // Above the screen-wide theme (APPLICATION), below any user stylesheet (USER).
            styles.append(.init(provider: provider, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1))
        }
        var problems: [String] = []
        for path in styleSheets {
            let parsed = takeChecked(path) ?? ParsedCSS.load(file: path)
            problems += parsed.problems
            styles.append(.init(provider: parsed.provider, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER)))
        }
        send(.add(valid, attachment: styles.isEmpty ? nil : SnackExtras(styles: styles)))
        return problems
    }

    /// The bad rules of the CSS file at `path` as `file:line:column: message`, without applying anything
    /// (a file that cannot be read is one problem).
    ///
    /// The file stays parsed for an `add(_:styleSheets:)` naming it next, unless it changes meanwhile:
    /// checking a theme and then showing it parses it once (GTK's parse is most of a theme's cost).
    public func problems(inStyleSheet path: String) -> [String] {
        guard runtime != nil else { return ["\(path): no display"] }
        lastChecked?.parsed.release()
        lastChecked = nil
        let parsed = ParsedCSS.load(file: path)
        if let identity = BoundedFile.identity(of: path) { lastChecked = (path, identity, parsed) } else { parsed.release() }
        return parsed.problems
    }

    /// The stylesheet `problems(inStyleSheet:)` parsed, if it was `path` and the file did not change since.
    private func takeChecked(_ path: String) -> ParsedCSS? {
        guard let checked = lastChecked else { return nil }
        lastChecked = nil
        guard checked.path == path, checked.identity == BoundedFile.identity(of: path) else {
            checked.parsed.release()
            return nil
        }
        return checked.parsed
    }
}
