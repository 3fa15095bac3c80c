/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* Three snacks at the bottom, then the oldest (the farthest from the edge) dismissed: prints whether its text,
 * two frames into its slide out, is within 30 px of where it was (a card is about 70 px high), "kept its place",
 * or "jumped N px". */
#include "toast-test.h"

static gboolean shows(GtkWidget *widget, const char *text) {
    return GTK_IS_LABEL(widget) && g_strcmp0(gtk_label_get_text(GTK_LABEL(widget)), text) == 0;
}

static GtkWidget *label(GtkWidget *widget, const char *text) {
    if (shows(widget, text)) return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = label(child, text);
        if (found) return found;
    }
    return NULL;
}

/* The top of the label showing `text`, in the window's coordinates; -1 when none. */
static float top_of(GtkWidget *window, const char *text) {
    GtkWidget *found = label(window, text);
    graphene_point_t origin = GRAPHENE_POINT_INIT(0, 0), point;
    return found && gtk_widget_compute_point(found, window, &origin, &point) ? point.y : -1;
}

static gboolean count_down(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    (void)clock;
    return --*(int *)data > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/* Runs the main loop for `count` frames (a tick callback keeps the frame clock running meanwhile). */
static void frames(GtkWidget *window, int count) {
    gtk_widget_add_tick_callback(window, count_down, &count, NULL);
    while (count > 0) g_main_context_iteration(NULL, TRUE);
}

int main(void) {
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
    GtkWidget *overlay = snackbar_gtk4_overlay_new(gtk_label_new("content"));
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(window)) g_main_context_iteration(NULL, TRUE);
    const char *ids[] = {"one", "two", "three"};
    for (int index = 0; index < 3; index++) {
        SnackbarSnack *snack = snackbar_snack_new(ids[index]);
        snackbar_snack_set_id(snack, ids[index]);
        snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
        snackbar_gtk4_overlay_add(overlay, snack);
        snackbar_snack_free(snack);
    }
    /* Until the stack stands still: its slide-ins are over. */
    float before = -2, now = -1;
    while (now != before) {
        before = now;
        frames(window, 30);
        now = top_of(window, "one");
    }
    snackbar_gtk4_overlay_dismiss(overlay, "one");
    frames(window, 2);
    float after = top_of(window, "one");
    if (after < 0)
        printf("gone at once\n");
    else if (after - before > 30 || before - after > 30)
        printf("jumped %.0f px\n", after - before);
    else
        printf("kept its place\n");
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE));
    return 0;
}
