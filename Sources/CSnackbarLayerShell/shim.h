#ifndef SNACKBAR_CLAYERSHELL_SHIM_H
#define SNACKBAR_CLAYERSHELL_SHIM_H

// gtk-layer-shell 0.8 (pkg-config gtk-layer-shell-0): GTK 3 windows as wlr layer surfaces. Its
// pkg-config flags put the header's own directory on the include path.
#include <gtk-layer-shell.h>

#endif
