import Glibc

/// Opening and reading files a caller named (icons, themes, the stylesheets they import) so that no
/// file can block or bloat the reader: only a regular file within a size limit is opened, without
/// blocking (`O_NONBLOCK`: opening a FIFO then returns at once instead of waiting for a writer), and
/// read to its end or to one byte past the limit, whichever comes first.
///
/// The path is checked before the open (a device is never opened: some act on open) and the descriptor
/// after it, so a file swapped in between is caught too. Any thread.
package enum BoundedFile {
    /// Why `path` would be refused, or nil when it is a regular file of at most `limit` bytes.
    package static func check(_ path: String, limit: Int) -> FileRefusal? {
        switch open(path, limit: limit) {
        case .success(let descriptor):
            close(descriptor)
            return nil
        case .failure(let refusal):
            return refusal
        }
    }

    /// A descriptor open for reading on `path`, a regular file of at most `limit` bytes. The caller closes it.
    package static func open(_ path: String, limit: Int) -> Result<Int32, FileRefusal> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(refusal(errno: errno)) }
        if let refusal = refusal(status, limit: limit) { return .failure(refusal) }
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(refusal(errno: errno)) }
        guard fstat(descriptor, &status) == 0 else {
            let error = errno
            close(descriptor)
            return .failure(refusal(errno: error))
        }
        if let refusal = refusal(status, limit: limit) {
            close(descriptor)
            return .failure(refusal)
        }
        return .success(descriptor)
    }

    /// The bytes of `path`, a regular file of at most `limit` bytes (checked again while reading: a file
    /// that grows past the limit is refused, not read on).
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], FileRefusal> {
        open(path, limit: limit).flatMap { descriptor in
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { return .failure(refusal(errno: errno)) }
                guard count > 0 else { return .success(bytes) }
                bytes += chunk[..<count]
                guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
            }
        }
    }

    /// What tells one version of a file from another: device, inode, size and modification time; nil
    /// when nothing is at `path`.
    package static func identity(of path: String) -> [Int]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [Int(status.st_dev), Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
    }

    private static func refusal(_ status: stat, limit: Int) -> FileRefusal? {
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
        return Int(status.st_size) > limit ? .tooLarge(limit: limit) : nil
    }

    private static func refusal(errno error: Int32) -> FileRefusal {
        error == ENOENT || error == ENOTDIR ? .missing : .unreadable(String(cString: strerror(error)))
    }
}
