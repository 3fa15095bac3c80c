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
#include <X11/Xatom.h>

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

/* Whether the display says which window is active: always on Wayland; on X11 only under a window manager that
 * keeps _NET_ACTIVE_WINDOW (without one, X's focus follows the pointer and says nothing of what the user sees). */
static inline gboolean snack_display_reports_active_window(GdkDisplay *display) {
    if (!GDK_IS_X11_DISPLAY(display)) return TRUE;
    return gdk_x11_screen_supports_net_wm_hint(gdk_display_get_default_screen(display),
                                               gdk_atom_intern_static_string("_NET_ACTIVE_WINDOW"));
}

/* Whether the compositor says the window is the active one (xdg_toplevel's activated state): a Wayland seat
 * without a keyboard activates a window without giving it the keyboard focus that is-active follows. X11's
 * focused state is no such sign (GDK sets it for every window under a window manager that keeps none). */
static inline gboolean snack_window_is_activated_on_wayland(GdkWindow *window) {
    return !GDK_IS_X11_DISPLAY(gdk_window_get_display(window)) &&
           (gdk_window_get_state(window) & GDK_WINDOW_STATE_FOCUSED) != 0;
}

/* The X window the server sends keys to now (PointerRoot, 1, when they follow the pointer), whatever a
 * window manager says is active. */
static inline Window snack_x11_input_focus(GdkDisplay *display) {
    Window focused = None;
    int revert = 0;
    XGetInputFocus(gdk_x11_display_get_xdisplay(display), &focused, &revert);
    return focused;
}

/* The X window that has the keyboard now, to give it back later: the window manager's _NET_ACTIVE_WINDOW
 * when it keeps one (None when it has no active window: it then chooses itself), else the X input focus
 * (PointerRoot, 1, when the keyboard follows the pointer). */
static inline Window snack_x11_focused_window(GdkDisplay *display) {
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    GdkScreen *screen = gdk_display_get_default_screen(display);
    Window focused = None;
    if (gdk_x11_screen_supports_net_wm_hint(screen, gdk_atom_intern("_NET_ACTIVE_WINDOW", FALSE))) {
        Atom type = None;
        int format = 0;
        unsigned long count = 0, after = 0;
        unsigned char *data = NULL;
        gdk_x11_display_error_trap_push(display);
        if (XGetWindowProperty(xdisplay, gdk_x11_get_default_root_xwindow(),
                               gdk_x11_get_xatom_by_name_for_display(display, "_NET_ACTIVE_WINDOW"), 0, 1, False,
                               XA_WINDOW, &type, &format, &count, &after, &data) == Success
            && data != NULL && count == 1 && format == 32) {
            focused = *(Window *)data;
        }
        if (data != NULL) XFree(data);
        gdk_x11_display_error_trap_pop_ignored(display);
        return focused;
    }
    return snack_x11_input_focus(display);
}

/* Gives the keyboard to the X window `xid` (PointerRoot: back to following the pointer) at `time`:
 * through the window manager's _NET_ACTIVE_WINDOW as a user's request (source 2, which click-to-focus
 * managers honour), else with XSetInputFocus. Errors (a window gone meanwhile) are ignored. */
static inline void snack_x11_focus(GdkDisplay *display, Window xid, guint32 time) {
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    GdkScreen *screen = gdk_display_get_default_screen(display);
    gdk_x11_display_error_trap_push(display);
    if (xid > PointerRoot && gdk_x11_screen_supports_net_wm_hint(screen, gdk_atom_intern("_NET_ACTIVE_WINDOW", FALSE))) {
        XEvent event = {0};
        event.xclient.type = ClientMessage;
        event.xclient.window = xid;
        event.xclient.message_type = gdk_x11_get_xatom_by_name_for_display(display, "_NET_ACTIVE_WINDOW");
        event.xclient.format = 32;
        event.xclient.data.l[0] = 2;
        event.xclient.data.l[1] = time;
        XSendEvent(xdisplay, gdk_x11_get_default_root_xwindow(), False,
                   SubstructureRedirectMask | SubstructureNotifyMask, &event);
    } else if (xid != None) {
        XSetInputFocus(xdisplay, xid, xid == PointerRoot ? RevertToPointerRoot : RevertToParent, time);
    }
    XFlush(xdisplay);
    gdk_x11_display_error_trap_pop_ignored(display);
}

#endif
