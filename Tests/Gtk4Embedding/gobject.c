/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* SnackbarOverlay and SnackbarToast from C, each result on a line of its own: a toast shown twice is refused,
 * a progress update emits nothing, dismiss() ends it with `programmatic`; an overlay moved to another window
 * keeps its snacks and its calls when the first window closes, and ends them with `shutdown` when the second
 * does, keeping the app's widget and taking snacks again in a third; an overlay destroyed outside any window ends its toast with `shutdown`; its hold while the window is
 * unseen is on by default, and the property turns it off with one notify. */
#include "toast-test.h"
#include <stdio.h>

static SnackbarToast *toast(const char *id) {
    SnackbarToast *made = g_object_new(SNACKBAR_TYPE_TOAST, "id", id, "message", id, "timeout", 0, NULL);
    g_signal_connect(made, "dismissed", G_CALLBACK(on_dismissed), NULL);
    return made;
}

static void on_notify(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)object;
    (void)pspec;
    (*(int *)data)++;
}

static void settle(void) {
    while (g_main_context_iteration(NULL, FALSE));
}

static GtkWidget *window_with(GtkWidget *child) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 360);
    gtk_window_set_child(GTK_WINDOW(window), child);
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(window)) g_main_context_iteration(NULL, TRUE);
    return window;
}

int main(void) {
    gtk_init();
    GtkWidget *overlay = snackbar_overlay_new();
    GtkWidget *content = gtk_label_new("content");
    snackbar_overlay_set_child(SNACKBAR_OVERLAY(overlay), content);
    g_object_ref(overlay);
    GtkWidget *first = window_with(overlay);
    SnackbarToast *one = toast("one"), *two = toast("two");
    printf("add one %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(one)));
    printf("add one again %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(one)));
    printf("add two %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(two)));
    g_object_set(one, "progress", 0.5, NULL);
    settle();
    snackbar_toast_dismiss(one);
    settle();
    /* Moved: the first window's end is none of its business any more. */
    gtk_window_set_child(GTK_WINDOW(first), NULL);
    GtkWidget *second = window_with(overlay);
    gtk_window_destroy(GTK_WINDOW(first));
    settle();
    SnackbarToast *three = toast("three");
    printf("add three after the move %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(three)));
    printf("closing the second window\n");
    fflush(stdout);
    gtk_window_destroy(GTK_WINDOW(second));
    settle();
    printf("after the close: child %s\n", snackbar_overlay_get_child(SNACKBAR_OVERLAY(overlay)) == content ? "kept" : "lost");
    GtkWidget *third = window_with(overlay);
    SnackbarToast *five = toast("five");
    printf("add five in a third window %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), g_object_ref(five)));
    settle();
    snackbar_toast_dismiss(five);
    settle();
    gtk_window_destroy(GTK_WINDOW(third));
    settle();
    g_object_unref(overlay);
    /* Never in a window: its snack ends when the overlay does. */
    GtkWidget *lone = g_object_ref_sink(snackbar_overlay_new());
    SnackbarToast *four = toast("four");
    snackbar_overlay_add_toast(SNACKBAR_OVERLAY(lone), g_object_ref(four));
    printf("destroying an overlay outside any window\n");
    fflush(stdout);
    g_object_unref(lone);
    settle();
    GtkWidget *held = g_object_ref_sink(snackbar_overlay_new());
    int notified = 0;
    g_signal_connect(held, "notify::hold-while-unseen", G_CALLBACK(on_notify), &notified);
    gboolean before = FALSE;
    g_object_get(held, "hold-while-unseen", &before, NULL);
    g_object_set(held, "hold-while-unseen", FALSE, NULL);
    g_object_set(held, "hold-while-unseen", FALSE, NULL);
    printf("hold-while-unseen %d then %d, notified %d\n", before,
           snackbar_overlay_get_hold_while_unseen(SNACKBAR_OVERLAY(held)), notified);
    g_object_unref(held);
    g_object_unref(one);
    g_object_unref(two);
    g_object_unref(three);
    g_object_unref(four);
    g_object_unref(five);
    return 0;
}
