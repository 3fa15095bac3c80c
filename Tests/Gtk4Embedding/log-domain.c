/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* The GObject types warn in the log domain "Snackbar", as the rest of the library does: a toast added twice is
 * refused, and the warning reaches this program's handler for the domain, printed as "handled DOMAIN MESSAGE". */
#include <snackbar-gtk4.h>
#include <stdio.h>

static void on_log(const char *domain, GLogLevelFlags level, const char *message, gpointer data) {
    (void)level;
    (void)data;
    printf("handled %s %s\n", domain, message);
}

int main(void) {
    gtk_init();
    g_log_set_handler("Snackbar", G_LOG_LEVEL_MASK, on_log, NULL);
    GtkWidget *window = gtk_window_new();
    GtkWidget *overlay = snackbar_overlay_new();
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(window)) g_main_context_iteration(NULL, TRUE);
    SnackbarToast *toast = g_object_new(SNACKBAR_TYPE_TOAST, "id", "saved", "message", "Saved", "timeout", 0, NULL);
    printf("add %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(toast)));
    printf("add again %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(toast)));
    gtk_window_destroy(GTK_WINDOW(window));
    g_object_unref(toast);
    return 0;
}
