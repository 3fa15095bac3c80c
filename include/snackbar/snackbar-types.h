/* snackbar-types.h — versions, enums and callback types
 *
 * Part of snackbar.h and of snackbar-gtk4.h: include one of them, never this file alone.
 */
#ifndef SNACKBAR_TYPES_H
#define SNACKBAR_TYPES_H

#if !defined(SNACKBAR_H_INSIDE) && !defined(SNACKBAR_COMPILATION)
#error "Only <snackbar.h> or <snackbar-gtk4.h> can be included directly."
#endif

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
#define SNACKBAR_MINOR_VERSION 2
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
 * snackbar_status_message:
 * @status: a #SnackbarStatus
 *
 * A static English description of a status code.
 *
 * Returns: (transfer none): the description; never NULL, never freed
 */
const char *snackbar_status_message(int status);

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
 * @SNACKBAR_REASON_PROGRAMMATIC: the app dismissed it: by its id, with all the others, or by its handle or
 *   toast
 * @SNACKBAR_REASON_SHUTDOWN: the app ended, or the window it showed in closed, while it was up or queued
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
 * @SNACKBAR_POLICY_STACK: several snacks at once per corner, up to the maximum visible (the default)
 * @SNACKBAR_POLICY_QUEUE: one snack at a time per corner; the rest wait
 * @SNACKBAR_POLICY_REPLACE: one snack at a time per corner; a new one replaces the current one at once
 *
 * How snacks share a corner (an edge and an alignment along it; each corner stacks on its own).
 */
typedef enum {
    SNACKBAR_POLICY_STACK = 0,
    SNACKBAR_POLICY_QUEUE = 1,
    SNACKBAR_POLICY_REPLACE = 2
} SnackbarPolicy;

#define SNACKBAR_TYPE_POLICY (snackbar_policy_get_type())
GType snackbar_policy_get_type(void) G_GNUC_CONST;

/**
 * SnackbarEvent:
 * @SNACKBAR_EVENT_MAPPED: the snack's window is on screen (for a snack routed to the desktop, the popup
 *   service showed it)
 * @SNACKBAR_EVENT_PLACED: the window arrived at its slot (after its slide); the frame says where, in
 *   GTK's logical pixels: the screen's divided by the scale factor (GDK_SCALE=2 doubles the pixels drawn)
 * @SNACKBAR_EVENT_DISMISSED: the snack ended (its dismissed callback has just run); the reason says why
 * @SNACKBAR_EVENT_CLOSED: the window is gone (after its exit animation); also when a high-priority snack
 *   pushes the snack off the screen back into the queue, before its window mapped or after: it shows again
 *   later, and its dismissed callback comes once, when it ends
 *
 * What happened to a snack's window, for libsnackbar's event callback.
 */
typedef enum {
    SNACKBAR_EVENT_MAPPED = 0,
    SNACKBAR_EVENT_PLACED = 1,
    SNACKBAR_EVENT_DISMISSED = 2,
    SNACKBAR_EVENT_CLOSED = 3
} SnackbarEvent;

#define SNACKBAR_TYPE_EVENT (snackbar_event_get_type())
GType snackbar_event_get_type(void) G_GNUC_CONST;

/**
 * SNACKBAR_MONITOR_PRIMARY:
 *
 * For libsnackbar's choice of monitor: the primary monitor (the default).
 */
#define SNACKBAR_MONITOR_PRIMARY (-1)
/**
 * SNACKBAR_MONITOR_POINTER:
 *
 * For libsnackbar's choice of monitor: the monitor under the pointer when a stack starts.
 */
#define SNACKBAR_MONITOR_POINTER (-2)
/**
 * SNACKBAR_MONITOR_ALL:
 *
 * For libsnackbar's choice of monitor: every monitor at once. Each snack shows a copy on each monitor, stacked
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
 * SnackbarEventCallback:
 * @snack_id: the snack's id
 * @event: what happened
 * @reason: why the snack ended, for %SNACKBAR_EVENT_DISMISSED; %SNACKBAR_REASON_TIMEOUT otherwise
 * @x: the frame's left edge, for %SNACKBAR_EVENT_PLACED; 0 otherwise
 * @y: the frame's top edge, for %SNACKBAR_EVENT_PLACED; 0 otherwise
 * @width: the frame's width, for %SNACKBAR_EVENT_PLACED; 0 otherwise
 * @height: the frame's height, for %SNACKBAR_EVENT_PLACED; 0 otherwise
 * @user_data: (closure): the data given with the callback
 *
 * Called on the GTK thread for each snack window event, in the order they happen.
 */
typedef void (*SnackbarEventCallback)(const char *snack_id, SnackbarEvent event, SnackbarReason reason, int x, int y,
                                      int width, int height, void *user_data);

/**
 * SnackbarDestroyNotify:
 *
 * frees user_data (see "Ownership"); the same type as GDestroyNotify.
 */
typedef GDestroyNotify SnackbarDestroyNotify;

G_END_DECLS

#endif /* SNACKBAR_TYPES_H */
