/* snackbar.h — show snackbars (brief messages with optional actions) from a C GTK 3 app.
 *
 * Link with `pkg-config --cflags --libs snackbar` (meson: dependency('snackbar')).
 *
 * Threads
 *   - The app owns the GTK main loop (gtk_main(), a GtkApplication or a GMainLoop on the default
 *     context). The library needs that loop running to show anything; it never starts one itself.
 *     If the app has not opened a display yet, the first show opens the default one.
 *   - Building a snack (snackbar_snack_new, the setters, snackbar_snack_free), snackbar_snack_show,
 *     snackbar_dismiss and snackbar_dismiss_all may be called from any thread; the work is done on
 *     the GTK thread, in the order of the calls.
 *   - The theme functions (snackbar_set_theme_css, snackbar_set_theme_file, snackbar_set_dark) and
 *     snackbar_anchor_to_window must be called on the GTK thread (the process's main thread);
 *     elsewhere they return SNACKBAR_ERROR_WRONG_THREAD.
 *   - Every callback (actions, dismissed, destroy notifies of user data) runs on the GTK thread,
 *     except a destroy notify run by snackbar_snack_free on the thread that calls it.
 *
 * Ownership
 *   - A SnackbarSnack is a template: create it with snackbar_snack_new, free it with
 *     snackbar_snack_free. Showing it copies it, so the handle may be freed right after
 *     snackbar_snack_show, changed and shown again.
 *   - Strings passed in are copied; the caller keeps ownership of its buffers.
 *   - Strings returned through `char **` are the caller's: free them with snackbar_string_free.
 *   - Strings passed to callbacks are valid only during the call.
 *   - user_data is never read by the library; its destroy notify (may be NULL) runs once when
 *     neither the handle nor any snack shown from it needs it any more.
 *
 * Errors
 *   Functions returning int return SNACKBAR_OK (0) or a SnackbarStatus error and log a warning
 *   "<function>: <problem>" with g_log in the domain "Snackbar" (GLib prints it to standard error unless
 *   the app sets a handler, g_log_set_handler("Snackbar", ...)). NULL where a pointer is required,
 *   invalid UTF-8, unknown enum values, freed handles and bad durations are refused this way; they
 *   never crash the app.
 */
#ifndef SNACKBAR_H
#define SNACKBAR_H

#ifdef __cplusplus
extern "C" {
#endif

/** A snack being built: opaque. */
typedef struct SnackbarSnack SnackbarSnack;

/** What the int-returning functions return. */
typedef enum {
    SNACKBAR_OK = 0,
    SNACKBAR_ERROR_NULL_ARGUMENT = 1,   /**< a required pointer was NULL */
    SNACKBAR_ERROR_INVALID_UTF8 = 2,    /**< a string was not valid UTF-8 */
    SNACKBAR_ERROR_UNKNOWN_ENUM = 3,    /**< an enum value out of range */
    SNACKBAR_ERROR_INVALID_VALUE = 4,   /**< e.g. a duration <= 0, no title and no message, a third inline action */
    SNACKBAR_ERROR_INVALID_HANDLE = 5,  /**< a handle already freed, or not from snackbar_snack_new */
    SNACKBAR_ERROR_WRONG_THREAD = 6,    /**< a GTK-thread-only function called from another thread */
    SNACKBAR_ERROR_NO_DISPLAY = 7,      /**< GTK could not open a display */
    SNACKBAR_ERROR_CSS = 8,             /**< CSS with errors (each printed as file:line:column); the valid rules apply */
    SNACKBAR_ERROR_WRONG_TYPE = 9       /**< a GTK object of another type than the function needs (e.g. not a GtkWindow) */
} SnackbarStatus;

/** The palette and default icon. */
typedef enum {
    SNACKBAR_KIND_NEUTRAL = 0,
    SNACKBAR_KIND_POSITIVE = 1,
    SNACKBAR_KIND_WARNING = 2,
    SNACKBAR_KIND_NEGATIVE = 3,
    SNACKBAR_KIND_INFO = 4
} SnackbarKind;

/** How long a snack stays; see also snackbar_snack_set_duration_seconds. */
typedef enum {
    SNACKBAR_DURATION_SHORT = 0,    /**< 4 s */
    SNACKBAR_DURATION_LONG = 1,     /**< 10 s; any action raises a shorter duration to this */
    SNACKBAR_DURATION_INFINITE = 2  /**< until closed; the close button is always shown */
} SnackbarDuration;

/** The screen edge a snack stacks against. */
typedef enum {
    SNACKBAR_EDGE_TOP = 0,
    SNACKBAR_EDGE_BOTTOM = 1
} SnackbarEdge;

/** Where a snack sits along its edge. */
typedef enum {
    SNACKBAR_ALIGN_LEADING = 0,
    SNACKBAR_ALIGN_CENTER = 1,
    SNACKBAR_ALIGN_TRAILING = 2
} SnackbarAlignment;

/** Why a snack went. Each shown snack reports exactly one. */
typedef enum {
    SNACKBAR_REASON_TIMEOUT = 0,
    SNACKBAR_REASON_ACTION = 1,        /**< the action_id argument names the action */
    SNACKBAR_REASON_CLOSE_BUTTON = 2,
    SNACKBAR_REASON_SWIPE = 3,
    SNACKBAR_REASON_ESCAPE = 4,
    SNACKBAR_REASON_REPLACED = 5,      /**< a newer snack (same id, or the replace policy) took its place */
    SNACKBAR_REASON_PROGRAMMATIC = 6,  /**< snackbar_dismiss / snackbar_dismiss_all */
    SNACKBAR_REASON_SHUTDOWN = 7,
    SNACKBAR_REASON_REJECTED = 8       /**< never shown (e.g. no display) */
} SnackbarReason;

/** Called on the GTK thread when the action's button is clicked, at most once per shown snack. */
typedef void (*SnackbarActionCallback)(const char *snack_id, const char *action_id, void *user_data);

/** Called on the GTK thread once per shown snack; action_id is NULL unless reason is SNACKBAR_REASON_ACTION. */
typedef void (*SnackbarDismissedCallback)(const char *snack_id, SnackbarReason reason, const char *action_id,
                                          void *user_data);

/** Frees user_data; see "Ownership". */
typedef void (*SnackbarDestroyNotify)(void *user_data);

/** Creates a snack with this message ("" for a title-only snack). Returns NULL (and warns) when
 *  message is NULL or not UTF-8. Free with snackbar_snack_free. */
SnackbarSnack *snackbar_snack_new(const char *message);

/** Frees the handle (snacks already shown are not affected). NULL is ignored; a handle freed twice warns.
 *  A handle is never handed out again: a freed one stays refused (SNACKBAR_ERROR_INVALID_HANDLE) even
 *  after later snackbar_snack_new calls. */
void snackbar_snack_free(SnackbarSnack *snack);

/** Replaces the message (plain text, never markup). Must not be NULL. */
int snackbar_snack_set_message(SnackbarSnack *snack, const char *message);

/** Sets a bold line above the message; NULL removes it. */
int snackbar_snack_set_title(SnackbarSnack *snack, const char *title);

/** Sets an icon-theme name or an image file path; NULL uses the kind's default icon. A path that is no
 *  regular file (a FIFO, a device) or is larger than 16 MiB returns SNACKBAR_ERROR_INVALID_VALUE; a path
 *  that does not exist shows the kind's default icon. */
int snackbar_snack_set_icon(SnackbarSnack *snack, const char *icon);

/** Sets the reuse id: showing a snack with the id of one on screen updates it in place.
 *  NULL or "" gives each show a generated id. */
int snackbar_snack_set_id(SnackbarSnack *snack, const char *id);

/** Sets the kind (SNACKBAR_KIND_*). */
int snackbar_snack_set_kind(SnackbarSnack *snack, SnackbarKind kind);

/** Sets SHORT, LONG or INFINITE. */
int snackbar_snack_set_duration(SnackbarSnack *snack, SnackbarDuration duration);

/** Sets a custom duration; seconds must be finite and > 0. */
int snackbar_snack_set_duration_seconds(SnackbarSnack *snack, double seconds);

/** Sets the edge; without it the snack uses the library's default (top). */
int snackbar_snack_set_edge(SnackbarSnack *snack, SnackbarEdge edge);

/** Sets the alignment along the edge (centre by default). */
int snackbar_snack_set_alignment(SnackbarSnack *snack, SnackbarAlignment alignment);

/** Shows (non-zero) or hides (0) the close button; infinite snacks always show it. */
int snackbar_snack_set_close_button(SnackbarSnack *snack, int shown);

/** Adds an inline button (at most two). action_id and label must be non-empty and the id unique on
 *  the snack; callback may be NULL (the click still dismisses with SNACKBAR_REASON_ACTION). */
int snackbar_snack_add_action(SnackbarSnack *snack, const char *action_id, const char *label,
                              SnackbarActionCallback callback, void *user_data, SnackbarDestroyNotify destroy);

/** Sets the button on its own row below the message, for long labels. Same rules as add_action. */
int snackbar_snack_set_long_action(SnackbarSnack *snack, const char *action_id, const char *label,
                                   SnackbarActionCallback callback, void *user_data, SnackbarDestroyNotify destroy);

/** Sets the callback told why each snack shown from this handle went; NULL removes it. */
int snackbar_snack_set_dismissed_callback(SnackbarSnack *snack, SnackbarDismissedCallback callback,
                                          void *user_data, SnackbarDestroyNotify destroy);

/** Shows a copy of the snack. On success *out_id (when out_id is not NULL) receives its id, to pass
 *  to snackbar_dismiss; free it with snackbar_string_free. Refused: no title and no message. */
int snackbar_snack_show(SnackbarSnack *snack, char **out_id);

/** Dismisses (or drops from the queue) the snack with this id, with SNACKBAR_REASON_PROGRAMMATIC.
 *  An id that is not shown is ignored. */
int snackbar_dismiss(const char *id);

/** Dismisses every shown and queued snack. */
int snackbar_dismiss_all(void);

/** GTK thread. Loads CSS text over the theme (USER priority), replacing earlier CSS from this call or
 *  snackbar_set_theme_file. Classes: .snackbar (with .positive .warning .negative .info .neutral),
 *  .title .message .icon .action .long-action .close .progress .spinner. */
int snackbar_set_theme_css(const char *css);

/** GTK thread. Like snackbar_set_theme_css, from a file. */
int snackbar_set_theme_file(const char *path);

/** GTK thread. -1 follows GTK's settings (default), 0 forces the light palette, 1 the dark one. */
int snackbar_set_dark(int mode);

/** GTK thread. Shows snacks inside the app's toplevel `GtkWindow *` (passed as void * so this header
 *  needs no GTK include): at its top or bottom inside its frame, transient for it, following it as it
 *  moves or resizes; when it closes, its snacks end with SNACKBAR_REASON_PROGRAMMATIC. NULL goes back to
 *  the screen. A GObject that is not a toplevel GtkWindow returns SNACKBAR_ERROR_WRONG_TYPE (with a
 *  warning) and the snacks stay on the screen; a pointer to no GObject at all cannot be checked. */
int snackbar_anchor_to_window(void *gtk_window);

/** Frees a string the library returned. NULL is ignored. */
void snackbar_string_free(char *string);

/** A static English description of a status code; never NULL, never freed. */
const char *snackbar_status_message(int status);

#ifdef __cplusplus
}
#endif

#endif /* SNACKBAR_H */
