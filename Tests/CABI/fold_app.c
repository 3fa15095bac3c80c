/* fold_app: a snack added three times with the same text and no id folds into one ("×3"). The app holds
 * the id each add returned and names them first, second and newest. Once the snack maps it prints the
 * time left under each id, then dismisses with first, second and newest, in that order. Every dismissed
 * callback and every dismissed event prints "<source> <name> <reason>" (REPLACED is 5, PROGRAMMATIC 6);
 * the window's close ends the app. Run by EmbeddingTests. */
#include <snackbar.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static char *ids[3];
static const char *names[3] = {"first", "second", "newest"};

/* The app's name for an id a callback reports. */
static const char *name_of(const char *id) {
    for (int i = 0; i < 3; i++)
        if (ids[i] && strcmp(ids[i], id) == 0)
            return names[i];
    return id;
}

static void on_dismissed(const char *id, SnackbarReason reason, const char *action_id, void *data) {
    (void) action_id;
    (void) data;
    printf("callback %s %d\n", name_of(id), (int) reason);
    fflush(stdout);
}

static void on_event(const char *id, SnackbarEvent event, SnackbarReason reason, int x, int y, int width,
                     int height, void *data) {
    (void) x;
    (void) y;
    (void) width;
    (void) height;
    (void) data;
    static gboolean mapped = FALSE;
    if (event == SNACKBAR_EVENT_MAPPED && !mapped) {
        mapped = TRUE;
        printf("mapped %s\n", name_of(id));
        for (int i = 0; i < 3; i++) {
            double left = snackbar_get_time_left(ids[i]);
            printf("time-left %s %s\n", names[i], left > 0 ? "running" : left == -1 ? "-1" : "other");
        }
        for (int i = 0; i < 3; i++)
            printf("dismiss %s %d\n", names[i], snackbar_dismiss(ids[i]));
    } else if (event == SNACKBAR_EVENT_DISMISSED) {
        printf("event %s %d\n", name_of(id), (int) reason);
    } else if (event == SNACKBAR_EVENT_CLOSED) {
        gtk_main_quit();
    }
    fflush(stdout);
}

static gboolean give_up(void *data) {
    (void) data;
    printf("timed out\n");
    gtk_main_quit();
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    snackbar_set_event_callback(on_event, NULL, NULL);
    for (int i = 0; i < 3; i++) {
        SnackbarSnack *snack = snackbar_snack_new("Printer out of paper");
        snackbar_snack_set_duration(snack, SNACKBAR_DURATION_LONG);
        snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, NULL);
        GError *error = NULL;
        ids[i] = snackbar_add(snack, &error);
        if (!ids[i]) {
            printf("add failed: %s\n", error->message);
            return 1;
        }
        snackbar_snack_free(snack);
    }
    printf("added %s\n", strcmp(ids[0], ids[1]) && strcmp(ids[1], ids[2]) && strcmp(ids[0], ids[2]) ? "three ids" : "a repeated id");
    fflush(stdout);
    /* A guard, not a wait: the snack maps and closes within a second on a quiet machine. */
    g_timeout_add_seconds(60, give_up, NULL);
    gtk_main();
    for (int i = 0; i < 3; i++)
        g_free(ids[i]);
    return 0;
}
