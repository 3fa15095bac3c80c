/* The protocols' interfaces as wayland-scanner would write them, by hand so no protocol XML ships:
 * every message up to the version bound, in the protocols' order (libwayland finds a message by its index).
 * org_kde_kwin_idle v1 (plasma-wayland-protocols idle.xml), zwlr_foreign_toplevel_management_unstable_v1
 * v3 (wlr-protocols) and org_kde_plasma_window_management v4 (plasma-window-management.xml). */
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

static const struct wl_interface *get_window_types[] = { &snack_plasma_window_interface, NULL };
static const struct wl_message plasma_manager_requests[] = {
    { "show_desktop", "u", no_types },
    { "get_window", "nu", get_window_types },
};
/* Every event of version 16, not only those up to the version bound: KWin sends some whose XML names no
 * `since` (`pid_changed`) to every version, and libwayland ends the connection at an event it cannot decode. */
static const struct wl_message plasma_manager_events[] = {
    { "show_desktop_changed", "u", no_types },
    { "window", "u", no_types },
    { "stacking_order_changed", "11a", no_types },
    { "stacking_order_uuid_changed", "12s", no_types },
    { "window_with_uuid", "13us", no_types },
};
const struct wl_interface snack_plasma_window_management_interface = {
    "org_kde_plasma_window_management", 4, 2, plasma_manager_requests, 5, plasma_manager_events,
};

static const struct wl_interface *surface_types[] = { &wl_surface_interface };
static const struct wl_interface *parent_window_types[] = { &snack_plasma_window_interface };
static const struct wl_message plasma_window_requests[] = {
    { "set_state", "uu", no_types },
    { "set_virtual_desktop", "u", no_types },
    { "set_minimized_geometry", "ouuuu", rectangle_types },
    { "unset_minimized_geometry", "o", surface_types },
    { "highlight", "", no_types },
    { "close", "", no_types },
    { "request_move", "3", no_types },
    { "request_resize", "3", no_types },
    { "destroy", "4", no_types },
};
static const struct wl_message plasma_window_events[] = {
    { "title_changed", "s", no_types },
    { "app_id_changed", "s", no_types },
    { "state_changed", "u", no_types },
    { "virtual_desktop_changed", "i", no_types },
    { "themed_icon_name_changed", "s", no_types },
    { "unmapped", "", no_types },
    { "initial_state", "4", no_types },
    { "parent_window", "5?o", parent_window_types },
    { "geometry", "6iiuu", no_types },
    { "icon_changed", "7", no_types },
    { "pid_changed", "u", no_types },
    { "virtual_desktop_entered", "8s", no_types },
    { "virtual_desktop_left", "8s", no_types },
    { "application_menu", "10ss", no_types },
    { "activity_entered", "14s", no_types },
    { "activity_left", "14s", no_types },
    { "resource_name_changed", "16s", no_types },
};
const struct wl_interface snack_plasma_window_interface = {
    "org_kde_plasma_window", 4, 9, plasma_window_requests, 17, plasma_window_events,
};
