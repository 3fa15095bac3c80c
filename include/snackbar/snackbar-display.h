/* snackbar-display.h — showing and dismissing snacks, the settings, themes and anchoring
 *
 * Part of snackbar.h: include <snackbar.h>, never this file alone.
 */
#ifndef SNACKBAR_DISPLAY_H
#define SNACKBAR_DISPLAY_H

#if !defined(SNACKBAR_H_INSIDE) && !defined(SNACKBAR_COMPILATION)
#error "Only <snackbar.h> can be included directly."
#endif

#include "snackbar-snack.h"

G_BEGIN_DECLS

/**
 * SNACKBAR_ERROR:
 *
 * The error domain of the calls taking a `GError **`; the code is a #SnackbarStatus.
 */
#define SNACKBAR_ERROR (snackbar_error_quark())
GQuark snackbar_error_quark(void);

/**
 * snackbar_snack_show:
 * @snack: a snack
 * @out_id: (out) (optional) (nullable) (transfer full): its id, to pass to snackbar_dismiss(); free it
 *   with snackbar_string_free()
 *
 * Shows a copy of the snack (any thread). Refused: no title and no message, or both only white space.
 * snackbar_add() does the same with a #GError.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_show(SnackbarSnack *snack, char **out_id);

/**
 * snackbar_add:
 * @snack: a snack
 * @error: a #GError, or NULL
 *
 * Shows a copy of the snack, or updates the snack on screen with its id. Any thread. Without an id, a
 * snack with the same title and message as one shown or waiting folds into it ("×N"): that snack goes on
 * under the id returned here, and the earlier show's dismissed callback gets %SNACKBAR_REASON_REPLACED.
 *
 * Returns: (transfer full) (nullable): the shown snack's id (free it with g_free()), or NULL with
 *   @error set (%SNACKBAR_ERROR_INVALID_HANDLE, %SNACKBAR_ERROR_INVALID_VALUE…).
 */
char *snackbar_add(SnackbarSnack *snack, GError **error);

/**
 * snackbar_render_png:
 * @snack: a snack
 * @dark: %TRUE for the built-in theme's dark palette, %FALSE for its light one
 * @width: the image's width in pixels, from 120 to 4096; 0 for the theme's width (428)
 * @scale: device pixels per pixel, from 1 to 4 (2 for a HiDPI screenshot)
 * @path: (type filename): the PNG file to write
 * @error: a #GError, or NULL
 *
 * Draws @snack into a PNG file without showing it: no display, no gtk_init() and no GTK main loop
 * are needed. It is painted with cairo and Pango from the built-in theme's colours, sizes and fonts
 * (GTK widgets cannot be drawn without a display), as tall as its content. A snack with
 * snackbar_snack_set_countdown() gets its bar along the foot, drawn full as when it appears. Any thread.
 *
 * Returns: %TRUE, or %FALSE with @error set (%SNACKBAR_ERROR_INVALID_VALUE: a size out of range, a
 *   file that cannot be written; %SNACKBAR_ERROR_INVALID_HANDLE…).
 */
gboolean snackbar_render_png(SnackbarSnack *snack, gboolean dark, int width, double scale, const char *path,
                             GError **error);

/**
 * snackbar_add_with_widget:
 * @snack: a snack
 * @widget: (type Gtk.Widget) (transfer none): the app's own `GtkWidget *`, shown below the message
 * @error: a #GError, or NULL
 *
 * GTK thread. Shows a copy of the snack with the app's widget in it. The library takes its own
 * reference (sinking a floating one) and takes the widget out of the snack's window before the window
 * goes, so an app that keeps a reference can show the same widget again.
 *
 * Returns: (transfer full) (nullable): the shown snack's id (free it with g_free()), or NULL with
 *   @error set (%SNACKBAR_ERROR_WRONG_TYPE when @widget is no GtkWidget or is a GtkWindow,
 *   %SNACKBAR_ERROR_WRONG_THREAD…).
 */
char *snackbar_add_with_widget(SnackbarSnack *snack, void *widget, GError **error);

/**
 * snackbar_snack_dismiss:
 * @snack: a snack
 *
 * Dismisses the snack on screen (or queued) that this one dedupes with: the same id, or, without an
 * id, the same title and message. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_dismiss(SnackbarSnack *snack);

/**
 * snackbar_dismiss:
 * @id: a shown snack's id
 *
 * Dismisses (or drops from the queue) the snack with this id, with %SNACKBAR_REASON_PROGRAMMATIC.
 * An id that is not shown is ignored. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_dismiss(const char *id);

/**
 * snackbar_dismiss_all:
 *
 * Dismisses every shown and queued snack, with %SNACKBAR_REASON_PROGRAMMATIC. A shown snack goes once it
 * has been on screen its minimum visible time (snackbar_snack_set_min_visible()). Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_dismiss_all(void);

/**
 * snackbar_focus_newest:
 *
 * Moves the keyboard focus to the newest snack on screen, for an app's "go to the notification" key:
 * Tab then moves between its buttons, Enter or Space presses one, Escape dismisses it, its timer holds
 * while it has the focus, and the window that had the focus gets it back when the snack closes. Any
 * thread; the focus moves on the GTK thread, after the calls made before it. Under Xwayland on a
 * Wayland desktop (GNOME, KDE, sway with GDK's X11 backend) snacks never take the keyboard, which an
 * X11 window could not give back to a Wayland one: the call then only logs a warning, once.
 *
 * Returns: %SNACKBAR_OK (also when no snack is shown: there is nothing to focus then)
 */
int snackbar_focus_newest(void);

/**
 * snackbar_set_policy:
 * @policy: the policy
 *
 * Sets how snacks share a corner, for snacks added afterwards. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_policy(SnackbarPolicy policy);

/**
 * snackbar_set_max_visible:
 * @count: how many snacks show at once per corner under %SNACKBAR_POLICY_STACK (3 by default), 1 to 100
 *
 * Sets the maximum visible, for snacks added afterwards. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_max_visible(int count);

/**
 * snackbar_set_default_edge:
 * @edge: the edge
 *
 * Sets the edge of snacks that name none (top by default). Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_default_edge(SnackbarEdge edge);

/**
 * snackbar_set_monitor:
 * @monitor: %SNACKBAR_MONITOR_PRIMARY (the default), %SNACKBAR_MONITOR_POINTER, %SNACKBAR_MONITOR_ALL or a monitor number
 *   from 0 (the primary monitor when there is no such monitor)
 *
 * Sets which monitor snacks show on. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_monitor(int monitor);

/**
 * snackbar_set_screen_reader_override:
 * @mode: -1 follows the desktop's screen-reader switch (the default), 0 behaves as without a screen
 *   reader, 1 as with one
 *
 * Overrides whether snacks behave as if a screen reader runs (snacks with
 * snackbar_snack_set_requires_interaction() then never time out). Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_screen_reader_override(int mode);

/**
 * snackbar_set_route_to_desktop_when_inactive:
 * @route: TRUE: a snack added while none of the app's windows is active goes to the desktop; FALSE (the
 *   default): snacks stay in the app
 *
 * Sets whether a snack added while the app has no active window is shown on the desktop instead, as a popup
 * of the popup service (snack-notifyd, over the session bus). With snacks anchored in a window
 * (snackbar_anchor_to_window()), that window's activity decides; otherwise any of the app's windows. The
 * same snack travels: its action callbacks and its dismissed callback come back to the app, once each. It is
 * decided when the snack is added; a snack with the app's own widget or CSS stays in the app, and so does
 * every snack when no session bus can be reached; a snack the service does not show comes back to the app.
 * Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_route_to_desktop_when_inactive(gboolean route);

/**
 * snackbar_set_hold_while_unseen:
 * @hold: %TRUE (the default) holds the time of snacks anchored in a window (snackbar_anchor_to_window())
 *   while that window is out of sight: unmapped, minimized or not the active window; %FALSE lets it run
 *
 * Sets whether an anchor window out of sight holds its snacks' time; each runs on with the time it had left
 * once the window is active again. Snacks on the desktop run whatever the app's windows do. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_hold_while_unseen(gboolean hold);

/**
 * snackbar_set_theme_css:
 * @css: CSS text
 *
 * GTK thread. Loads CSS text over the theme (USER priority), replacing earlier CSS from this call or
 * snackbar_set_theme_file(). Classes: .snackbar (with .positive .warning .negative .info .neutral),
 * .title .message .icon .action .long-action .close .progress .spinner. Each problem is logged once as a
 * warning, `snackbar_set_theme_css: <css>:line:column: message`.
 *
 * Returns: %SNACKBAR_OK, %SNACKBAR_ERROR_CSS (the valid rules apply), or another #SnackbarStatus
 */
int snackbar_set_theme_css(const char *css);

/**
 * snackbar_set_theme_file:
 * @path: a CSS file (a regular file of at most 1 MiB)
 *
 * GTK thread. Like snackbar_set_theme_css(), from a file; the warnings name the file.
 *
 * Returns: %SNACKBAR_OK, %SNACKBAR_ERROR_CSS (the valid rules apply), %SNACKBAR_ERROR_INVALID_VALUE when
 *   the file cannot be read (missing, not a regular file, too large), or another #SnackbarStatus
 */
int snackbar_set_theme_file(const char *path);

/**
 * snackbar_load_css:
 * @css: CSS text
 * @error: a #GError, or NULL
 *
 * GTK thread. snackbar_set_theme_css() with the problems in @error instead of on standard error:
 * %SNACKBAR_ERROR_CSS with every bad rule as line:column: message (the valid rules still apply).
 *
 * Returns: TRUE when all of the CSS applies
 */
gboolean snackbar_load_css(const char *css, GError **error);

/**
 * snackbar_load_css_file:
 * @path: a CSS file
 * @error: a #GError, or NULL
 *
 * GTK thread. snackbar_set_theme_file() with the problems in @error instead of on standard error.
 *
 * Returns: TRUE when all of the file applies
 */
gboolean snackbar_load_css_file(const char *path, GError **error);

/**
 * snackbar_set_dark:
 * @mode: -1 follows GTK's settings (default), 0 forces the light palette, 1 the dark one
 *
 * GTK thread. Chooses the palette.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_dark(int mode);

/**
 * snackbar_anchor_to_window:
 * @gtk_window: (type Gtk.Window) (nullable): the app's toplevel `GtkWindow *` (passed as void * so this
 *   header needs no GTK include); NULL goes back to the screen
 *
 * GTK thread. Shows snacks inside the app's window: at its top or bottom inside its frame, transient
 * for it, following it as it moves or resizes; when it closes, its snacks end with
 * %SNACKBAR_REASON_SHUTDOWN (later ones show on the screen). A snack is as wide as the window's frame allows
 * (its text wraps or is cut with "…"), above the window and below the app's dialogs transient for it. A
 * window narrower than a snack's least content (icon, an action cut to "…", the close button; about 170 px)
 * cannot hold it: the snack then reaches past the window's edge, and a warning says so once. A window too small to show one more snack whole beside those it shows (a stack
 * would reach the far edge or meet the stack of the other edge) lets it wait in its queue, as when the max
 * visible count is reached, until a shown snack goes or the window is resized; no snack is cut shorter than
 * its content, and one alone shows whatever the window's size. A GObject
 * that is not a toplevel GtkWindow, or a window already destroyed (closed, the app still holding it), returns
 * %SNACKBAR_ERROR_WRONG_TYPE (with a warning saying why) and changes nothing: the snacks stay where they were,
 * in the window they were anchored in or on the screen; a pointer to no GObject at all cannot be checked.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_anchor_to_window(void *gtk_window);

/**
 * snackbar_get_time_left:
 * @id: a shown snack's id
 *
 * GTK thread. The seconds the snack has left (its timer pauses while the pointer is over it).
 *
 * Returns: the seconds left; -1 when it is infinite, gone, unknown, or the call is not on the GTK thread
 */
double snackbar_get_time_left(const char *id);

/**
 * snackbar_is_paused:
 * @id: a shown snack's id
 *
 * GTK thread. Whether something holds the snack's timer now (the pointer over it, focus, a running
 * action).
 *
 * Returns: TRUE when paused
 */
gboolean snackbar_is_paused(const char *id);

/**
 * snackbar_string_free:
 * @string: (nullable) (transfer full): a string the library returned
 *
 * Frees a string the library returned (the same as g_free()). NULL is ignored.
 */
void snackbar_string_free(char *string);

/**
 * snackbar_add_with_style_sheets:
 * @snack: a snack
 * @paths: (array zero-terminated=1) (element-type filename): CSS files for this snack alone, applied in
 *   order over the theme
 * @dark: -1 follows the theme's choice, 0 draws this snack with the light palette, 1 with the dark one
 * @out_problems: (out) (optional) (nullable) (array zero-terminated=1) (transfer full): each problem
 *   found in the files (`file:line:column: message`; those parts are left out), or NULL when there were
 *   none; free it with g_strfreev()
 * @error: a #GError, or NULL
 *
 * GTK thread. Shows a copy of the snack styled by its own stylesheets, which reach no other snack.
 *
 * Returns: (transfer full) (nullable): the shown snack's id (free it with g_free()), or NULL with
 *   @error set (%SNACKBAR_ERROR_WRONG_THREAD, %SNACKBAR_ERROR_INVALID_VALUE…).
 */
char *snackbar_add_with_style_sheets(SnackbarSnack *snack, const char *const *paths, int dark, char ***out_problems,
                                     GError **error);

/**
 * snackbar_set_event_callback:
 * @callback: (scope notified) (nullable) (closure user_data) (destroy destroy): called for each snack
 *   window event; NULL stops the calls
 * @user_data: (nullable): passed to @callback
 * @destroy: (nullable): frees @user_data once the callback is replaced or removed
 *
 * GTK thread, once GTK runs. Observes the snacks' windows: mapped, placed (with the frame), dismissed
 * (with the reason) and closed — what an app needs to follow its snacks on screen or to test them.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_WRONG_THREAD, %SNACKBAR_ERROR_NO_DISPLAY before GTK runs)
 */
int snackbar_set_event_callback(SnackbarEventCallback callback, void *user_data, SnackbarDestroyNotify destroy);

/**
 * snackbar_get_time_scale:
 *
 * GTK thread. The user's time scale, by which every finite duration is multiplied: `time-scale` in
 * snackbar.conf, or SNACKBAR_TIME_SCALE (see snackbar.conf(5)), read once; 1 by default, 0.5 to 10.
 *
 * Returns: the time scale
 */
double snackbar_get_time_scale(void);

/**
 * snackbar_get_monitor_count:
 *
 * GTK thread. How many monitors the display has, numbered from 0 for snackbar_set_monitor().
 *
 * Returns: the number of monitors; 0 before GTK runs
 */
int snackbar_get_monitor_count(void);

/**
 * snackbar_get_display_name:
 *
 * GTK thread. The name of the display the snacks show on (":0", "wayland-0").
 *
 * Returns: (transfer full) (nullable): the name (free it with g_free()), or NULL before GTK runs
 */
char *snackbar_get_display_name(void);

G_END_DECLS

#endif /* SNACKBAR_DISPLAY_H */
