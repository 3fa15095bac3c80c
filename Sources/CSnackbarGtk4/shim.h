#ifndef SNACKBAR_CSNACKBARGTK4_SHIM_H
#define SNACKBAR_CSNACKBARGTK4_SHIM_H

/* GTK 4 alone: a process that imports this module must never load GTK 3 (CGtk). */
#include <gtk/gtk.h>
#include <glib-unix.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* g_object_new is variadic and "accessible-role" is construct-only: a box with its role for screen readers. */
static inline GtkWidget *snack4_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", role, NULL));
}

/* gtk_accessible_update_property is variadic: the label screen readers speak. */
/* A bar for the eyes only: screen readers have the snack's time in its timer, not in a changing bar. */
static inline GtkWidget *snack4_progress_bar_new_unspoken(void) {
    GtkWidget *bar = gtk_progress_bar_new();
    gtk_accessible_update_state(GTK_ACCESSIBLE(bar), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    return bar;
}

static inline void snack4_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The description screen readers speak after the label (what a control does). */
static inline void snack4_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* GTK_IS_WINDOW is a type-check macro: the library places its overlay only in a window an app hands in. */
static inline gboolean snack4_is_window(gpointer object) {
    return object != NULL && GTK_IS_WINDOW(object);
}

/* GTK_IS_TEXT is a type-check macro: the text that has the focus inside every GtkEditable GTK has (entries, search
 * and password entries, spin buttons), which a snack gives the focus back to without selecting all of it. */
static inline gboolean snack4_is_text(gpointer object) {
    return object != NULL && GTK_IS_TEXT(object);
}

/* GTK_IS_WIDGET is a type-check macro: guards pointers an app hands in. */
static inline gboolean snack4_is_widget(gpointer object) {
    return object != NULL && GTK_IS_WIDGET(object);
}

/* Whether the display says which window is active: always on Wayland; on X11 only under a window manager that
 * keeps _NET_ACTIVE_WINDOW (without one, X's focus follows the pointer and says nothing of what the user sees). */
static inline gboolean snack4_display_reports_active_window(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display))
        return gdk_x11_screen_supports_net_wm_hint(gdk_x11_display_get_screen(display), "_NET_ACTIVE_WINDOW");
#endif
    return TRUE;
}

/* Whether the compositor says the window is the active one (xdg_toplevel's activated state): a Wayland seat
 * without a keyboard activates a window without giving it the keyboard focus that is-active follows. X11's
 * focused state is no such sign (GDK sets it for every window under a window manager that keeps none). */
static inline gboolean snack4_surface_is_activated_on_wayland(GdkSurface *surface) {
#ifdef GDK_WINDOWING_X11
    if (surface == NULL || GDK_IS_X11_DISPLAY(gdk_surface_get_display(surface))) return FALSE;
#endif
    return surface != NULL && GDK_IS_TOPLEVEL(surface) &&
           (gdk_toplevel_get_state(GDK_TOPLEVEL(surface)) & GDK_TOPLEVEL_STATE_FOCUSED) != 0;
}

/* Whether the surface is a Wayland one (GDK's X11 type check is the one this header may use). */
static inline gboolean snack4_surface_is_on_wayland(GdkSurface *surface) {
#ifdef GDK_WINDOWING_X11
    if (surface == NULL || GDK_IS_X11_DISPLAY(gdk_surface_get_display(surface))) return FALSE;
#endif
    return surface != NULL;
}

/* GDK_IS_TOPLEVEL is a type-check macro: a window's surface as a GdkToplevel, for its minimized state. */
static inline gboolean snack4_surface_is_minimized(GdkSurface *surface) {
    return surface != NULL && GDK_IS_TOPLEVEL(surface) &&
           (gdk_toplevel_get_state(GDK_TOPLEVEL(surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;
}

#endif
