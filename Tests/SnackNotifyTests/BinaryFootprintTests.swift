import Foundation
import Testing

/// What the popup service's binary links. Release builds link the Swift runtime statically, where a module
/// that is referenced at all comes whole: `_StringProcessing` alone brings the regex engine (~1 MB of code).
/// Linked with the shared runtime, the Swift overlay of Dispatch loads that engine's two libraries.
struct BinaryFootprintTests {
    @Test("snack-notifyd references nothing of _StringProcessing or _RegexParser (use containsText, firstRange(ofText:), replacingText)")
    func noRegexEngine() async throws {
        let result = try await NotifyProcess.run(shell: "nm '\(NotifyProcess.service.path)'")
        #expect(result.status == 0, "nm failed: \(result.standardError)")
        #expect(result.standardOutput.count > 10_000, "nm listed too little to judge: \(result.standardOutput.prefix(200))")
        let offending = result.standardOutput.split(separator: "\n").filter {
            $0.contains("17_StringProcessing") || $0.contains("12_RegexParser")
        }
        #expect(offending.isEmpty, "symbols of the regex modules: \(offending.prefix(5).joined(separator: "; "))")
    }

    @Test("snack-notifyd loads no Swift overlay of Dispatch (WorkQueue calls libdispatch's C functions)")
    func noDispatchOverlay() async throws {
        let result = try await NotifyProcess.run(shell: "ldd '\(NotifyProcess.service.path)'")
        #expect(result.status == 0, "ldd failed: \(result.standardError)")
        #expect(result.standardOutput.contains("libgtk-3.so"), "ldd listed too little to judge: \(result.standardOutput)")
        let overlay = result.standardOutput.split(separator: "\n").filter { $0.contains("libswiftDispatch") }
        #expect(overlay.isEmpty, "loads \(overlay.joined(separator: "; "))")
    }
}
