/* Counts a process's XTranslateCoordinates calls (each a round trip to the X server) and prints
 * "XTranslateCoordinates N" on standard error when it exits. Loaded with LD_PRELOAD by the stack tests. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <dlfcn.h>
#include <stdio.h>

static unsigned long calls;

Bool XTranslateCoordinates(Display *display, Window from, Window to, int x, int y, int *to_x, int *to_y, Window *child) {
    static Bool (*real)(Display *, Window, Window, int, int, int *, int *, Window *);
    if (!real) real = (Bool (*)(Display *, Window, Window, int, int, int *, int *, Window *))dlsym(RTLD_NEXT, "XTranslateCoordinates");
    __atomic_add_fetch(&calls, 1, __ATOMIC_RELAXED);
    return real(display, from, to, x, y, to_x, to_y, child);
}

__attribute__((destructor)) static void report(void) {
    fprintf(stderr, "XTranslateCoordinates %lu\n", calls);
}
