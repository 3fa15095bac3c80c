/*
 * Tests only: refused anchors. The snacks are anchored in the app's window; then snackbar_anchor_to_window() gets a
 * label, and later a window the user closed that the app still holds. Prints each call's status ("anchor WHAT N"),
 * each warning ("log Snackbar MESSAGE"), and after each refusal where a snack shown then was placed: "placed ID
 * inside" when within the app's window, else "placed ID outside".
 */
#include <gtk/gtk.h>
#include <snackbar.h>
#include <stdio.h>

static GtkWidget *window;

static void on_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)level, (void)data;
    printf("log %s %s\n", domain, message);
}

static void show(const char *id) {
    SnackbarSnack *snack = snackbar_snack_new(id);
    snackbar_snack_set_id(snack, id);
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    snackbar_snack_show(snack, NULL);
    snackbar_snack_free(snack);
}

static void on_event(const char *snack_id, SnackbarEvent event, SnackbarReason reason, int x, int y, int width, int height,
                     void *data) {
    (void)reason, (void)data;
    static char last[32];
    /* A window placed again (the app's window settling) is reported once. */
    if (event != SNACKBAR_EVENT_PLACED || g_str_equal(last, snack_id)) return;
    g_strlcpy(last, snack_id, sizeof last);
    int left, top;
    gdk_window_get_origin(gtk_widget_get_window(window), &left, &top);
    gboolean inside = x >= left && y >= top && x + width <= left + gtk_widget_get_allocated_width(window) &&
                      y + height <= top + gtk_widget_get_allocated_height(window);
    printf("placed %s %s\n", snack_id, inside ? "inside" : "outside");
    if (g_str_equal(snack_id, "after-label")) {
        GtkWidget *closed = g_object_ref_sink(gtk_window_new(GTK_WINDOW_TOPLEVEL));
        gtk_widget_destroy(closed);
        printf("anchor destroyed %d\n", snackbar_anchor_to_window(closed));
        g_object_unref(closed);
        show("after-destroyed");
    } else {
        gtk_main_quit();
    }
}

static gboolean on_map(GtkWidget *widget, GdkEvent *event, gpointer data) {
    (void)widget, (void)event, (void)data;
    GtkWidget *label = g_object_ref_sink(gtk_label_new("x"));
    printf("anchor label %d\n", snackbar_anchor_to_window(label));
    g_object_unref(label);
    show("after-label");
    return FALSE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    g_log_set_handler("Snackbar", G_LOG_LEVEL_MASK, on_log, NULL);
    window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "anchor app");
    gtk_window_set_default_size(GTK_WINDOW(window), 500, 300);
    gtk_window_move(GTK_WINDOW(window), 300, 200);
    printf("anchor window %d\n", snackbar_anchor_to_window(window));
    snackbar_set_event_callback(on_event, NULL, NULL);
    g_signal_connect(window, "map-event", G_CALLBACK(on_map), NULL);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
