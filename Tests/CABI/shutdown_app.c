/* shutdown_app: a plain gtk_main() app with a snack up when the user closes its window. The window's
 * Quit button destroys it, which ends gtk_main(); main returns. The snack's dismissed callback prints
 * "dismissed <id> <reason>" (SNACKBAR_REASON_SHUTDOWN is 7), then "main returned" is printed before
 * it: the library ends the snack at the process's normal exit. Run by EmbeddingTests. */
#include <snackbar.h>
#include <gtk/gtk.h>
#include <stdio.h>

static void on_dismissed(const char *id, SnackbarReason reason, const char *action_id, void *data) {
    (void) action_id;
    (void) data;
    printf("dismissed %s %d\n", id, (int) reason);
    fflush(stdout);
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "shutdown app");
    gtk_window_set_default_size(GTK_WINDOW(window), 300, 200);
    gtk_window_move(GTK_WINDOW(window), 100, 300);
    GtkWidget *button = gtk_button_new_with_label("Quit");
    gtk_container_add(GTK_CONTAINER(window), button);
    g_signal_connect_swapped(button, "clicked", G_CALLBACK(gtk_widget_destroy), window);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);

    SnackbarSnack *snack = snackbar_snack_new("Still up when the app quits");
    snackbar_snack_set_id(snack, "up");
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
    snackbar_snack_show(snack, NULL);
    snackbar_snack_free(snack);

    gtk_main();
    printf("main returned\n");
    fflush(stdout);
    return 0;
}
