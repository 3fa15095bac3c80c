/* The floor: a minimal C GTK 3 program that maps one undecorated window, as a snack popup is. */
#include <gtk/gtk.h>

int main(int argc, char **argv) {
    if (!gtk_init_check(&argc, &argv)) return 3;
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
    gtk_window_set_type_hint(GTK_WINDOW(window), GDK_WINDOW_TYPE_HINT_NOTIFICATION);
    gtk_widget_set_size_request(window, 428, 48);
    gtk_container_add(GTK_CONTAINER(window), gtk_label_new("Hello"));
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
