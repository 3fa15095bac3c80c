/* Prints "libraries finalized" on standard error when the C library finalizes the process's libraries
 * (glibc's `exit`, or a return from `main`), which `_exit` skips. Loaded with LD_PRELOAD by the tests of
 * how the service ends. */
#include <unistd.h>

__attribute__((destructor)) static void report(void) {
    static const char line[] = "libraries finalized\n";
    (void)!write(2, line, sizeof line - 1);
}
