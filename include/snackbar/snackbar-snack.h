/* snackbar-snack.h — building a snack: SnackbarSnack and its setters
 *
 * Part of snackbar.h and of snackbar-gtk4.h: include one of them, never this file alone.
 */
#ifndef SNACKBAR_SNACK_H
#define SNACKBAR_SNACK_H

#if !defined(SNACKBAR_H_INSIDE) && !defined(SNACKBAR_COMPILATION)
#error "Only <snackbar.h> or <snackbar-gtk4.h> can be included directly."
#endif

#include "snackbar-types.h"

G_BEGIN_DECLS

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
 * Sets the edge; without it the snack uses the library's default edge (libsnackbar's can be set; a GTK 4
 * overlay's is the bottom).
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
 * Sets whether the snack waits for the user when a screen reader runs (libsnackbar can also be told whether
 * one does): it then never times out and stays until the user acts on it or closes it; without a screen
 * reader it times out as usual.
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_requires_interaction(SnackbarSnack *snack, gboolean required);

/**
 * snackbar_snack_set_show_delay:
 * @snack: a snack
 * @milliseconds: 0 (the default: show at once) to 60000
 *
 * Anti-flicker: the snack shows only if it is still wanted after @milliseconds. Dismissed by the app before
 * then (by its id or its handle), it never shows and its callback gets %SNACKBAR_REASON_PROGRAMMATIC.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE outside 0…60000)
 */
int snackbar_snack_set_show_delay(SnackbarSnack *snack, int milliseconds);

/**
 * snackbar_snack_set_min_visible:
 * @snack: a snack
 * @milliseconds: 0 (the default: no minimum) to 60000
 *
 * Anti-flicker: once shown, a dismissal by the app (by its id, its handle, or with all the others) waits
 * until the snack has been on screen @milliseconds. The user's own dismissals are never delayed.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE outside 0…60000)
 */
int snackbar_snack_set_min_visible(SnackbarSnack *snack, int milliseconds);

/**
 * snackbar_snack_set_repeat_count:
 * @snack: a snack
 * @count: how many times this snack arrived, from 1 (the default) to 999999
 *
 * For an app that folds repeated messages itself (by id): a count above 1 shows as "×N" on the snack.
 * Snacks without an id that arrive again with the same title and message count up on their own.
 *
 * Returns: a #SnackbarStatus (%SNACKBAR_ERROR_INVALID_VALUE outside 1…999999)
 */
int snackbar_snack_set_repeat_count(SnackbarSnack *snack, int count);

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
 * @label: the button's text (never markup), not empty nor only white space
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
 * @label: the button's text, not empty nor only white space
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
 * @long_running: TRUE: after the click the snack stays with a spinner turning (beside its buttons, disabled,
 *   in GTK 3; in their place in GTK 4) until the app calls snackbar_action_finished(); then it goes with
 *   %SNACKBAR_REASON_ACTION
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
 * snackbar_snack_set_tap_label:
 * @snack: a snack
 * @label: (nullable): what the body-tap callback does, in a word or two ("Open"); NULL leaves the tap to
 *   the pointer
 *
 * Names the body tap. With a label and a tap callback, the keyboard's first stop in the snack is its
 * body, a button of that name for screen readers, and Enter or Space on it runs the callback. A label
 * that is empty or only white space is refused (%SNACKBAR_ERROR_INVALID_VALUE).
 *
 * Returns: a #SnackbarStatus
 */
int snackbar_snack_set_tap_label(SnackbarSnack *snack, const char *label);

G_END_DECLS

#endif /* SNACKBAR_SNACK_H */
