/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* The app's own widget in a GTK 4 snack through the C handle (snackbar_gtk4_overlay_add_with_widget): a magenta
 * drawing area shows inside the card, as GTK draws the overlay; it stays through a progress update in place;
 * once the snack ends the widget is taken out, never destroyed, and shows again in the next snack; a non-widget
 * and a widget already in a tree are refused. Each result on a line of its own. */
#include <snackbar-gtk4.h>
#include <stdio.h>

static void paint_magenta(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)area, (void)width, (void)height, (void)data;
    cairo_set_source_rgb(cr, 1, 0, 1);
    cairo_paint(cr);
}

/* Set once the whole run has taken 60 s: every wait ends then, and the lines after it say what never came. */
static gboolean timed_out;
static gboolean time_out(gpointer data) {
    (void)data;
    timed_out = TRUE;
    return G_SOURCE_REMOVE;
}

/* Runs the main loop once, while the run has time left. */
static gboolean waiting(void) {
    if (timed_out) return FALSE;
    g_main_context_iteration(NULL, TRUE);
    return TRUE;
}

/* Runs the main loop until @widget is on screen and, inside a snack, the snack's slide in is over. */
static void run_until_mapped(GtkWidget *widget) {
    while ((!gtk_widget_get_mapped(widget) || gtk_widget_get_width(widget) == 0) && waiting());
    GtkWidget *revealer = gtk_widget_get_ancestor(widget, GTK_TYPE_REVEALER);
    while (revealer && !gtk_revealer_get_child_revealed(GTK_REVEALER(revealer)) && waiting());
}

/* The colour GTK draws at the middle of @widget, read from @overlay rendered as on screen, as RRGGBB. */
static void print_middle_colour(const char *what, GtkWidget *overlay, GtkWidget *widget) {
    int width = gtk_widget_get_width(overlay), height = gtk_widget_get_height(overlay);
    graphene_point_t middle = GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) / 2.0f, gtk_widget_get_height(widget) / 2.0f), at;
    if (!gtk_widget_compute_point(widget, overlay, &middle, &at)) {
        printf("%s none\n", what);
        return;
    }
    GdkPaintable *paintable = gtk_widget_paintable_new(overlay);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GskRenderer *renderer = gtk_native_get_renderer(gtk_widget_get_native(overlay));
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, width, height));
    guchar *pixels = g_malloc((gsize)width * height * 4);
    gdk_texture_download(texture, pixels, (gsize)width * 4);
    /* Cairo's ARGB32 in memory on a little-endian machine: blue, green, red, alpha. */
    guchar *pixel = pixels + ((gsize)(int)at.y * width + (int)at.x) * 4;
    printf("%s %02X%02X%02X\n", what, pixel[2], pixel[1], pixel[0]);
    g_free(pixels);
    g_object_unref(texture);
    gsk_render_node_unref(node);
    g_object_unref(paintable);
}

static GtkWidget *card_of(GtkWidget *widget) {
    for (GtkWidget *up = widget; up; up = gtk_widget_get_parent(up))
        if (gtk_widget_has_css_class(up, "snackbar")) return up;
    return NULL;
}

static const char *yes(gboolean value) { return value ? "yes" : "no"; }

int main(void) {
    gtk_init();
    g_timeout_add_seconds(60, time_out, NULL);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Gtk4 C custom widget");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 360);
    GtkWidget *content = gtk_label_new("uploads");
    GtkWidget *overlay = snackbar_gtk4_overlay_new(content);
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    run_until_mapped(window);

    GtkWidget *area = gtk_drawing_area_new();
    gtk_drawing_area_set_content_width(GTK_DRAWING_AREA(area), 120);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), 24);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), paint_magenta, NULL, NULL);
    g_object_ref_sink(area);
    SnackbarSnack *snack = snackbar_snack_new("3 files left");
    snackbar_snack_set_id(snack, "upload");
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    GtkAdjustment *not_a_widget = gtk_adjustment_new(0, 0, 1, 1, 1, 1);
    printf("not a widget %d\n", snackbar_gtk4_overlay_add_with_widget(overlay, snack, (GtkWidget *)not_a_widget));
    printf("in a tree %d\n", snackbar_gtk4_overlay_add_with_widget(overlay, snack, content));
    printf("add %d\n", snackbar_gtk4_overlay_add_with_widget(overlay, snack, area));
    run_until_mapped(area);
    GtkWidget *card = card_of(area);
    printf("in the card %s\n", yes(card && gtk_widget_is_ancestor(card, overlay)));
    print_middle_colour("drawn", overlay, area);
    printf("progress %d\n", snackbar_gtk4_overlay_set_progress(overlay, "upload", 0.5));
    run_until_mapped(area);
    printf("after progress in the card %s\n", yes(card_of(area) == card));
    printf("dismiss %d\n", snackbar_gtk4_overlay_dismiss(overlay, "upload"));
    /* Shown again at once, while the first snack's card may still be sliding out with it. */
    snackbar_snack_set_id(snack, "again");
    printf("again %d\n", snackbar_gtk4_overlay_add_with_widget(overlay, snack, area));
    while (card_of(area) == card && waiting());
    run_until_mapped(area);
    print_middle_colour("drawn again", overlay, area);
    printf("dismiss again %d\n", snackbar_gtk4_overlay_dismiss(overlay, "again"));
    while (gtk_widget_get_parent(area) && waiting());
    /* Only the app's reference is left: the widget was taken out, not destroyed. */
    printf("taken out, references %u\n", G_OBJECT(area)->ref_count);
    snackbar_snack_free(snack);
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE));
    g_object_unref(not_a_widget);
    g_object_unref(area);
    return 0;
}
