#ifndef SNACKBAR_CSNACKBARGLIB_SHIM_H
#define SNACKBAR_CSNACKBARGLIB_SHIM_H

// GLib and GIO alone (D-Bus, GVariant, the main loop), for code that must not load GTK.
#include <gio/gio.h>
#include <glib-unix.h>
// malloc_trim: the popup service gives freed memory back to the system when its last popup went.
#include <malloc.h>

#endif
