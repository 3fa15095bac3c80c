/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* What the GTK 4 C tests share: a widget of a type in a tree, and a toast's end printed on a line. */
#include <snackbar-gtk4.h>
#include <stdio.h>

/* The first widget of `type` in the tree under `widget` (itself included), or NULL. */
static inline GtkWidget *find(GtkWidget *widget, GType type) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(widget, type)) return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = find(child, type);
        if (found) return found;
    }
    return NULL;
}

/* A `dismissed` handler: prints "dismissed ID REASON". */
static inline void on_dismissed(SnackbarToast *toast, SnackbarReason reason, gpointer data) {
    (void)data;
    GEnumClass *reasons = g_type_class_ref(SNACKBAR_TYPE_REASON);
    printf("dismissed %s %s\n", snackbar_toast_get_id(toast), g_enum_get_value(reasons, reason)->value_nick);
    fflush(stdout);
    g_type_class_unref(reasons);
}
