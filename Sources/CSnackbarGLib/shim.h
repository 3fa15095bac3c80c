#ifndef SNACKBAR_CSNACKBARGLIB_SHIM_H
#define SNACKBAR_CSNACKBARGLIB_SHIM_H

// GLib and GIO alone (D-Bus, GVariant, the main loop), for code that must not load GTK.
#include <gio/gio.h>
#include <glib-unix.h>
#include <spawn.h>
// malloc_trim: the popup service gives freed memory back to the system when its last popup went.
#include <malloc.h>

// glibc declares this only under _GNU_SOURCE, which the Swift Glibc module is built without. The
// service launcher uses it so that a detached service keeps none of a script's descriptors open.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

#endif
