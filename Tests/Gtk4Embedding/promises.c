/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* libsnackbar-gtk4's promises, each result printed on a line of its own, then "end":
 * - a progress update keeps a snack's place: "order-before IDS" and "order-after IDS", the stack top to
 *   bottom, around two progress updates of the middle snack;
 * - and its time: t (3 s) and r (3 s, shown after t) run out in that order although t's progress is
 *   updated every 100 ms meanwhile;
 * - the dismissed callback comes once per snack: "dismissed ID REASON" lines;
 * - destroying the window ends the snacks still up (s1, s2) with SNACKBAR_REASON_SHUTDOWN. */
#include <snackbar-gtk4.h>
#include <stdio.h>
#include <string.h>

static GtkWidget *window, *overlay;
static GMainLoop *loop;
static gboolean t_gone, r_gone;

/* The ids of the snacks in the overlay, in the widget tree's order (top to bottom in their box). */
static void collect(GtkWidget *widget, GString *ids) {
    if (GTK_IS_LABEL(widget)) {
        const char *text = gtk_label_get_text(GTK_LABEL(widget));
        if (strlen(text) == 1) g_string_append_printf(ids, "%s%s", ids->len ? "," : "", text);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        collect(child, ids);
}

static void print_order(const char *label) {
    GString *ids = g_string_new(NULL);
    collect(overlay, ids);
    printf("%s %s\n", label, ids->str);
    fflush(stdout);
    g_string_free(ids, TRUE);
}

static gboolean close_window(gpointer data) {
    gtk_window_destroy(GTK_WINDOW(window));
    printf("end\n");
    fflush(stdout);
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

static void on_dismissed(const char *snack_id, SnackbarReason reason, const char *action_id, void *user_data) {
    printf("dismissed %s %d\n", snack_id, reason);
    fflush(stdout);
    if (strcmp(snack_id, "t") == 0) t_gone = TRUE;
    if (strcmp(snack_id, "r") == 0) r_gone = TRUE;
}

static void show(const char *id, int duration_ms) {
    /* The message is the id: one letter, which `collect` finds. */
    SnackbarSnack *snack = snackbar_snack_new(id);
    snackbar_snack_set_id(snack, id);
    if (duration_ms < 0)
        snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    else
        snackbar_snack_set_duration_seconds(snack, duration_ms / 1000.0);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
    snackbar_gtk4_overlay_add(overlay, snack);
    snackbar_snack_free(snack);
}

static gboolean last_phase(gpointer data) {
    show("u", -1);
    show("v", -1);
    snackbar_gtk4_overlay_set_progress(overlay, "u", 0.5);
    g_idle_add(close_window, NULL);
    return G_SOURCE_REMOVE;
}

static gboolean update_t(gpointer data) {
    if (t_gone || r_gone) {
        /* Both run out, then the last phase. */
        if (!(t_gone && r_gone)) return G_SOURCE_CONTINUE;
        g_idle_add(last_phase, NULL);
        return G_SOURCE_REMOVE;
    }
    snackbar_gtk4_overlay_set_progress(overlay, "t", 0.5);
    return G_SOURCE_CONTINUE;
}

static gboolean show_r(gpointer data) {
    show("r", 3000);
    g_timeout_add(100, update_t, NULL);
    return G_SOURCE_REMOVE;
}

static gboolean give_up(gpointer data) {
    printf("timeout\n");
    fflush(stdout);
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

int main(void) {
    gtk_init();
    loop = g_main_loop_new(NULL, FALSE);
    window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Gtk4 C promises");
    gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
    overlay = snackbar_gtk4_overlay_new(gtk_label_new("the app's content"));
    gtk_window_set_child(GTK_WINDOW(window), overlay);
    gtk_window_present(GTK_WINDOW(window));
    show("a", -1);
    show("b", -1);
    show("c", -1);
    print_order("order-before");
    snackbar_gtk4_overlay_set_progress(overlay, "b", 0.5);
    snackbar_gtk4_overlay_set_progress(overlay, "b", -1);
    print_order("order-after");
    snackbar_gtk4_overlay_dismiss(overlay, "b");
    snackbar_gtk4_overlay_dismiss(overlay, "a");
    snackbar_gtk4_overlay_dismiss(overlay, "c");
    show("t", 3000);
    g_timeout_add(300, show_r, NULL);
    g_timeout_add_seconds(60, give_up, NULL);
    g_main_loop_run(loop);
    while (g_main_context_iteration(NULL, FALSE));
    return 0;
}
