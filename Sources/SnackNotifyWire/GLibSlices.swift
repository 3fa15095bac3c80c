/// How the service has GLib keep its small blocks: in malloc (`G_SLICE=always-malloc`), whose free pages it
/// gives back when idle, not in GLib's own slabs, which it keeps for the process's life (GLib before 2.76).
/// GLib reads the variable before `main`: the client starts the service with it, and a service started
/// without it runs itself again with it.
package enum GLibSlices {
    /// The environment variable GLib reads.
    package static let variable = "G_SLICE"
    /// Its value for the service.
    package static let value = "always-malloc"
}
