/* SPDX-License-Identifier: MIT (see LICENSE in the source tree) */
/* What SnackbarOverlay needs of SnackbarToast (the snack a toast describes, and its being shown) and of the
 * library's Swift side. */
#ifndef SNACKBAR_TOAST_PRIVATE_H
#define SNACKBAR_TOAST_PRIVATE_H

#include <snackbar-gtk4.h>

G_BEGIN_DECLS

/* The library's overlay for SnackbarOverlay, kept wherever it moves until _snackbar_gtk4_overlay_release(), which
 * ends its snacks still up (`programmatic`) and lets it go. */
void *_snackbar_gtk4_overlay_new_kept(void);
void _snackbar_gtk4_overlay_release(void *overlay);
/* Its window closed: its snacks end with `shutdown`; it stays, with the app's widget, for the next window. */
void _snackbar_gtk4_overlay_window_closed(void *overlay);

/* A new handle with the toast's fields, its action and dismissed callbacks wired to the toast's signals;
 * NULL when a field is refused (the status in *status). */
G_GNUC_INTERNAL SnackbarSnack *toast_build_snack(SnackbarToast *self, int *status);

/* Records that the toast is shown on the overlay whose inner widget is overlay (a weak pointer). */
G_GNUC_INTERNAL void toast_set_shown_on(SnackbarToast *self, SnackbarOverlay *overlay);

/* Whether the toast is shown or waiting on an overlay. */
G_GNUC_INTERNAL gboolean toast_is_shown(SnackbarToast *self);

G_END_DECLS

#endif /* SNACKBAR_TOAST_PRIVATE_H */
