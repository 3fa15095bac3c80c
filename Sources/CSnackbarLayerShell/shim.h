#ifndef SNACKBAR_CLAYERSHELL_SHIM_H
#define SNACKBAR_CLAYERSHELL_SHIM_H

// gtk-layer-shell 0.8 (pkg-config gtk-layer-shell-0): GTK 3 windows as wlr layer surfaces. Its
// pkg-config flags put the header's own directory on the include path.
#include <gtk-layer-shell.h>
#include <wayland-client.h>
#include <string.h>

// Asking the compositor for its globals before GDK opens the display, so that a process can choose
// its GDK backend (Xwayland where there is no layer shell). A registry listener is a struct of C
// function pointers, written here in C rather than as Swift thunks.
struct snack_global_probe {
    const char *name;
    int found;
};

static void snack_registry_global(void *data, struct wl_registry *registry, uint32_t id, const char *interface, uint32_t version) {
    struct snack_global_probe *probe = data;
    if (strcmp(interface, probe->name) == 0) probe->found = 1;
}

static void snack_registry_global_remove(void *data, struct wl_registry *registry, uint32_t id) {}

/* Whether the compositor at $WAYLAND_DISPLAY advertises the global `name` (1 or 0); -1 when it cannot
   be reached. Opens and closes a connection of its own: one round trip. */
static inline int snack_wayland_has_global(const char *name) {
    static const struct wl_registry_listener listener = { snack_registry_global, snack_registry_global_remove };
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return -1;
    struct snack_global_probe probe = { name, 0 };
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &listener, &probe);
    int status = wl_display_roundtrip(display);
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return status < 0 ? -1 : probe.found;
}

#endif
