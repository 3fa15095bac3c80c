#ifndef SNACKBAR_WAYLAND_H
#define SNACKBAR_WAYLAND_H

#include <stdbool.h>
#include <stdint.h>

// What a Wayland compositor says of the user's attention, on the display GDK opened: idle from
// org_kde_kwin_idle (sway, KWin) and whether the activated toplevel is fullscreen from
// zwlr_foreign_toplevel_manager_v1 (wlroots compositors) or org_kde_plasma_window_management (KWin). The listeners are C; each change calls
// `changed(NULL, NULL, data)` (the shape of the glue's CHook thunk). Events arrive through GDK's own
// dispatch of the display's default queue, on the GTK thread.
typedef int (*snack_wayland_changed)(void *first, void *second, void *data);

struct snack_wayland_attention;

// Asks the compositor for what it offers of the two, without waiting: the answers arrive through GDK's
// dispatch, and once every toplevel's state is in, `is_known` turns true and `changed` is called.
// `idle_milliseconds` 0 follows no idle; `fullscreen` false follows no toplevels. NULL when out of memory.
struct snack_wayland_attention *snack_wayland_attention_new(void *wl_display, uint32_t idle_milliseconds, bool fullscreen,
                                                            snack_wayland_changed changed, void *data);
// Whether the compositor has answered: before, nothing is followed yet and `is_fullscreen` is false.
bool snack_wayland_attention_is_known(const struct snack_wayland_attention *attention);
// Whether the compositor's idle timer runs (once known): it offers org_kde_kwin_idle and a seat.
bool snack_wayland_attention_follows_idle(const struct snack_wayland_attention *attention);
bool snack_wayland_attention_is_away(const struct snack_wayland_attention *attention);
bool snack_wayland_attention_is_fullscreen(const struct snack_wayland_attention *attention);
// Releases every object; `changed` is never called again.
void snack_wayland_attention_free(struct snack_wayland_attention *attention);

// The interfaces written out by hand (no protocol XML), shared with the tests' idle observer.
extern const struct wl_interface snack_kwin_idle_interface;
extern const struct wl_interface snack_kwin_idle_timeout_interface;
extern const struct wl_interface snack_toplevel_manager_interface;
extern const struct wl_interface snack_toplevel_handle_interface;
extern const struct wl_interface snack_plasma_window_management_interface;
extern const struct wl_interface snack_plasma_window_interface;

#endif
