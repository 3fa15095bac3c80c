/* The in-app anchor: a C GTK 3 program that makes and shows one new undecorated notification-type window
 * (a label inside), waits for its map-event and destroys it, 500 times; prints p50 and p99 of show → map-event
 * (what a GTK window costs on this display, beside the renderer's add → mapped). */
#include <gtk/gtk.h>
#include <stdlib.h>
static double samples[500];
static int count = 0;
static gint64 started;
static gboolean next(gpointer unused);
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static gboolean mapped(GtkWidget *window, GdkEvent *event, gpointer data) {
    samples[count++] = (g_get_monotonic_time() - started) / 1000.0;
    gtk_widget_destroy(window);
    if (count == 500) {
        qsort(samples, 500, sizeof(double), cmp);
        printf("C GTK window show → map-event  p50 %.2f ms  p99 %.2f ms\n", samples[250], samples[495]);
        gtk_main_quit();
    } else g_idle_add(next, NULL);
    return FALSE;
}
static gboolean next(gpointer unused) {
    started = g_get_monotonic_time();
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
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
    g_idle_add(next, NULL);
    gtk_main();
    return 0;
}
