/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/**
 * SECTION:snackbar-gtk4
 * @title: Snacks in a GTK 4 window
 * @short_description: in-window snackbars for GTK 4 apps (libsnackbar-gtk4)
 *
 * libsnackbar-gtk4 shows snacks inside the windows of a GTK 4 app, as libadwaita's AdwToastOverlay
 * shows toasts: an overlay widget holds the app's content and stacks snacks over it (three per corner,
 * at the bottom edge, as the GNOME HIG places toasts), each with its own dismiss reason. A snack never
 * takes the window's first focus. It links GTK 4 only: a GTK 4 process must not load
 * libsnackbar (GTK 3) as well.
 *
 * Every function is for the GTK (main) thread. Build with `pkg-config --cflags --libs snackbar-gtk4`.
 */
#ifndef SNACKBAR_GTK4_H
#define SNACKBAR_GTK4_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * SnackbarGtk4Status:
 * @SNACKBAR_GTK4_OK: success
 * @SNACKBAR_GTK4_ERROR_NULL_ARGUMENT: a required pointer argument was NULL
 * @SNACKBAR_GTK4_ERROR_INVALID_UTF8: a string argument was not valid UTF-8
 * @SNACKBAR_GTK4_ERROR_UNKNOWN_ENUM: an enum argument had an unknown value
 * @SNACKBAR_GTK4_ERROR_INVALID_VALUE: an argument had a value the snack cannot use
 * @SNACKBAR_GTK4_ERROR_WRONG_THREAD: called off the GTK (main) thread
 * @SNACKBAR_GTK4_ERROR_CSS_PROBLEMS: the CSS had errors; the valid rules still apply
 * @SNACKBAR_GTK4_ERROR_WRONG_TYPE: the widget is not an overlay from snackbar_gtk4_overlay_new()
 *
 * What a call returns; the same numbers as libsnackbar's SnackbarStatus. Every failure also logs a
 * warning (domain "Snackbar") naming the function and the argument.
 */
typedef enum {
    SNACKBAR_GTK4_OK = 0,
    SNACKBAR_GTK4_ERROR_NULL_ARGUMENT = 1,
    SNACKBAR_GTK4_ERROR_INVALID_UTF8 = 2,
    SNACKBAR_GTK4_ERROR_UNKNOWN_ENUM = 3,
    SNACKBAR_GTK4_ERROR_INVALID_VALUE = 4,
    SNACKBAR_GTK4_ERROR_WRONG_THREAD = 6,
    SNACKBAR_GTK4_ERROR_CSS_PROBLEMS = 8,
    SNACKBAR_GTK4_ERROR_WRONG_TYPE = 9
} SnackbarGtk4Status;

/**
 * SnackbarGtk4Kind:
 * @SNACKBAR_GTK4_KIND_NEUTRAL: the default
 * @SNACKBAR_GTK4_KIND_POSITIVE: success
 * @SNACKBAR_GTK4_KIND_WARNING: a warning
 * @SNACKBAR_GTK4_KIND_NEGATIVE: an error
 * @SNACKBAR_GTK4_KIND_INFO: information
 *
 * The palette and icon of a snack.
 */
typedef enum {
    SNACKBAR_GTK4_KIND_NEUTRAL = 0,
    SNACKBAR_GTK4_KIND_POSITIVE = 1,
    SNACKBAR_GTK4_KIND_WARNING = 2,
    SNACKBAR_GTK4_KIND_NEGATIVE = 3,
    SNACKBAR_GTK4_KIND_INFO = 4
} SnackbarGtk4Kind;

/**
 * SnackbarGtk4Priority:
 * @SNACKBAR_GTK4_PRIORITY_NORMAL: waits its turn when the stack is full
 * @SNACKBAR_GTK4_PRIORITY_HIGH: shows at once; an older snack of normal priority waits in the queue instead
 *
 * How a snack takes its place; the same numbers as libsnackbar's SnackbarPriority.
 */
typedef enum {
    SNACKBAR_GTK4_PRIORITY_NORMAL = 0,
    SNACKBAR_GTK4_PRIORITY_HIGH = 1
} SnackbarGtk4Priority;

/**
 * SnackbarGtk4Reason:
 * @SNACKBAR_GTK4_REASON_TIMEOUT: its duration ran out
 * @SNACKBAR_GTK4_REASON_ACTION: an action was clicked; the action_id argument names it
 * @SNACKBAR_GTK4_REASON_CLOSE_BUTTON: the close button was clicked
 * @SNACKBAR_GTK4_REASON_SWIPE: the user dragged it away
 * @SNACKBAR_GTK4_REASON_ESCAPE: the user pressed Escape while it had focus
 * @SNACKBAR_GTK4_REASON_REPLACED: a newer snack with the same id took its place
 * @SNACKBAR_GTK4_REASON_PROGRAMMATIC: snackbar_gtk4_overlay_dismiss(), or the overlay left a window
 *   that lives on
 * @SNACKBAR_GTK4_REASON_SHUTDOWN: the overlay's window was destroyed (closed), or the overlay itself,
 *   while it was up or queued
 * @SNACKBAR_GTK4_REASON_REJECTED: never shown
 *
 * Why a snack went; the same numbers as libsnackbar's SnackbarReason. Each snack reports exactly one.
 */
typedef enum {
    SNACKBAR_GTK4_REASON_TIMEOUT = 0,
    SNACKBAR_GTK4_REASON_ACTION = 1,
    SNACKBAR_GTK4_REASON_CLOSE_BUTTON = 2,
    SNACKBAR_GTK4_REASON_SWIPE = 3,
    SNACKBAR_GTK4_REASON_ESCAPE = 4,
    SNACKBAR_GTK4_REASON_REPLACED = 5,
    SNACKBAR_GTK4_REASON_PROGRAMMATIC = 6,
    SNACKBAR_GTK4_REASON_SHUTDOWN = 7,
    SNACKBAR_GTK4_REASON_REJECTED = 8
} SnackbarGtk4Reason;

/**
 * SnackbarGtk4ActionCallback:
 * @snack_id: the snack's id
 * @action_id: the id of the action clicked
 * @user_data: (closure): the data given with the callback
 *
 * Called on the GTK thread when one of a snack's actions is clicked, before the snack goes with
 * %SNACKBAR_GTK4_REASON_ACTION. The strings live for the call only.
 */
typedef void (*SnackbarGtk4ActionCallback)(const char *snack_id, const char *action_id, gpointer user_data);

/**
 * SnackbarGtk4DismissedCallback:
 * @snack_id: the snack's id
 * @reason: why it went, a #SnackbarGtk4Reason
 * @action_id: (nullable): for %SNACKBAR_GTK4_REASON_ACTION the action's id, else %NULL
 * @user_data: (closure): the data given with the callback
 *
 * Called once on the GTK thread when a snack goes; a progress update calls nothing. When a snack is shown
 * again with the same id and a callback of its own, the first callback is called with
 * %SNACKBAR_GTK4_REASON_REPLACED. The strings live for the call only.
 */
typedef void (*SnackbarGtk4DismissedCallback)(const char *snack_id, int reason, const char *action_id,
                                              gpointer user_data);

/**
 * snackbar_gtk4_overlay_new:
 * @child: (nullable): the app's widget the snacks appear over, or %NULL to set it later with
 *   gtk_overlay_set_child()
 *
 * Makes an overlay (a #GtkOverlay) to put in the widget tree where @child would go. Snacks stack at its
 * bottom edge. The library keeps its snacks' state while the overlay is in a window; when the window is
 * destroyed its snacks end with %SNACKBAR_GTK4_REASON_SHUTDOWN, and when the overlay leaves a window that
 * lives on, with %SNACKBAR_GTK4_REASON_PROGRAMMATIC.
 *
 * Returns: (transfer none) (nullable): the overlay, owned by the library until the app adds it to its
 *   tree; %NULL (and a warning) when @child is not a #GtkWidget or off the GTK thread
 */
GtkWidget *snackbar_gtk4_overlay_new(GtkWidget *child);

/**
 * snackbar_gtk4_overlay_new_for_window:
 * @window: the window whose whole content the snacks appear over
 *
 * Moves @window's child into a new overlay and makes the overlay @window's child.
 *
 * Returns: (transfer none) (nullable): the overlay, owned by @window; %NULL (and a warning) when
 *   @window is not a #GtkWindow or off the GTK thread
 */
GtkWidget *snackbar_gtk4_overlay_new_for_window(GtkWindow *window);

/**
 * snackbar_gtk4_overlay_show:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: (nullable): the snack's id: showing the same id again updates that snack in place; %NULL for a
 *   new id
 * @title: (nullable): a bold first line, or %NULL
 * @message: the text (plain, not markup)
 * @kind: a #SnackbarGtk4Kind
 * @priority: a #SnackbarGtk4Priority
 * @duration_ms: 0 for the default (4 s, longer for long text), a number of milliseconds, or a negative
 *   number to stay until closed (the close button is then shown)
 * @action_id: (nullable): the first button's id, or %NULL for no button
 * @action_label: (nullable): the first button's label (with @action_id)
 * @second_action_id: (nullable): a second button's id, or %NULL
 * @second_action_label: (nullable): the second button's label (with @second_action_id)
 * @on_action: (nullable) (scope notified) (closure action_data) (destroy action_destroy): called when
 *   either button is clicked, with its id
 * @action_data: (nullable): passed to @on_action
 * @action_destroy: (nullable): called once on @action_data when the snack no longer needs it (also when
 *   the call fails)
 * @on_dismissed: (nullable) (scope notified) (closure dismissed_data) (destroy dismissed_destroy): called
 *   once when the snack goes, with the reason
 * @dismissed_data: (nullable): passed to @on_dismissed
 * @dismissed_destroy: (nullable): called once on @dismissed_data when the snack no longer needs it
 *
 * Shows a snack over @overlay's child, or updates the shown snack with the same @id. With more snacks
 * than fit, it waits its turn.
 *
 * Returns: %SNACKBAR_GTK4_OK, or a #SnackbarGtk4Status saying which argument was wrong (nothing shown)
 */
int snackbar_gtk4_overlay_show(GtkWidget *overlay, const char *id, const char *title, const char *message,
                               SnackbarGtk4Kind kind, SnackbarGtk4Priority priority, int duration_ms,
                               const char *action_id, const char *action_label, const char *second_action_id,
                               const char *second_action_label, SnackbarGtk4ActionCallback on_action,
                               gpointer action_data, GDestroyNotify action_destroy,
                               SnackbarGtk4DismissedCallback on_dismissed, gpointer dismissed_data,
                               GDestroyNotify dismissed_destroy);

/**
 * snackbar_gtk4_overlay_dismiss:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: the snack's id
 *
 * Dismisses the snack with this id (or takes it out of the queue), with
 * %SNACKBAR_GTK4_REASON_PROGRAMMATIC. An id not shown is no error.
 *
 * Returns: %SNACKBAR_GTK4_OK, or a #SnackbarGtk4Status
 */
int snackbar_gtk4_overlay_dismiss(GtkWidget *overlay, const char *id);

/**
 * snackbar_gtk4_overlay_set_progress:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: the id of a shown or queued snack
 * @fraction: 0…1 for a bar filled that far (clamped); a negative value for a spinner (work of unknown
 *   length); NaN is refused
 *
 * Shows a progress bar or a spinner in the snack, in place (it keeps its place and its time).
 *
 * Returns: %SNACKBAR_GTK4_OK; %SNACKBAR_GTK4_ERROR_INVALID_VALUE when no snack has @id or @fraction is
 *   NaN; or another #SnackbarGtk4Status
 */
int snackbar_gtk4_overlay_set_progress(GtkWidget *overlay, const char *id, double fraction);

/**
 * snackbar_gtk4_set_theme_css:
 * @css: GTK 4 CSS for the snacks' classes (.snackbar, .snackbar-title, …: see docs/themes.md)
 *
 * Loads a style sheet over the theme for every overlay of the process, at USER priority; it replaces the
 * one loaded before ("" removes it). Each problem is logged as a warning with its line and column.
 *
 * Returns: %SNACKBAR_GTK4_OK, %SNACKBAR_GTK4_ERROR_CSS_PROBLEMS (the valid rules apply), or another
 *   #SnackbarGtk4Status
 */
int snackbar_gtk4_set_theme_css(const char *css);

/**
 * snackbar_gtk4_set_theme_file:
 * @path: a CSS file (a regular file of at most 1 MiB)
 *
 * As snackbar_gtk4_set_theme_css() with the file's text; the warnings name the file.
 *
 * Returns: %SNACKBAR_GTK4_OK, %SNACKBAR_GTK4_ERROR_CSS_PROBLEMS (the valid rules apply),
 *   %SNACKBAR_GTK4_ERROR_INVALID_VALUE when the file cannot be read (missing, not a regular file, too
 *   large), or another #SnackbarGtk4Status
 */
int snackbar_gtk4_set_theme_file(const char *path);

/**
 * snackbar_gtk4_set_dark:
 * @mode: -1 follows GTK's settings (default), 0 forces the light palette, 1 the dark one
 *
 * Chooses the palette of every overlay of the process.
 *
 * Returns: %SNACKBAR_GTK4_OK, or %SNACKBAR_GTK4_ERROR_INVALID_VALUE for another @mode
 */
int snackbar_gtk4_set_dark(int mode);

/**
 * snackbar_gtk4_status_message:
 * @status: a #SnackbarGtk4Status
 *
 * Returns: (transfer none): a short English text for @status, in static storage
 */
const char *snackbar_gtk4_status_message(int status);

G_END_DECLS

#endif /* SNACKBAR_GTK4_H */
