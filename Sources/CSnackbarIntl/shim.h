#ifndef SNACKBAR_CSNACKBARINTL_SHIM_H
#define SNACKBAR_CSNACKBARINTL_SHIM_H

// glibc's gettext and dladdr, which the Swift Glibc module leaves out (libintl.h is not in it; dladdr
// needs _GNU_SOURCE): the core's one place for translated text. libc only, no GLib. The client's
// socket path, which must load nothing but libc, takes signalfd and posix_spawn's closefrom from here.
#include <libintl.h>
#include <spawn.h>
#include <sys/signalfd.h>

typedef struct {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} SnackbarDlInfo;

// dladdr(3) as glibc declares it under _GNU_SOURCE (Dl_info has this layout).
extern int dladdr(const void *address, SnackbarDlInfo *info);

// glibc declares this only under _GNU_SOURCE, which the Swift Glibc module is built without. The
// service launcher uses it so that a detached service keeps none of a script's descriptors open.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

#endif
