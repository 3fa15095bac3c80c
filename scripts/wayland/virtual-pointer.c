/* virtual-pointer: gives a headless wlroots compositor's seat a pointer device, so that
 * `swaymsg seat seat0 cursor set|press|release` reaches the clients (with WLR_LIBINPUT_NO_DEVICES the
 * seat has none, and GTK then never binds a wl_pointer). Prints "ready" once the device exists and
 * holds it until the compositor goes away. Built and started by session.sh. */
#include <stdio.h>
#include <string.h>
#include <wayland-client.h>

/* The protocol's two interfaces as far as this client uses them, written out by hand so it needs no
 * protocol XML: the manager's create_virtual_pointer(seat, new id), and the pointer itself, which only
 * has to exist (no request is ever sent on it: sway moves the cursor). */
static const struct wl_interface virtual_pointer_interface = { "zwlr_virtual_pointer_v1", 1, 0, NULL, 0, NULL };
static const struct wl_interface *create_types[] = { &wl_seat_interface, &virtual_pointer_interface };
static const struct wl_message manager_requests[] = { { "create_virtual_pointer", "?on", create_types } };
static const struct wl_interface manager_interface = { "zwlr_virtual_pointer_manager_v1", 1, 1, manager_requests, 0, NULL };

static struct wl_seat *seat;
static struct wl_proxy *manager;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    if (strcmp(interface, "wl_seat") == 0 && !seat) seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    if (strcmp(interface, manager_interface.name) == 0) manager = wl_registry_bind(registry, name, &manager_interface, 1);
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = { global, global_remove };

int main(void) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) { fprintf(stderr, "virtual-pointer: cannot connect to the Wayland display\n"); return 1; }
    wl_registry_add_listener(wl_display_get_registry(display), &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!manager || !seat) { fprintf(stderr, "virtual-pointer: the compositor has no %s\n", manager_interface.name); return 1; }
    wl_proxy_marshal_constructor(manager, 0, &virtual_pointer_interface, seat, NULL);
    wl_display_roundtrip(display);
    puts("ready");
    fflush(stdout);
    while (wl_display_dispatch(display) != -1) {}
    return 0;
}
