import Glibc

/// A cheap "is a service running?" for the client, before it pays for a bus connection (~1–2 ms).
///
/// The service that owns the name binds an abstract Unix socket named after the user and the session
/// bus address; the kernel drops the name when the process ends, so it never goes stale. A client that
/// cannot reach the socket starts a service at once. Only a hint: a wrong "no" starts a service that
/// finds the name taken and relays the request; a wrong "yes" takes the usual bus path.
public enum ServicePresence {
    /// Binds the socket for the life of this process (the descriptor is deliberately kept open).
    public static func announce() {
        guard var address = socketAddress() else { return }
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return }
        let bound = withUnsafePointer(to: &address.address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, address.length) }
        }
        if bound != 0 { close(descriptor) }
    }

    /// False when no service announced itself on this session bus: starting one is the way to go.
    public static var mayBeRunning: Bool {
        guard var address = socketAddress() else { return true }
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        let connected = withUnsafePointer(to: &address.address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, address.length) }
        }
        return connected == 0 || errno != ECONNREFUSED
    }

    /// `\0snack-notifyd-<uid>-<FNV-1a of the bus address>`, or nil without a session bus address.
    private static func socketAddress() -> (address: sockaddr_un, length: socklen_t)? {
        guard let bus = GLibHelpers.sessionBusAddress else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bus.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = Array("\0snack-notifyd-\(getuid())-\(String(hash, radix: 16))".utf8)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        let length = MemoryLayout<sa_family_t>.size + name.count
        return (address, socklen_t(length))
    }
}
