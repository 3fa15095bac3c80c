import Foundation
import Testing

/// The Debian packages as debian/control and the .install files declare them: the GTK 4 library and its
/// development files install without the GTK 3 library's packages (both take the Swift runtime from
/// libsnackbar-runtime), and no installed file belongs to two packages.
struct DebianPackagesTests {
    static let debian = Command.packageDirectory + "/debian"

    /// Each binary package of debian/control and the package names its Depends line lists.
    static func dependencies() throws -> [String: [String]] {
        let control = try String(contentsOfFile: debian + "/control", encoding: .utf8)
        var packages: [String: [String]] = [:]
        for stanza in control.split(separator: "\n\n") {
            guard let name = stanza.firstMatch(of: /(?m)^Package: (\S+)/)?.1 else { continue }
            let depends = stanza.firstMatch(of: /(?ms)^Depends: (.*?)(?=^\S)/)?.1 ?? ""
            packages[String(name)] = depends.split(separator: ",").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        }
        return packages
    }

    /// `package` and every package of debian/control it depends on, directly or through another.
    static func closure(of package: String, in packages: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var next = [package]
        while let current = next.popLast() {
            guard seen.insert(current).inserted else { continue }
            next += packages[current, default: []].filter { packages[$0] != nil }
        }
        return seen
    }

    @Test(arguments: ["libsnackbar-gtk4-0-0", "libsnackbar-gtk4-dev", "gir1.2-snackbargtk4-0.2"])
    func theGtk4PackagesInstallWithoutTheGtk3Library(package: String) throws {
        let packages = try Self.dependencies()
        let needed = Self.closure(of: package, in: packages)
        #expect(needed.contains(package))
        #expect(needed.isDisjoint(with: ["libsnackbar-0-0", "libsnackbar-dev", "gir1.2-snackbar-0.2"]), "\(package) needs \(needed.sorted())")
        let all = needed.flatMap { packages[$0, default: []] }
        #expect(!all.contains { $0.contains("gtk-3") || $0.contains("layer-shell") }, "\(package) needs \(all.sorted())")
        if package.hasPrefix("lib") { #expect(needed.contains("libsnackbar-runtime") || needed.contains("libsnackbar-common-dev")) }
    }

    @Test func noInstalledFileBelongsToTwoPackages() throws {
        let lists = try FileManager.default.contentsOfDirectory(atPath: Self.debian).filter { $0.hasSuffix(".install") }
        var owners: [String: [String]] = [:]
        for list in lists {
            let lines = try String(contentsOfFile: Self.debian + "/" + list, encoding: .utf8).split(separator: "\n").map(String.init)
            for line in lines { owners[line, default: []].append(list) }
        }
        #expect(owners.filter { $0.value.count > 1 }.isEmpty, "\(owners.filter { $0.value.count > 1 })")
        // A whole directory in one list while another lists a file under it would be a conflict too.
        let directories = owners.keys.filter { $0.hasSuffix("/") }
        for directory in directories {
            #expect(!owners.keys.contains { $0 != directory && $0.hasPrefix(directory) }, "\(directory) and a file under it")
        }
        // Each header part is in exactly one package.
        let parts = try FileManager.default.contentsOfDirectory(atPath: Command.packageDirectory + "/include/snackbar")
        for part in parts { #expect(owners["usr/include/snackbar/" + part]?.count == 1, "\(part)") }
    }
}
