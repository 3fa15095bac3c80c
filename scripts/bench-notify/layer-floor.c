/* The floor on Wayland: a minimal C GTK 3 program that shows one label on a layer-shell surface, as a
 * snack popup is shown on a layer-shell desktop (run it with GDK_GL=disable, as the service runs). */
#include <gtk/gtk.h>
#include <gtk-layer-shell.h>

int main(int argc, char **argv) {
    if (!gtk_init_check(&argc, &argv)) return 3;
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_layer_init_for_window(GTK_WINDOW(window));
    gtk_layer_set_layer(GTK_WINDOW(window), GTK_LAYER_SHELL_LAYER_OVERLAY);
    gtk_layer_set_anchor(GTK_WINDOW(window), GTK_LAYER_SHELL_EDGE_BOTTOM, TRUE);
    gtk_widget_set_size_request(window, 428, 48);
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Hello"));
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
