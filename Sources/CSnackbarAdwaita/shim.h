#ifndef SNACKBAR_CSNACKBARADWAITA_SHIM_H
#define SNACKBAR_CSNACKBARADWAITA_SHIM_H

/* libadwaita 1 (GTK 4), for the GTK 4 demo's side-by-side mode with AdwToastOverlay only: the SnackbarGtk4
   library never links it, so an app that uses our snacks does not need libadwaita. */
#include <adwaita.h>

/* ADW_IS_TOAST_OVERLAY is a type-check macro. */
static inline gboolean snack_adw_is_toast_overlay(gpointer object) {
    return object != NULL && ADW_IS_TOAST_OVERLAY(object);
}

/* GTK_IS_BUTTON is a type-check macro: the demo finds a toast's button by walking the overlay's widgets. */
static inline gboolean snack_adw_is_button(gpointer object) {
    return object != NULL && GTK_IS_BUTTON(object);
}

/* G_OBJECT_TYPE_NAME is a macro: libadwaita's toast widget is a private type, known only by its name. */
static inline const char *snack_adw_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

/* GTK_IS_LABEL is a type-check macro. */
static inline gboolean snack_adw_is_label(gpointer object) {
    return object != NULL && GTK_IS_LABEL(object);
}

#endif
