import Foundation
import SnackbarTestTags
import Testing

/// Screen readers: the desktop's GSettings switch, the manager's override, and the AT-SPI view.
extension DisplayTests {
    /// A private GSettings store (the keyfile backend under a fresh `XDG_CONFIG_HOME`), so the test
    /// can flip the desktop's switch with the `gsettings` tool while the testbed runs.
    private struct DesktopSettings {
        let environment: [String: String]

        init(screenReader: Bool) throws {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("snack-gsettings-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            environment = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": home.path]
            try setScreenReader(screenReader)
        }

        func setScreenReader(_ enabled: Bool) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", "\(enabled)"]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
            try process.runExclusively()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("while the desktop's screen reader is on, a snack that requires interaction outlives its time; off, it times out")
    func desktopScreenReaderHolds() async throws {
        let desktop = try DesktopSettings(screenReader: true)
        try XDisplay.parkPointer()
        let testbed = try Testbed(["reader", "desktop"], environment: desktop.environment)
        defer { testbed.finish() }
        try #require(await testbed.waitFor("ready") != nil, "\(testbed.lines)")
        // The time under test: the snack's 1 s, which began before `ready`, are over by more than a second.
        try await Task.sleep(for: .seconds(2))
        #expect(!testbed.lines.contains { $0.hasPrefix("dismissed r") }, "a 1 s snack went while a screen reader ran: \(testbed.lines)")
        try desktop.setScreenReader(false)
        #expect(await testbed.waitFor("dismissed r timeout") != nil, "\(testbed.lines)")
    }

    @Test("the manager's override holds the snack even though the desktop says no screen reader runs")
    func overrideHolds() async throws {
        let desktop = try DesktopSettings(screenReader: false)
        try XDisplay.parkPointer()
        let testbed = try Testbed(["reader", "override"], environment: desktop.environment)
        defer { testbed.finish() }
        try #require(await testbed.waitFor("dismissed r timeout") != nil, "\(testbed.lines)")
        let lines = testbed.lines
        let cleared = try #require(lines.firstIndex(of: "override-cleared"), "\(lines)")
        #expect(cleared < (lines.firstIndex(of: "dismissed r timeout") ?? 0), "dismissed before the override was cleared: \(lines)")
    }

    @Test("without the a11y GSettings schema the renderer runs on and snacks time out")
    func missingSchema() async throws {
        try XDisplay.parkPointer()
        let testbed = try Testbed(["reader", "desktop"], environment: ["XDG_DATA_DIRS": "/nonexistent-\(UUID().uuidString)"])
        #expect(await testbed.waitFor("dismissed r timeout") != nil, "\(testbed.lines) \(testbed.standardError)")
        #expect(testbed.finish() == 0)
    }

    @Test("AT-SPI: role notification for every kind (Orca speaks no unfocused alert); name kind word, title + message; buttons named by their labels")
    func accessibleRolesAndNames() async throws {
        let testbed = try launch(["accessible"])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("described") != nil, "\(testbed.lines)")
        let lines = Set(testbed.lines)
        for expected in [
            "accessible n role=notification name=Error, Files: File deleted",
            "accessible n role=push button name=Undo",
            "accessible n role=push button name=Close",
            "accessible p role=notification name=Success, Saved to disk",
            "accessible p role=push button name=Open folder",
            "accessible w role=notification name=Warning, Battery low"
        ] {
            #expect(lines.contains(expected), "missing '\(expected)' in \(testbed.lines)")
        }
    }

    @Test("flood folding: the same snack added 200 times is one snack whose accessible name ends in ×200")
    func foldedRepeatsShowTheirCount() async throws {
        let testbed = try launch(["fold", "200"])
        defer { testbed.finish() }
        let line = try #require(await testbed.waitFor("folded ", prefix: true), "\(testbed.lines) \(testbed.standardError)")
        #expect(line.hasSuffix(" Disk: Saved ×200"), "\(line)")
    }
}
