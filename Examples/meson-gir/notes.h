/* notes: a library whose API hands out Snackbar's snacks (see meson.build). */
#pragma once
#include <snackbar.h>

/**
 * notes_deleted_snack:
 * @name: the name of the file moved to the bin
 *
 * Returns: (transfer full): a snack saying @name was moved to the bin, with Undo
 */
SnackbarSnack *notes_deleted_snack(const char *name);
