/* The floor of a popup drawn without GTK: a bold title and a message painted with cairo and Pango on a
 * surface of the program's own, the text work of a snack popup, as mako and dunst draw theirs. On Wayland
 * (WAYLAND_DISPLAY set) a layer-shell surface with a wl_shm buffer, else an override-redirect X11 window.
 * The bench builds it twice: linked with cairo, Pango and the display's client library only, and linked
 * with GTK's libraries as well (loaded at exec, never called), as a program that draws its first frame
 * before it starts GTK would be. It shows the frame and waits to be killed. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <cairo-xlib.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>

enum { WIDTH = 428, HEIGHT = 64, MARGIN = 24 };

static void paint(cairo_t *cr) {
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
    cairo_paint(cr);
    PangoLayout *layout = pango_cairo_create_layout(cr);
    const char *fonts[] = { "Sans Bold 11", "Sans 10" };
    const char *texts[] = { "Hello", "report.pdf was moved to the trash" };
    cairo_set_source_rgb(cr, 1, 1, 1);
    for (int i = 0; i < 2; i++) {
        PangoFontDescription *font = pango_font_description_from_string(fonts[i]);
        pango_layout_set_font_description(layout, font);
        pango_font_description_free(font);
        pango_layout_set_text(layout, texts[i], -1);
        cairo_move_to(cr, 16, 10 + 22 * i);
        pango_cairo_show_layout(cr, layout);
    }
    g_object_unref(layout);
}

static int show_x11(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) return 2;
    int screen = DefaultScreen(display);
    XSetWindowAttributes attributes = { .override_redirect = True };
    Window window = XCreateWindow(display, RootWindow(display, screen), (DisplayWidth(display, screen) - WIDTH) / 2,
        DisplayHeight(display, screen) - HEIGHT - MARGIN, WIDTH, HEIGHT, 0, CopyFromParent, InputOutput,
        CopyFromParent, CWOverrideRedirect, &attributes);
    XMapWindow(display, window);
    cairo_surface_t *surface = cairo_xlib_surface_create(display, window, DefaultVisual(display, screen), WIDTH, HEIGHT);
    cairo_t *cr = cairo_create(surface);
    paint(cr);
    cairo_surface_flush(surface);
    XFlush(display);
    pause();
    return 0;
}

/* zwlr_layer_shell_v1 v1 and zwlr_layer_surface_v1 v1 (wlr-protocols), the messages used, in order. */
static const struct wl_interface *no_types[] = { NULL, NULL, NULL, NULL };
extern const struct wl_interface layer_surface_interface;
static const struct wl_interface *get_surface_types[] = {
    &layer_surface_interface, &wl_surface_interface, &wl_output_interface, NULL, NULL,
};
static const struct wl_message shell_requests[] = { { "get_layer_surface", "no?ous", get_surface_types } };
static const struct wl_interface layer_shell_interface = { "zwlr_layer_shell_v1", 1, 1, shell_requests, 0, NULL };
static const struct wl_message surface_requests[] = {
    { "set_size", "uu", no_types }, { "set_anchor", "u", no_types }, { "set_exclusive_zone", "i", no_types },
    { "set_margin", "iiii", no_types }, { "set_keyboard_interactivity", "u", no_types },
    { "get_popup", "o", no_types }, { "ack_configure", "u", no_types },
};
static const struct wl_message surface_events[] = { { "configure", "uuu", no_types }, { "closed", "", no_types } };
const struct wl_interface layer_surface_interface = {
    "zwlr_layer_surface_v1", 1, 7, surface_requests, 2, surface_events,
};
enum { GET_LAYER_SURFACE = 0, SET_SIZE = 0, SET_ANCHOR = 1, SET_MARGIN = 3, ACK_CONFIGURE = 6 };
enum { LAYER_OVERLAY = 3, ANCHOR_BOTTOM = 2 };

static struct wl_compositor *compositor;
static struct wl_shm *shm;
static struct wl_proxy *layer_shell;
static uint32_t configure_serial;
static int configured;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data, (void)version;
    if (!strcmp(interface, "wl_compositor")) compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
    else if (!strcmp(interface, "wl_shm")) shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
    else if (!strcmp(interface, "zwlr_layer_shell_v1")) layer_shell = wl_registry_bind(registry, name, &layer_shell_interface, 1);
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) { (void)data, (void)registry, (void)name; }
static const struct wl_registry_listener registry_listener = { global, global_remove };
static void configure(void *data, struct wl_proxy *surface, uint32_t serial, uint32_t width, uint32_t height) {
    (void)data, (void)surface, (void)width, (void)height;
    configure_serial = serial;
    configured = 1;
}
static void closed(void *data, struct wl_proxy *surface) { (void)data, (void)surface; }
static void (*const surface_listener[])(void) = { (void (*)(void))configure, (void (*)(void))closed };

static int show_wayland(void) {
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) return 2;
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!compositor || !shm || !layer_shell) return 3;
    struct wl_surface *surface = wl_compositor_create_surface(compositor);
    struct wl_proxy *layer_surface = wl_proxy_marshal_flags(layer_shell, GET_LAYER_SURFACE, &layer_surface_interface,
        1, 0, NULL, surface, NULL, LAYER_OVERLAY, "snackbar");
    wl_proxy_add_listener(layer_surface, (void (**)(void))surface_listener, NULL);
    wl_proxy_marshal_flags(layer_surface, SET_SIZE, NULL, 1, 0, WIDTH, HEIGHT);
    wl_proxy_marshal_flags(layer_surface, SET_ANCHOR, NULL, 1, 0, ANCHOR_BOTTOM);
    wl_proxy_marshal_flags(layer_surface, SET_MARGIN, NULL, 1, 0, 0, 0, MARGIN, 0);
    wl_surface_commit(surface);
    wl_display_flush(display);
    /* Painted while the compositor's configure is on its way. */
    int stride = WIDTH * 4, size = stride * HEIGHT;
    int fd = memfd_create("first-frame", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, size) != 0) return 4;
    unsigned char *pixels = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (pixels == MAP_FAILED) return 4;
    cairo_surface_t *image = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT, stride);
    cairo_t *cr = cairo_create(image);
    paint(cr);
    cairo_surface_flush(image);
    struct wl_shm_pool *pool = wl_shm_create_pool(shm, fd, size);
    struct wl_buffer *buffer = wl_shm_pool_create_buffer(pool, 0, WIDTH, HEIGHT, stride, WL_SHM_FORMAT_ARGB8888);
    while (!configured && wl_display_dispatch(display) != -1) {}
    if (!configured) return 5;
    wl_proxy_marshal_flags(layer_surface, ACK_CONFIGURE, NULL, 1, 0, configure_serial);
    wl_surface_attach(surface, buffer, 0, 0);
    wl_surface_damage(surface, 0, 0, WIDTH, HEIGHT);
    wl_surface_commit(surface);
    wl_display_flush(display);
    pause();
    return 0;
}

int main(void) {
    const char *wayland = getenv("WAYLAND_DISPLAY");
    return wayland && *wayland ? show_wayland() : show_x11();
}
