/* What attention.c shares with the protocol files beside it: the watch's state and its list of toplevels,
 * which each window-list protocol (wlr foreign toplevels, KDE's plasma window management) fills. */
#ifndef SNACKBAR_ATTENTION_PRIVATE_H
#define SNACKBAR_ATTENTION_PRIVATE_H

#include <wayland-client.h>
#include "snackbar-wayland.h"

struct toplevel {
    struct wl_proxy *handle;
    /* The handle's destructor request: each protocol has its own opcode. */
    uint32_t destroy_request;
    struct snack_wayland_attention *owner;
    bool is_fullscreen_and_active;
    bool pending_activated, pending_fullscreen;
    struct toplevel *next;
};

struct snack_wayland_attention {
    struct wl_display *display;
    struct wl_proxy *seat, *idle, *timeout, *manager, *plasma;
    /* Until the first answers came: the registry, the sync awaited and how many more follow it. */
    struct wl_registry *registry;
    struct wl_callback *sync;
    int syncs_left;
    uint32_t idle_milliseconds;
    bool wants_fullscreen;
    struct toplevel *toplevels;
    bool away, fullscreen, known;
    snack_wayland_changed changed;
    void *data;
};

/* Recounts whether an active toplevel is fullscreen; says so when that changed. */
void snack_attention_update_fullscreen(struct snack_wayland_attention *attention);
/* Adds `handle` to the list (NULL, the handle destroyed, when out of memory). */
struct toplevel *snack_attention_add_toplevel(struct snack_wayland_attention *attention, struct wl_proxy *handle, uint32_t destroy_request);
/* Destroys the toplevel's handle, drops it from the list and recounts. */
void snack_attention_remove_toplevel(struct toplevel *toplevel);

/* org_kde_plasma_window_management (plasma-windows.c): binds the manager, whose windows join the list. */
void snack_plasma_windows_bind(struct snack_wayland_attention *attention, struct wl_registry *registry, uint32_t name, uint32_t version);

#endif
