/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* A GTK 4 app in C whose window comes from window.ui: three snacks stacked over its content, one's progress
 * moved in place, Undo as a window action, F6 to reach the newest snack from the keyboard, and each snack's one
 * `dismissed` (closing the window ends the others with `shutdown`).
 * Build: cc app.c $(pkg-config --cflags --libs snackbar-gtk4); run beside window.ui. */
#include <snackbar-gtk4.h>
#include <stdio.h>

static int dismissed;

static void on_dismissed(SnackbarToast *toast, SnackbarReason reason, gpointer loop) {
    GEnumClass *reasons = g_type_class_ref(SNACKBAR_TYPE_REASON);
    printf("dismissed %s %s\n", snackbar_toast_get_id(toast), g_enum_get_value(reasons, reason)->value_nick);
    fflush(stdout);
    g_type_class_unref(reasons);
    if (++dismissed == 3) g_main_loop_quit(loop);
}

static void on_action(SnackbarToast *toast, gpointer window) {
    printf("action %s\n", snackbar_toast_get_id(toast));
    fflush(stdout);
    /* The window closes once Undo is done: the snacks still up end with `shutdown`. */
    g_idle_add_once((GSourceOnceFunc)gtk_window_destroy, window);
}

/* F6 takes the keyboard to the newest snack. The call returns a SnackbarStatus, SNACKBAR_OK (0) when it did. */
static gboolean on_f6(GtkWidget *window, GVariant *args, gpointer overlay) {
    (void)window;
    (void)args;
    puts(snackbar_overlay_focus_newest(overlay) == SNACKBAR_OK ? "focused" : "nothing to focus");
    fflush(stdout);
    return TRUE;
}

static void on_undo(GSimpleAction *action, GVariant *file, gpointer data) {
    (void)action;
    (void)data;
    printf("undo %s\n", g_variant_get_string(file, NULL));
    fflush(stdout);
}

int main(void) {
    gtk_init();
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    GtkBuilder *builder = gtk_builder_new_from_file("window.ui");
    GtkWindow *window = GTK_WINDOW(gtk_builder_get_object(builder, "window"));
    gtk_window_set_title(window, "Snackbar UI C");
    GSimpleActionGroup *actions = g_simple_action_group_new();
    GSimpleAction *undo = g_simple_action_new("undo", G_VARIANT_TYPE_STRING);
    g_signal_connect(undo, "activate", G_CALLBACK(on_undo), NULL);
    g_action_map_add_action(G_ACTION_MAP(actions), G_ACTION(undo));
    gtk_widget_insert_action_group(GTK_WIDGET(window), "win", G_ACTION_GROUP(actions));
    gtk_window_present(window);
    SnackbarOverlay *overlay = SNACKBAR_OVERLAY(gtk_builder_get_object(builder, "overlay"));
    const char *names[] = {"copy", "trash", "saved"};
    for (size_t index = 0; index < G_N_ELEMENTS(names); index++) {
        SnackbarToast *toast = SNACKBAR_TOAST(gtk_builder_get_object(builder, names[index]));
        g_signal_connect(toast, "dismissed", G_CALLBACK(on_dismissed), loop);
        g_signal_connect(toast, "action", G_CALLBACK(on_action), window);
        snackbar_overlay_add_toast(overlay, g_object_ref(toast));
    }
    /* Half copied: the bar moves, the snack keeps its place. */
    g_object_set(gtk_builder_get_object(builder, "copy"), "progress", 0.5, NULL);
    GtkEventController *shortcuts = gtk_shortcut_controller_new();
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(shortcuts),
                                         gtk_shortcut_new(gtk_shortcut_trigger_parse_string("F6"),
                                                          gtk_callback_action_new(on_f6, overlay, NULL)));
    gtk_widget_add_controller(GTK_WIDGET(window), shortcuts);
    g_main_loop_run(loop);
    g_object_unref(builder);
    return 0;
}
