/* Idle and the fullscreen toplevel on a Wayland compositor: see snackbar-wayland.h. */
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>
#include "attention-private.h"

enum { handle_state_activated = 2, handle_state_fullscreen = 3 };
enum { handle_request_destroy = 7, manager_request_stop = 0, timeout_request_release = 0 };

static void notify(struct snack_wayland_attention *attention) {
    if (attention->changed) attention->changed(NULL, NULL, attention->data);
}

void snack_attention_update_fullscreen(struct snack_wayland_attention *attention) {
    bool fullscreen = false;
    for (struct toplevel *toplevel = attention->toplevels; toplevel; toplevel = toplevel->next) {
        if (toplevel->is_fullscreen_and_active) fullscreen = true;
    }
    if (fullscreen == attention->fullscreen) return;
    attention->fullscreen = fullscreen;
    notify(attention);
}

struct toplevel *snack_attention_add_toplevel(struct snack_wayland_attention *attention, struct wl_proxy *handle, uint32_t destroy_request) {
    struct toplevel *toplevel = calloc(1, sizeof *toplevel);
    if (!toplevel) {
        wl_proxy_marshal(handle, destroy_request);
        wl_proxy_destroy(handle);
        return NULL;
    }
    toplevel->handle = handle;
    toplevel->destroy_request = destroy_request;
    toplevel->owner = attention;
    toplevel->next = attention->toplevels;
    attention->toplevels = toplevel;
    return toplevel;
}

void snack_attention_remove_toplevel(struct toplevel *toplevel) {
    struct snack_wayland_attention *attention = toplevel->owner;
    for (struct toplevel **link = &attention->toplevels; *link; link = &(*link)->next) {
        if (*link == toplevel) {
            *link = toplevel->next;
            break;
        }
    }
    wl_proxy_marshal(toplevel->handle, toplevel->destroy_request);
    wl_proxy_destroy(toplevel->handle);
    free(toplevel);
    snack_attention_update_fullscreen(attention);
}

/* org_kde_kwin_idle_timeout */
static void timeout_idle(void *data, struct wl_proxy *timeout) {
    struct snack_wayland_attention *attention = data;
    if (attention->away) return;
    attention->away = true;
    notify(attention);
}
static void timeout_resumed(void *data, struct wl_proxy *timeout) {
    struct snack_wayland_attention *attention = data;
    if (!attention->away) return;
    attention->away = false;
    notify(attention);
}
static const struct {
    void (*idle)(void *, struct wl_proxy *);
    void (*resumed)(void *, struct wl_proxy *);
} timeout_listener = { timeout_idle, timeout_resumed };

/* zwlr_foreign_toplevel_handle_v1: a state is pending until `done`. */
static void handle_text(void *data, struct wl_proxy *handle, const char *text) {}
static void handle_output(void *data, struct wl_proxy *handle, struct wl_proxy *output) {}
static void handle_state(void *data, struct wl_proxy *handle, struct wl_array *states) {
    struct toplevel *toplevel = data;
    toplevel->pending_activated = toplevel->pending_fullscreen = false;
    uint32_t *state;
    wl_array_for_each(state, states) {
        if (*state == handle_state_activated) toplevel->pending_activated = true;
        if (*state == handle_state_fullscreen) toplevel->pending_fullscreen = true;
    }
}
static void handle_done(void *data, struct wl_proxy *handle) {
    struct toplevel *toplevel = data;
    toplevel->is_fullscreen_and_active = toplevel->pending_activated && toplevel->pending_fullscreen;
    snack_attention_update_fullscreen(toplevel->owner);
}
static void handle_closed(void *data, struct wl_proxy *handle) {
    snack_attention_remove_toplevel(data);
}
static void handle_parent(void *data, struct wl_proxy *handle, struct wl_proxy *parent) {}
static const struct {
    void (*title)(void *, struct wl_proxy *, const char *);
    void (*app_id)(void *, struct wl_proxy *, const char *);
    void (*output_enter)(void *, struct wl_proxy *, struct wl_proxy *);
    void (*output_leave)(void *, struct wl_proxy *, struct wl_proxy *);
    void (*state)(void *, struct wl_proxy *, struct wl_array *);
    void (*done)(void *, struct wl_proxy *);
    void (*closed)(void *, struct wl_proxy *);
    void (*parent)(void *, struct wl_proxy *, struct wl_proxy *);
} handle_listener = { handle_text, handle_text, handle_output, handle_output, handle_state, handle_done, handle_closed, handle_parent };

/* zwlr_foreign_toplevel_manager_v1 */
static void manager_toplevel(void *data, struct wl_proxy *manager, struct wl_proxy *handle) {
    struct toplevel *toplevel = snack_attention_add_toplevel(data, handle, handle_request_destroy);
    if (!toplevel) return;
    wl_proxy_add_listener(handle, (void (**)(void))&handle_listener, toplevel);
}
static void manager_finished(void *data, struct wl_proxy *manager) {}
static const struct {
    void (*toplevel)(void *, struct wl_proxy *, struct wl_proxy *);
    void (*finished)(void *, struct wl_proxy *);
} manager_listener = { manager_toplevel, manager_finished };

/* wl_registry */
static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct snack_wayland_attention *attention = data;
    if (strcmp(interface, "wl_seat") == 0 && !attention->seat) {
        attention->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    } else if (attention->idle_milliseconds > 0 && !attention->idle && strcmp(interface, snack_kwin_idle_interface.name) == 0) {
        attention->idle = wl_registry_bind(registry, name, &snack_kwin_idle_interface, 1);
    } else if (attention->wants_fullscreen && !attention->manager && strcmp(interface, snack_toplevel_manager_interface.name) == 0) {
        attention->manager = wl_registry_bind(registry, name, &snack_toplevel_manager_interface, version < 3 ? version : 3);
        wl_proxy_add_listener(attention->manager, (void (**)(void))&manager_listener, attention);
    } else if (attention->wants_fullscreen && !attention->plasma && strcmp(interface, snack_plasma_window_management_interface.name) == 0) {
        snack_plasma_windows_bind(attention, registry, name, version);
    }
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

/* Each `wl_display.sync` answers once the compositor has sent everything asked before it: the globals,
 * then the toplevels there are with their states; KDE's windows are asked for one by one, so their states
 * take one sync more. */
static void synced(void *data, struct wl_callback *callback, uint32_t serial);
static const struct wl_callback_listener sync_listener = { synced };

static void synced(void *data, struct wl_callback *callback, uint32_t serial) {
    struct snack_wayland_attention *attention = data;
    wl_callback_destroy(callback);
    attention->sync = NULL;
    if (attention->registry) {
        wl_registry_destroy(attention->registry);
        attention->registry = NULL;
        if (attention->idle && attention->seat) {
            attention->timeout = wl_proxy_marshal_constructor(attention->idle, 0, &snack_kwin_idle_timeout_interface, NULL,
                                                              attention->seat, attention->idle_milliseconds);
            wl_proxy_add_listener(attention->timeout, (void (**)(void))&timeout_listener, attention);
        }
        /* One more after the timer's request too: known then means the compositor's timer runs. */
        attention->syncs_left = attention->plasma ? 2 : attention->manager || attention->timeout ? 1 : 0;
    }
    if (attention->syncs_left > 0) {
        attention->syncs_left--;
        attention->sync = wl_display_sync(attention->display);
        wl_callback_add_listener(attention->sync, &sync_listener, attention);
        wl_display_flush(attention->display);
        return;
    }
    attention->known = true;
    notify(attention);
}

struct snack_wayland_attention *snack_wayland_attention_new(void *wl_display, uint32_t idle_milliseconds, bool fullscreen,
                                                            snack_wayland_changed changed, void *data) {
    struct snack_wayland_attention *attention = calloc(1, sizeof *attention);
    if (!attention) return NULL;
    attention->display = wl_display;
    attention->idle_milliseconds = idle_milliseconds;
    attention->wants_fullscreen = fullscreen;
    attention->changed = changed;
    attention->data = data;
    /* On GDK's own queue, with no roundtrip: the answers come through GDK's dispatch while the process
     * goes on with its start. */
    attention->registry = wl_display_get_registry(attention->display);
    wl_registry_add_listener(attention->registry, &registry_listener, attention);
    attention->sync = wl_display_sync(attention->display);
    wl_callback_add_listener(attention->sync, &sync_listener, attention);
    wl_display_flush(attention->display);
    return attention;
}

bool snack_wayland_attention_is_known(const struct snack_wayland_attention *attention) {
    return attention->known;
}

bool snack_wayland_attention_follows_idle(const struct snack_wayland_attention *attention) {
    return attention->timeout != NULL;
}

bool snack_wayland_attention_is_away(const struct snack_wayland_attention *attention) {
    return attention->away;
}

bool snack_wayland_attention_is_fullscreen(const struct snack_wayland_attention *attention) {
    return attention->fullscreen;
}

void snack_wayland_attention_free(struct snack_wayland_attention *attention) {
    if (!attention) return;
    attention->changed = NULL;
    if (attention->sync) wl_callback_destroy(attention->sync);
    if (attention->registry) wl_registry_destroy(attention->registry);
    while (attention->toplevels) snack_attention_remove_toplevel(attention->toplevels);
    if (attention->plasma) wl_proxy_destroy(attention->plasma);
    if (attention->manager) {
        wl_proxy_marshal(attention->manager, manager_request_stop);
        wl_proxy_destroy(attention->manager);
    }
    if (attention->timeout) {
        wl_proxy_marshal(attention->timeout, timeout_request_release);
        wl_proxy_destroy(attention->timeout);
    }
    if (attention->idle) wl_proxy_destroy(attention->idle);
    if (attention->seat) wl_proxy_destroy(attention->seat);
    free(attention);
}
