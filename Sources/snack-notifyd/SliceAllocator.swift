import Glibc
import SnackNotifyWire

/// GLib's slice allocator (GLib before 2.76) keeps the slabs of freed small blocks (GObjects, closures, list
/// nodes) for the life of the process: under a flood of notifications the service grew by megabytes that
/// `malloc_trim` cannot reach. With `GLibSlices.value` those blocks go to malloc, whose free pages the service
/// gives back when idle. GLib reads the variable at its first slice, before `main`, so a service started
/// without it (by D-Bus activation or by hand; `snack-notify` sets it) starts itself again with it; one that
/// has `G_SLICE` set keeps what it was given.
enum SliceAllocator {
    /// Runs this program again with `G_SLICE=always-malloc` unless `G_SLICE` is set; returns only when it is
    /// set already or the program cannot be run again (it then goes on with the slab allocator).
    static func useMalloc() {
        guard getenv(GLibSlices.variable) == nil else { return }
        setenv(GLibSlices.variable, GLibSlices.value, 1)
        // By its own path, so that the process keeps its name (`/proc/PID/comm`, which `ps`, `pgrep` and a
        // second service's refusal show); `/proc/self/exe` itself would name it "exe". That link serves when
        // the file went (replaced by an upgrade).
        if let path = realpath("/proc/self/exe", nil) {
            execv(path, CommandLine.unsafeArgv)
            free(path)
        }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
