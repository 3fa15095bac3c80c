#include "notes.h"

SnackbarSnack *notes_deleted_snack(const char *name) {
    char *message = g_strdup_printf("%s moved to the bin", name);
    SnackbarSnack *snack = snackbar_snack_new(message);
    g_free(message);
    snackbar_snack_add_action(snack, "undo", "Undo", NULL, NULL, NULL);
    return snack;
}
