import Foundation
import Testing

/// The C guide's first example (docs/embedding-c.md) is a whole program that compiles without a warning
/// under `-Wall -Wextra`: what a C developer copies first must not greet them with warnings.
struct CGuideExampleTests {
    @Test func theCExampleCompilesWithoutWarnings() async throws {
        let guide = try String(contentsOfFile: Command.packageDirectory + "/docs/embedding-c.md", encoding: .utf8)
        let start = try #require(guide.range(of: "```c\n"), "docs/embedding-c.md has a C example")
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        let source = try Command.temporaryDirectory("snackbar-c-guide") + "/example.c"
        defer { try? FileManager.default.removeItem(atPath: (source as NSString).deletingLastPathComponent) }
        try String(guide[start.upperBound..<end.lowerBound]).write(toFile: source, atomically: true, encoding: .utf8)
        let gtk = try await Command.run(["pkg-config", "--cflags", "gtk+-3.0"])
        let flags = gtk.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let compile = try await Command.run(
            [
                "cc", "-Wall", "-Wextra", "-Werror", "-fsyntax-only",
                "-I" + Command.packageDirectory + "/include", source
            ] + flags)
        #expect(compile.status == 0, "\(compile.errors)")
    }
}
