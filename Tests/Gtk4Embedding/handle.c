/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* libsnackbar's SnackbarSnack handle in a GTK 4 window: the fields that had no GTK 4 C call (markup, icon, long
 * action, close button on a timed snack) reach the card, focus-newest moves the focus into it, and a freed or
 * NULL handle is refused; each result on a line of its own. */
#include <snackbar-gtk4.h>
#include <stdio.h>

static GtkWidget *find(GtkWidget *widget, gboolean (*match)(GtkWidget *, const char *), const char *text) {
    if (match(widget, text)) return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = find(child, match, text);
        if (found) return found;
    }
    return NULL;
}

static gboolean label_text(GtkWidget *widget, const char *text) {
    return GTK_IS_LABEL(widget) && g_strcmp0(gtk_label_get_text(GTK_LABEL(widget)), text) == 0;
}

static gboolean button_label(GtkWidget *widget, const char *text) {
    return GTK_IS_BUTTON(widget) && g_strcmp0(gtk_button_get_label(GTK_BUTTON(widget)), text) == 0;
}

static gboolean button_icon(GtkWidget *widget, const char *text) {
    return GTK_IS_BUTTON(widget) && g_strcmp0(gtk_button_get_icon_name(GTK_BUTTON(widget)), text) == 0;
}

static gboolean image_icon(GtkWidget *widget, const char *text) {
    return GTK_IS_IMAGE(widget) && g_strcmp0(gtk_image_get_icon_name(GTK_IMAGE(widget)), text) == 0;
}

static const char *yes(gboolean value) { return value ? "yes" : "no"; }

int main(void) {
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Gtk4 C handle");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 360);
    GtkWidget *overlay = snackbar_gtk4_overlay_new(gtk_label_new("downloads"));
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    while (!gtk_widget_get_mapped(window)) g_main_context_iteration(NULL, TRUE);
    printf("focus none %d\n", snackbar_gtk4_overlay_focus_newest(overlay));
    SnackbarSnack *snack = snackbar_snack_new("saved to <i>Downloads</i>");
    snackbar_snack_set_title(snack, "<b>Report</b> saved");
    snackbar_snack_set_markup(snack, TRUE);
    snackbar_snack_set_icon(snack, "document-save");
    snackbar_snack_set_kind(snack, SNACKBAR_KIND_POSITIVE);
    snackbar_snack_set_close_button(snack, TRUE);
    snackbar_snack_set_countdown(snack, TRUE);
    snackbar_snack_set_long_action(snack, "open", "Open the folder", NULL, NULL, NULL);
    printf("add %d\n", snackbar_gtk4_overlay_add(overlay, snack));
    printf("markup %s\n", yes(find(overlay, label_text, "Report saved") && find(overlay, label_text, "saved to Downloads")));
    printf("icon %s\n", yes(find(overlay, image_icon, "document-save") != NULL));
    printf("long action %s\n", yes(find(overlay, button_label, "Open the folder") != NULL));
    printf("close button on a timed snack %s\n", yes(find(overlay, button_icon, "window-close-symbolic") != NULL));
    /* The snack counts as shown once its card is on screen. */
    GtkWidget *open = find(overlay, button_label, "Open the folder");
    while (open && !gtk_widget_get_mapped(open)) g_main_context_iteration(NULL, TRUE);
    printf("focus %d\n", snackbar_gtk4_overlay_focus_newest(overlay));
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(window));
    printf("focus in the snack %s\n", yes(focus && gtk_widget_is_ancestor(focus, overlay) && GTK_IS_BUTTON(focus)));
    snackbar_snack_free(snack);
    printf("freed handle %d\n", snackbar_gtk4_overlay_add(overlay, snack));
    printf("null handle %d\n", snackbar_gtk4_overlay_add(overlay, NULL));
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE));
    return 0;
}
