// How long the worst requests keep a notification server from answering others: for each case, one
// connection sends the request while another times GetServerInformation round trips back to back, and a
// third the bus daemon's own GetId (what any call through the bus waits for meanwhile, whatever the server);
// prints the case, the request's own time and the longest and median round trips meanwhile. With PROBE=notify
// the other connection's round trips are Notify calls (each updating one notification of its own in place)
// instead: what another client's notification waits for.
// `stall-probe [CASE...]`; cases: plain (an ordinary notification), icon (a 1 MB app_icon), body (a 10 MB
// body), hints (10 000 hints), image (a 1600×1200 image-data hint), show (io.snackbar.Notifier.Show with a
// 1 MB icon name), socket (a request of 1 MB on the service's own socket, as snack-notify sends it: a 64 KB
// title and a 960 KB message; its time is until the service's answer), photo (a 2048×2048 PNG file of noise, 12 MB,
// as the app_icon).
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

typedef struct {
    GDBusConnection *bus;
    volatile gint stop;
    GArray *trips;
    gboolean daemon;
    /* The notification the Notify round trips update (PROBE=notify), else 0. */
    guint32 notification;
} Prober;

/* Shows or updates (replacing `replaces`) the other client's notification; its id, 0 when it failed. */
static guint32 notify_other(GDBusConnection *bus, guint32 replaces) {
    const char *actions[] = {NULL};
    GVariant *reply = g_dbus_connection_call_sync(bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
        "org.freedesktop.Notifications", "Notify",
        g_variant_new("(susss^asa{sv}i)", "stall-probe-other", replaces, "", "Another caller", "", actions, NULL, 0),
        G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NONE, 30000, NULL, NULL);
    guint32 id = 0;
    if (reply) g_variant_get(reply, "(u)", &id), g_variant_unref(reply);
    return id;
}

static gpointer probe(gpointer data) {
    Prober *prober = data;
    while (!g_atomic_int_get(&prober->stop)) {
        gint64 start = g_get_monotonic_time();
        if (prober->notification) {
            notify_other(prober->bus, prober->notification);
            g_array_append_val(prober->trips, (double){(g_get_monotonic_time() - start) / 1000.0});
            continue;
        }
        GVariant *reply = prober->daemon
            ? g_dbus_connection_call_sync(prober->bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                  "org.freedesktop.DBus", "GetId", NULL, NULL, G_DBUS_CALL_FLAGS_NONE, 30000, NULL, NULL)
            : g_dbus_connection_call_sync(prober->bus, "org.freedesktop.Notifications",
                  "/org/freedesktop/Notifications", "org.freedesktop.Notifications", "GetServerInformation", NULL,
                  NULL, G_DBUS_CALL_FLAGS_NONE, 30000, NULL, NULL);
        double ms = (g_get_monotonic_time() - start) / 1000.0;
        if (reply) g_variant_unref(reply);
        g_array_append_val(prober->trips, ms);
    }
    return NULL;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static char *filled(gsize length, char c) {
    char *text = g_malloc(length + 1);
    memset(text, c, length);
    text[length] = 0;
    return text;
}

static GVariant *notify_args(const char *icon, const char *body, GVariant *hints) {
    const char *actions[] = {NULL};
    return g_variant_new("(susss^as@a{sv}i)", "stall-probe", 0, icon, "Stall probe", body, actions, hints, 2000);
}

/* The image file the photo case wrote, removed once its request was answered. */
static char *photo_path;

static GVariant *request(const char *name, const char **method, const char **path, const char **interface,
    const char **destination) {
    *method = "Notify", *path = "/org/freedesktop/Notifications", *interface = "org.freedesktop.Notifications";
    *destination = "org.freedesktop.Notifications";
    GVariantBuilder hints;
    g_variant_builder_init(&hints, G_VARIANT_TYPE("a{sv}"));
    if (!strcmp(name, "plain")) return notify_args("", "An ordinary notification", g_variant_builder_end(&hints));
    if (!strcmp(name, "icon")) {
        char *icon = filled(1 << 20, 'a');
        GVariant *args = notify_args(icon, "A 1 MB app_icon", g_variant_builder_end(&hints));
        g_free(icon);
        return args;
    }
    if (!strcmp(name, "body")) {
        char *body = filled(10 << 20, 'b');
        GVariant *args = notify_args("", body, g_variant_builder_end(&hints));
        g_free(body);
        return args;
    }
    if (!strcmp(name, "photo")) {
        int side = 2048;
        gsize size = (gsize)side * side * 3;
        guchar *pixels = g_malloc(size);
        guint32 state = 2463534242u;
        for (gsize i = 0; i < size; i++) {
            state ^= state << 13, state ^= state >> 17, state ^= state << 5;
            pixels[i] = (guchar)state;
        }
        GdkPixbuf *image = gdk_pixbuf_new_from_data(pixels, GDK_COLORSPACE_RGB, FALSE, 8, side, side, side * 3, NULL, NULL);
        char *path = NULL;
        int fd = g_file_open_tmp("stall-probe-XXXXXX.png", &path, NULL);
        if (fd >= 0) close(fd);
        gboolean written = fd >= 0 && gdk_pixbuf_save(image, path, "png", NULL, "compression", "1", NULL);
        g_object_unref(image);
        g_free(pixels);
        photo_path = path;
        return written ? notify_args(path, "A 2048×2048 photo file", g_variant_builder_end(&hints)) : NULL;
    }
    if (!strcmp(name, "hints")) {
        for (int i = 0; i < 10000; i++) {
            char key[32];
            snprintf(key, sizeof key, "x-hint-%d", i);
            g_variant_builder_add(&hints, "{sv}", key, g_variant_new_string("a hint of no meaning"));
        }
        return notify_args("", "10 000 hints", g_variant_builder_end(&hints));
    }
    if (!strcmp(name, "image")) {
        int width = 1600, height = 1200;
        gsize size = (gsize)width * height * 4;
        guchar *pixels = g_malloc(size);
        for (gsize i = 0; i < size; i++) pixels[i] = (guchar)(i * 7);
        GVariant *data = g_variant_new_from_data(G_VARIANT_TYPE("ay"), pixels, size, TRUE, g_free, pixels);
        g_variant_builder_add(&hints, "{sv}", "image-data",
            g_variant_new("(iiibii@ay)", width, height, width * 4, TRUE, 8, 4, data));
        return notify_args("", "A 1600×1200 image", g_variant_builder_end(&hints));
    }
    if (!strcmp(name, "show")) {
        *method = "Show", *path = "/io/snackbar/Notifier", *interface = "io.snackbar.Notifier";
        *destination = "io.snackbar.Notifier";
        char *icon = filled(1 << 20, 'a');
        g_variant_builder_add(&hints, "{sv}", "message", g_variant_new_string("A 1 MB icon name"));
        g_variant_builder_add(&hints, "{sv}", "icon", g_variant_new_string(icon));
        g_variant_builder_add(&hints, "{sv}", "duration", g_variant_new_double(2));
        g_free(icon);
        return g_variant_new("(@a{sv})", g_variant_builder_end(&hints));
    }
    return NULL;
}

/* Sends a show line of about 1 MB on the service's socket (the abstract name snack-notifyd computes from the
 * user and the bus address) and reads its answers until `shown` or `failed`; the reply, or NULL. */
static char *socket_request(void) {
    guint64 hash = 0xcbf29ce484222325ull;
    for (const char *c = g_getenv("DBUS_SESSION_BUS_ADDRESS"); c && *c; c++) hash = (hash ^ (guchar)*c) * 0x100000001b3ull;
    char *name = g_strdup_printf("snack-notifyd-%u-%" G_GINT64_MODIFIER "x", getuid(), hash);
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    size_t length = strlen(name);
    memcpy(address.sun_path + 1, name, length);
    g_free(name);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (connect(fd, (struct sockaddr *)&address, sizeof(sa_family_t) + 1 + length) != 0) {
        close(fd);
        return NULL;
    }
    char *title = filled(64 << 10, 'a'), *message = filled(960 << 10, 'b');
    char *line = g_strdup_printf("show {'title': <'%s'>, 'message': <'%s'>, 'duration': <2.0>}\n", title, message);
    g_free(title);
    g_free(message);
    FILE *stream = fdopen(fd, "r+");
    fputs(line, stream);
    fflush(stream);
    g_free(line);
    char answer[4096];
    char *reply = NULL;
    while (!reply && fgets(answer, sizeof answer, stream))
        if (!strncmp(answer, "shown", 5) || !strncmp(answer, "failed", 6)) reply = g_strchomp(g_strdup(answer));
    fclose(stream);
    return reply;
}

int main(int argc, char **argv) {
    const char *all[] = {"plain", "icon", "body", "hints", "image", "photo", "show", "socket"};
    int count = argc > 1 ? argc - 1 : 8;
    printf("%-6s %10s %15s %15s %15s %s\n", "case", "request ms", "server worst ms", "server median", "bus GetId worst",
        "reply");
    for (int c = 0; c < count; c++) {
        const char *name = argc > 1 ? argv[c + 1] : all[c];
        const char *method, *path, *interface, *destination;
        gboolean on_socket = !strcmp(name, "socket");
        GVariant *args = on_socket ? NULL : request(name, &method, &path, &interface, &destination);
        if (!args && !on_socket) {
            fprintf(stderr, "stall-probe: unknown case %s (plain, icon, body, hints, image, photo, show, socket)\n", name);
            return 64;
        }
        GError *error = NULL;
        GDBusConnection *sender = g_dbus_connection_new_for_address_sync(
            g_getenv("DBUS_SESSION_BUS_ADDRESS"),
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL,
            NULL, &error);
        Prober prober = {g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL), 0, g_array_new(FALSE, FALSE, sizeof(double)), FALSE, 0};
        Prober daemon = {g_dbus_connection_new_for_address_sync(g_getenv("DBUS_SESSION_BUS_ADDRESS"),
                             G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                             NULL, NULL, NULL),
            0, g_array_new(FALSE, FALSE, sizeof(double)), TRUE, 0};
        if (!sender || !prober.bus || !daemon.bus) {
            fprintf(stderr, "stall-probe: no session bus: %s\n", error ? error->message : "?");
            return 2;
        }
        // Shown before the timing starts: the round trips update it in place.
        if (!g_strcmp0(g_getenv("PROBE"), "notify") && !(prober.notification = notify_other(prober.bus, 0))) {
            fprintf(stderr, "stall-probe: the other caller's Notify failed\n");
            return 2;
        }
        GThread *thread = g_thread_new("probe", probe, &prober);
        GThread *daemon_thread = g_thread_new("daemon", probe, &daemon);
        g_usleep(100000);
        gint64 start = g_get_monotonic_time();
        char *socket_reply = NULL;
        GVariant *reply = on_socket ? NULL
                                    : g_dbus_connection_call_sync(sender, destination, path, interface, method, args,
                                          NULL, G_DBUS_CALL_FLAGS_NONE, 30000, NULL, &error);
        if (on_socket) socket_reply = socket_request();
        double took = (g_get_monotonic_time() - start) / 1000.0;
        if (photo_path) g_unlink(photo_path);
        g_clear_pointer(&photo_path, g_free);
        g_usleep(300000);
        g_atomic_int_set(&prober.stop, 1);
        g_atomic_int_set(&daemon.stop, 1);
        g_thread_join(thread);
        g_thread_join(daemon_thread);
        GVariant *closed = prober.notification
            ? g_dbus_connection_call_sync(prober.bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                  "org.freedesktop.Notifications", "CloseNotification", g_variant_new("(u)", prober.notification), NULL,
                  G_DBUS_CALL_FLAGS_NONE, 30000, NULL, NULL)
            : NULL;
        if (closed) g_variant_unref(closed);
        g_array_sort(prober.trips, compare);
        g_array_sort(daemon.trips, compare);
        double daemon_worst = daemon.trips->len ? g_array_index(daemon.trips, double, daemon.trips->len - 1) : 0;
        GArray *trips = prober.trips;
        double worst = trips->len ? g_array_index(trips, double, trips->len - 1) : 0;
        double median = trips->len ? g_array_index(trips, double, trips->len / 2) : 0;
        char *answer = on_socket ? (socket_reply ? socket_reply : g_strdup("no service on the socket"))
            : reply              ? g_variant_print(reply, FALSE)
                                 : g_strdup(error->message);
        if (strlen(answer) > 60) strcpy(answer + 57, "...");
        printf("%-6s %10.1f %15.1f %15.1f %15.1f %s\n", name, took, worst, median, daemon_worst, answer);
        fflush(stdout);
        g_free(answer);
        if (reply) g_variant_unref(reply);
        g_clear_error(&error);
        g_array_free(trips, TRUE);
        g_array_free(daemon.trips, TRUE);
        g_object_unref(daemon.bus);
        g_object_unref(prober.bus);
        g_object_unref(sender);
    }
    return 0;
}
