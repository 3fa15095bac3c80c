/* snackbar.h — show snackbars (brief messages with optional actions) from a C GTK 3 app.
 *
 * Link with `pkg-config --cflags --libs snackbar` (meson: dependency('snackbar')).
 *
 * Threads
 *   - The app owns the GTK main loop (gtk_main(), a GtkApplication or a GMainLoop on the default
 *     context). The library needs that loop running to show anything; it never starts one itself.
 *     If the app has not opened a display yet, the first show opens the default one.
 *   - Building a snack (snackbar_snack_new, the setters, snackbar_snack_free), snackbar_snack_show,
 *     snackbar_add, snackbar_dismiss, snackbar_dismiss_all, snackbar_snack_dismiss, snackbar_focus_newest,
 *     snackbar_action_finished and the settings (snackbar_set_policy, _max_visible, _default_edge,
 *     _monitor, _screen_reader_override, _route_to_desktop_when_inactive, _hold_while_unseen) may be called
 *     from any thread; the work is done on the GTK thread, in the order of the calls.
 *   - The theme functions (snackbar_set_theme_css, snackbar_set_theme_file, snackbar_load_css,
 *     snackbar_load_css_file, snackbar_set_dark), snackbar_anchor_to_window, snackbar_add_with_widget,
 *     snackbar_get_time_left and snackbar_is_paused must be called on the GTK thread (the process's
 *     main thread); elsewhere they return SNACKBAR_ERROR_WRONG_THREAD (or its GError, -1, FALSE).
 *   - Every callback (actions, dismissed, tap, destroy notifies of user data) runs on the GTK thread,
 *     except a destroy notify run by snackbar_snack_free on the thread that calls it.
 *
 * Ownership
 *   - A SnackbarSnack is a template: create it with snackbar_snack_new, free it with
 *     snackbar_snack_free. Showing it copies it, so the handle may be freed right after
 *     snackbar_snack_show, changed and shown again.
 *   - Strings passed in are copied; the caller keeps ownership of its buffers.
 *   - Strings returned (through `char **`, or by snackbar_add) are the caller's: free them with
 *     snackbar_string_free or g_free (the same).
 *   - Strings passed to callbacks are valid only during the call.
 *   - user_data is never read by the library; its destroy notify (may be NULL) runs once when
 *     neither the handle nor any snack shown from it needs it any more.
 *
 * Errors
 *   Functions returning int return SNACKBAR_OK (0) or a SnackbarStatus error and log a warning
 *   "<function>: <problem>" with g_log in the domain "Snackbar" (GLib prints it to standard error unless
 *   the app sets a handler, g_log_set_handler("Snackbar", ...)). NULL where a pointer is required,
 *   invalid UTF-8, unknown enum values, freed handles and bad durations are refused this way; they
 *   never crash the app. Functions taking a `GError **` (snackbar_add, snackbar_load_css, …) report
 *   the problem there instead, in the SNACKBAR_ERROR domain with a SnackbarStatus as the code,
 *   without a warning of their own (CSS problems are still logged as the theme loader finds them).
 *
 * Introspection
 *   The annotations in the comments below feed g-ir-scanner: `make install` also installs
 *   Snackbar-0.2.gir, its typelib (PyGObject, GJS) and snackbar.vapi (Vala).
 */
#ifndef SNACKBAR_H
#define SNACKBAR_H


/* The declarations live in three parts; an app includes only this file. */
#define SNACKBAR_H_INSIDE
#include "snackbar/snackbar-types.h"
#include "snackbar/snackbar-snack.h"
#include "snackbar/snackbar-display.h"
#undef SNACKBAR_H_INSIDE

#endif /* SNACKBAR_H */
