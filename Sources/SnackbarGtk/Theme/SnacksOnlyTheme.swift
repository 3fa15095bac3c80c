import CGtk
import Glibc
import SnackbarCore

/// A GTK theme holding only what snack windows need, for a process that shows nothing but snacks.
///
/// GTK parses the desktop theme before it maps a first window: Adwaita takes ~10 ms here, a third of a
/// cold `snack-notify` call. Snack windows are styled by the snackbar theme, so a snacks-only process can
/// point GTK at this sheet instead. Its popups then also look the same whatever the desktop theme
/// (which could otherwise reach properties the snackbar theme leaves alone, as dunst's do not either).
/// The user's `gtk-3.0/gtk.css` still applies.
///
/// GTK finds themes only in files, so the sheet is written once under the user's runtime directory, in
/// a theme whose name carries a hash of the text (two versions of the library never share a file); that
/// directory goes first in `XDG_DATA_DIRS` for GTK's lookup, and `GTK_THEME` names the theme.
enum SnacksOnlyTheme {
    /// The widgets of a snack as the desktop theme would have drawn what the snackbar theme leaves
    /// alone, and the colour names themes and `--theme` files commonly use.
    static let css = """
        /* Snackbar: the base for processes that show only snacks (written by libsnackbar). */
        @define-color theme_fg_color #2e3436;
        @define-color theme_bg_color #f6f5f4;
        @define-color theme_text_color #000000;
        @define-color theme_base_color #ffffff;
        @define-color theme_selected_bg_color #3584e4;
        @define-color theme_selected_fg_color #ffffff;
        @define-color borders #cdc7c2;
        @define-color warning_color #c57900;
        @define-color error_color #c01c28;
        @define-color success_color #26a269;
        window { background-color: transparent; }
        button { transition: background-color 150ms ease-out; }
        progressbar trough { min-width: 80px; }
        progressbar progress { min-width: 1px; }
        menu { background-color: @theme_base_color; color: @theme_fg_color; border: 1px solid @borders; padding: 4px 0; }
        menuitem { padding: 6px 14px; }
        menuitem:hover { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; }

        """

    /// The theme's name: fixed for one text of the sheet.
    static var name: String {
        "snackbar-only-" + String(StableHash.fnv1a(css), radix: 16)
    }

    /// Writes the sheet if it is not there yet; returns the environment that points GTK at it.
    /// - Parameter base: where the `themes` folder goes; the user's runtime directory by default.
    /// - Returns: `XDG_DATA_DIRS` and `GTK_THEME` to set before GTK starts, or nil when the sheet
    ///   could not be written (GTK then loads the desktop theme as usual).
    static func prepare(under base: String = defaultBase()) -> [(name: String, value: String)]? {
        let folder = "\(base)/themes/\(name)/gtk-3.0"
        let file = folder + "/gtk.css"
        guard access(file, R_OK) == 0 || write(css, to: file, creating: folder) else { return nil }
        // Unset or empty means these two (XDG Base Directory specification), which must stay searched.
        let current = getenv("XDG_DATA_DIRS").map { String(cString: $0) } ?? ""
        let dataDirs = current.isEmpty ? "/usr/local/share:/usr/share" : current
        return [("XDG_DATA_DIRS", base + ":" + dataDirs), ("GTK_THEME", name)]
    }

    /// `$XDG_RUNTIME_DIR/snackbar`, or GLib's fallback for it (the user's cache folder).
    static func defaultBase() -> String {
        String(cString: g_get_user_runtime_dir()) + "/snackbar"
    }

    /// Writes through a temporary file and a rename, so a service starting at the same moment never
    /// reads half a file.
    static func write(_ text: String, to file: String, creating folder: String) -> Bool {
        guard g_mkdir_with_parents(folder, 0o700) == 0 else { return false }
        let temporary = "\(file).\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count, rename(temporary, file) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
