import CGtk

/// Stylesheets for one snack: a CLI popup's `--theme`, or an app that styles one snack differently.
extension SnackbarManager {
    /// Shows `snack` with the CSS file at `path` applied to its window only (USER priority), leaving every
    /// other snack as it was. GTK thread.
    /// - Returns: the file's bad rules as `file:line:column: message`; the rest of the file still applies.
    /// - Throws: `SnackError` when the snack is invalid; nothing is shown or loaded then.
    @MainActor @discardableResult
    public func add(_ snack: Snack, styleSheet path: String) throws(SnackError) -> [String] {
        let valid = try snack.validated()
        guard let runtime = ensureRuntime() else {
            valid.onDismiss?(.rejected)
            return ["\(path): no display"]
        }
        let parsed = ParsedCSS.load(file: path)
        runtime.attachScopedStyle(parsed.provider, to: valid)
        return parsed.problems
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

extension SnackRuntime {
    /// Takes over `provider` (one reference) for `snack`, then shows the snack.
    func attachScopedStyle(_ provider: UnsafeMutablePointer<GtkCssProvider>, to snack: Snack) {
        releaseScopedStyle(of: snack.id)
        scopedStyles[snack.id] = provider
        if let window = windows[snack.id] { applyScopedStyle(to: window) }
        send(.add(snack))
        // Rejected, or merged into a snack with another id: nothing will ever release it.
        if board.snack(id: snack.id) == nil { releaseScopedStyle(of: snack.id) }
    }

    /// Adds the snack's own stylesheet to every widget of its window not styled yet. GTK3 providers do not
    /// cascade to children, so each widget gets it; widgets built later (new action buttons) on the next call.
    func applyScopedStyle(to window: SnackWindow) {
        guard let provider = scopedStyles[window.id] else { return }
        var pending = [window.window]
        while let widget = pending.popLast() {
            if g_object_get_data(asObject(widget), Self.scopedStyleKey) != UnsafeMutableRawPointer(provider) {
                gtk_style_context_add_provider(gtk_widget_get_style_context(widget), asStyleProvider(provider),
                                               UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
                g_object_set_data(asObject(widget), Self.scopedStyleKey, UnsafeMutableRawPointer(provider))
            }
            guard snack_is_container(asGPointer(widget)) != 0 else { continue }
            let children = gtk_container_get_children(asContainer(widget))
            var node = children
            while let item = node {
                if let child = item.pointee.data { pending.append(cast(child)) }
                node = item.pointee.next
            }
            g_list_free(children)
        }
    }

    /// Drops the runtime's reference to the stylesheet of `id` (the window's widgets keep theirs until it closes).
    func releaseScopedStyle(of id: String) {
        guard let provider = scopedStyles.removeValue(forKey: id) else { return }
        g_object_unref(asGPointer(provider))
    }

    private static let scopedStyleKey = "snackbar-scoped-css"
}
