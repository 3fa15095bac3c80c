import CGtk

/// One object as screen readers see it through ATK / AT-SPI: its role name and its accessible name.
package struct AccessibleNode: Sendable, Equatable, CustomStringConvertible {
    /// ATK's role name: `notification`, `alert`, `push button`, ….
    package var role: String
    /// The name a screen reader speaks.
    package var name: String

    /// `role=<role> name=<name>`, the form the testbed prints.
    package var description: String { "role=\(role) name=\(name)" }
}

extension SnackbarPresenter {
    /// The snack window's accessible role and name, then each visible button's, as a screen reader
    /// would get them; empty when the snack has no window. For tests.
    package func accessibleNodes(ofSnack id: String) -> [AccessibleNode] {
        (runtime?.record(id: id)?.surface as? SnackWindow)?.accessibleNodes() ?? []
    }
}

extension SnackbarPresenter {
    /// The tooltip texts of the snack's widgets, depth first; empty when it has no window. For tests.
    package func tooltips(ofSnack id: String) -> [String] {
        guard let window = (runtime?.record(id: id)?.surface as? SnackWindow)?.window else { return [] }
        var tooltips: [String] = []
        Gtk.forEachWidget(in: window) { widget in
            guard let text = gtk_widget_get_tooltip_text(widget) else { return }
            tooltips.append(String(cString: text))
            g_free(text)
        }
        return tooltips
    }
}
