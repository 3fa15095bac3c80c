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
 * A snack is the #SnackbarSnack of libsnackbar, built with snackbar_snack_new() and its setters (markup,
 * icon, actions, long action, close button, countdown, priority, progress, callbacks) and shown with
 * snackbar_gtk4_overlay_add(); the functions return a #SnackbarStatus. For .ui files and bindings, the
 * #SnackbarOverlay widget and the #SnackbarToast object wrap the same calls.
 *
 * Every function is for the GTK (main) thread, except those of snackbar-snack.h (any thread). Build with
 * `pkg-config --cflags --libs snackbar-gtk4`.
 */
#ifndef SNACKBAR_GTK4_H
#define SNACKBAR_GTK4_H

#include <gtk/gtk.h>

/* The content handle (SnackbarSnack), its enums and the version calls, shared with libsnackbar. */
#define SNACKBAR_H_INSIDE
#include "snackbar/snackbar-types.h"
#include "snackbar/snackbar-snack.h"
#undef SNACKBAR_H_INSIDE

G_BEGIN_DECLS

/**
 * snackbar_gtk4_overlay_new:
 * @child: (nullable): the app's widget the snacks appear over, or %NULL to set it later with
 *   gtk_overlay_set_child()
 *
 * Makes an overlay (a #GtkOverlay) to put in the widget tree where @child would go. Snacks stack at its
 * bottom edge. The library keeps its snacks' state while the overlay is in a window; when the window is
 * destroyed its snacks end with %SNACKBAR_REASON_SHUTDOWN, and when the overlay leaves a window that
 * lives on, with %SNACKBAR_REASON_PROGRAMMATIC.
 *
 * Returns: (transfer none) (nullable): the overlay, owned by the library until the app adds it to its
 *   tree; %NULL (and a warning) when @child is not a #GtkWidget, is a toplevel (a #GtkWindow) or has a
 *   parent already, or off the GTK thread
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
 * snackbar_gtk4_overlay_add:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @snack: a snack from snackbar_snack_new(); the overlay copies it, so it may be freed, changed and shown
 *   again right after
 *
 * Shows a snack over @overlay's child, or updates the shown snack with the same id in place (it keeps its
 * place in its stack). With more snacks than fit, it waits its turn. Its dismissed callback is called once,
 * with the reason; a snack shown again with the same id and a callback of its own ends the first
 * callback's snack with %SNACKBAR_REASON_REPLACED.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus saying which argument was wrong (nothing shown)
 */
int snackbar_gtk4_overlay_add(GtkWidget *overlay, SnackbarSnack *snack);

/**
 * snackbar_gtk4_overlay_add_with_widget:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @snack: a snack from snackbar_snack_new(), copied as snackbar_gtk4_overlay_add() copies it
 * @widget: (transfer none): the app's own widget, shown in the snack below its message; not in the app's widget
 *   tree (one a snack showed, even one still closing, may be shown again at once)
 *
 * As snackbar_gtk4_overlay_add(), with @widget inside the snack. The library takes its own reference (sinking a
 * floating one) and drops it when the snack ends; it takes @widget out of the snack, never destroys it, so an app
 * that keeps a reference can show the same widget again. A snack that updates one shown (the same id) brings
 * its widget along and replaces the one shown.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus saying which argument was wrong (nothing shown):
 *   %SNACKBAR_ERROR_WRONG_TYPE when @widget is no #GtkWidget or is a toplevel window,
 *   %SNACKBAR_ERROR_INVALID_VALUE when it is in a widget tree already
 */
int snackbar_gtk4_overlay_add_with_widget(GtkWidget *overlay, SnackbarSnack *snack, GtkWidget *widget);

/**
 * snackbar_gtk4_overlay_focus_newest:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 *
 * Gives the keyboard focus to the newest snack of @overlay (its first button, else the snack), so that a
 * keyboard user can act on it or press Escape; when it closes, the focus goes back to the widget that had it (an
 * entry with its caret and selection as they were). Bind it to a shortcut. A
 * snack added a moment ago, or before its window is presented, takes the focus as soon as it is on screen.
 *
 * Returns: %SNACKBAR_OK; %SNACKBAR_ERROR_INVALID_VALUE when no snack is shown (logged as nothing: a shortcut
 *   pressed with no snack up is no error); or another #SnackbarStatus
 */
int snackbar_gtk4_overlay_focus_newest(GtkWidget *overlay);

/**
 * snackbar_gtk4_overlay_dismiss:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: the snack's id
 *
 * Dismisses the snack with this id (or takes it out of the queue), with
 * %SNACKBAR_REASON_PROGRAMMATIC. An id not shown is no error.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus
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
 * Returns: %SNACKBAR_OK; %SNACKBAR_ERROR_INVALID_VALUE when no snack has @id or @fraction is
 *   NaN; or another #SnackbarStatus
 */
int snackbar_gtk4_overlay_set_progress(GtkWidget *overlay, const char *id, double fraction);

/**
 * snackbar_gtk4_overlay_dismiss_all:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 *
 * Dismisses every shown and queued snack of @overlay (%SNACKBAR_REASON_PROGRAMMATIC). A shown snack goes
 * once it has been on screen its minimum visible time.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_gtk4_overlay_dismiss_all(GtkWidget *overlay);

/**
 * snackbar_gtk4_overlay_get_time_left:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: a shown or queued snack's id
 *
 * The seconds the snack has left (its time stands still while the pointer is over it, it has the focus, or
 * its window is out of sight).
 *
 * Returns: the seconds left; -1 when it is infinite or no snack has @id (or, with a warning, for a wrong
 *   argument)
 */
double snackbar_gtk4_overlay_get_time_left(GtkWidget *overlay, const char *id);

/**
 * snackbar_gtk4_overlay_is_paused:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: a shown snack's id
 *
 * Whether something holds the snack's time now: the pointer over it, the focus in it, a long-running
 * action, its window out of sight.
 *
 * Returns: %TRUE when held; %FALSE otherwise, when no snack has @id, or (with a warning) for a wrong argument
 */
gboolean snackbar_gtk4_overlay_is_paused(GtkWidget *overlay, const char *id);

/**
 * snackbar_gtk4_overlay_clear_progress:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @id: the id of a shown or queued snack
 *
 * Takes the snack's progress bar or spinner away, in place (it keeps its place and its time).
 *
 * Returns: %SNACKBAR_OK; %SNACKBAR_ERROR_INVALID_VALUE when no snack has @id; or another #SnackbarStatus
 */
int snackbar_gtk4_overlay_clear_progress(GtkWidget *overlay, const char *id);

/**
 * snackbar_gtk4_overlay_set_route_to_desktop_when_inactive:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @route: TRUE: a snack added while @overlay's window is not the active one goes to the desktop; FALSE (the
 *   default): snacks stay in the window
 *
 * Sets whether a snack added while @overlay's window is not the active one (another window is, it is
 * minimized, or the overlay is in no window) is shown on the desktop instead, as a popup of the popup service
 * (snack-notifyd, over the session bus). The same snack travels: its action callbacks and its dismissed
 * callback come back to the app, once each. It is decided when the snack is added; without a session bus the
 * snacks stay in the window, and a snack the service does not show comes back to it.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus
 */
int snackbar_gtk4_overlay_set_route_to_desktop_when_inactive(GtkWidget *overlay, gboolean route);

/**
 * snackbar_gtk4_overlay_get_route_to_desktop_when_inactive:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 *
 * Returns: whether snacks added while @overlay's window is not active go to the desktop (see
 *   snackbar_gtk4_overlay_set_route_to_desktop_when_inactive()); %FALSE (and a warning) for a wrong @overlay
 */
gboolean snackbar_gtk4_overlay_get_route_to_desktop_when_inactive(GtkWidget *overlay);

/**
 * snackbar_gtk4_set_theme_css:
 * @css: GTK 4 CSS for the snacks' classes (.snackbar, .snackbar .title, …: see docs/themes.md)
 *
 * Loads a style sheet over the theme for every overlay of the process, at USER priority; it replaces the
 * one loaded before ("" removes it). Each problem is logged as a warning with its line and column.
 *
 * Returns: %SNACKBAR_OK, %SNACKBAR_ERROR_CSS (the valid rules apply), or another
 *   #SnackbarStatus
 */
int snackbar_gtk4_set_theme_css(const char *css);

/**
 * snackbar_gtk4_set_theme_file:
 * @path: a CSS file (a regular file of at most 1 MiB)
 *
 * As snackbar_gtk4_set_theme_css() with the file's text; the warnings name the file.
 *
 * Returns: %SNACKBAR_OK, %SNACKBAR_ERROR_CSS (the valid rules apply),
 *   %SNACKBAR_ERROR_INVALID_VALUE when the file cannot be read (missing, not a regular file, too
 *   large), or another #SnackbarStatus
 */
int snackbar_gtk4_set_theme_file(const char *path);

/**
 * snackbar_gtk4_set_dark:
 * @mode: -1 follows GTK's settings (default), 0 forces the light palette, 1 the dark one
 *
 * Chooses the palette of every overlay of the process.
 *
 * Returns: %SNACKBAR_OK, or %SNACKBAR_ERROR_UNKNOWN_ENUM for another @mode
 */
int snackbar_gtk4_set_dark(int mode);

/**
 * snackbar_gtk4_overlay_set_hold_while_unseen:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 * @hold: %TRUE (the default) holds the snacks' time while @overlay's window is out of sight: unmapped,
 *   minimized or not the active window; %FALSE lets it run
 *
 * Sets whether the snacks of @overlay wait for the user to see its window; each runs on with the time it had
 * left once the window is active again. Applies to the snacks shown at once.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus when @overlay is not an overlay
 */
int snackbar_gtk4_overlay_set_hold_while_unseen(GtkWidget *overlay, gboolean hold);

/**
 * snackbar_gtk4_overlay_get_hold_while_unseen:
 * @overlay: an overlay from snackbar_gtk4_overlay_new()
 *
 * Returns: whether @overlay's snacks hold their time while its window is out of sight; %FALSE (and a warning)
 *   when @overlay is not an overlay
 */
gboolean snackbar_gtk4_overlay_get_hold_while_unseen(GtkWidget *overlay);

/**
 * SnackbarOverlay:
 *
 * A widget that shows its #SnackbarOverlay:child and stacks snacks over it, as #AdwToastOverlay shows
 * toasts; for .ui files (`<object class="SnackbarOverlay">`, Blueprint `SnackbarGtk4.Overlay`) and bindings.
 * Snacks are #SnackbarToast objects (snackbar_overlay_add_toast()) or #SnackbarSnack handles
 * (snackbar_overlay_add_snack()). It keeps its snacks when it moves to another window. When its window is
 * closed every snack ends with %SNACKBAR_REASON_SHUTDOWN; when the overlay itself goes while its window stays,
 * or outside any window, with %SNACKBAR_REASON_PROGRAMMATIC.
 *
 * A program that names the type only in .ui files ensures it before a #GtkBuilder reads one
 * (`g_type_ensure (SNACKBAR_TYPE_OVERLAY)`; in Python and GJS, which load the library on first use,
 * `GObject.type_ensure(SnackbarGtk4.Overlay)`): a linker with `--as-needed` drops a library the program calls
 * nothing of.
 */
#define SNACKBAR_TYPE_OVERLAY (snackbar_overlay_get_type())
G_DECLARE_FINAL_TYPE(SnackbarOverlay, snackbar_overlay, SNACKBAR, OVERLAY, GtkWidget)

/**
 * snackbar_overlay_new:
 *
 * Makes an overlay without a child.
 *
 * Returns: (transfer floating): the overlay
 */
GtkWidget *snackbar_overlay_new(void);

/**
 * snackbar_overlay_get_child:
 * @self: an overlay
 *
 * Returns: (transfer none) (nullable): the app's widget under the snacks
 */
GtkWidget *snackbar_overlay_get_child(SnackbarOverlay *self);

/**
 * snackbar_overlay_set_child:
 * @self: an overlay
 * @child: (nullable): the app's widget under the snacks
 *
 * Sets the widget the snacks appear over. A toplevel (a #GtkWindow) or a widget with another parent is
 * refused with a critical.
 */
void snackbar_overlay_set_child(SnackbarOverlay *self, GtkWidget *child);

/**
 * snackbar_overlay_get_route_to_desktop_when_inactive:
 * @self: an overlay
 *
 * Returns: whether snacks added while the overlay's window is not active go to the desktop
 */
gboolean snackbar_overlay_get_route_to_desktop_when_inactive(SnackbarOverlay *self);

/**
 * snackbar_overlay_set_route_to_desktop_when_inactive:
 * @self: an overlay
 * @route: whether snacks added while the overlay's window is not active go to the desktop
 *
 * As snackbar_gtk4_overlay_set_route_to_desktop_when_inactive() on this overlay.
 */
void snackbar_overlay_set_route_to_desktop_when_inactive(SnackbarOverlay *self, gboolean route);

/**
 * snackbar_overlay_get_gtk_overlay:
 * @self: an overlay
 *
 * The overlay inside, for the snackbar_gtk4_overlay_… calls (dismiss, progress, focus by id).
 *
 * Returns: (transfer none) (nullable): the overlay widget snackbar_gtk4_overlay_new() would give; %NULL once
 *   the window was closed
 */
GtkWidget *snackbar_overlay_get_gtk_overlay(SnackbarOverlay *self);

/**
 * SnackbarToast:
 *
 * A snack as an object with properties and signals, as #AdwToast is: set its properties (or give them in a
 * .ui file), show it with snackbar_overlay_add_toast(). #SnackbarToast::dismissed comes exactly once, with
 * the reason; #SnackbarToast::action when its button is clicked, after which #SnackbarToast:action-name is
 * activated with #SnackbarToast:action-target. Setting #SnackbarToast:progress while it is shown moves its
 * bar in place; the other properties are read when the toast is shown.
 */
#define SNACKBAR_TYPE_TOAST (snackbar_toast_get_type())
G_DECLARE_FINAL_TYPE(SnackbarToast, snackbar_toast, SNACKBAR, TOAST, GObject)

/**
 * snackbar_toast_new:
 * @message: the text
 *
 * Returns: (transfer full): a new toast with this message
 */
SnackbarToast *snackbar_toast_new(const char *message);

/**
 * snackbar_toast_dismiss:
 * @self: a toast
 *
 * Dismisses the toast if it is shown or waiting (%SNACKBAR_REASON_PROGRAMMATIC); otherwise nothing.
 */
void snackbar_toast_dismiss(SnackbarToast *self);

/**
 * snackbar_toast_get_id:
 * @self: a toast
 *
 * Returns: (transfer none): the id the toast shows under (#SnackbarToast:id), for the
 *   snackbar_gtk4_overlay_… calls
 */
const char *snackbar_toast_get_id(SnackbarToast *self);

/**
 * snackbar_overlay_add_toast:
 * @self: an overlay
 * @toast: (transfer full): the toast to show; the overlay keeps it until it is dismissed
 *
 * Shows @toast over the child (it may wait its turn). A toast already shown is not shown twice.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus (the toast then gets no signal)
 */
int snackbar_overlay_add_toast(SnackbarOverlay *self, SnackbarToast *toast);

/**
 * snackbar_overlay_add_snack:
 * @self: an overlay
 * @snack: a snack from snackbar_snack_new(), with every field C can set
 *
 * As snackbar_gtk4_overlay_add() on this overlay.
 *
 * Returns: %SNACKBAR_OK, or a #SnackbarStatus
 */
int snackbar_overlay_add_snack(SnackbarOverlay *self, SnackbarSnack *snack);

/**
 * snackbar_overlay_focus_newest:
 * @self: an overlay
 *
 * As snackbar_gtk4_overlay_focus_newest() on this overlay. Bindings see the status as a number, 0 when the
 * focus moved: compare it with %SNACKBAR_OK (`SnackbarGtk4.Status.OK`), never test it for truth.
 *
 * Returns: %SNACKBAR_OK, or %SNACKBAR_ERROR_INVALID_VALUE when no snack is shown
 */
int snackbar_overlay_focus_newest(SnackbarOverlay *self);

/**
 * snackbar_overlay_get_hold_while_unseen:
 * @self: an overlay
 *
 * Returns: whether the snacks hold their time while the window is out of sight
 */
gboolean snackbar_overlay_get_hold_while_unseen(SnackbarOverlay *self);

/**
 * snackbar_overlay_set_hold_while_unseen:
 * @self: an overlay
 * @hold: whether the snacks hold their time while the window is out of sight
 *
 * As snackbar_gtk4_overlay_set_hold_while_unseen() on this overlay.
 */
void snackbar_overlay_set_hold_while_unseen(SnackbarOverlay *self, gboolean hold);

G_END_DECLS

#endif /* SNACKBAR_GTK4_H */
