import CGtk

/// An app's extras in the window: its widget below the message, and stylesheets for this window alone.
extension SnackWindow {
    private static let scopedStyleKey = "snackbar-scoped-css"

    /// Takes the old extras' widget and stylesheets out and puts the new ones in.
    func replaceExtras(with new: SnackExtras?) {
        if let old = extras {
            Gtk.forEachWidget(in: window) { widget in
                let context = gtk_widget_get_style_context(widget)
                for style in old.styles { gtk_style_context_remove_provider(context, asStyleProvider(style.provider)) }
                g_object_set_data(asObject(widget), Self.scopedStyleKey, nil)
            }
        }
        extras = new
        content.setCustom(new?.widget)
    }

    /// Adds the snack's own stylesheets to every widget of the window not styled yet. GTK 3 providers do not
    /// cascade to children, so each widget gets them; widgets built later (new action buttons) on the next call.
    func applyScopedStyles() {
        guard let styles = extras?.styles, let marker = styles.first?.provider else { return }
        Gtk.forEachWidget(in: window) { widget in
            guard g_object_get_data(asObject(widget), Self.scopedStyleKey) != UnsafeMutableRawPointer(marker) else { return }
            let context = gtk_widget_get_style_context(widget)
            for style in styles { gtk_style_context_add_provider(context, asStyleProvider(style.provider), style.priority) }
            g_object_set_data(asObject(widget), Self.scopedStyleKey, UnsafeMutableRawPointer(marker))
        }
    }
}
