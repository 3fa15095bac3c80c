import CGtk

/// A plain GTK toplevel standing in for an app's window, so the testbed can try anchored mode without
/// touching C itself. Package-only.
///
/// GTK's toplevel list owns the window; `destroy()` ends it once.
@MainActor
package struct PlainAppWindow {
    /// The `GtkWindow *`, to pass to `SnackbarPresenter.anchor(to:)`.
    package let pointer: UnsafeMutableRawPointer

    /// Shows a titled window of that size at that position.
    package init(title: String, x: Int, y: Int, width: Int, height: Int) {
        let widget = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cast(asGPointer(widget)), title)
        gtk_window_set_default_size(cast(asGPointer(widget)), Int32(width), Int32(height))
        gtk_window_move(cast(asGPointer(widget)), Int32(x), Int32(y))
        gtk_widget_show(widget)
        pointer = asGPointer(widget)
    }

    /// Raises the window and gives it the keyboard focus.
    package func present() {
        gtk_window_present(cast(pointer))
    }

    /// Moves the window's top-left corner.
    package func move(x: Int, y: Int) {
        gtk_window_move(cast(pointer), Int32(x), Int32(y))
    }

    /// Opens a modal dialog transient for the window, titled `title`, 300×150 at (`x`, `y`), as an app opens
    /// a dialog or a file chooser over its window.
    package func openDialog(title: String, x: Int, y: Int) {
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(cast(asGPointer(dialog)), title)
        gtk_window_set_transient_for(cast(asGPointer(dialog)), cast(pointer))
        gtk_window_set_modal(cast(asGPointer(dialog)), 1)
        gtk_window_set_default_size(cast(asGPointer(dialog)), 300, 150)
        gtk_window_move(cast(asGPointer(dialog)), Int32(x), Int32(y))
        gtk_widget_show(dialog)
    }

    /// Destroys the window (as when the user closes it).
    package func destroy() {
        gtk_widget_destroy(cast(pointer))
    }
}
