#ifndef SNACKBAR_CSNACKBARGTK4_SHIM_H
#define SNACKBAR_CSNACKBARGTK4_SHIM_H

/* GTK 4 alone: a process that imports this module must never load GTK 3 (CGtk). */
#include <gtk/gtk.h>
#include <glib-unix.h>

/* g_object_new is variadic and "accessible-role" is construct-only: a box with its role for screen readers. */
static inline GtkWidget *snack4_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", role, NULL));
}

/* gtk_accessible_update_property is variadic: the label screen readers speak. */
static inline void snack4_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* GTK_IS_WINDOW is a type-check macro: the library places its overlay only in a window an app hands in. */
static inline gboolean snack4_is_window(gpointer object) {
    return object != NULL && GTK_IS_WINDOW(object);
}

/* GTK_IS_WIDGET is a type-check macro: guards pointers an app hands in. */
static inline gboolean snack4_is_widget(gpointer object) {
    return object != NULL && GTK_IS_WIDGET(object);
}

#endif
