#ifndef SNACKBAR_CGTK_SHIM_H
#define SNACKBAR_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <gdk/gdkwayland.h>
#include <atk/atk.h>
#include <pango/pango.h>
#include <cairo.h>
#include <glib-unix.h>
/* X11 alone: the root-window property by which two processes on one display keep their stacks apart. */
#include <gdk/gdkx.h>

/* libdispatch's run-loop hooks (what CoreFoundation uses): the main queue's wake-up eventfd and its drain. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* g_object_get is variadic, which Swift cannot call: read one boolean property. */
static inline gboolean snack_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* g_object_get is variadic: read one string property (transfer full, g_free it). */
static inline gchar *snack_object_get_string(gpointer object, const char *name) {
    gchar *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* g_object_set is variadic: write one boolean property. */
static inline void snack_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/* g_object_set is variadic: write one string property. */
static inline void snack_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* GTK_IS_WIDGET is a type-check macro: guards casts of pointers an app hands in. */
static inline gboolean snack_is_widget(gpointer object) {
    return GTK_IS_WIDGET(object);
}

/* GTK_IS_WINDOW is a type-check macro: anchoring accepts only a window an app hands in. */
static inline gboolean snack_is_window(gpointer object) {
    return GTK_IS_WINDOW(object);
}

/* GTK_IS_CONTAINER is a type-check macro: walking a snack's widget tree for its own stylesheet. */
static inline gboolean snack_is_container(gpointer object) {
    return GTK_IS_CONTAINER(object);
}

/* GDK_IS_X11_DISPLAY is a type-check macro: the X11-only parts stay off on Wayland. */
static inline gboolean snack_is_x11_display(GdkDisplay *display) {
    return GDK_IS_X11_DISPLAY(display);
}

/* GDK_IS_WAYLAND_DISPLAY is a type-check macro: whether GDK talks Wayland (not X11, not Xwayland). */
static inline gboolean snack_display_is_wayland(GdkDisplay *display) {
    return display != NULL && GDK_IS_WAYLAND_DISPLAY(display);
}

#endif
