/* c-app: a GTK 3 app in C that shows one snack with an Undo action and prints what happened:
 *   shown <id>             once the snack is on its way
 *   action <id> <action>   from the action's callback
 *   dismissed <id> <reason> [<action>]   from the dismissed callback, then the app quits
 */
#include <gtk/gtk.h>
#include <snackbar.h>
#include <stdio.h>

static const char *reason_name(SnackbarReason reason) {
    static const char *names[] = {"timeout", "action", "closed", "swiped", "escape",
                                  "replaced", "removed", "shutdown", "rejected"};
    return (unsigned) reason < G_N_ELEMENTS(names) ? names[reason] : "unknown";
}

static void on_undo(const char *snack_id, const char *action_id, void *user_data) {
    int *clicks = user_data;
    *clicks += 1;
    printf("action %s %s\n", snack_id, action_id);
    fflush(stdout);
}

static void on_dismissed(const char *snack_id, SnackbarReason reason, const char *action_id, void *user_data) {
    (void) user_data;
    printf("dismissed %s %s%s%s\n", snack_id, reason_name(reason), action_id ? " " : "", action_id ? action_id : "");
    fflush(stdout);
    gtk_main_quit();
}

int main(int argc, char **argv) {
    if (!gtk_init_check(&argc, &argv)) {
        fprintf(stderr, "c-app: cannot open display\n");
        return 2;
    }
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "C app");
    gtk_window_set_default_size(GTK_WINDOW(window), 320, 120);
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("A C app using libsnackbar"));
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(window);

    static int clicks = 0;
    SnackbarSnack *snack = snackbar_snack_new("report.pdf was deleted");
    snackbar_snack_set_title(snack, "File deleted");
    snackbar_snack_set_kind(snack, SNACKBAR_KIND_INFO);
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_LONG);
    snackbar_snack_add_action(snack, "undo", "Undo", on_undo, &clicks, NULL);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);

    char *id = NULL;
    int status = snackbar_snack_show(snack, &id);
    snackbar_snack_free(snack); /* the shown snack is a copy */
    if (status != SNACKBAR_OK) {
        fprintf(stderr, "c-app: %s\n", snackbar_status_message(status));
        return 1;
    }
    printf("shown %s\n", id);
    fflush(stdout);
    snackbar_string_free(id);

    gtk_main();
    return clicks == 1 ? 0 : 3;
}
