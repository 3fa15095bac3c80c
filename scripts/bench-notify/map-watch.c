/* map-watch: runs a command and prints the milliseconds from just before its exec to the first
 * MapNotify of a window larger than 1x1 on the root window (an X client watching the screen). Then it
 * terminates the command if it is still running (the C GTK floor program never exits by itself).
 * `map-watch -c COMMAND…` prints the two moments too, in CLOCK_MONOTONIC milliseconds ("elapsed start
 * mapped"), to set beside other clocks' events (cold-stages.sh's perf probes). */
#include <X11/Xlib.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    int clocks = argc > 1 && argv[1][0] == '-' && argv[1][1] == 'c' && !argv[1][2];
    if (clocks) { argc--; argv++; }
    if (argc < 2) { fprintf(stderr, "usage: map-watch [-c] COMMAND [ARG...]\n"); return 2; }
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "map-watch: cannot open display\n"); return 3; }
    XSelectInput(display, DefaultRootWindow(display), SubstructureNotifyMask);
    XSync(display, False);
    double start = now_ms();
    pid_t child = fork();
    if (child == 0) { execvp(argv[1], argv + 1); _exit(127); }
    for (;;) {
        XEvent event;
        XNextEvent(display, &event);
        if (event.type != MapNotify) continue;
        XWindowAttributes attributes;
        if (!XGetWindowAttributes(display, event.xmap.window, &attributes)) continue;
        if (attributes.width <= 1 && attributes.height <= 1) continue;
        double mapped = now_ms();
        if (clocks) printf("%.3f %.3f %.3f\n", mapped - start, start, mapped);
        else printf("%.1f\n", mapped - start);
        break;
    }
    kill(child, SIGTERM);
    waitpid(child, NULL, 0);
    XCloseDisplay(display);
    return 0;
}
