/*
 * Tests only: the app's first call of the library is snackbar_add_with_widget ("widget") or
 * snackbar_add_with_style_sheets ("style-sheets"), a 1 s snack. Prints "dismissed ID REASON" when its dismissed
 * callback runs, and "4 s passed" 4 s after the call: a snack that waits for a later call to wake the library
 * shows late, after it.
 */
#include <gtk/gtk.h>
#include <snackbar.h>
#include <stdio.h>
#include <string.h>

static void on_dismissed(const char *snack_id, SnackbarReason reason, const char *action_id, void *data) {
    (void)action_id, (void)data;
    printf("dismissed %s %d\n", snack_id, reason);
    fflush(stdout);
    gtk_main_quit();
}

static gboolean later(gpointer data) {
    (void)data;
    printf("4 s passed\n");
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    gtk_widget_show_all(gtk_window_new(GTK_WINDOW_TOPLEVEL));
    SnackbarSnack *snack = snackbar_snack_new("The first snack");
    snackbar_snack_set_duration_seconds(snack, 1);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
    GError *error = NULL;
    char *id;
    if (argc > 1 && strcmp(argv[1], "widget") == 0) {
        id = snackbar_add_with_widget(snack, gtk_label_new("the app's label"), &error);
    } else {
        const char *const paths[] = {NULL};
        id = snackbar_add_with_style_sheets(snack, paths, 1, NULL, &error);
    }
    snackbar_snack_free(snack);
    if (!id) {
        printf("refused: %s\n", error->message);
        return 1;
    }
    g_free(id);
    g_timeout_add_seconds(4, later, NULL);
    gtk_main();
    return 0;
}
