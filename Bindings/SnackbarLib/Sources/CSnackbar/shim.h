#ifndef SNACKBAR_CSNACKBAR_SHIM_H
#define SNACKBAR_CSNACKBAR_SHIM_H

// The installed C API of libsnackbar (PREFIX/include/snackbar.h).
#include <snackbar.h>

#endif
