/* Writes "XIQueryPointer" on standard error at each XIQueryPointer call of a process (a round trip to the
 * X server), as it happens, so a test can count the calls a step made. Loaded with LD_PRELOAD. */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <dlfcn.h>
#include <unistd.h>

Bool XIQueryPointer(Display *display, int device, Window window, Window *root, Window *child, double *root_x, double *root_y,
                    double *win_x, double *win_y, XIButtonState *buttons, XIModifierState *mods, XIGroupState *group) {
    static Bool (*real)(Display *, int, Window, Window *, Window *, double *, double *, double *, double *, XIButtonState *,
                        XIModifierState *, XIGroupState *);
    if (!real) real = (Bool (*)(Display *, int, Window, Window *, Window *, double *, double *, double *, double *,
                                XIButtonState *, XIModifierState *, XIGroupState *))dlsym(RTLD_NEXT, "XIQueryPointer");
    static const char line[] = "XIQueryPointer\n";
    (void)!write(2, line, sizeof line - 1);
    return real(display, device, window, root, child, root_x, root_y, win_x, win_y, buttons, mods, group);
}
