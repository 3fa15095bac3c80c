import Foundation
import SnackNotifyKit
import SnackbarTestTags
import Testing

/// docs/dbus-api.md and Resources/io.snackbar.Notifier.xml against the running service: the installed
/// interface is what the service exports, every request key is documented, and each `gdbus` example
/// prints what the document says.
@Suite(.serialized, .tags(.display, .sessionBus))
struct DBusAPIDocumentationTests: DesktopSuite {
    static let desktop = Result { try PrivateDesktop() }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static func file(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Starts the service and waits for its name.
    private static let startService = #"""
        "$SERVICE" > "$DESKTOP_DIR/service.log" 2>&1 & gdbus wait --session --timeout 10 io.snackbar.Notifier

        """#

    @Test func theInstalledInterfaceIsTheOneTheServiceExports() async throws {
        let result = try await onDesktop(
            Self.startService + """
                gdbus introspect --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier --xml
                """)
        let exported = try #require(Self.interface(in: result.standardOutput), "\(result.standardOutput)\(result.standardError)")
        #expect(exported == Self.interface(in: try Self.file("Resources/io.snackbar.Notifier.xml")))
    }

    @Test(arguments: NotifyRequest.wireKeys)
    func everyRequestKeyIsDocumentedWithItsType(key: String) throws {
        let row = try Self.file("docs/dbus-api.md").split(separator: "\n").first { $0.hasPrefix("| `\(key)` | `") }
        #expect(row != nil, "docs/dbus-api.md has no table row for '\(key)'")
    }

    @Test func theDocumentedGdbusExamplesPrintWhatTheDocumentSays() async throws {
        let examples = Self.examples(in: try Self.file("docs/dbus-api.md"))
        try #require(examples.count >= 5)
        // Each command's standard output and error, in order, against the lines the document shows.
        let script = Self.startService + examples.map { "{ \($0.command)\n} 2>&1" }.joined(separator: "\n")
        let result = try await onDesktop(script)
        #expect(result.standardOutput == examples.map(\.output).joined(), "\(result.standardError)")
    }

    /// The `$` commands of the document's `console` blocks (continuation lines joined) and the lines each
    /// is documented to print.
    static func examples(in markdown: String) -> [(command: String, output: String)] {
        var examples: [(command: String, output: String)] = []
        var inBlock = false
        var continuing = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inBlock = !inBlock && line == "```console"
                continue
            }
            guard inBlock else { continue }
            if continuing {
                examples[examples.count - 1].command += "\n" + line
            } else if line.hasPrefix("$ ") {
                examples.append((String(line.dropFirst(2)), ""))
            } else {
                examples[examples.count - 1].output += line + "\n"
            }
            continuing = line.hasSuffix("\\")
        }
        return examples
    }

    /// The `io.snackbar.Notifier` interface element of introspection XML, without comments, with
    /// whitespace between tags removed and empty elements closed alike (GDBus writes `<arg …></arg>`).
    static func interface(in xml: String) -> String? {
        var text = xml
        while let start = text.range(of: "<!--"), let end = text.range(of: "-->", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        guard let start = text.range(of: "<interface name=\"io.snackbar.Notifier\">"),
            let end = text.range(of: "</interface>", range: start.upperBound..<text.endIndex)
        else { return nil }
        return text[start.lowerBound..<end.upperBound].split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined().replacingOccurrences(of: "></arg>", with: "/>")
    }
}
