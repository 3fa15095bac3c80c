/* idle-observer MILLISECONDS: a Wayland client that says when the seat has had no input for that long
 * ("idle") and when input comes again ("resumed"), through the compositor's org_kde_kwin_idle, the
 * source the popup service follows. Prints "ready" once its timer runs. Built by the Wayland tests
 * with the service's C protocol code (Sources/CSnackbarWayland). */
#include <stdio.h>
#include <stdlib.h>
#include <wayland-client.h>
#include "snackbar-wayland.h"

static struct snack_wayland_attention *attention;
static bool ready, away;

/* The first call comes once the compositor answered; each later one prints a change of idle. */
static int changed(void *first, void *second, void *data) {
    if (!snack_wayland_attention_is_known(attention)) return 0;
    if (!ready) {
        if (!snack_wayland_attention_follows_idle(attention)) {
            fprintf(stderr, "idle-observer: the compositor has no org_kde_kwin_idle\n");
            exit(1);
        }
        ready = true;
        puts("ready");
    } else if (snack_wayland_attention_is_away(attention) != away) {
        away = !away;
        puts(away ? "idle" : "resumed");
    }
    fflush(stdout);
    return 0;
}

int main(int argc, char **argv) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display || argc != 2) { fprintf(stderr, "usage: idle-observer MILLISECONDS, on a Wayland display\n"); return 1; }
    attention = snack_wayland_attention_new(display, (uint32_t)atoi(argv[1]), false, changed, NULL);
    if (!attention) { fprintf(stderr, "idle-observer: out of memory\n"); return 1; }
    while (wl_display_dispatch(display) != -1) {}
    return 0;
}
