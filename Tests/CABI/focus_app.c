/*
 * Tests only: an app window whose text entry has the keyboard, and one snack with an action. Once the snack is
 * placed, the app calls snackbar_focus_newest() and prints its status ("focus status 0"); then the name of the X
 * window that has the keyboard once it is the snack's ("focused snackbar: ID"), or "focused elsewhere" after 10 s.
 */
#include <X11/Xlib.h>
#include <gdk/gdkx.h>
#include <gtk/gtk.h>
#include <snackbar.h>
#include <stdio.h>

static int polls;

static gboolean check_focus(gpointer data) {
    (void)data;
    Display *display = gdk_x11_display_get_xdisplay(gdk_display_get_default());
    Window focused;
    int revert;
    XGetInputFocus(display, &focused, &revert);
    char *name = NULL;
    if (focused > PointerRoot && XFetchName(display, focused, &name) && name && g_str_has_prefix(name, "snackbar: ")) {
        printf("focused %s\n", name);
    } else if (++polls < 200) {
        if (name) XFree(name);
        return G_SOURCE_CONTINUE;
    } else {
        printf("focused elsewhere\n");
    }
    if (name) XFree(name);
    fflush(stdout);
    gtk_main_quit();
    return G_SOURCE_REMOVE;
}

static void on_event(const char *snack_id, SnackbarEvent event, SnackbarReason reason, int x, int y, int width, int height,
                     void *data) {
    (void)snack_id, (void)reason, (void)x, (void)y, (void)width, (void)height, (void)data;
    if (event != SNACKBAR_EVENT_PLACED || polls) return;
    printf("focus status %d\n", snackbar_focus_newest());
    fflush(stdout);
    g_timeout_add(50, check_focus, NULL);
}

static void on_action(const char *snack, const char *action, void *data) { (void)snack, (void)action, (void)data; }

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "focus app");
    GtkWidget *entry = gtk_entry_new();
    gtk_container_add(GTK_CONTAINER(window), entry);
    gtk_widget_show_all(window);
    gtk_widget_grab_focus(entry);
    snackbar_set_event_callback(on_event, NULL, NULL);
    SnackbarSnack *snack = snackbar_snack_new("report.pdf was deleted");
    snackbar_snack_set_id(snack, "deleted");
    snackbar_snack_add_action(snack, "undo", "Undo", on_action, NULL, NULL);
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    snackbar_snack_show(snack, NULL);
    snackbar_snack_free(snack);
    gtk_main();
    return 0;
}
