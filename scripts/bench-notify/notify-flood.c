// Sends COUNT distinct desktop notifications as notify-send does (a new bus connection for each: connect,
// Notify, wait for the reply), keeping WINDOW of them open: each further one closes the oldest
// (CloseNotification, the same for every server, whatever its timers do), and all are closed at the end.
// Each would expire after EXPIRE ms; the body has BODY bytes when given (else a short distinct text).
// `notify-flood COUNT [WINDOW [EXPIRE [BODY]]]`; prints nothing unless a call fails. Used by soak.sh to
// compare servers under the same load.
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void close_notification(GDBusConnection *bus, guint32 id) {
    GVariant *reply = g_dbus_connection_call_sync(bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
        "org.freedesktop.Notifications", "CloseNotification", g_variant_new("(u)", id), NULL, G_DBUS_CALL_FLAGS_NONE,
        30000, NULL, NULL);
    if (reply) g_variant_unref(reply);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: notify-flood COUNT [WINDOW [EXPIRE_MS [BODY_BYTES]]]\n");
        return 64;
    }
    long count = atol(argv[1]);
    int window = argc > 2 ? atoi(argv[2]) : 4;
    int expire = argc > 3 ? atoi(argv[3]) : 5000;
    long body_bytes = argc > 4 ? atol(argv[4]) : 0;
    char *big_body = NULL;
    if (body_bytes > 0) {
        big_body = g_malloc(body_bytes + 1);
        for (long i = 0; i < body_bytes; i++) big_body[i] = "abcdefghij klmnopqrstuvwxyz"[i % 27];
        big_body[body_bytes] = 0;
    }
    // One connection closes them; each notification comes from a connection of its own.
    GDBusConnection *closer = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (!closer) {
        fprintf(stderr, "notify-flood: no session bus\n");
        return 2;
    }
    guint32 *open_ids = g_new0(guint32, window + 1);
    int open_count = 0;
    const char *words[] = {"Build", "finished", "Mail", "from", "Ada", "Lovelace", "disk", "almost", "full",
        "battery", "low", "meeting", "in", "five", "minutes", "download", "complete", "update", "ready"};
    int failures = 0;
    for (long i = 0; i < count; i++) {
        if (open_count > 0 && open_count >= window) {
            close_notification(closer, open_ids[0]);
            memmove(open_ids, open_ids + 1, --open_count * sizeof *open_ids);
        }
        GError *error = NULL;
        GDBusConnection *sender = g_dbus_connection_new_for_address_sync(g_getenv("DBUS_SESSION_BUS_ADDRESS"),
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL,
            NULL, &error);
        char summary[64], body[160];
        snprintf(summary, sizeof summary, "%s %s #%ld", words[i % 19], words[(i / 19) % 19], i);
        snprintf(body, sizeof body, "%s %s %s, notification %ld of %ld", words[(i * 7) % 19], words[(i * 11) % 19],
            words[(i * 13) % 19], i, count);
        const char *actions[] = {NULL};
        GVariant *reply = sender ? g_dbus_connection_call_sync(sender, "org.freedesktop.Notifications",
            "/org/freedesktop/Notifications", "org.freedesktop.Notifications", "Notify",
            g_variant_new("(susss^as@a{sv}i)", "notify-flood", 0, "", summary, big_body ? big_body : body, actions,
                g_variant_new_array(G_VARIANT_TYPE("{sv}"), NULL, 0), expire),
            NULL, G_DBUS_CALL_FLAGS_NONE, 30000, NULL, &error) : NULL;
        if (reply) {
            g_variant_get(reply, "(u)", &open_ids[open_count++]);
            g_variant_unref(reply);
        } else if (failures++ < 5) {
            fprintf(stderr, "notify-flood: call %ld: %s\n", i, error ? error->message : "?");
        }
        g_clear_error(&error);
        if (sender) {
            g_dbus_connection_close_sync(sender, NULL, NULL);
            g_object_unref(sender);
        }
    }
    for (int i = 0; i < open_count; i++) close_notification(closer, open_ids[i]);
    return failures ? 1 : 0;
}
