/* KDE's window list, org_kde_plasma_window_management v4 (plasma-wayland-protocols
 * plasma-window-management.xml): the window whose state has both `active` and `fullscreen`. KWin offers
 * the global only to a client whose .desktop file names it in X-KDE-Wayland-Interfaces. */
#include "attention-private.h"

/* Version 4 is the first whose windows have a destructor; KWin announces each window to a client below
 * version 13 with `window` (an id), and to one from 13 on with `window_with_uuid` alone. */
enum { plasma_version = 4 };
enum { state_active = 1 << 0, state_fullscreen = 1 << 3 };
enum { manager_request_get_window = 1, window_request_destroy = 8 };

static void window_text(void *data, struct wl_proxy *window, const char *text) {}
static void window_state_changed(void *data, struct wl_proxy *window, uint32_t flags) {
    struct toplevel *toplevel = data;
    toplevel->is_fullscreen_and_active = (flags & state_active) && (flags & state_fullscreen);
    snack_attention_update_fullscreen(toplevel->owner);
}
static void window_desktop(void *data, struct wl_proxy *window, int32_t number) {}
static void window_unmapped(void *data, struct wl_proxy *window) {
    snack_attention_remove_toplevel(data);
}
static void window_nothing(void *data, struct wl_proxy *window) {}
static void window_parent(void *data, struct wl_proxy *window, struct wl_proxy *parent) {}
static void window_geometry(void *data, struct wl_proxy *window, int32_t x, int32_t y, uint32_t width, uint32_t height) {}
static void window_pid(void *data, struct wl_proxy *window, uint32_t pid) {}
static void window_texts(void *data, struct wl_proxy *window, const char *first, const char *second) {}
/* Every event the interface table lists (see protocols.c), though only `state_changed` and `unmapped` matter. */
static const struct {
    void (*title_changed)(void *, struct wl_proxy *, const char *);
    void (*app_id_changed)(void *, struct wl_proxy *, const char *);
    void (*state_changed)(void *, struct wl_proxy *, uint32_t);
    void (*virtual_desktop_changed)(void *, struct wl_proxy *, int32_t);
    void (*themed_icon_name_changed)(void *, struct wl_proxy *, const char *);
    void (*unmapped)(void *, struct wl_proxy *);
    void (*initial_state)(void *, struct wl_proxy *);
    void (*parent_window)(void *, struct wl_proxy *, struct wl_proxy *);
    void (*geometry)(void *, struct wl_proxy *, int32_t, int32_t, uint32_t, uint32_t);
    void (*icon_changed)(void *, struct wl_proxy *);
    void (*pid_changed)(void *, struct wl_proxy *, uint32_t);
    void (*virtual_desktop_entered)(void *, struct wl_proxy *, const char *);
    void (*virtual_desktop_left)(void *, struct wl_proxy *, const char *);
    void (*application_menu)(void *, struct wl_proxy *, const char *, const char *);
    void (*activity_entered)(void *, struct wl_proxy *, const char *);
    void (*activity_left)(void *, struct wl_proxy *, const char *);
    void (*resource_name_changed)(void *, struct wl_proxy *, const char *);
} window_listener = {
    window_text, window_text, window_state_changed, window_desktop, window_text, window_unmapped, window_nothing, window_parent,
    window_geometry, window_nothing, window_pid, window_text, window_text, window_texts, window_text, window_text, window_text,
};

static void manager_show_desktop_changed(void *data, struct wl_proxy *manager, uint32_t state) {}
static void manager_stacking_order(void *data, struct wl_proxy *manager, struct wl_array *ids) {}
static void manager_stacking_order_uuids(void *data, struct wl_proxy *manager, const char *uuids) {}
static void manager_window_with_uuid(void *data, struct wl_proxy *manager, uint32_t id, const char *uuid) {}
/* A new window, by its id: its object (and state) comes from asking for it. */
static void manager_window(void *data, struct wl_proxy *manager, uint32_t id) {
    struct wl_proxy *window =
        wl_proxy_marshal_constructor(manager, manager_request_get_window, &snack_plasma_window_interface, NULL, id);
    if (!window) return;
    struct toplevel *toplevel = snack_attention_add_toplevel(data, window, window_request_destroy);
    if (toplevel) wl_proxy_add_listener(window, (void (**)(void))&window_listener, toplevel);
}
static const struct {
    void (*show_desktop_changed)(void *, struct wl_proxy *, uint32_t);
    void (*window)(void *, struct wl_proxy *, uint32_t);
    void (*stacking_order_changed)(void *, struct wl_proxy *, struct wl_array *);
    void (*stacking_order_uuid_changed)(void *, struct wl_proxy *, const char *);
    void (*window_with_uuid)(void *, struct wl_proxy *, uint32_t, const char *);
} manager_listener = { manager_show_desktop_changed, manager_window, manager_stacking_order, manager_stacking_order_uuids, manager_window_with_uuid };

void snack_plasma_windows_bind(struct snack_wayland_attention *attention, struct wl_registry *registry, uint32_t name, uint32_t version) {
    if (version < plasma_version) return;
    attention->plasma = wl_registry_bind(registry, name, &snack_plasma_window_management_interface, plasma_version);
    wl_proxy_add_listener(attention->plasma, (void (**)(void))&manager_listener, attention);
}
