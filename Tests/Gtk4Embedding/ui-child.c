/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* A SnackbarOverlay from a .ui file with its child and a second child of type "overlay" (as a GtkOverlay
 * takes): prints which child it holds; the typed one is left out with a warning naming it. */
#include <snackbar-gtk4.h>
#include <stdio.h>

static const char *ui = "<interface>"
                        "<object class=\"SnackbarOverlay\" id=\"overlay\">"
                        "<child><object class=\"GtkLabel\" id=\"content\"><property name=\"label\">content</property></object></child>"
                        "<child type=\"overlay\"><object class=\"GtkLabel\"><property name=\"label\">typed</property></object></child>"
                        "</object></interface>";

int main(void) {
    gtk_init();
    g_type_ensure(SNACKBAR_TYPE_OVERLAY);
    GtkBuilder *builder = gtk_builder_new_from_string(ui, -1);
    GtkWidget *overlay = GTK_WIDGET(gtk_builder_get_object(builder, "overlay"));
    GtkWidget *child = snackbar_overlay_get_child(SNACKBAR_OVERLAY(overlay));
    printf("child %s\n", child == GTK_WIDGET(gtk_builder_get_object(builder, "content")) ? "content" : "other");
    g_object_ref_sink(overlay);
    g_object_unref(builder);
    g_object_unref(overlay);
    printf("done\n");
    return 0;
}
