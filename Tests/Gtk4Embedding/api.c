/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* libsnackbar-gtk4's progress, app widget, style sheet and palette calls, each result printed on a line of its
 * own: a snack's progress bar and spinner as the widget tree holds them, then the status of each call. */
#include <math.h>
#include "toast-test.h"
#include <glib/gstdio.h>
#include <stdio.h>
#include <unistd.h>

static gboolean shows(GtkWidget *widget, const char *text) {
    if (GTK_IS_LABEL(widget) && g_strcmp0(gtk_label_get_text(GTK_LABEL(widget)), text) == 0) return TRUE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (shows(child, text)) return TRUE;
    return FALSE;
}

/* Shows a snack whose id and message are `id`, until closed; returns the first status that is not OK. */
static int show(GtkWidget *overlay, const char *id, SnackbarPriority priority) {
    SnackbarSnack *snack = snackbar_snack_new(id);
    snackbar_snack_set_id(snack, id);
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    int status = snackbar_snack_set_priority(snack, priority);
    if (status == SNACKBAR_OK) status = snackbar_gtk4_overlay_add(overlay, snack);
    snackbar_snack_free(snack);
    return status;
}

int main(void) {
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Gtk4 C API");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 360);
    GtkWidget *overlay = snackbar_gtk4_overlay_new(gtk_label_new("downloads"));
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    show(overlay, "Downloading", SNACKBAR_PRIORITY_NORMAL);
    printf("bar before %s\n", find(overlay, GTK_TYPE_PROGRESS_BAR) ? "yes" : "no");
    printf("progress %d\n", snackbar_gtk4_overlay_set_progress(overlay, "Downloading", 0.25));
    GtkWidget *bar = find(overlay, GTK_TYPE_PROGRESS_BAR);
    printf("bar %.2f\n", bar ? gtk_progress_bar_get_fraction(GTK_PROGRESS_BAR(bar)) : -1.0);
    snackbar_gtk4_overlay_set_progress(overlay, "Downloading", 2.0);
    bar = find(overlay, GTK_TYPE_PROGRESS_BAR);
    printf("bar clamped %.2f\n", bar ? gtk_progress_bar_get_fraction(GTK_PROGRESS_BAR(bar)) : -1.0);
    snackbar_gtk4_overlay_set_progress(overlay, "Downloading", -1);
    printf("spinner %s\n", find(overlay, GTK_TYPE_SPINNER) && !find(overlay, GTK_TYPE_PROGRESS_BAR) ? "yes" : "no");
    int cleared = snackbar_gtk4_overlay_clear_progress(overlay, "Downloading");
    printf("cleared %d %s\n", cleared, find(overlay, GTK_TYPE_SPINNER) || find(overlay, GTK_TYPE_PROGRESS_BAR) ? "no" : "yes");
    printf("clear unknown id %d\n", snackbar_gtk4_overlay_clear_progress(overlay, "nope"));
    /* A window inside a snack: GTK aborts on a mapped one, and warns of an unmapped one later. */
    SnackbarSnack *with_window = snackbar_snack_new("with a window");
    GtkWidget *other = gtk_window_new();
    int unmapped = snackbar_gtk4_overlay_add_with_widget(overlay, with_window, other);
    gtk_window_present(GTK_WINDOW(other));
    while (!gtk_widget_get_mapped(other)) g_main_context_iteration(NULL, TRUE);
    printf("window widget %d %d\n", unmapped, snackbar_gtk4_overlay_add_with_widget(overlay, with_window, other));
    gtk_window_destroy(GTK_WINDOW(other));
    snackbar_snack_free(with_window);
    printf("unknown id %d\n", snackbar_gtk4_overlay_set_progress(overlay, "nope", 0.5));
    printf("nan %d\n", snackbar_gtk4_overlay_set_progress(overlay, "Downloading", NAN));
    printf("not an overlay %d\n", snackbar_gtk4_overlay_set_progress(window, "Downloading", 0.5));
    /* Three fill the bottom stack; a fourth of normal priority waits, one of high priority shows at once. */
    show(overlay, "second", SNACKBAR_PRIORITY_NORMAL);
    show(overlay, "third", SNACKBAR_PRIORITY_NORMAL);
    show(overlay, "waits", SNACKBAR_PRIORITY_NORMAL);
    show(overlay, "urgent", SNACKBAR_PRIORITY_HIGH);
    printf("normal shown %s, high shown %s\n", shows(overlay, "waits") ? "yes" : "no", shows(overlay, "urgent") ? "yes" : "no");
    printf("priority 2 %d\n", show(overlay, "p", 2));
    /* Time left and holds: an infinite snack has none, a timed one its seconds; none is held here. */
    SnackbarSnack *timed = snackbar_snack_new("timed");
    snackbar_snack_set_id(timed, "timed");
    snackbar_snack_set_duration_seconds(timed, 30);
    snackbar_gtk4_overlay_add(overlay, timed);
    snackbar_snack_free(timed);
    double left = snackbar_gtk4_overlay_get_time_left(overlay, "timed");
    printf("time left %.0f %s %.0f %.0f\n", snackbar_gtk4_overlay_get_time_left(overlay, "Downloading"),
           left > 25 && left <= 30 ? "about 30" : "wrong", snackbar_gtk4_overlay_get_time_left(overlay, "nope"),
           snackbar_gtk4_overlay_get_time_left(NULL, "timed"));
    printf("paused %d %d\n", snackbar_gtk4_overlay_is_paused(overlay, "timed"), snackbar_gtk4_overlay_is_paused(overlay, "nope"));
    int dismissed = snackbar_gtk4_overlay_dismiss_all(overlay);
    while (g_main_context_iteration(NULL, FALSE));
    printf("dismiss all %d, left %s\n", dismissed, snackbar_gtk4_overlay_get_time_left(overlay, "timed") < 0 ? "none" : "some");
    printf("css %d\n", snackbar_gtk4_set_theme_css(".snackbar { background-color: #102030; }"));
    printf("bad css %d\n", snackbar_gtk4_set_theme_css(".snackbar { colour: red; }"));
    printf("missing file %d\n", snackbar_gtk4_set_theme_file("/nonexistent/snack.css"));
    printf("directory %d\n", snackbar_gtk4_set_theme_file("/"));
    char path[] = "/tmp/snack-api-XXXXXX";
    int fd = g_mkstemp(path);
    g_file_set_contents(path, ".snackbar {\n  padding: 4px;\n  colour: red;\n}\n", -1, NULL);
    printf("file %d\n", snackbar_gtk4_set_theme_file(path));
    g_unlink(path);
    close(fd);
    printf("dark %d\n", snackbar_gtk4_set_dark(1));
    printf("dark 5 %d\n", snackbar_gtk4_set_dark(5));
    printf("message %s\n", snackbar_status_message(SNACKBAR_ERROR_CSS));
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE));
    return 0;
}
