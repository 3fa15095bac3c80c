/* The in-app anchor: a C GTK 3 program that makes and shows one new undecorated notification-type window
 * (a label inside), waits for its map-event and destroys it, 500 times (or as many as its argument says);
 * prints p50 and p99 of show → map-event (what a GTK window costs on this display, beside the renderer's
 * add → mapped). */
#include <gtk/gtk.h>
#include <stdlib.h>
static double *samples;
static int wanted = 500;
static int count = 0;
static gint64 started;
static GtkWidget *shown;
static gboolean next(gpointer unused);
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static gboolean mapped(GtkWidget *window, GdkEvent *event, gpointer data) {
    samples[count++] = (g_get_monotonic_time() - started) / 1000.0;
    if (count == wanted) {
        qsort(samples, wanted, sizeof(double), cmp);
        printf("C GTK window show → map-event  p50 %.2f ms  p99 %.2f ms\n", samples[wanted / 2], samples[wanted * 99 / 100]);
        gtk_main_quit();
    } else g_idle_add(next, NULL);
    /* The window goes in the next idle, not here: GtkWindow's own map-event handler runs after this one
     * and hides a window it finds unmapped, which a destroyed one is (a critical on its NULL GdkWindow). */
    return FALSE;
}
static gboolean next(gpointer unused) {
    if (shown) gtk_widget_destroy(shown);
    started = g_get_monotonic_time();
    GtkWidget *window = shown = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
    gtk_window_set_type_hint(GTK_WINDOW(window), GDK_WINDOW_TYPE_HINT_NOTIFICATION);
    gtk_window_set_accept_focus(GTK_WINDOW(window), FALSE);
    gtk_window_move(GTK_WINDOW(window), 426, 700);
    gtk_widget_set_size_request(window, 428, 48);
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Sample"));
    g_signal_connect(window, "map-event", G_CALLBACK(mapped), NULL);
    gtk_widget_show_all(window);
    return G_SOURCE_REMOVE;
}
int main(int argc, char **argv) {
    if (!gtk_init_check(&argc, &argv)) return 3;
    if (argc > 1 && (wanted = atoi(argv[1])) < 1) {
        fprintf(stderr, "window-floor: '%s' is not a number of windows (1 or more)\n", argv[1]);
        return 2;
    }
    samples = g_new(double, wanted);
    g_idle_add(next, NULL);
    gtk_main();
    return 0;
}
