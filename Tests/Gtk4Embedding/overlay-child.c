/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* snackbar_gtk4_overlay_new() and SnackbarOverlay's child refuse a widget that no overlay can hold, one line per
 * case: a toplevel window, and a widget in a widget tree already, which stays where it was; a widget of its own
 * is the overlay's child. */
#include <snackbar-gtk4.h>
#include <stdio.h>

static const char *outcome(GtkWidget *overlay, GtkWidget *child) {
    if (!overlay) return "refused";
    return gtk_overlay_get_child(GTK_OVERLAY(overlay)) == child ? "taken" : "overlay without it";
}

int main(void) {
    gtk_init();
    GtkWidget *window = gtk_window_new();
    printf("a window %s\n", outcome(snackbar_gtk4_overlay_new(window), window));
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *label = gtk_label_new("in a box");
    gtk_box_append(GTK_BOX(box), label);
    gtk_window_set_child(GTK_WINDOW(window), box);
    printf("a widget in a box %s\n", outcome(snackbar_gtk4_overlay_new(label), label));
    printf("still in its box %s\n", gtk_widget_get_parent(label) == box ? "yes" : "no");
    GtkWidget *own = gtk_label_new("its own");
    GtkWidget *overlay = snackbar_gtk4_overlay_new(own);
    printf("a widget of its own %s\n", outcome(overlay, own));
    gtk_box_append(GTK_BOX(box), overlay);
    SnackbarOverlay *object = SNACKBAR_OVERLAY(snackbar_overlay_new());
    snackbar_overlay_set_child(object, window);
    printf("the object's child a window %s\n", snackbar_overlay_get_child(object) == window ? "taken" : "refused");
    snackbar_overlay_set_child(object, label);
    printf("the object's child a widget in a box %s\n", snackbar_overlay_get_child(object) == label ? "taken" : "refused");
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(object));
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(overlay)) g_main_context_iteration(NULL, TRUE);
    printf("mapped\n");
    gtk_window_destroy(GTK_WINDOW(window));
    return 0;
}
