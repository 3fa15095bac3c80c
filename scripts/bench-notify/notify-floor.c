/* The floor for stall-probe: a notification server that shows nothing. It owns org.freedesktop.Notifications
 * through GDBus, as snack-notifyd does, and answers every call at once (Notify with a new id, whatever it
 * carries), so another caller's wait behind a big request is what the bus daemon and GDBus's reading of the
 * message cost, which no GDBus server avoids. Runs until killed. */
#include <gio/gio.h>

static const char *introspection =
    "<node><interface name='org.freedesktop.Notifications'>"
    "<method name='Notify'><arg type='s' direction='in'/><arg type='u' direction='in'/>"
    "<arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
    "<arg type='as' direction='in'/><arg type='a{sv}' direction='in'/><arg type='i' direction='in'/>"
    "<arg type='u' direction='out'/></method>"
    "<method name='GetServerInformation'><arg type='s' direction='out'/><arg type='s' direction='out'/>"
    "<arg type='s' direction='out'/><arg type='s' direction='out'/></method>"
    "</interface></node>";

static void call(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
    const char *method, GVariant *parameters, GDBusMethodInvocation *invocation, gpointer data) {
    static guint32 id;
    if (g_str_equal(method, "Notify"))
        g_dbus_method_invocation_return_value(invocation, g_variant_new("(u)", ++id));
    else
        g_dbus_method_invocation_return_value(invocation, g_variant_new("(ssss)", "notify-floor", "Snackbar", "0", "1.2"));
}

static void acquired(GDBusConnection *connection, const char *name, gpointer data) {
    static const GDBusInterfaceVTable table = {call, NULL, NULL, {0}};
    GDBusNodeInfo *node = g_dbus_node_info_new_for_xml(introspection, NULL);
    g_dbus_connection_register_object(connection, "/org/freedesktop/Notifications", node->interfaces[0], &table,
        NULL, NULL, NULL);
    g_dbus_node_info_unref(node);
}

int main(void) {
    g_bus_own_name(G_BUS_TYPE_SESSION, "org.freedesktop.Notifications", G_BUS_NAME_OWNER_FLAGS_NONE, acquired, NULL,
        NULL, NULL, NULL);
    g_main_loop_run(g_main_loop_new(NULL, FALSE));
    return 0;
}
