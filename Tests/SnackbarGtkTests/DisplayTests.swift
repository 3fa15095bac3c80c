import Foundation
import SnackbarTestTags
import Testing

/// Real windows on the tests' X display, driven through `snack-testbed`. Serialized: they share the
/// screen and the pointer.
@Suite(.serialized, .tags(.display, .screenReader))
struct DisplayTests {
    /// Starts a testbed scenario with the pointer parked away from the snacks.
    func launch(_ arguments: [String], settings: [String] = [], environment: [String: String] = [:]) throws -> Testbed {
        _ = try XDisplay.name()
        try XDisplay.parkPointer()
        return try Testbed(arguments, environment: try Self.gtkSettings(settings).merging(environment) { _, own in own })
    }

    /// Whether `check` holds within `limit` seconds (for state that settles after an animation). The
    /// pauses between checks hold no thread.
    func eventually(limit: Double = 5, _ check: () throws -> Bool) async rethrows -> Bool {
        let end = Date().addingTimeInterval(limit)
        repeat {
            if try check() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        } while Date() < end
        return false
    }

    /// An `XDG_CONFIG_HOME` whose `gtk-3.0/settings.ini` holds `lines` (GTK reads it at start-up).
    static func gtkSettings(_ lines: [String]) throws -> [String: String] {
        guard !lines.isEmpty else { return [:] }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snack-config-\(UUID().uuidString)")
        let directory = home.appendingPathComponent("gtk-3.0")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try (["[Settings]"] + lines).joined(separator: "\n")
            .write(to: directory.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        return ["XDG_CONFIG_HOME": home.path]
    }
}
