import Glibc
import SnackbarCore
import SnackbarGlue
import Testing

/// Files a caller names are opened only when they are regular and small enough, and never block.
struct BoundedFileTests {
    private let limit = FileRefusal.styleSheetBytes

    /// A FIFO without a writer would block a plain `open` or `read` for ever; it is refused at once.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = try temporaryPath("fifo")
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(BoundedFile.check(path, limit: limit) == .notRegularFile)
        #expect(throws: FileRefusal.notRegularFile) { try BoundedFile.read(path, limit: limit).get() }
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/tmp", "/dev/null"])
    func devicesAndDirectoriesAreRefused(path: String) {
        #expect(BoundedFile.check(path, limit: limit) == .notRegularFile)
    }

    @Test func aFileOverTheLimitIsRefusedAndOneAtItIsRead() throws {
        let path = try temporaryPath("big")
        defer { unlink(path) }
        try write(Array(repeating: 0x61, count: limit + 1), to: path)
        #expect(BoundedFile.check(path, limit: limit) == .tooLarge(limit: limit))
        try write(Array(repeating: 0x61, count: limit), to: path)
        #expect(try BoundedFile.read(path, limit: limit).get().count == limit)
    }

    @Test func aMissingFileAndAnUnreadableOneSayWhich() throws {
        #expect(BoundedFile.check("/no/such/file.css", limit: limit) == .missing)
        guard getuid() != 0 else { return }  // root reads anything
        let path = try temporaryPath("secret")
        defer { unlink(path) }
        try write([0x61], to: path)
        chmod(path, 0)
        #expect(BoundedFile.check(path, limit: limit) == .unreadable("Permission denied"))
    }
}
