import CGtk

/// Styles for one snack: a CLI popup's `--theme` and `--dark`, or an app that styles one snack differently.
extension SnackbarManager {
    /// Shows `snack` with styles that apply to its window only, leaving every other snack as it was. GTK thread.
    /// - Parameters:
    ///   - styleSheets: CSS files applied at USER priority, later ones winning.
    ///   - variant: the theme's light or dark palette for this snack alone; nil follows the manager.
    /// - Returns: the files' bad rules as `file:line:column: message`; the rest of each file still applies.
    /// - Throws: `SnackError` when the snack is invalid; nothing is shown or loaded then.
    @MainActor @discardableResult
    public func add(_ snack: Snack, styleSheets: [String], variant: ThemeVariant? = nil) throws(SnackError) -> [String] {
        let valid = try snack.validated()
        guard let runtime = ensureRuntime(), let styler else {
            valid.onDismiss?(.rejected)
            return styleSheets.map { "\($0): no display" }
        }
        var styles: [ScopedStyle] = []
        if let variant {
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(provider, styler.css(for: variant), -1, nil)
            // Above the screen-wide theme (APPLICATION), below any user stylesheet (USER).
            styles.append(ScopedStyle(provider: provider, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1))
        }
        var problems: [String] = []
        for path in styleSheets {
            let parsed = ParsedCSS.load(file: path)
            problems += parsed.problems
            styles.append(ScopedStyle(provider: parsed.provider, priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER)))
        }
        runtime.attachScopedStyles(styles, to: valid)
        return problems
    }

    /// The bad rules of the CSS file at `path` as `file:line:column: message`, without applying anything
    /// (a file that cannot be read is one problem). GTK thread.
    @MainActor
    public func problems(inStyleSheet path: String) -> [String] {
        guard ensureRuntime() != nil else { return ["\(path): no display"] }
        let parsed = ParsedCSS.load(file: path)
        parsed.release()
        return parsed.problems
    }
}

/// A stylesheet for one snack's window, at its priority; the runtime holds one reference to the provider.
struct ScopedStyle {
    let provider: UnsafeMutablePointer<GtkCssProvider>
    let priority: UInt32
}

extension SnackRuntime {
    /// Takes over the styles' providers (one reference each) for `snack`, replacing any it had, then shows it.
    func attachScopedStyles(_ styles: [ScopedStyle], to snack: Snack) {
        if let window = windows[snack.id] { stripScopedStyles(from: window) }
        releaseScopedStyles(of: snack.id)
        if !styles.isEmpty { scopedStyles[snack.id] = styles }
        if let window = windows[snack.id] { applyScopedStyle(to: window) }
        if !addKeepingID(snack) { releaseScopedStyles(of: snack.id) }
    }

    /// Adds the snack's own stylesheets to every widget of its window not styled yet. GTK3 providers do not
    /// cascade to children, so each widget gets them; widgets built later (new action buttons) on the next call.
    func applyScopedStyle(to window: SnackWindow) {
        guard let styles = scopedStyles[window.id], let marker = styles.first?.provider else { return }
        Gtk.forEachWidget(in: window.window) { widget in
            guard g_object_get_data(asObject(widget), Self.scopedStyleKey) != UnsafeMutableRawPointer(marker) else { return }
            let context = gtk_widget_get_style_context(widget)
            for style in styles { gtk_style_context_add_provider(context, asStyleProvider(style.provider), style.priority) }
            g_object_set_data(asObject(widget), Self.scopedStyleKey, UnsafeMutableRawPointer(marker))
        }
    }

    /// Takes the snack's current stylesheets off its window's widgets (before new ones replace them).
    private func stripScopedStyles(from window: SnackWindow) {
        guard let styles = scopedStyles[window.id] else { return }
        Gtk.forEachWidget(in: window.window) { widget in
            let context = gtk_widget_get_style_context(widget)
            for style in styles { gtk_style_context_remove_provider(context, asStyleProvider(style.provider)) }
            g_object_set_data(asObject(widget), Self.scopedStyleKey, nil)
        }
    }

    /// Drops the runtime's references to the stylesheets of `id` (the widgets keep theirs until the window closes).
    func releaseScopedStyles(of id: String) {
        for style in scopedStyles.removeValue(forKey: id) ?? [] { g_object_unref(asGPointer(style.provider)) }
    }

    private static let scopedStyleKey = "snackbar-scoped-css"
}
