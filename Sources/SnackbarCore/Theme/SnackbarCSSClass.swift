/// The CSS class names the renderer puts on a snack's widgets and the theme CSS styles.
/// A user's own CSS (`~/.config/gtk-3.0/gtk.css`) can override any of them, e.g.
/// `.snackbar.negative { background-color: #800; }`.
public enum SnackbarCSSClass {
    /// The snack's GtkWindow; it also carries its kind's class (`SnackKind.cssClass`).
    public static let snackbar = "snackbar"
    /// The kind's icon (GtkImage).
    public static let icon = "icon"
    /// The bold title line (GtkLabel).
    public static let title = SnackTextRow.title.cssClass
    /// The message text (GtkLabel).
    public static let message = SnackTextRow.message.cssClass
    /// An inline action button beside the message (the main and the secondary action).
    public static let action = "action"
    /// The action button on its own row below the message.
    public static let longAction = "long-action"
    /// The close button.
    public static let close = "close"
    /// The progress bar (GtkProgressBar).
    public static let progress = "progress"
    /// The visible countdown along the snack's foot (GtkProgressBar): its `progress` node takes the
    /// action colour, its `trough` a faint wash of the text colour.
    public static let countdown = "countdown"
    /// The spinner of indeterminate progress and of a running long action (GtkSpinner).
    public static let spinner = "spinner"
    /// The fold counter ("×3") of a snack that arrived several times (GtkLabel).
    public static let repeatCount = "repeat-count"

    /// Every class a snack's widgets can carry, kind classes and each text row's (`SnackTextRow`) included.
    public static var all: [String] {
        [snackbar, icon] + SnackTextRow.allCases.map(\.cssClass) + [action, longAction, close, progress, countdown, spinner, repeatCount]
            + SnackKind.paletteKinds.map(\.cssClass)
    }
}
