/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* Linked into a C or Vala example (Examples/gtk4-ui) by the tests, which need no line of it in the example:
 * once the Undo button stands still on screen, prints the snacks' order in the widget tree ("order …", by the
 * first word of each one's first line), the progress bar's fraction ("bar …") and the button's centre
 * ("undo-at X Y", surface pixels for `xdotool mousemove --window` or sway's seat). */
#include <gtk/gtk.h>
#include <stdio.h>

static int last_x = -1, last_y = -1, steady = 0;

static gboolean undo_center(GtkWidget *widget, int *x, int *y) {
    if (GTK_IS_BUTTON(widget) && g_strcmp0(gtk_button_get_label(GTK_BUTTON(widget)), "Undo") == 0 &&
        gtk_widget_get_mapped(widget) && gtk_widget_get_width(widget) > 0) {
        GtkNative *native = gtk_widget_get_native(widget);
        graphene_point_t center = GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) / 2.0f, gtk_widget_get_height(widget) / 2.0f);
        graphene_point_t in_window;
        double dx, dy;
        if (!gtk_widget_compute_point(widget, GTK_WIDGET(native), &center, &in_window)) return FALSE;
        gtk_native_get_surface_transform(native, &dx, &dy);
        *x = (int)(in_window.x + dx);
        *y = (int)(in_window.y + dy);
        return TRUE;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (undo_center(child, x, y)) return TRUE;
    return FALSE;
}

/* Appends the first word of each snack's first line, in tree order, and notes the progress bar's fraction. */
static void survey(GtkWidget *widget, GString *order, double *bar) {
    static const char *firsts[] = {"Copying notes.txt", "Moved", "Saved notes.txt"};
    if (GTK_IS_LABEL(widget))
        for (size_t index = 0; index < G_N_ELEMENTS(firsts); index++)
            if (g_strcmp0(gtk_label_get_text(GTK_LABEL(widget)), firsts[index]) == 0)
                g_string_append_printf(order, " %.*s", (int)strcspn(firsts[index], " "), firsts[index]);
    if (GTK_IS_PROGRESS_BAR(widget)) *bar = gtk_progress_bar_get_fraction(GTK_PROGRESS_BAR(widget));
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        survey(child, order, bar);
}

static gboolean look(gpointer data) {
    (void)data;
    GListModel *toplevels = gtk_window_get_toplevels();
    int x = -1, y = -1;
    GtkWidget *window = NULL;
    for (guint index = 0; index < g_list_model_get_n_items(toplevels) && !window; index++) {
        GtkWidget *candidate = g_list_model_get_item(toplevels, index);
        if (undo_center(candidate, &x, &y)) window = candidate;
        g_object_unref(candidate);
    }
    /* On screen and standing still for 0.3 s: any slide-in is over, and a tiling compositor (sway) has given
     * the window its size, which it does a frame or more after the window's first one. */
    steady = window && x == last_x && y == last_y ? steady + 1 : 0;
    last_x = x;
    last_y = y;
    if (steady < 6) return G_SOURCE_CONTINUE;
    GString *order = g_string_new("order");
    double bar = -1;
    survey(window, order, &bar);
    printf("%s\nbar %.2f\nundo-at %d %d\n", order->str, bar, x, y);
    fflush(stdout);
    g_string_free(order, TRUE);
    return G_SOURCE_REMOVE;
}

__attribute__((constructor)) static void start_looking(void) {
    g_timeout_add(50, look, NULL);
}
