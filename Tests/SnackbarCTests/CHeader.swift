import Foundation

/// The public C header as text, read from include/: its function declarations and its enums, for tests
/// that hold the library's Swift tables and the bindings to what C apps (and the GIR made from it) see.
struct CHeader {
    /// The text of include/snackbar.h and of each of its parts under include/snackbar/ (or of snackbar-gtk4.h).
    let text: String

    /// The package's directory, found from this file's path.
    static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    init() throws {
        let parts = Self.packageDirectory.appendingPathComponent("include/snackbar")
        let names = try FileManager.default.contentsOfDirectory(atPath: parts.path).filter { $0.hasSuffix(".h") }.sorted()
        try self.init(files: [Self.packageDirectory.appendingPathComponent("include/snackbar.h")] + names.map(parts.appendingPathComponent))
    }

    init(files: [URL]) throws {
        text = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The GTK 4 library's header, include/snackbar-gtk4.h.
    static func gtk4() throws -> CHeader {
        try CHeader(files: [packageDirectory.appendingPathComponent("include/snackbar-gtk4.h")])
    }

    /// snackbar-gtk4.h with the parts it includes: the shared handle's (snackbar-snack.h) and the types'.
    static func gtk4WithParts() throws -> CHeader {
        let parts = ["include/snackbar-gtk4.h", "include/snackbar/snackbar-types.h", "include/snackbar/snackbar-snack.h"]
        return try CHeader(files: parts.map(packageDirectory.appendingPathComponent))
    }

    /// The C functions the sources under `directories` define: each Swift `@_cdecl("…")`, each C function
    /// defined at the start of a line, and the `…_get_type` of each `G_DEFINE_…TYPE…(Name, name_prefix, …)`.
    static func definedFunctions(under directories: [String]) throws -> [String] {
        try directories.flatMap { directory in
            // A leading underscore marks an entry point between the library's own parts, which it does not export.
            let swift = try swiftSources(under: directory).matches(of: /@_cdecl\("(snackbar_\w+)"\)/).map { String($0.1) }
            let c = try sources(under: directory, suffix: ".c")
            let functions = c.matches(of: /\n(?:const )?[a-zA-Z]\w*\s*\**\s*\n?(snackbar_\w+)\s*\(/).map { String($0.1) }
            let types = c.matches(of: /G_DEFINE_[A-Z_]*TYPE[A-Z_]*\s*\(\s*\w+\s*,\s*(snackbar_\w+)/).map { String($0.1) + "_get_type" }
            return swift + functions + types
        }
    }

    /// The declared functions' names, in order: each `snackbar_…(` on a line of code (not a comment, not
    /// a macro), and the `…_get_type` a `G_DECLARE_…TYPE` declares.
    var functions: [String] {
        let code = text.split(separator: "\n").filter { line in !["#", " *", "/*", "*"].contains { line.hasPrefix($0) } }
        return code.flatMap { line in
            // G_DECLARE_FINAL_TYPE(Name, prefix, …) declares prefix_get_type.
            if let type = line.firstMatch(of: /^G_DECLARE_[A-Z_]+TYPE\(\w+, (snackbar_\w+),/) { return [String(type.1) + "_get_type"] }
            return line.matches(of: /\b(snackbar_[a-z0-9_]+)\(/).map { String($0.1) }
        }
    }

    /// Each `typedef enum { NAME = N, … } Type;`: its type name and its values, name and number.
    var enums: [String: [(name: String, number: Int32)]] {
        var found: [String: [(name: String, number: Int32)]] = [:]
        for match in text.matches(of: /typedef enum \{([^}]*)\} (\w+);/) {
            found[String(match.2)] = match.1.matches(of: /(\w+) = (-?\d+)/).map { (String($0.1), Int32($0.2)!) }
        }
        return found
    }

    /// The text of every Swift file under `directory` (a path inside the package), joined.
    static func swiftSources(under directory: String) throws -> String {
        try sources(under: directory, suffix: ".swift")
    }

    /// The text of every file under `directory` whose name ends in `suffix`.
    static func sources(under directory: String, suffix: String) throws -> String {
        let root = packageDirectory.appendingPathComponent(directory)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) } ?? []
        return try files.sorted().map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }
}
