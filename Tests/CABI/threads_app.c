/*
 * Tests only: 8 threads each show and dismiss 400 snacks at once, every snack with an action and a
 * dismissed callback whose user data has a destroy notify. Prints, once every destroy notify ran, or
 * every snack is dismissed and no destroy notify came for 12 s (a spare window lets its last snack's
 * data go within 10 s), how many of each ran:
 * "destroyed ACTION DISMISSED of 3200, dismissed N".
 */
#include <gtk/gtk.h>
#include <pthread.h>
#include <snackbar.h>
#include <stdatomic.h>
#include <stdio.h>

enum { THREADS = 8, EACH = 400, TOTAL = THREADS * EACH };
static atomic_int action_destroyed, dismissed_destroyed, dismissed;

static void action_destroy(void *data) { (void)data; atomic_fetch_add(&action_destroyed, 1); }
static void dismissed_destroy(void *data) { (void)data; atomic_fetch_add(&dismissed_destroyed, 1); }
static void on_action(const char *snack, const char *action, void *data) { (void)snack; (void)action; (void)data; }
static void on_dismissed(const char *snack, SnackbarReason reason, const char *action, void *data) {
    (void)snack; (void)reason; (void)action; (void)data;
    atomic_fetch_add(&dismissed, 1);
}

static void *worker(void *arg) {
    long thread = (long)arg;
    for (int i = 0; i < EACH; i++) {
        char text[64];
        snprintf(text, sizeof text, "thread %ld snack %d", thread, i);
        SnackbarSnack *snack = snackbar_snack_new(text);
        snackbar_snack_add_action(snack, "undo", "Undo", on_action, NULL, action_destroy);
        snackbar_snack_set_dismissed_callback(snack, on_dismissed, NULL, dismissed_destroy);
        char *id = NULL;
        if (snackbar_snack_show(snack, &id) == SNACKBAR_OK) {
            snackbar_dismiss(id);
            snackbar_string_free(id);
        }
        snackbar_snack_free(snack);
    }
    return NULL;
}

static int unchanged, last = -1;
static gboolean settled(gpointer data) {
    (void)data;
    int now = atomic_load(&action_destroyed) + atomic_load(&dismissed_destroyed);
    unchanged = now == last ? unchanged + 1 : 0;
    last = now;
    if (now == 2 * TOTAL || (atomic_load(&dismissed) == TOTAL && unchanged >= 120)) {
        gtk_main_quit();
        return G_SOURCE_REMOVE;
    }
    return G_SOURCE_CONTINUE;
}

static void *start(void *arg) {
    (void)arg;
    pthread_t threads[THREADS];
    for (long t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, worker, (void *)t);
    for (int t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
    g_timeout_add(100, settled, NULL);
    return NULL;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    snackbar_set_max_visible(20);
    pthread_t starter;
    pthread_create(&starter, NULL, start, NULL);
    gtk_main();
    pthread_join(starter, NULL);
    printf("destroyed %d %d of %d, dismissed %d\n", atomic_load(&action_destroyed), atomic_load(&dismissed_destroyed), TOTAL,
           atomic_load(&dismissed));
    return 0;
}
