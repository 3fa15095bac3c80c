import Foundation
import Testing

/// The README's C example is a whole program that compiles without a warning under `-Wall -Wextra`:
/// what a C developer copies first must not greet them with warnings.
struct ReadmeSnippetTests {
    @Test func theCExampleCompilesWithoutWarnings() async throws {
        let readme = try String(contentsOfFile: Command.packageDirectory + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```c\n"), "the README has a C example")
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let source = try Command.temporaryDirectory("snackbar-readme") + "/example.c"
        defer { try? FileManager.default.removeItem(atPath: (source as NSString).deletingLastPathComponent) }
        try String(readme[start.upperBound..<end.lowerBound]).write(toFile: source, atomically: true, encoding: .utf8)
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
