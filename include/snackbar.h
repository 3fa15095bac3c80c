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
 *     _monitor, _screen_reader_override) may be called from any thread; the work is done on the GTK
 *     thread, in the order of the calls.
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
 *   Snackbar-0.1.gir, its typelib (PyGObject, GJS) and snackbar.vapi (Vala).
 */
#ifndef SNACKBAR_H
#define SNACKBAR_H

#include <glib-object.h>

G_BEGIN_DECLS

/**
 * SNACKBAR_MAJOR_VERSION:
 *
 * the major version of the header the app was compiled against.
 */
#define SNACKBAR_MAJOR_VERSION 0
/**
 * SNACKBAR_MINOR_VERSION:
 *
 * the minor version of the header the app was compiled against.
 */
#define SNACKBAR_MINOR_VERSION 1
/**
 * SNACKBAR_MICRO_VERSION:
 *
 * the micro version of the header the app was compiled against.
 */
#define SNACKBAR_MICRO_VERSION 0

/**
 * SNACKBAR_CHECK_VERSION:
 * @major: a major version
 * @minor: a minor version
 * @micro: a micro version
 *
 * Whether the header is at least this version (at compile time); snackbar_check_version() asks the
 * library loaded at run time.
 */
#define SNACKBAR_CHECK_VERSION(major, minor, micro) \
    (SNACKBAR_MAJOR_VERSION > (major) || \
     (SNACKBAR_MAJOR_VERSION == (major) && SNACKBAR_MINOR_VERSION > (minor)) || \
     (SNACKBAR_MAJOR_VERSION == (major) && SNACKBAR_MINOR_VERSION == (minor) && SNACKBAR_MICRO_VERSION >= (micro)))

/**
 * snackbar_check_version:
 * @required_major: the major version the app needs
 * @required_minor: the minor version the app needs
 * @required_micro: the micro version the app needs
 *
 * Checks the library loaded at run time against the version the app needs, as gtk_check_version()
 * does: the same major version, and at least the minor and micro version.
 *
 * Returns: (nullable) (transfer none): NULL when the library is compatible, else a static string
 *   saying why not (never freed).
 */
const char *snackbar_check_version(guint required_major, guint required_minor, guint required_micro);

/**
 * snackbar_get_major_version:
 *
 * Returns: the library's major version (at run time).
 */
guint snackbar_get_major_version(void);
/**
 * snackbar_get_minor_version:
 *
 * Returns: the library's minor version (at run time).
 */
guint snackbar_get_minor_version(void);
/**
 * snackbar_get_micro_version:
 *
 * Returns: the library's micro version (at run time).
 */
guint snackbar_get_micro_version(void);

/**
 * SnackbarSnack:
 *
 * A snack being built: opaque. A boxed type for bindings (copy: snackbar_snack_copy, free:
 * snackbar_snack_free).
 */
typedef struct SnackbarSnack SnackbarSnack;

#define SNACKBAR_TYPE_SNACK (snackbar_snack_get_type())
GType snackbar_snack_get_type(void) G_GNUC_CONST;

/**
 * SNACKBAR_ERROR:
 *
 * The error domain of the calls taking a `GError **`; the code is a #SnackbarStatus.
 */
#define SNACKBAR_ERROR (snackbar_error_quark())
GQuark snackbar_error_quark(void);

/**
 * SnackbarStatus:
 * @SNACKBAR_OK: success
 * @SNACKBAR_ERROR_NULL_ARGUMENT: a required pointer was NULL
 * @SNACKBAR_ERROR_INVALID_UTF8: a string was not valid UTF-8
 * @SNACKBAR_ERROR_UNKNOWN_ENUM: an enum value out of range
 * @SNACKBAR_ERROR_INVALID_VALUE: e.g. a duration <= 0, no title and no message, a third inline action
 * @SNACKBAR_ERROR_INVALID_HANDLE: a handle already freed, or not from snackbar_snack_new
 * @SNACKBAR_ERROR_WRONG_THREAD: a GTK-thread-only function called from another thread
 * @SNACKBAR_ERROR_NO_DISPLAY: GTK could not open a display
 * @SNACKBAR_ERROR_CSS: CSS with errors (each printed as file:line:column); the valid rules apply
 * @SNACKBAR_ERROR_WRONG_TYPE: a GTK object of another type than the function needs (e.g. not a GtkWindow)
 *
 * What the int-returning functions return, and the code of a #SNACKBAR_ERROR.
 */
typedef enum {
    SNACKBAR_OK = 0,
    SNACKBAR_ERROR_NULL_ARGUMENT = 1,
    SNACKBAR_ERROR_INVALID_UTF8 = 2,
    SNACKBAR_ERROR_UNKNOWN_ENUM = 3,
    SNACKBAR_ERROR_INVALID_VALUE = 4,
    SNACKBAR_ERROR_INVALID_HANDLE = 5,
    SNACKBAR_ERROR_WRONG_THREAD = 6,
    SNACKBAR_ERROR_NO_DISPLAY = 7,
    SNACKBAR_ERROR_CSS = 8,
    SNACKBAR_ERROR_WRONG_TYPE = 9
} SnackbarStatus;

#define SNACKBAR_TYPE_STATUS (snackbar_status_get_type())
GType snackbar_status_get_type(void) G_GNUC_CONST;

/**
 * SnackbarKind:
 * @SNACKBAR_KIND_NEUTRAL: the default
 * @SNACKBAR_KIND_POSITIVE: success
 * @SNACKBAR_KIND_WARNING: a warning
 * @SNACKBAR_KIND_NEGATIVE: an error
 * @SNACKBAR_KIND_INFO: information
 *
 * The palette and default icon.
 */
typedef enum {
    SNACKBAR_KIND_NEUTRAL = 0,
    SNACKBAR_KIND_POSITIVE = 1,
    SNACKBAR_KIND_WARNING = 2,
    SNACKBAR_KIND_NEGATIVE = 3,
    SNACKBAR_KIND_INFO = 4
} SnackbarKind;

#define SNACKBAR_TYPE_KIND (snackbar_kind_get_type())
GType snackbar_kind_get_type(void) G_GNUC_CONST;

/**
 * SnackbarDuration:
 * @SNACKBAR_DURATION_SHORT: 4 s
 * @SNACKBAR_DURATION_LONG: 10 s; any action raises a shorter duration to this
 * @SNACKBAR_DURATION_INFINITE: until closed; the close button is always shown
 *
 * How long a snack stays; see also snackbar_snack_set_duration_seconds(). SHORT and LONG grow to the
 * text's reading time, min(30, 2 + words / 3) s, when that is longer; every finite duration is then
 * multiplied by the user's time-scale (snackbar.conf(5), SNACKBAR_TIME_SCALE), read once when the
 * first snack shows.
 */
typedef enum {
    SNACKBAR_DURATION_SHORT = 0,
    SNACKBAR_DURATION_LONG = 1,
    SNACKBAR_DURATION_INFINITE = 2
} SnackbarDuration;

#define SNACKBAR_TYPE_DURATION (snackbar_duration_get_type())
GType snackbar_duration_get_type(void) G_GNUC_CONST;

/**
 * SnackbarEdge:
 * @SNACKBAR_EDGE_TOP: the top of the monitor's work area (or of the anchoring window)
 * @SNACKBAR_EDGE_BOTTOM: the bottom
 *
 * The screen edge a snack stacks against.
 */
typedef enum {
    SNACKBAR_EDGE_TOP = 0,
    SNACKBAR_EDGE_BOTTOM = 1
} SnackbarEdge;

#define SNACKBAR_TYPE_EDGE (snackbar_edge_get_type())
GType snackbar_edge_get_type(void) G_GNUC_CONST;

/**
 * SnackbarAlignment:
 * @SNACKBAR_ALIGN_LEADING: the leading end (left in left-to-right locales)
 * @SNACKBAR_ALIGN_CENTER: centred (the default)
 * @SNACKBAR_ALIGN_TRAILING: the trailing end
 *
 * Where a snack sits along its edge.
 */
typedef enum {
    SNACKBAR_ALIGN_LEADING = 0,
    SNACKBAR_ALIGN_CENTER = 1,
    SNACKBAR_ALIGN_TRAILING = 2
} SnackbarAlignment;

#define SNACKBAR_TYPE_ALIGNMENT (snackbar_alignment_get_type())
GType snackbar_alignment_get_type(void) G_GNUC_CONST;

/**
 * SnackbarReason:
 * @SNACKBAR_REASON_TIMEOUT: its duration ran out
 * @SNACKBAR_REASON_ACTION: an action was clicked; the action_id argument names it
 * @SNACKBAR_REASON_CLOSE_BUTTON: the close button was clicked
 * @SNACKBAR_REASON_SWIPE: the user dragged it away
 * @SNACKBAR_REASON_ESCAPE: the user pressed Escape while it had focus
 * @SNACKBAR_REASON_REPLACED: a newer snack (same id, or the replace policy) took its place
 * @SNACKBAR_REASON_PROGRAMMATIC: snackbar_dismiss(), snackbar_dismiss_all() or snackbar_snack_dismiss()
 * @SNACKBAR_REASON_SHUTDOWN: the app ended while it was up or queued
 * @SNACKBAR_REASON_REJECTED: never shown (e.g. no display)
 *
 * Why a snack went. Each shown snack reports exactly one.
 */
typedef enum {
    SNACKBAR_REASON_TIMEOUT = 0,
    SNACKBAR_REASON_ACTION = 1,
    SNACKBAR_REASON_CLOSE_BUTTON = 2,
    SNACKBAR_REASON_SWIPE = 3,
    SNACKBAR_REASON_ESCAPE = 4,
    SNACKBAR_REASON_REPLACED = 5,
    SNACKBAR_REASON_PROGRAMMATIC = 6,
    SNACKBAR_REASON_SHUTDOWN = 7,
    SNACKBAR_REASON_REJECTED = 8
} SnackbarReason;

#define SNACKBAR_TYPE_REASON (snackbar_reason_get_type())
GType snackbar_reason_get_type(void) G_GNUC_CONST;

/**
 * SnackbarPriority:
 * @SNACKBAR_PRIORITY_NORMAL: waits its turn in the queue
 * @SNACKBAR_PRIORITY_HIGH: jumps the queue; under %SNACKBAR_POLICY_QUEUE it pushes the current snack back
 *
 * How urgently a snack wants the screen.
 */
typedef enum {
    SNACKBAR_PRIORITY_NORMAL = 0,
    SNACKBAR_PRIORITY_HIGH = 1
} SnackbarPriority;

#define SNACKBAR_TYPE_PRIORITY (snackbar_priority_get_type())
GType snackbar_priority_get_type(void) G_GNUC_CONST;

/**
 * SnackbarPolicy:
 * @SNACKBAR_POLICY_STACK: several snacks at once per edge, up to the maximum visible (the default)
 * @SNACKBAR_POLICY_QUEUE: one snack at a time per edge; the rest wait
 * @SNACKBAR_POLICY_REPLACE: one snack at a time per edge; a new one replaces the current one at once
 *
 * How snacks share an edge.
 */
typedef enum {
    SNACKBAR_POLICY_STACK = 0,
    SNACKBAR_POLICY_QUEUE = 1,
    SNACKBAR_POLICY_REPLACE = 2
} SnackbarPolicy;

#define SNACKBAR_TYPE_POLICY (snackbar_policy_get_type())
GType snackbar_policy_get_type(void) G_GNUC_CONST;

/**
 * SNACKBAR_MONITOR_PRIMARY:
 *
 * for snackbar_set_monitor(): the primary monitor (the default).
 */
#define SNACKBAR_MONITOR_PRIMARY (-1)
/**
 * SNACKBAR_MONITOR_POINTER:
 *
 * for snackbar_set_monitor(): the monitor under the pointer when a stack starts.
 */
#define SNACKBAR_MONITOR_POINTER (-2)
/**
 * SNACKBAR_MONITOR_ALL:
 *
 * for snackbar_set_monitor(): every monitor at once. Each snack shows a copy on each monitor, stacked
 * there as on a single monitor; it is still one snack: a click or an action on any copy ends them all,
 * and its callbacks run once, with one reason.
 */
#define SNACKBAR_MONITOR_ALL (-3)

/**
 * SnackbarActionCallback:
 * @snack_id: the shown snack's id
 * @action_id: the clicked action's id
 * @user_data: (closure): the data given with the callback
 *
 * Called on the GTK thread when the action's button is clicked, at most once per shown snack.
 */
typedef void (*SnackbarActionCallback)(const char *snack_id, const char *action_id, void *user_data);

/**
 * SnackbarDismissedCallback:
 * @snack_id: the shown snack's id
 * @reason: why it went
 * @action_id: (nullable): the clicked action's id, NULL unless @reason is %SNACKBAR_REASON_ACTION
 * @user_data: (closure): the data given with the callback
 *
 * Called on the GTK thread once per shown snack.
 */
typedef void (*SnackbarDismissedCallback)(const char *snack_id, SnackbarReason reason, const char *action_id,
                                          void *user_data);

/**
 * SnackbarTapCallback:
 * @snack_id: the shown snack's id
 * @user_data: (closure): the data given with the callback
 *
 * Called on the GTK thread when a click lands on the snack's body (not on a button), at most once
 * per shown snack.
 */
typedef void (*SnackbarTapCallback)(const char *snack_id, void *user_data);

/**
 * SnackbarDestroyNotify:
 *
 * frees user_data (see "Ownership"); the same type as GDestroyNotify.
 */
typedef GDestroyNotify SnackbarDestroyNotify;

/**
 * snackbar_snack_new: (constructor)
 * @message: the text ("" for a title-only snack)
 *
 * Creates a snack. Free it with snackbar_snack_free().
 *
 * Returns: (transfer full) (nullable): the new snack; NULL (and a warning) when @message is NULL or
 *   not UTF-8.
 */
SnackbarSnack *snackbar_snack_new(const char *message);

/**
 * snackbar_snack_copy:
 * @snack: a snack
 *
 * Copies a snack with its fields, actions and callbacks (their user_data is shared, and destroyed
 * when the last copy lets go).
 *
 * Returns: (transfer full) (nullable): the copy; NULL (and a warning) for a handle that is not live.
 */
SnackbarSnack *snackbar_snack_copy(SnackbarSnack *snack);

/**
 * snackbar_snack_free:
 * @snack: (nullable) (transfer full): a snack
 *
 * Frees the handle (snacks already shown are not affected). NULL is ignored; a handle freed twice warns.
 * A handle is never handed out again: a freed one stays refused (%SNACKBAR_ERROR_INVALID_HANDLE) even
 * after later snackbar_snack_new() calls.
 */
void snackbar_snack_free(SnackbarSnack *snack);

/**
 * snackbar_snack_set_message:
 * @snack: a snack
 * @message: the text (plain unless snackbar_snack_set_markup()); must not be NULL
 *
 * Replaces the message.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_message(SnackbarSnack *snack, const char *message);

/**
 * snackbar_snack_set_title:
 * @snack: a snack
 * @title: (nullable): a bold line above the message; NULL removes it
 *
 * Sets the title.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_title(SnackbarSnack *snack, const char *title);

/**
 * snackbar_snack_set_icon:
 * @snack: a snack
 * @icon: (nullable): an icon-theme name or an image file path; NULL uses the kind's default icon
 *
 * Sets the icon. A path that is no regular file (a FIFO, a device) or is larger than 16 MiB returns
 * %SNACKBAR_ERROR_INVALID_VALUE; a path that does not exist shows the kind's default icon.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_icon(SnackbarSnack *snack, const char *icon);

/**
 * snackbar_snack_set_id:
 * @snack: a snack
 * @id: (nullable): the reuse id; NULL or "" gives each show a generated id
 *
 * Sets the reuse id: showing a snack with the id of one on screen updates it in place (its text,
 * progress, kind…), keeping its place and restarting its timer.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_id(SnackbarSnack *snack, const char *id);

/**
 * snackbar_snack_set_kind:
 * @snack: a snack
 * @kind: the kind
 *
 * Sets the palette and default icon.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_kind(SnackbarSnack *snack, SnackbarKind kind);

/**
 * snackbar_snack_set_duration:
 * @snack: a snack
 * @duration: short, long or infinite
 *
 * Sets how long the snack stays.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_duration(SnackbarSnack *snack, SnackbarDuration duration);

/**
 * snackbar_snack_set_duration_seconds:
 * @snack: a snack
 * @seconds: finite and > 0
 *
 * Sets a custom duration.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_duration_seconds(SnackbarSnack *snack, double seconds);

/**
 * snackbar_snack_set_edge:
 * @snack: a snack
 * @edge: the edge
 *
 * Sets the edge; without it the snack uses the default edge (see snackbar_set_default_edge()).
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_edge(SnackbarSnack *snack, SnackbarEdge edge);

/**
 * snackbar_snack_set_alignment:
 * @snack: a snack
 * @alignment: the alignment
 *
 * Sets the alignment along the edge (centre by default).
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_alignment(SnackbarSnack *snack, SnackbarAlignment alignment);

/**
 * snackbar_snack_set_close_button:
 * @snack: a snack
 * @shown: non-zero shows the close button, 0 hides it
 *
 * Shows or hides the close button; infinite snacks always show it.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_close_button(SnackbarSnack *snack, int shown);

/**
 * snackbar_snack_set_markup:
 * @snack: a snack
 * @markup: TRUE: title and message are Pango markup; FALSE (the default): plain text, shown literally
 *
 * Opts in to markup. Invalid markup is shown as plain text.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_markup(SnackbarSnack *snack, gboolean markup);

/**
 * snackbar_snack_set_priority:
 * @snack: a snack
 * @priority: the priority
 *
 * Sets whether the snack may jump the queue.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_priority(SnackbarSnack *snack, SnackbarPriority priority);

/**
 * snackbar_snack_set_progress:
 * @snack: a snack
 * @fraction: 0…1 for a bar filled that far (clamped); a negative value for a spinner (work of unknown
 *   length); NaN is refused
 *
 * Shows a progress bar or a spinner. To move the bar of a snack on screen, show the snack again with
 * the same id (snackbar_snack_set_id()): it updates in place.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_progress(SnackbarSnack *snack, double fraction);

/**
 * snackbar_snack_clear_progress:
 * @snack: a snack
 *
 * Removes the progress bar or spinner.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_clear_progress(SnackbarSnack *snack);

/**
 * snackbar_snack_set_requires_interaction:
 * @snack: a snack
 * @required: TRUE: never time out while a screen reader runs, so that it can be read and acted on
 *
 * Sets whether the snack waits for the user when a screen reader runs (see
 * snackbar_set_screen_reader_override()): it then never times out and stays until the user acts on it or
 * closes it; without a screen reader it times out as usual.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_requires_interaction(SnackbarSnack *snack, gboolean required);

/**
 * snackbar_snack_set_show_delay:
 * @snack: a snack
 * @milliseconds: 0 (the default: show at once) to 60000
 *
 * Anti-flicker: the snack shows only if it is still wanted after @milliseconds. Dismissed before then
 * (snackbar_snack_dismiss()), it never shows and its callback gets %SNACKBAR_REASON_PROGRAMMATIC.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE outside 0…60000)
 */
int snackbar_snack_set_show_delay(SnackbarSnack *snack, int milliseconds);

/**
 * snackbar_snack_set_min_visible:
 * @snack: a snack
 * @milliseconds: 0 (the default: no minimum) to 60000
 *
 * Anti-flicker: once shown, a programmatic dismissal (snackbar_snack_dismiss()) waits until the snack has
 * been on screen @milliseconds. The user's own dismissals are never delayed.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE outside 0…60000)
 */
int snackbar_snack_set_min_visible(SnackbarSnack *snack, int milliseconds);

/**
 * snackbar_snack_set_countdown:
 * @snack: a snack
 * @shown: TRUE: a thin bar along the snack's foot shows the share of its time left
 *
 * The visible countdown (off by default). The bar follows the snack's own timer: it stands still while
 * the pointer is over the snack, while it has the keyboard focus or its full text is open, and goes on
 * from there. A snack without a timeout (%SNACKBAR_DURATION_INFINITE) shows no bar.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_countdown(SnackbarSnack *snack, gboolean shown);

/**
 * snackbar_snack_add_action:
 * @snack: a snack
 * @action_id: a non-empty id, unique on the snack
 * @label: the button's text (never markup), non-empty
 * @callback: (scope notified) (nullable) (closure user_data) (destroy destroy): called on a click;
 *   NULL: the click still dismisses with %SNACKBAR_REASON_ACTION
 * @user_data: (nullable): passed to @callback
 * @destroy: (nullable): frees @user_data
 *
 * Adds an inline button (at most two).
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_add_action(SnackbarSnack *snack, const char *action_id, const char *label,
                              SnackbarActionCallback callback, void *user_data, GDestroyNotify destroy);

/**
 * snackbar_snack_set_long_action:
 * @snack: a snack
 * @action_id: a non-empty id, unique on the snack
 * @label: the button's text, non-empty
 * @callback: (scope notified) (nullable) (closure user_data) (destroy destroy): called on a click
 * @user_data: (nullable): passed to @callback
 * @destroy: (nullable): frees @user_data
 *
 * Sets the button on its own row below the message, for long labels. Same rules as
 * snackbar_snack_add_action().
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_long_action(SnackbarSnack *snack, const char *action_id, const char *label,
                                   SnackbarActionCallback callback, void *user_data, GDestroyNotify destroy);

/**
 * snackbar_snack_set_action_long_running:
 * @snack: a snack
 * @action_id: the id of an action added before
 * @long_running: TRUE: after the click the snack stays, its button replaced by a spinner, until the
 *   app calls snackbar_action_finished(); then it goes with %SNACKBAR_REASON_ACTION
 *
 * Makes an action long-running (for work like "Retry" that the user should see finish).
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE when the snack has no such action)
 */
int snackbar_snack_set_action_long_running(SnackbarSnack *snack, const char *action_id, gboolean long_running);

/**
 * snackbar_action_finished:
 * @snack_id: the id the action callback got
 *
 * Ends the work of the snack's long-running action: the snack is dismissed with
 * %SNACKBAR_REASON_ACTION. Any thread.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE when no long-running action runs on it)
 */
int snackbar_action_finished(const char *snack_id);

/**
 * snackbar_snack_set_dismissed_callback:
 * @snack: a snack
 * @callback: (scope notified) (nullable) (closure user_data) (destroy destroy): told why each snack
 *   shown from this handle went; NULL removes it
 * @user_data: (nullable): passed to @callback
 * @destroy: (nullable): frees @user_data
 *
 * Sets the dismissed callback.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_dismissed_callback(SnackbarSnack *snack, SnackbarDismissedCallback callback,
                                          void *user_data, GDestroyNotify destroy);

/**
 * snackbar_snack_set_tap_callback:
 * @snack: a snack
 * @callback: (scope notified) (nullable) (closure user_data) (destroy destroy): called when a click
 *   lands on the snack's body; NULL removes it
 * @user_data: (nullable): passed to @callback
 * @destroy: (nullable): frees @user_data
 *
 * Sets the body-tap callback. The tap does not dismiss the snack.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_tap_callback(SnackbarSnack *snack, SnackbarTapCallback callback,
                                    void *user_data, GDestroyNotify destroy);

/**
 * snackbar_snack_show:
 * @snack: a snack
 * @out_id: (out) (optional) (nullable) (transfer full): its id, to pass to snackbar_dismiss(); free it
 *   with snackbar_string_free()
 *
 * Shows a copy of the snack (any thread). Refused: no title and no message. snackbar_add() does the
 * same with a #GError.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_show(SnackbarSnack *snack, char **out_id);

/**
 * snackbar_add:
 * @snack: a snack
 * @error: a #GError, or NULL
 *
 * Shows a copy of the snack, or updates the snack on screen with its id. Any thread.
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
 * Draws @snack into a PNG file without showing it: no display, no snackbar_init() and no GTK main loop
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
 *   @error set (%SNACKBAR_ERROR_WRONG_TYPE when @widget is no GtkWidget, %SNACKBAR_ERROR_WRONG_THREAD…).
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
 * Dismisses every shown and queued snack. Any thread.
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
 * thread; the focus moves on the GTK thread, after the calls made before it.
 *
 * Returns: %SNACKBAR_OK (also when no snack is shown: there is nothing to focus then)
 */
int snackbar_focus_newest(void);

/**
 * snackbar_set_policy:
 * @policy: the policy
 *
 * Sets how snacks share an edge, for snacks added afterwards. Any thread.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_policy(SnackbarPolicy policy);

/**
 * snackbar_set_max_visible:
 * @count: how many snacks show at once per edge under %SNACKBAR_POLICY_STACK (3 by default), 1 to 100
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
 * snackbar_set_theme_css:
 * @css: CSS text
 *
 * GTK thread. Loads CSS text over the theme (USER priority), replacing earlier CSS from this call or
 * snackbar_set_theme_file(). Classes: .snackbar (with .positive .warning .negative .info .neutral),
 * .title .message .icon .action .long-action .close .progress .spinner.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_set_theme_css(const char *css);

/**
 * snackbar_set_theme_file:
 * @path: a CSS file
 *
 * GTK thread. Like snackbar_set_theme_css(), from a file.
 *
 * Returns: a #SnackbarStatus
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
 * %SNACKBAR_REASON_PROGRAMMATIC. A GObject that is not a toplevel GtkWindow returns
 * %SNACKBAR_ERROR_WRONG_TYPE (with a warning) and the snacks stay on the screen; a pointer to no
 * GObject at all cannot be checked.
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
 * snackbar_status_message:
 * @status: a #SnackbarStatus
 *
 * A static English description of a status code.
 *
 * Returns: (transfer none): the description; never NULL, never freed
 */
const char *snackbar_status_message(int status);

G_END_DECLS

#endif /* SNACKBAR_H */
