#ifndef SNACKBAR_CSNACKBARINTL_SHIM_H
#define SNACKBAR_CSNACKBARINTL_SHIM_H

// glibc's gettext and dladdr, which the Swift Glibc module leaves out (libintl.h is not in it; dladdr
// needs _GNU_SOURCE): the core's one place for translated text. libc only, no GLib.
#include <libintl.h>

typedef struct {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} SnackbarDlInfo;

// dladdr(3) as glibc declares it under _GNU_SOURCE (Dl_info has this layout).
extern int dladdr(const void *address, SnackbarDlInfo *info);

#endif
