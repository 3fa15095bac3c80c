import Glibc

/// How the service process ends: at once, without the C library's teardown.
///
/// Threads the service starts first (the screen-reader probe, GSettings' backend, the bus connection) may
/// still be opening a module with `dlopen` when the process ends early (no display, a refused request). glibc's
/// `exit` finalizes the loaded libraries while they run, and a `dlopen` after that runs their constructors a
/// second time: GObject's aborts the process ("cannot register existing fundamental type"), about one start in
/// 150 without a display on a busy machine. Nothing the service needs runs at exit: its popups end in its
/// main loop's end, its state file and the bus are flushed before, and its own output is unbuffered.
enum ServiceExit {
    /// Ends the process with `status`, after writing out what the C library still buffers.
    static func now(_ status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }
}
