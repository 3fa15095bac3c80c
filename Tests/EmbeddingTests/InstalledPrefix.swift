import Foundation

/// The debug products installed with `make` into a temporary directory, as `make install` (`install-files`)
/// or `make install-lib` (`install-lib-files`) would install them; removed by `tearDown`.
struct InstalledPrefix {
    /// The temporary directory holding everything (`tearDown` removes it).
    let root: String
    /// Where the installed tree is: `root` itself, or `root/stage/<prefix>` when staged with DESTDIR.
    let path: String
    /// The prefix the files were installed for (PREFIX).
    let prefix: String
    /// DESTDIR, when staged.
    let destdir: String?
    var pkgConfigPath: String { path + "/lib/pkgconfig" }
    /// Where the install keeps the debug information of the binaries it strips (DEBUG_DIR), beside `root`.
    var debugDirectory: String { root + "-debug-info" }

    /// - Parameters:
    ///   - target: the make target, `install-files` (everything) or `install-lib-files` (the library alone).
    ///   - stagedPrefix: a PREFIX to stage under DESTDIR=`root/stage` instead of installing into `root`.
    ///   - existingDirectories: directories under the prefix made before the install, as a system has them.
    init(target: String = "install-files", stagedPrefix: String? = nil, existingDirectories: [String] = []) async throws {
        let root = try Command.temporaryDirectory("snackbar-prefix")
        let destdir = stagedPrefix == nil ? nil : root + "/stage"
        (self.root, self.destdir, prefix) = (root, destdir, stagedPrefix ?? root)
        path = (destdir ?? "") + prefix
        for directory in existingDirectories {
            try FileManager.default.createDirectory(atPath: path + "/" + directory, withIntermediateDirectories: true)
        }
        let result = try await make(target)
        guard result.status == 0 else { throw PixelError(message: "make \(target) failed: \(result.errors)") }
    }

    /// Runs `make target` with this prefix's PREFIX, DESTDIR and the debug products.
    func make(_ target: String) async throws -> CommandResult {
        let variables =
            ["PREFIX=" + prefix, "BIN_DIR=" + Command.productsDirectory, "DEBUG_DIR=" + debugDirectory]
            + (destdir.map { ["DESTDIR=" + $0] } ?? [])
        return try await Command.run(["make", "-s", target] + variables, directory: Command.packageDirectory)
    }

    /// Builds `Examples/<example>` with meson (setup for this PREFIX, then ninja) into `build`, finding the
    /// installed libraries through PKG_CONFIG_PATH; `environment` adds to the commands' environment.
    func mesonBuild(_ example: String, into build: String, environment: [String: String?] = [:]) async throws {
        let environment = environment.merging(["PKG_CONFIG_PATH": pkgConfigPath]) { $1 }
        let setup = try await Command.run(
            ["meson", "setup", "--prefix", prefix, build, Command.packageDirectory + "/Examples/" + example], environment: environment)
        guard setup.status == 0 else { throw PixelError(message: "meson setup: \(setup.output)\(setup.errors)") }
        let ninja = try await Command.run(["ninja", "-C", build], environment: environment)
        guard ninja.status == 0 else { throw PixelError(message: "ninja: \(ninja.output)") }
    }

    /// The regular files and symbolic links left under `path`, relative to it.
    func files() -> [String] {
        (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? ["?"]).filter { name in
            var directory: ObjCBool = false
            let full = path + "/" + name
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) != nil
            return isLink || (FileManager.default.fileExists(atPath: full, isDirectory: &directory) && !directory.boolValue)
        }.sorted()
    }

    /// The directories left under `path`, relative to it.
    func directories() -> [String] {
        (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? ["?"]).filter { name in
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &directory) && directory.boolValue
        }.sorted()
    }

    func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: debugDirectory)
    }
}
