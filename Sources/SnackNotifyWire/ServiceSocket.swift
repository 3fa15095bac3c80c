import Glibc
import SnackbarCore

/// The popup service's own door for `snack-notify`: a per-user socket where each connection is one
/// client speaking the handoff protocol (`HandoffMessage`), as the client that started the service does.
///
/// A call to a running service then skips the bus: no connection, authentication and `Hello` (~1.5 ms)
/// and no hop through the bus daemon each way. The bus stays the public interface for other programs.
/// The socket is abstract (no file to go stale: the kernel drops the name when the service ends),
/// named after the user and the session bus address. Abstract names are visible to every user, so both
/// ends check the other's user id and treat a stranger as no service.
package enum ServiceSocket {
    /// What a client found at the service's address.
    package enum Lookup {
        /// A service of this user accepted; the descriptor speaks the handoff protocol.
        case connected(Int32)
        /// Nobody listens: starting a service is the way to go.
        case absent
        /// Something is there that is not our service (or no address): ask the bus.
        case unknown
    }

    /// Binds and listens for the life of this process; returns the listening descriptor, or nil when
    /// the name is taken or no session bus is configured.
    package static func listen() -> Int32? {
        guard var address = address() else { return nil }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        let bound = withUnsafePointer(to: &address.address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, address.length) }
        }
        guard bound == 0, Glibc.listen(descriptor, 64) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Connects to the service of this user on this session bus.
    package static func connect() -> Lookup {
        guard var address = address() else { return .unknown }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .unknown }
        let connected = withUnsafePointer(to: &address.address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, address.length) }
        }
        let failure = errno
        guard connected == 0, isSameUser(descriptor) else {
            close(descriptor)
            return connected != 0 && failure == ECONNREFUSED ? .absent : .unknown
        }
        return .connected(descriptor)
    }

    /// Whether the process at the other end of a connected socket runs as this user.
    package static func isSameUser(_ descriptor: Int32) -> Bool {
        // Linux's `struct ucred` { pid_t pid; uid_t uid; gid_t gid; }, which glibc declares only under
        // _GNU_SOURCE (hidden from Swift).
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
            length == MemoryLayout.size(ofValue: credentials)
        else { return false }
        return credentials.uid == getuid()
    }

    /// `\0snack-notifyd-<uid>-<FNV-1a of the bus address>`, or nil without a session bus address.
    private static func address() -> (address: sockaddr_un, length: socklen_t)? {
        guard let bus = NotifierBus.sessionBusAddress else { return nil }
        let name = Array("\0snack-notifyd-\(getuid())-\(String(StableHash.fnv1a(bus), radix: 16))".utf8)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        let length = MemoryLayout<sa_family_t>.size + name.count
        return (address, socklen_t(length))
    }
}
