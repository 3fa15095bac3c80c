/* Counts a process's XTranslateCoordinates and XGetGeometry calls (each a round trip to the X server) and
 * prints "XTranslateCoordinates N" and "XGetGeometry N" on standard error when it exits. Loaded with
 * LD_PRELOAD by the stack tests. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <dlfcn.h>
#include <stdio.h>

static unsigned long translations;
static unsigned long geometries;

Bool XTranslateCoordinates(Display *display, Window from, Window to, int x, int y, int *to_x, int *to_y, Window *child) {
    static Bool (*real)(Display *, Window, Window, int, int, int *, int *, Window *);
    if (!real) real = (Bool (*)(Display *, Window, Window, int, int, int *, int *, Window *))dlsym(RTLD_NEXT, "XTranslateCoordinates");
    __atomic_add_fetch(&translations, 1, __ATOMIC_RELAXED);
    return real(display, from, to, x, y, to_x, to_y, child);
}

Status XGetGeometry(Display *display, Drawable drawable, Window *root, int *x, int *y, unsigned int *width, unsigned int *height,
                    unsigned int *border, unsigned int *depth) {
    static Status (*real)(Display *, Drawable, Window *, int *, int *, unsigned int *, unsigned int *, unsigned int *, unsigned int *);
    if (!real)
        real = (Status (*)(Display *, Drawable, Window *, int *, int *, unsigned int *, unsigned int *, unsigned int *,
                           unsigned int *))dlsym(RTLD_NEXT, "XGetGeometry");
    __atomic_add_fetch(&geometries, 1, __ATOMIC_RELAXED);
    return real(display, drawable, root, x, y, width, height, border, depth);
}

__attribute__((destructor)) static void report(void) {
    fprintf(stderr, "XTranslateCoordinates %lu\n", translations);
    fprintf(stderr, "XGetGeometry %lu\n", geometries);
}
