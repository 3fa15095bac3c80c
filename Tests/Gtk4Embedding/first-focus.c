/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* A chat-like GTK 4 window: the snacks' overlay over the messages, the window's own focus widget, a Send
 * button, below it (after the overlay in the focus chain), and a snack with Undo added before the window is
 * presented. It prints "focus LABEL" (the window's first focus) and "ready" once the window is on screen,
 * then "pressed send" or "pressed undo" for whichever a key press reaches. Run as `first-focus asked`, the app
 * asks for the snack's focus (snackbar_gtk4_overlay_focus_newest) before presenting the window, and prints the
 * call's status ("asked 0"). */
#include <snackbar-gtk4.h>
#include <stdio.h>

static GMainLoop *loop;

static void pressed(const char *what) {
    printf("pressed %s\n", what);
    fflush(stdout);
    g_main_loop_quit(loop);
}

static void on_send(GtkButton *button, gpointer data) { pressed("send"); }

static void on_action(const char *snack_id, const char *action_id, gpointer user_data) { pressed(action_id); }

static gboolean report(gpointer window) {
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(window));
    while (focus && !GTK_IS_BUTTON(focus)) focus = gtk_widget_get_parent(focus);
    const char *label = focus ? gtk_button_get_label(GTK_BUTTON(focus)) : NULL;
    printf("focus %s\nready\n", label ? label : "none");
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

static void on_map(GtkWidget *window, gpointer data) { g_idle_add(report, window); }

static gboolean give_up(gpointer data) {
    pressed("nothing");
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    gtk_init();
    loop = g_main_loop_new(NULL, FALSE);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Gtk4 C first focus");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *overlay = snackbar_gtk4_overlay_new(gtk_label_new("messages"));
    gtk_widget_set_vexpand(overlay, TRUE);
    gtk_box_append(GTK_BOX(column), overlay);
    GtkWidget *send = gtk_button_new_with_label("Send");
    g_signal_connect(send, "clicked", G_CALLBACK(on_send), NULL);
    gtk_box_append(GTK_BOX(column), send);
    gtk_window_set_child(GTK_WINDOW(window), column);
    SnackbarSnack *snack = snackbar_snack_new("Message moved");
    snackbar_snack_set_id(snack, "moved");
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    snackbar_snack_add_action(snack, "undo", "Undo", on_action, NULL, NULL);
    snackbar_gtk4_overlay_add(overlay, snack);
    snackbar_snack_free(snack);
    if (argc > 1 && g_str_equal(argv[1], "asked")) {
        printf("asked %d\n", snackbar_gtk4_overlay_focus_newest(overlay));
        fflush(stdout);
    }
    g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
    gtk_window_present(GTK_WINDOW(window));
    g_timeout_add_seconds(60, give_up, NULL);
    g_main_loop_run(loop);
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE));
    return 0;
}
