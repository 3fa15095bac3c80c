import Glibc

/// GLib's slice allocator (GLib before 2.76) keeps the slabs of freed small blocks (GObjects, closures, list
/// nodes) for the life of the process: under a flood of notifications the service grew by megabytes that
/// `malloc_trim` cannot reach. `G_SLICE=always-malloc` sends those blocks to malloc, whose free pages the
/// service gives back when idle. GLib reads the variable at its first slice, before `main`, so a service
/// started without it starts itself again with it; one that has `G_SLICE` set keeps what it was given.
enum SliceAllocator {
    static let variable = "G_SLICE"
    static let value = "always-malloc"

    /// Runs this program again with `G_SLICE=always-malloc` unless `G_SLICE` is set; returns only when it is
    /// set already or the program cannot be run again (it then goes on with the slab allocator).
    static func useMalloc() {
        guard getenv(variable) == nil else { return }
        setenv(variable, value, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
