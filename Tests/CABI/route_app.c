/* route_app: a snack shown while the app has no active window (it has no window at all), with the route to
 * the desktop turned on from C: libsnackbar's snackbar_set_route_to_desktop_when_inactive(), or, built with
 * -DROUTE_GTK4, libsnackbar-gtk4's SnackbarOverlay property "route-to-desktop-when-inactive" on an overlay in
 * no window. The snack is the popup service's popup; the action callback prints "action <id> <action>", the
 * dismissed callback "dismissed <id> <reason> <action>" and quits. Run by DesktopRouteTests. */
#ifdef ROUTE_GTK4
#include <snackbar-gtk4.h>
#else
#include <gtk/gtk.h>
#include <snackbar.h>
#endif
#include <stdio.h>

static GMainLoop *loop;

static void on_action(const char *id, const char *action_id, void *data) {
    (void)data;
    printf("action %s %s\n", id, action_id);
    fflush(stdout);
}

static void on_dismissed(const char *id, SnackbarReason reason, const char *action_id, void *data) {
    (void)data;
    printf("dismissed %s %d %s\n", id, (int)reason, action_id ? action_id : "-");
    fflush(stdout);
    g_main_loop_quit(loop);
}

int main(int argc, char **argv) {
    SnackbarSnack *snack = snackbar_snack_new("Routed from C");
    snackbar_snack_set_id(snack, "c");
    snackbar_snack_set_duration_seconds(snack, 60);
    snackbar_snack_add_action(snack, "undo", "Undo", on_action, NULL, NULL);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
#ifdef ROUTE_GTK4
    (void)argc;
    (void)argv;
    gtk_init();
    GtkWidget *overlay = g_object_ref_sink(snackbar_overlay_new());
    g_object_set(overlay, "route-to-desktop-when-inactive", TRUE, NULL);
    gboolean route = FALSE;
    g_object_get(overlay, "route-to-desktop-when-inactive", &route, NULL);
    printf("route %d\n", route);
    printf("show %d\n", snackbar_overlay_add_snack(SNACKBAR_OVERLAY(overlay), snack));
#else
    gtk_init(&argc, &argv);
    printf("route %d\n", snackbar_set_route_to_desktop_when_inactive(TRUE));
    printf("show %d\n", snackbar_snack_show(snack, NULL));
#endif
    fflush(stdout);
    snackbar_snack_free(snack);
    loop = g_main_loop_new(NULL, FALSE);
    g_main_loop_run(loop);
    return 0;
}
