#ifndef SNACKBAR_CGLIB_SHIM_H
#define SNACKBAR_CGLIB_SHIM_H

// GLib and GIO alone (D-Bus, GVariant, the main loop), for code that must not load GTK.
#include <gio/gio.h>
#include <glib-unix.h>

#endif
