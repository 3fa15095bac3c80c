/* The two protocols' interfaces as wayland-scanner would write them, by hand so no protocol XML ships:
 * every message up to the version bound, in the protocols' order (libwayland finds a message by its index).
 * org_kde_kwin_idle v1 (plasma-wayland-protocols idle.xml) and zwlr_foreign_toplevel_management_unstable_v1
 * v3 (wlr-protocols). */
#include <stddef.h>
#include <wayland-client.h>
#include "snackbar-wayland.h"

static const struct wl_interface *get_idle_timeout_types[] = { &snack_kwin_idle_timeout_interface, &wl_seat_interface, NULL };
static const struct wl_message kwin_idle_requests[] = {
    { "get_idle_timeout", "nou", get_idle_timeout_types },
};
const struct wl_interface snack_kwin_idle_interface = { "org_kde_kwin_idle", 1, 1, kwin_idle_requests, 0, NULL };

static const struct wl_interface *no_types[] = { NULL, NULL, NULL, NULL, NULL };
static const struct wl_message kwin_idle_timeout_requests[] = {
    { "release", "", no_types },
    { "simulate_user_activity", "", no_types },
};
static const struct wl_message kwin_idle_timeout_events[] = {
    { "idle", "", no_types },
    { "resumed", "", no_types },
};
const struct wl_interface snack_kwin_idle_timeout_interface = {
    "org_kde_kwin_idle_timeout", 1, 2, kwin_idle_timeout_requests, 2, kwin_idle_timeout_events,
};

static const struct wl_interface *toplevel_types[] = { &snack_toplevel_handle_interface };
static const struct wl_message manager_requests[] = {
    { "stop", "", no_types },
};
static const struct wl_message manager_events[] = {
    { "toplevel", "n", toplevel_types },
    { "finished", "", no_types },
};
const struct wl_interface snack_toplevel_manager_interface = {
    "zwlr_foreign_toplevel_manager_v1", 3, 1, manager_requests, 2, manager_events,
};

static const struct wl_interface *seat_types[] = { &wl_seat_interface };
static const struct wl_interface *rectangle_types[] = { &wl_surface_interface, NULL, NULL, NULL, NULL };
static const struct wl_interface *output_types[] = { &wl_output_interface };
static const struct wl_interface *parent_types[] = { &snack_toplevel_handle_interface };
static const struct wl_message handle_requests[] = {
    { "set_maximized", "", no_types },
    { "unset_maximized", "", no_types },
    { "set_minimized", "", no_types },
    { "unset_minimized", "", no_types },
    { "activate", "o", seat_types },
    { "close", "", no_types },
    { "set_rectangle", "oiiii", rectangle_types },
    { "destroy", "", no_types },
    { "set_fullscreen", "2?o", output_types },
    { "unset_fullscreen", "2", no_types },
};
static const struct wl_message handle_events[] = {
    { "title", "s", no_types },
    { "app_id", "s", no_types },
    { "output_enter", "o", output_types },
    { "output_leave", "o", output_types },
    { "state", "a", no_types },
    { "done", "", no_types },
    { "closed", "", no_types },
    { "parent", "3?o", parent_types },
};
const struct wl_interface snack_toplevel_handle_interface = {
    "zwlr_foreign_toplevel_handle_v1", 3, 10, handle_requests, 8, handle_events,
};
