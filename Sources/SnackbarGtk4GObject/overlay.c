/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* SnackbarOverlay: a GtkWidget for .ui files and bindings around one of the library's overlays (a GtkOverlay
 * as snackbar_gtk4_overlay_new() makes, kept until this widget lets it go), its only child, with the app's
 * widget as the `child` property. */
#include "toast-private.h"

struct _SnackbarOverlay {
    GtkWidget parent_instance;
    /* The GtkOverlay the library drives, holding the app's widget; parented to this widget, unparented in
     * dispose (NULL then). */
    GtkWidget *overlay;
    /* The window this widget is in (a weak pointer), and the handler watching GTK's list of open windows. */
    GtkWidget *window;
    gulong toplevels_handler;
};

enum { PROP_0, PROP_CHILD, PROP_ROUTE_TO_DESKTOP_WHEN_INACTIVE, PROP_HOLD_WHILE_UNSEEN, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void snackbar_overlay_buildable_init(GtkBuildableIface *iface);
static GtkBuildableIface *parent_buildable;

G_DEFINE_FINAL_TYPE_WITH_CODE(SnackbarOverlay, snackbar_overlay, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_BUILDABLE, snackbar_overlay_buildable_init))

static void watch_window(SnackbarOverlay *self, GtkWidget *window) {
    if (self->window) g_object_remove_weak_pointer(G_OBJECT(self->window), (gpointer *)&self->window);
    self->window = window;
    if (window) g_object_add_weak_pointer(G_OBJECT(window), (gpointer *)&self->window);
}

/* Ends the library's overlay: its snacks still up (the overlay goes while its window stays, or it never was in
 * one) end with SNACKBAR_REASON_PROGRAMMATIC, and the library lets it go. */
static void close_overlay(SnackbarOverlay *self) {
    GtkWidget *overlay = g_steal_pointer(&self->overlay);
    if (!overlay) return;
    g_object_ref(overlay);
    gtk_widget_unparent(overlay);
    _snackbar_gtk4_overlay_release(overlay);
    g_object_unref(overlay);
}

/* gtk_window_destroy() takes a window out of GTK's list of windows, but a window the app (or a GtkBuilder)
 * still holds lets go of its content only when the last reference goes: the list is the sign it was closed.
 * The snacks end with SNACKBAR_REASON_SHUTDOWN; the overlay and the app's widget stay for another window. */
static void on_toplevels_changed(GListModel *toplevels, guint position, guint removed, guint added, gpointer data) {
    SnackbarOverlay *self = data;
    (void)position;
    (void)added;
    if (removed == 0 || !self->window || !self->overlay) return;
    for (guint index = 0; index < g_list_model_get_n_items(toplevels); index++) {
        GObject *item = g_list_model_get_item(toplevels, index);
        g_object_unref(item);
        if (item == G_OBJECT(self->window)) return;
    }
    _snackbar_gtk4_overlay_window_closed(self->overlay);
    watch_window(self, NULL);
}

static void on_root_changed(GObject *object, GParamSpec *pspec, gpointer data) {
    SnackbarOverlay *self = SNACKBAR_OVERLAY(object);
    (void)pspec;
    (void)data;
    /* GTK takes a closed window out of its list before the window lets go of its content: a widget that left
     * a window no longer follows it. */
    GtkRoot *root = gtk_widget_get_root(GTK_WIDGET(self));
    watch_window(self, GTK_IS_WINDOW(root) ? GTK_WIDGET(root) : NULL);
}

static void snackbar_overlay_init(SnackbarOverlay *self) {
    self->overlay = _snackbar_gtk4_overlay_new_kept();
    gtk_widget_set_parent(self->overlay, GTK_WIDGET(self));
    g_signal_connect(self, "notify::root", G_CALLBACK(on_root_changed), NULL);
    self->toplevels_handler =
        g_signal_connect(gtk_window_get_toplevels(), "items-changed", G_CALLBACK(on_toplevels_changed), self);
}

static void snackbar_overlay_dispose(GObject *object) {
    SnackbarOverlay *self = SNACKBAR_OVERLAY(object);
    g_clear_signal_handler(&self->toplevels_handler, gtk_window_get_toplevels());
    watch_window(self, NULL);
    close_overlay(self);
    G_OBJECT_CLASS(snackbar_overlay_parent_class)->dispose(object);
}

static void snackbar_overlay_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    SnackbarOverlay *self = SNACKBAR_OVERLAY(object);
    switch (id) {
    case PROP_CHILD: g_value_set_object(value, snackbar_overlay_get_child(self)); break;
    case PROP_ROUTE_TO_DESKTOP_WHEN_INACTIVE:
        g_value_set_boolean(value, snackbar_overlay_get_route_to_desktop_when_inactive(self));
        break;
    case PROP_HOLD_WHILE_UNSEEN: g_value_set_boolean(value, snackbar_overlay_get_hold_while_unseen(self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void snackbar_overlay_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    SnackbarOverlay *self = SNACKBAR_OVERLAY(object);
    switch (id) {
    case PROP_CHILD: snackbar_overlay_set_child(self, g_value_get_object(value)); break;
    case PROP_ROUTE_TO_DESKTOP_WHEN_INACTIVE:
        snackbar_overlay_set_route_to_desktop_when_inactive(self, g_value_get_boolean(value));
        break;
    case PROP_HOLD_WHILE_UNSEEN: snackbar_overlay_set_hold_while_unseen(self, g_value_get_boolean(value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void snackbar_overlay_class_init(SnackbarOverlayClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->dispose = snackbar_overlay_dispose;
    object_class->get_property = snackbar_overlay_get_property;
    object_class->set_property = snackbar_overlay_set_property;
    /**
     * SnackbarOverlay:child: (attributes org.gtk.Property.get=snackbar_overlay_get_child org.gtk.Property.set=snackbar_overlay_set_child)
     *
     * The app's widget the snacks appear over.
     */
    properties[PROP_CHILD] = g_param_spec_object("child", NULL, NULL, GTK_TYPE_WIDGET,
                                                 G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * SnackbarOverlay:route-to-desktop-when-inactive: (attributes org.gtk.Property.get=snackbar_overlay_get_route_to_desktop_when_inactive org.gtk.Property.set=snackbar_overlay_set_route_to_desktop_when_inactive)
     *
     * Whether a snack added while the overlay's window is not the active one goes to the desktop instead, as
     * a popup of the popup service; its signals and callbacks come back to the app. Off by default.
     */
    properties[PROP_ROUTE_TO_DESKTOP_WHEN_INACTIVE] =
        g_param_spec_boolean("route-to-desktop-when-inactive", NULL, NULL, FALSE,
                             G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * SnackbarOverlay:hold-while-unseen: (attributes org.gtk.Property.get=snackbar_overlay_get_hold_while_unseen org.gtk.Property.set=snackbar_overlay_set_hold_while_unseen)
     *
     * Whether the snacks hold their time while the window is out of sight (unmapped, minimized or not the
     * active window), each running on with the time it had left once the window is active again.
     */
    properties[PROP_HOLD_WHILE_UNSEEN] =
        g_param_spec_boolean("hold-while-unseen", NULL, NULL, TRUE,
                             G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    g_object_class_install_properties(object_class, N_PROPS, properties);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "snackbar-overlay");
}

/* A widget child in a .ui file is the child, and one with a type is refused (GtkWidget's own handling would
 * parent it anyway, and leave it behind at finalize); anything else goes to GtkWidget's own handling. */
static void snackbar_overlay_add_child(GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type) {
    if (!GTK_IS_WIDGET(child)) {
        parent_buildable->add_child(buildable, builder, child, type);
    } else if (type == NULL) {
        snackbar_overlay_set_child(SNACKBAR_OVERLAY(buildable), GTK_WIDGET(child));
    } else {
        g_warning("SnackbarOverlay takes one child, without a type; <child type=\"%s\"> is left out (snacks come "
                  "from snackbar_overlay_add_toast())",
                  type);
    }
}

static void snackbar_overlay_buildable_init(GtkBuildableIface *iface) {
    parent_buildable = g_type_interface_peek_parent(iface);
    iface->add_child = snackbar_overlay_add_child;
}

GtkWidget *
snackbar_overlay_new(void) {
    return g_object_new(SNACKBAR_TYPE_OVERLAY, NULL);
}

GtkWidget *
snackbar_overlay_get_child(SnackbarOverlay *self) {
    g_return_val_if_fail(SNACKBAR_IS_OVERLAY(self), NULL);
    return self->overlay ? gtk_overlay_get_child(GTK_OVERLAY(self->overlay)) : NULL;
}

void
snackbar_overlay_set_child(SnackbarOverlay *self, GtkWidget *child) {
    g_return_if_fail(SNACKBAR_IS_OVERLAY(self));
    g_return_if_fail(child == NULL || GTK_IS_WIDGET(child));
    /* GTK aborts on a toplevel inside another widget, and gives a widget no second parent. */
    g_return_if_fail(child == NULL || !GTK_IS_ROOT(child));
    g_return_if_fail(child == NULL || gtk_widget_get_parent(child) == NULL || gtk_widget_get_parent(child) == self->overlay);
    if (!self->overlay || snackbar_overlay_get_child(self) == child) return;
    gtk_overlay_set_child(GTK_OVERLAY(self->overlay), child);
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_CHILD]);
}

gboolean
snackbar_overlay_get_route_to_desktop_when_inactive(SnackbarOverlay *self) {
    g_return_val_if_fail(SNACKBAR_IS_OVERLAY(self), FALSE);
    return self->overlay ? snackbar_gtk4_overlay_get_route_to_desktop_when_inactive(self->overlay) : FALSE;
}

void
snackbar_overlay_set_route_to_desktop_when_inactive(SnackbarOverlay *self, gboolean route) {
    g_return_if_fail(SNACKBAR_IS_OVERLAY(self));
    route = route != FALSE;
    if (!self->overlay || snackbar_overlay_get_route_to_desktop_when_inactive(self) == route) return;
    snackbar_gtk4_overlay_set_route_to_desktop_when_inactive(self->overlay, route);
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ROUTE_TO_DESKTOP_WHEN_INACTIVE]);
}

GtkWidget *
snackbar_overlay_get_gtk_overlay(SnackbarOverlay *self) {
    g_return_val_if_fail(SNACKBAR_IS_OVERLAY(self), NULL);
    return self->overlay;
}

/* NULL is a missing argument, as in every other call of the C API, and another object a wrong type: both are
 * the caller's mistake, told with GLib's critical as g_return_val_if_fail() tells it. */
static int
check_argument(gconstpointer argument, gboolean is_of_type, const char *function, const char *name) {
    if (!argument) {
        g_critical("%s: %s is NULL", function, name);
        return SNACKBAR_ERROR_NULL_ARGUMENT;
    }
    if (!is_of_type) {
        g_critical("%s: %s is not of the type it needs", function, name);
        return SNACKBAR_ERROR_WRONG_TYPE;
    }
    return SNACKBAR_OK;
}

int
snackbar_overlay_add_snack(SnackbarOverlay *self, SnackbarSnack *snack) {
    int status = check_argument(self, SNACKBAR_IS_OVERLAY(self), G_STRFUNC, "the overlay");
    /* Named here, not by the call it goes on to: the app called this one. */
    if (status == SNACKBAR_OK) status = check_argument(snack, TRUE, G_STRFUNC, "the snack");
    return status != SNACKBAR_OK ? status : snackbar_gtk4_overlay_add(self->overlay, snack);
}

int
snackbar_overlay_focus_newest(SnackbarOverlay *self) {
    int status = check_argument(self, SNACKBAR_IS_OVERLAY(self), G_STRFUNC, "the overlay");
    return status != SNACKBAR_OK ? status : snackbar_gtk4_overlay_focus_newest(self->overlay);
}

int
snackbar_overlay_add_toast(SnackbarOverlay *self, SnackbarToast *toast) {
    int status = check_argument(toast, SNACKBAR_IS_TOAST(toast), G_STRFUNC, "the toast");
    if (status != SNACKBAR_OK) return status;
    status = check_argument(self, SNACKBAR_IS_OVERLAY(self), G_STRFUNC, "the overlay");
    if (status != SNACKBAR_OK) {
        /* (transfer full): the toast is this call's even when it cannot be shown. */
        g_object_unref(toast);
        return status;
    }
    status = SNACKBAR_ERROR_INVALID_VALUE;
    if (toast_is_shown(toast)) {
        g_warning("snackbar_overlay_add_toast: the toast %s is shown already", snackbar_toast_get_id(toast));
    } else {
        SnackbarSnack *snack = toast_build_snack(toast, &status);
        if (snack) {
            /* Marked first: a toast that the overlay shows at once may get its signals within the call. */
            toast_set_shown_on(toast, self);
            status = snackbar_gtk4_overlay_add(self->overlay, snack);
            if (status != SNACKBAR_OK) toast_set_shown_on(toast, NULL);
            snackbar_snack_free(snack);
        }
    }
    g_object_unref(toast);
    return status;
}

gboolean
snackbar_overlay_get_hold_while_unseen(SnackbarOverlay *self) {
    g_return_val_if_fail(SNACKBAR_IS_OVERLAY(self), FALSE);
    return self->overlay ? snackbar_gtk4_overlay_get_hold_while_unseen(self->overlay) : TRUE;
}

void
snackbar_overlay_set_hold_while_unseen(SnackbarOverlay *self, gboolean hold) {
    g_return_if_fail(SNACKBAR_IS_OVERLAY(self));
    if (!self->overlay || snackbar_overlay_get_hold_while_unseen(self) == !!hold) return;
    snackbar_gtk4_overlay_set_hold_while_unseen(self->overlay, hold);
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_HOLD_WHILE_UNSEEN]);
}
