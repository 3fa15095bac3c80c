import CGtk
import SnackbarCore

/// What an app hangs on one snack beyond its text: its own widget shown below the message, and
/// stylesheets for that snack's window alone. The board carries it with the snack (`SnackAttachment`);
/// the snack's surface shows it.
///
/// Owns one reference to the widget (a floating one sunk) and one to each provider, dropped in `deinit`
/// when the board and the snack's record both let go — on the GTK thread, where the board runs.
package final class SnackExtras: SnackAttachment, @unchecked Sendable {
    /// A stylesheet and the priority it applies at.
    package struct Style {
        package let provider: UnsafeMutablePointer<GtkCssProvider>
        package let priority: UInt32
    }

    /// The app's widget, if any.
    package let widget: UnsafeMutablePointer<GtkWidget>?
    /// The snack's own stylesheets, later ones winning at equal priority.
    package let styles: [Style]

    /// Takes a reference to `widget` (sinking a floating one) and takes over one reference to each provider.
    @MainActor
    package init(widget: UnsafeMutablePointer<GtkWidget>? = nil, styles: [Style] = []) {
        if let widget { g_object_ref_sink(asGPointer(widget)) }
        self.widget = widget
        self.styles = styles
    }

    /// The same stylesheets (each referenced once more) without the widget: for a snack's copies on other
    /// monitors, since a widget sits in one window only.
    @MainActor
    package func stylesOnly() -> SnackExtras {
        for style in styles { g_object_ref(asGPointer(style.provider)) }
        return SnackExtras(styles: styles)
    }

    deinit {
        if let widget { g_object_unref(asGPointer(widget)) }
        for style in styles { g_object_unref(asGPointer(style.provider)) }
    }
}
