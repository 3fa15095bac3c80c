/* parity_app: the C API's GLib conventions and the calls that match the Swift manager, on a display.
 * Prints one line per check ("ok <what>" or "FAIL <what>"), then shows two snacks and prints what happens:
 *   1. "parity": markup title, a custom widget, progress updated in place (same id), a body-tap callback.
 *      A click on its body prints "tap parity", what the snack shows, then dismisses it.
 *   2. "work": a long-running Retry action. A click on Retry prints "action work retry"; the app finishes
 *      the work a moment later and the snack goes with the action as its reason.
 * Run by EmbeddingTests, which clicks. */
#include <snackbar.h>
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(what, condition) do { \
        gboolean holds_ = (condition); \
        printf("%s %s\n", holds_ ? "ok" : "FAIL", what); \
        failures += !holds_; \
    } while (0)

static GtkWidget *custom_widget;

static void show_work(void);

static void describe(GtkWidget *widget, gpointer data) {
    (void) data;
    if (GTK_IS_PROGRESS_BAR(widget))
        printf("progress %.2f\n", gtk_progress_bar_get_fraction(GTK_PROGRESS_BAR(widget)));
    if (GTK_IS_LABEL(widget) && strcmp(gtk_label_get_text(GTK_LABEL(widget)), "Parity") == 0)
        printf("title Parity\n");
    if (GTK_IS_CONTAINER(widget))
        gtk_container_forall(GTK_CONTAINER(widget), describe, NULL);
}

static void on_tap(const char *snack_id, void *data) {
    (void) data;
    printf("tap %s\n", snack_id);
    GtkWidget *window = gtk_widget_get_toplevel(custom_widget);
    printf("widget in %s\n", GTK_IS_WINDOW(window) ? gtk_window_get_title(GTK_WINDOW(window)) : "nothing");
    describe(window, NULL);
    fflush(stdout);
    snackbar_dismiss(snack_id);
}

static const char *reason_nick(SnackbarReason reason) {
    GEnumClass *reasons = g_type_class_ref(SNACKBAR_TYPE_REASON);
    const char *nick = g_enum_get_value(reasons, reason)->value_nick;
    g_type_class_unref(reasons);
    return nick;
}

static void on_dismissed(const char *snack_id, SnackbarReason reason, const char *action_id, void *data) {
    (void) data;
    printf("dismissed %s %s%s%s\n", snack_id, reason_nick(reason), action_id ? " " : "", action_id ? action_id : "");
    fflush(stdout);
    if (strcmp(snack_id, "work") == 0)
        gtk_main_quit();
    else if (reason == SNACKBAR_REASON_PROGRAMMATIC)
        show_work(); /* the update in place ends the first show with "replaced"; the tap's dismiss ends the second */
}

static gboolean finish_work(gpointer snack_id) {
    printf("finished %d\n", snackbar_action_finished(snack_id));
    fflush(stdout);
    return G_SOURCE_REMOVE;
}

static void on_retry(const char *snack_id, const char *action_id, void *data) {
    (void) data;
    printf("action %s %s\n", snack_id, action_id);
    fflush(stdout);
    g_timeout_add(300, finish_work, g_strdup(snack_id));
}

static void show_work(void) {
    SnackbarSnack *snack = snackbar_snack_new("Upload failed");
    snackbar_snack_set_id(snack, "work");
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_LONG); /* no close button: Retry is the trailing button */
    snackbar_snack_add_action(snack, "retry", "Retry", on_retry, NULL, NULL);
    snackbar_snack_set_action_long_running(snack, "retry", TRUE);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
    g_free(snackbar_add(snack, NULL));
    snackbar_snack_free(snack);
}

/* What the window events said: each snack's end, and a frame for a placed window. */
static int dismissed_events = 0, sized_placements = 0;

static void on_event(const char *snack_id, SnackbarEvent event, SnackbarReason reason, int x, int y, int width, int height,
                     void *data) {
    (void) snack_id, (void) reason, (void) x, (void) y, (void) data;
    dismissed_events += event == SNACKBAR_EVENT_DISMISSED;
    sized_placements += event == SNACKBAR_EVENT_PLACED && width > 0 && height > 0;
}

/* Without the test's clicks the app would wait for ever. The test finds each snack by polling xdotool, which
 * on a loaded machine (make test's suites side by side on two cores) can take most of a minute. */
static gboolean give_up(gpointer data) {
    (void) data;
    printf("gave up waiting for the clicks\n");
    gtk_main_quit();
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);

    CHECK("version", snackbar_check_version(SNACKBAR_MAJOR_VERSION, SNACKBAR_MINOR_VERSION, SNACKBAR_MICRO_VERSION) == NULL
                     && SNACKBAR_CHECK_VERSION(0, 1, 0) && snackbar_get_minor_version() == SNACKBAR_MINOR_VERSION);
    CHECK("newer major refused", snackbar_check_version(SNACKBAR_MAJOR_VERSION + 1, 0, 0) != NULL);
    CHECK("snack is boxed", G_TYPE_IS_BOXED(SNACKBAR_TYPE_SNACK) && strcmp(g_type_name(SNACKBAR_TYPE_SNACK), "SnackbarSnack") == 0);
    CHECK("reason nick", strcmp(reason_nick(SNACKBAR_REASON_CLOSE_BUTTON), "close-button") == 0);
    CHECK("kind enum", G_TYPE_IS_ENUM(SNACKBAR_TYPE_KIND) && G_TYPE_IS_ENUM(SNACKBAR_TYPE_POLICY) && G_TYPE_IS_ENUM(SNACKBAR_TYPE_STATUS));

    SnackbarSnack *gone = snackbar_snack_new("gone");
    SnackbarSnack *copy = snackbar_snack_copy(gone);
    snackbar_snack_free(gone);
    GError *error = NULL;
    CHECK("add of a freed handle", snackbar_add(gone, &error) == NULL && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_INVALID_HANDLE));
    g_clear_error(&error);
    CHECK("copy outlives the original", snackbar_snack_set_title(copy, "copied") == SNACKBAR_OK);
    snackbar_snack_free(copy);
    SnackbarSnack *empty = snackbar_snack_new("");
    CHECK("add of an empty snack", snackbar_add(empty, &error) == NULL && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_INVALID_VALUE));
    g_clear_error(&error);
    GObject *not_a_widget = g_object_new(G_TYPE_OBJECT, NULL);
    CHECK("widget that is no widget", snackbar_add_with_widget(empty, not_a_widget, &error) == NULL
                                      && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_WRONG_TYPE));
    g_clear_error(&error);
    g_object_unref(not_a_widget);
    snackbar_snack_free(empty);
    SnackbarSnack *framed = snackbar_snack_new("framed");
    GtkWidget *toplevel = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    CHECK("widget that is a window", snackbar_add_with_widget(framed, toplevel, &error) == NULL
                                     && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_WRONG_TYPE));
    g_clear_error(&error);
    gtk_widget_destroy(toplevel);
    snackbar_snack_free(framed);
    CHECK("missing theme file", snackbar_set_theme_file("/nonexistent.css") == SNACKBAR_ERROR_INVALID_VALUE);
    CHECK("theme css with errors", snackbar_set_theme_css("this is { not css") == SNACKBAR_ERROR_CSS);
    CHECK("bad css", !snackbar_load_css(".snackbar { colour: red; }", &error) && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_CSS)
                     && strstr(error->message, "<css>:1:") != NULL);
    g_clear_error(&error);
    CHECK("good css", snackbar_load_css(".snackbar .title { font-weight: bold; }", &error) && error == NULL);
    CHECK("max visible 0", snackbar_set_max_visible(0) == SNACKBAR_ERROR_INVALID_VALUE);
    CHECK("max visible 5", snackbar_set_max_visible(5) == SNACKBAR_OK);
    CHECK("unknown policy", snackbar_set_policy((SnackbarPolicy) 9) == SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK("queue policy", snackbar_set_policy(SNACKBAR_POLICY_QUEUE) == SNACKBAR_OK);
    CHECK("monitor -4", snackbar_set_monitor(-4) == SNACKBAR_ERROR_INVALID_VALUE);
    CHECK("all monitors", snackbar_set_monitor(SNACKBAR_MONITOR_ALL) == SNACKBAR_OK);
    CHECK("pointer monitor", snackbar_set_monitor(SNACKBAR_MONITOR_POINTER) == SNACKBAR_OK);
    CHECK("primary monitor", snackbar_set_monitor(SNACKBAR_MONITOR_PRIMARY) == SNACKBAR_OK);
    CHECK("default edge", snackbar_set_default_edge(SNACKBAR_EDGE_BOTTOM) == SNACKBAR_OK);
    CHECK("screen reader mode 2", snackbar_set_screen_reader_override(2) == SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK("screen reader off", snackbar_set_screen_reader_override(0) == SNACKBAR_OK);
    CHECK("no work to finish", snackbar_action_finished("nobody") == SNACKBAR_ERROR_INVALID_VALUE);
    char *display_name = snackbar_get_display_name();
    CHECK("display name", display_name != NULL && strcmp(display_name, gdk_display_get_name(gdk_display_get_default())) == 0);
    g_free(display_name);
    CHECK("monitor count", snackbar_get_monitor_count() == gdk_display_get_n_monitors(gdk_display_get_default()));
    /* The user's time scale: SNACKBAR_TIME_SCALE when the test sets it, else 1. */
    const char *scale = getenv("SNACKBAR_TIME_SCALE");
    CHECK("time scale", snackbar_get_time_scale() == (scale ? atof(scale) : 1.0));
    CHECK("event callback", snackbar_set_event_callback(on_event, NULL, NULL) == SNACKBAR_OK);

    SnackbarSnack *snack = snackbar_snack_new("Parity with the Swift manager");
    CHECK("progress NaN", snackbar_snack_set_progress(snack, NAN) == SNACKBAR_ERROR_INVALID_VALUE);
    CHECK("unknown priority", snackbar_snack_set_priority(snack, (SnackbarPriority) 5) == SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK("long-running unknown action", snackbar_snack_set_action_long_running(snack, "none", TRUE) == SNACKBAR_ERROR_INVALID_VALUE);
    CHECK("repeat count 0", snackbar_snack_set_repeat_count(snack, 0) == SNACKBAR_ERROR_INVALID_VALUE);
    CHECK("repeat count 2", snackbar_snack_set_repeat_count(snack, 2) == SNACKBAR_OK);
    const char *sheets[] = {"/nonexistent.css", NULL};
    char **problems = NULL;
    CHECK("style sheets without a snack", snackbar_add_with_style_sheets(NULL, sheets, -1, &problems, &error) == NULL
                                          && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_NULL_ARGUMENT) && problems == NULL);
    g_clear_error(&error);
    CHECK("style sheets with dark 2", snackbar_add_with_style_sheets(snack, sheets, 2, &problems, &error) == NULL
                                      && g_error_matches(error, SNACKBAR_ERROR, SNACKBAR_ERROR_INVALID_VALUE));
    g_clear_error(&error);
    snackbar_snack_set_id(snack, "parity");
    snackbar_snack_set_title(snack, "<b>Parity</b>");
    CHECK("markup", snackbar_snack_set_markup(snack, TRUE) == SNACKBAR_OK);
    CHECK("priority", snackbar_snack_set_priority(snack, SNACKBAR_PRIORITY_HIGH) == SNACKBAR_OK);
    CHECK("requires interaction", snackbar_snack_set_requires_interaction(snack, TRUE) == SNACKBAR_OK);
    CHECK("progress", snackbar_snack_set_progress(snack, 0.25) == SNACKBAR_OK);
    snackbar_snack_set_duration(snack, SNACKBAR_DURATION_INFINITE);
    snackbar_snack_set_close_button(snack, FALSE);
    snackbar_snack_set_tap_callback(snack, on_tap, NULL, NULL);
    snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
    custom_widget = g_object_ref_sink(gtk_label_new("custom content"));
    char *id = snackbar_add_with_widget(snack, custom_widget, &error);
    CHECK("shown with a widget", id != NULL && strcmp(id, "parity") == 0 && error == NULL);
    g_free(id);
    /* The same id again: the snack on screen is updated in place, its widget kept. */
    snackbar_snack_set_progress(snack, 0.75);
    id = snackbar_add_with_widget(snack, custom_widget, &error);
    g_free(id);
    snackbar_snack_free(snack);
    printf("failures %d\n", failures);
    fflush(stdout);

    g_timeout_add_seconds(120, give_up, NULL);
    gtk_main();
    CHECK("events", dismissed_events >= 2 && sized_placements >= 2);
    return 0;
}
