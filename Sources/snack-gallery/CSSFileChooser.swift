import CGtk
import SnackbarGtk

/// The theme section's "Load a CSS file…": a native file chooser filtered to `*.css`.
@MainActor
enum CSSFileChooser {
    /// Asks for a file (modal over the gallery) and loads it as the user stylesheet.
    static func run(context: GalleryContext) {
        let parent = context.window.map { Casts.widget($0, as: GtkWindow.self) }
        guard
            let chooser = gtk_file_chooser_native_new(
                localized("Load a CSS file"), parent, GTK_FILE_CHOOSER_ACTION_OPEN, localized("_Load"), localized("_Cancel"))
        else { return }
        defer { g_object_unref(Casts.object(chooser)) }
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, localized("CSS files"))
        gtk_file_filter_add_pattern(filter, "*.css")
        gtk_file_chooser_add_filter(chooser, filter)
        guard gtk_native_dialog_run(Casts.pointer(chooser)) == GTK_RESPONSE_ACCEPT.rawValue,
            let path = gtk_file_chooser_get_filename(chooser)
        else { return }
        defer { g_free(path) }
        context.loadCSS(file: String(cString: path))
    }
}
