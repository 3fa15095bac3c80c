/* snackbar_render_png with no display: run with DISPLAY and WAYLAND_DISPLAY unset. Prints the PNG's
 * size as cairo reads it back, then the error a path in a missing directory gives. */
#include <snackbar.h>
#include <cairo.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    SnackbarSnack *snack = snackbar_snack_new("All changes are on disk");
    snackbar_snack_set_title(snack, "Saved");
    snackbar_snack_set_kind(snack, SNACKBAR_KIND_POSITIVE);
    GError *error = NULL;
    if (!snackbar_render_png(snack, TRUE, 0, 2, argv[1], &error)) {
        printf("FAIL %s\n", error->message);
        return 1;
    }
    cairo_surface_t *image = cairo_image_surface_create_from_png(argv[1]);
    printf("size %dx%d\n", cairo_image_surface_get_width(image), cairo_image_surface_get_height(image));
    cairo_surface_destroy(image);
    gboolean written = snackbar_render_png(snack, FALSE, 0, 1, "/no/such/dir/x.png", &error);
    printf("missing dir %s: %s (code %d)\n", written ? "written" : "refused", error ? error->message : "", error ? error->code : 0);
    g_clear_error(&error);
    written = snackbar_render_png(snack, FALSE, 50, 1, argv[1], &error);
    printf("width 50 %s: %s\n", written ? "written" : "refused", error ? error->message : "");
    g_clear_error(&error);
    snackbar_snack_free(snack);
    return 0;
}
