/* bad_input: feeds libsnackbar every kind of bad input and prints one line per call:
 * "ok <call> -> <status>" or "FAIL <call> -> <status>", then "failures N". Its own GLib log handler for the
 * domain "Snackbar" prints each warning as "log <domain> <message>" and their count; the last warning comes
 * after the handler is removed, so GLib's default handler prints it to standard error. Run by EmbeddingTests. */
#include <snackbar.h>
#include <glib-object.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

static int failures = 0;

#define CHECK(expr, expected) do { \
        int status_ = (expr); \
        printf("%s %s -> %d\n", status_ == (expected) ? "ok" : "FAIL", #expr, status_); \
        failures += status_ != (expected); \
    } while (0)

static int logged = 0;
static void count_log(const char *domain, GLogLevelFlags level, const char *message, void *user_data) {
    (void) user_data;
    if (level & G_LOG_LEVEL_WARNING) printf("log %s %s\n", domain, message);
    g_atomic_int_inc(&logged);
}

static int destroyed = 0;
static void count_destroy(void *user_data) { (void) user_data; destroyed += 1; }

static void *set_dark_elsewhere(void *result) {
    *(int *) result = snackbar_set_dark(1);
    return NULL;
}

static void *anchor_elsewhere(void *result) {
    *(int *) result = snackbar_anchor_to_window(NULL);
    return NULL;
}

int main(void) {
    const char bad_utf8[] = {(char) 0xC3, (char) 0x28, 0};
    guint handler = g_log_set_handler("Snackbar", G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION, count_log, NULL);
    SnackbarSnack *snack = snackbar_snack_new("fine");

    CHECK(snackbar_snack_new(NULL) == NULL, 1);
    CHECK(snackbar_snack_new(bad_utf8) == NULL, 1);
    CHECK(snackbar_snack_set_title(NULL, "title"), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_snack_set_title(snack, bad_utf8), SNACKBAR_ERROR_INVALID_UTF8);
    CHECK(snackbar_snack_set_title(snack, NULL), SNACKBAR_OK);
    CHECK(snackbar_snack_set_message(snack, NULL), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_snack_set_kind(snack, (SnackbarKind) 42), SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK(snackbar_snack_set_edge(snack, (SnackbarEdge) -1), SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK(snackbar_snack_set_alignment(snack, (SnackbarAlignment) 3), SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK(snackbar_snack_set_duration(snack, (SnackbarDuration) 7), SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK(snackbar_snack_set_duration_seconds(snack, 0), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_duration_seconds(snack, NAN), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_duration_seconds(snack, 2.5), SNACKBAR_OK);
    CHECK(snackbar_snack_set_show_delay(snack, -1), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_show_delay(snack, 60001), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_show_delay(snack, 0), SNACKBAR_OK);
    CHECK(snackbar_snack_set_min_visible(snack, -1), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_min_visible(snack, 1000), SNACKBAR_OK);
    CHECK(snackbar_snack_set_countdown(NULL, 1), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_snack_set_countdown(snack, 1), SNACKBAR_OK);
    CHECK(snackbar_snack_set_requires_interaction(NULL, 1), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_snack_set_requires_interaction(snack, 1), SNACKBAR_OK);
    CHECK(snackbar_snack_add_action(snack, NULL, "Undo", NULL, NULL, NULL), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_snack_add_action(snack, "undo", bad_utf8, NULL, NULL, NULL), SNACKBAR_ERROR_INVALID_UTF8);
    CHECK(snackbar_snack_add_action(snack, "undo", " \t", NULL, NULL, NULL), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_add_action(snack, "undo", "Undo", NULL, NULL, NULL), SNACKBAR_OK);
    CHECK(snackbar_snack_add_action(snack, "undo", "Again", NULL, NULL, NULL), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_add_action(snack, "more", "More", NULL, NULL, NULL), SNACKBAR_OK);
    CHECK(snackbar_snack_add_action(snack, "third", "Third", NULL, NULL, NULL), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_tap_label(snack, " \t"), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_tap_label(snack, "Open"), SNACKBAR_OK);
    CHECK(snackbar_snack_set_tap_label(snack, NULL), SNACKBAR_OK);
    CHECK(snackbar_dismiss(NULL), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_dismiss(bad_utf8), SNACKBAR_ERROR_INVALID_UTF8);
    CHECK(snackbar_set_theme_css(NULL), SNACKBAR_ERROR_NULL_ARGUMENT);
    CHECK(snackbar_set_dark(5), SNACKBAR_ERROR_UNKNOWN_ENUM);
    CHECK(snackbar_snack_show(NULL, NULL), SNACKBAR_ERROR_NULL_ARGUMENT);

    SnackbarSnack *empty = snackbar_snack_new("");
    char *id = (char *) "untouched";
    CHECK(snackbar_snack_show(empty, &id), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(id == NULL, 1);
    snackbar_snack_free(empty);
    snackbar_snack_free(empty);
    /* White space alone would show an empty card. */
    SnackbarSnack *blank = snackbar_snack_new("  ");
    CHECK(snackbar_snack_set_title(blank, "\t"), SNACKBAR_OK);
    CHECK(snackbar_snack_show(blank, NULL), SNACKBAR_ERROR_INVALID_VALUE);
    snackbar_snack_free(blank);
    CHECK(snackbar_snack_set_title(empty, "after free"), SNACKBAR_ERROR_INVALID_HANDLE);

    /* The allocator hands a freed block out again: the new handle must not make the stale one live. */
    SnackbarSnack *first = snackbar_snack_new("first");
    snackbar_snack_free(first);
    SnackbarSnack *second = snackbar_snack_new("second");
    CHECK(first != second, 1);
    CHECK(snackbar_snack_set_title(first, "stale"), SNACKBAR_ERROR_INVALID_HANDLE);
    CHECK(snackbar_snack_set_title(second, "live"), SNACKBAR_OK);
    snackbar_snack_free(second);

    /* Type checks: a GObject that is not a window, a path that is no icon file. */
    GObject *not_a_window = g_object_new(G_TYPE_OBJECT, NULL);
    CHECK(snackbar_anchor_to_window(not_a_window), SNACKBAR_ERROR_WRONG_TYPE);
    g_object_unref(not_a_window);
    CHECK(snackbar_snack_set_icon(snack, "/dev/zero"), SNACKBAR_ERROR_INVALID_VALUE);
    CHECK(snackbar_snack_set_icon(snack, "/no/such/icon.png"), SNACKBAR_OK);

    /* A theme that is a FIFO would block the GTK thread until a writer came: refused at once, as a missing one. */
    char fifo[64];
    snprintf(fifo, sizeof fifo, "/tmp/snackbar-bad-input-%d.css", (int) getpid());
    mkfifo(fifo, 0600);
    CHECK(snackbar_set_theme_file(fifo), SNACKBAR_ERROR_INVALID_VALUE);
    unlink(fifo);

    int elsewhere = -1;
    pthread_t thread;
    pthread_create(&thread, NULL, set_dark_elsewhere, &elsewhere);
    pthread_join(thread, NULL);
    CHECK(elsewhere, SNACKBAR_ERROR_WRONG_THREAD);
    pthread_create(&thread, NULL, anchor_elsewhere, &elsewhere);
    pthread_join(thread, NULL);
    CHECK(elsewhere, SNACKBAR_ERROR_WRONG_THREAD);

    SnackbarSnack *owner = snackbar_snack_new("owner");
    snackbar_snack_add_action(owner, "a", "A", NULL, &destroyed, count_destroy);
    snackbar_snack_set_dismissed_callback(owner, NULL, &destroyed, count_destroy);
    snackbar_snack_free(owner);
    CHECK(destroyed, 2);

    printf("%s\n", snackbar_status_message(99));
    snackbar_snack_free(snack);
    printf("logged %d\n", g_atomic_int_get(&logged));
    g_log_remove_handler("Snackbar", handler);
    CHECK(snackbar_snack_set_title(NULL, "unhandled"), SNACKBAR_ERROR_NULL_ARGUMENT);
    printf("failures %d\n", failures);
    return failures;
}
