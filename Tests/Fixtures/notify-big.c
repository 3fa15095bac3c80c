/* Sends org.freedesktop.Notifications.Notify with a body of about 1 MB of hostile markup (more than a
 * command-line argument may carry, so gdbus cannot) and prints the id, or the D-Bus error. */
#include <gio/gio.h>
#include <stdio.h>

int main(void) {
    GString *body = g_string_new(NULL);
    while (body->len < (1 << 20)) g_string_append(body, "<b>&<i><a href=x><img alt=\"cat\"/></u>");
    GError *error = NULL;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    if (!bus) { fprintf(stderr, "%s\n", error->message); return 1; }
    GVariant *reply = g_dbus_connection_call_sync(bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
        "org.freedesktop.Notifications", "Notify",
        g_variant_new("(susssasa{sv}i)", "big", 0, "", "Big", body->str, NULL, NULL, 0),
        G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 20000, NULL, &error);
    if (!reply) { printf("error %s\n", error->message); return 1; }
    guint32 id;
    g_variant_get(reply, "(u)", &id);
    printf("id %u\n", id);
    return 0;
}
