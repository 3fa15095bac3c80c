/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* A GTK 4 app showing a snack with Undo through libsnackbar-gtk4. It prints where the Undo button is
 * ("undo-at X Y", surface pixels for `xdotool mousemove --window`), then what the snack reports. */
#include <snackbar-gtk4.h>
#include <stdio.h>

static GtkWidget *overlay;
static int found_x = -1, found_y = -1, last_x = -1, last_y = -1;

static void find_undo(GtkWidget *widget) {
    if (GTK_IS_BUTTON(widget) && g_strcmp0(gtk_button_get_label(GTK_BUTTON(widget)), "Undo") == 0 &&
        gtk_widget_get_mapped(widget) && gtk_widget_get_width(widget) > 0) {
        GtkNative *native = gtk_widget_get_native(widget);
        graphene_point_t center = GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) / 2.0f, gtk_widget_get_height(widget) / 2.0f);
        graphene_point_t in_window;
        double dx, dy;
        if (gtk_widget_compute_point(widget, GTK_WIDGET(native), &center, &in_window)) {
            gtk_native_get_surface_transform(native, &dx, &dy);
            found_x = (int)(in_window.x + dx);
            found_y = (int)(in_window.y + dy);
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        find_undo(child);
}

static gboolean look_for_undo(gpointer window) {
    found_x = found_y = -1;
    find_undo(GTK_WIDGET(window));
    /* On screen and standing still (any slide-in is over). */
    gboolean settled = found_x >= 0 && found_y >= 0 && found_x == last_x && found_y == last_y;
    last_x = found_x;
    last_y = found_y;
    if (!settled) return G_SOURCE_CONTINUE;
    printf("undo-at %d %d\n", found_x, found_y);
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

static void on_action(const char *snack_id, const char *action_id, gpointer user_data) {
    printf("action %s %s %s\n", snack_id, action_id, (const char *)user_data);
    fflush(stdout);
}

static void on_dismissed(const char *snack_id, int reason, const char *action_id, gpointer user_data) {
    printf("dismissed %s %d %s\n", snack_id, reason, action_id ? action_id : "-");
    fflush(stdout);
    g_main_loop_quit(user_data);
}

static void freed(gpointer data) {
    printf("freed %s\n", (const char *)data);
    fflush(stdout);
}

static gboolean give_up(gpointer loop) {
    printf("timeout: no click\n");
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

int main(void) {
    gtk_init();
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Gtk4 C Undo");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 360);
    overlay = snackbar_gtk4_overlay_new(gtk_label_new("notes.txt"));
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    if (snackbar_gtk4_overlay_show(NULL, "x", NULL, "m", SNACKBAR_GTK4_KIND_NEUTRAL, SNACKBAR_GTK4_PRIORITY_NORMAL, 0, NULL, NULL, NULL, NULL, NULL, NULL,
                                   NULL, NULL, NULL, NULL) != SNACKBAR_GTK4_ERROR_NULL_ARGUMENT)
        return 2;
    int status = snackbar_gtk4_overlay_show(overlay, "moved", "Moved", "notes.txt moved to the bin",
                                            SNACKBAR_GTK4_KIND_INFO, SNACKBAR_GTK4_PRIORITY_NORMAL, -1, "undo", "Undo", "open", "Open", on_action,
                                            "action-data", freed, on_dismissed, loop, NULL);
    printf("show %s\n", snackbar_gtk4_status_message(status));
    fflush(stdout);
    g_timeout_add(50, look_for_undo, window);
    g_timeout_add_seconds(60, give_up, loop);
    g_main_loop_run(loop);
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE));
    return 0;
}
