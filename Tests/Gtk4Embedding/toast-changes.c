/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* A SnackbarToast changed while it is shown, each result on a line of its own: its progress set to -1 takes its
 * bar away; its id stays (with a warning), so that dismiss() still ends it; an action-name without an
 * action-label warns when the toast is shown. */
#include "toast-test.h"
#include <stdio.h>

static void settle(void) {
    while (g_main_context_iteration(NULL, FALSE));
}

int main(void) {
    gtk_init();
    GtkWidget *overlay = snackbar_overlay_new();
    snackbar_overlay_set_child(SNACKBAR_OVERLAY(overlay), gtk_label_new("content"));
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 360);
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(window)) g_main_context_iteration(NULL, TRUE);
    SnackbarToast *toast = g_object_new(SNACKBAR_TYPE_TOAST, "id", "copy", "message", "Copying", "timeout", 0,
                                        "progress", 0.5, NULL);
    g_signal_connect(toast, "dismissed", G_CALLBACK(on_dismissed), NULL);
    printf("add %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(toast)));
    settle();
    printf("bar %s\n", find(overlay, GTK_TYPE_PROGRESS_BAR) ? "yes" : "no");
    g_object_set(toast, "progress", -1.0, NULL);
    settle();
    printf("bar after -1 %s\n", find(overlay, GTK_TYPE_PROGRESS_BAR) ? "yes" : "no");
    g_object_set(toast, "id", "renamed", NULL);
    printf("id %s\n", snackbar_toast_get_id(toast));
    snackbar_toast_dismiss(toast);
    settle();
    g_object_set(toast, "id", "renamed", NULL);
    printf("id once gone %s\n", snackbar_toast_get_id(toast));
    SnackbarToast *nameless = g_object_new(SNACKBAR_TYPE_TOAST, "message", "Saved", "action-name", "win.undo", NULL);
    printf("add without a label %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(nameless)));
    gtk_window_destroy(GTK_WINDOW(window));
    settle();
    g_object_unref(nameless);
    g_object_unref(toast);
    return 0;
}
