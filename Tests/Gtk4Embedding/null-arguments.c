/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* The status of each call given NULL or an object of another type, one per line: NULL is a missing argument
 * (SNACKBAR_ERROR_NULL_ARGUMENT) in every call, the GObject types' as the handle calls'. */
#include <snackbar-gtk4.h>
#include <stdio.h>

int main(void) {
    gtk_init();
    GtkWidget *overlay = g_object_ref_sink(snackbar_overlay_new());
    GtkWidget *label = g_object_ref_sink(gtk_label_new("not an overlay"));
    SnackbarSnack *snack = snackbar_snack_new("Saved");
    SnackbarToast *toast = g_object_new(SNACKBAR_TYPE_TOAST, "message", "Saved", NULL);
    printf("gtk4 add to NULL %d\n", snackbar_gtk4_overlay_add(NULL, snack));
    printf("add snack to NULL %d\n", snackbar_overlay_add_snack(NULL, snack));
    printf("add toast to NULL %d\n", snackbar_overlay_add_toast(NULL, g_object_ref(toast)));
    printf("add NULL toast %d\n", snackbar_overlay_add_toast(SNACKBAR_OVERLAY(overlay), NULL));
    printf("add NULL snack %d\n", snackbar_overlay_add_snack(SNACKBAR_OVERLAY(overlay), NULL));
    printf("focus in NULL %d\n", snackbar_overlay_focus_newest(NULL));
    /* A getter's FALSE for NULL, not the status's code (1). */
    printf("route of NULL %d\n", snackbar_gtk4_overlay_get_route_to_desktop_when_inactive(NULL));
    printf("add snack to a label %d\n", snackbar_overlay_add_snack((SnackbarOverlay *)label, snack));
    printf("toast references %u\n", G_OBJECT(toast)->ref_count);
    snackbar_snack_free(snack);
    g_object_unref(toast);
    g_object_unref(label);
    g_object_unref(overlay);
    return 0;
}
