import Foundation
import SnackbarTestTags
import Testing

/// The C API's calls beyond the basics, as a C app meets them (Tests/CABI/parity_app.c): version checks,
/// GError calls, enum GTypes, settings, and on a private display markup, a custom widget, progress updated
/// in place, a body tap and a long-running action, each reached by a real click.
@Suite(.serialized, .tags(.display, .install))
struct CParityTests {
    static let display = Result { try PrivateDisplay() }

    @Test func theCAPIMatchesTheSwiftManagerOnRealClicks() async throws {
        let privateDisplay = try Self.display.get()
        let prefix = try await InstalledPrefix()
        defer { prefix.tearDown() }
        let flags = try await Command.run(
            ["pkg-config", "--cflags", "--libs", "snackbar", "gtk+-3.0"],
            environment: ["PKG_CONFIG_PATH": prefix.pkgConfigPath])
        let program = prefix.path + "/parity_app"
        let compile = try await Command.run(
            [
                "cc", "-Wall", "-Wextra", "-Werror", Command.packageDirectory + "/Tests/CABI/parity_app.c",
                "-o", program, "-Wl,-rpath," + prefix.path + "/lib", "-lm"
            ]
                + flags.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        try #require(compile.status == 0, "cc: \(compile.errors)")
        // GTK animations off: each snack stands at its place once mapped, ready for the click.
        let config = prefix.path + "/config"
        try FileManager.default.createDirectory(atPath: config + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=0\n".write(toFile: config + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        // No accessibility bridge: its registration can hold GTK's start for 25 s on a loaded machine. The
        // user's slowest time scale: a loaded machine may take longer than a long snack's time to click.
        let environment: [String: String?] = ["XDG_CONFIG_HOME": config, "NO_AT_BRIDGE": "1", "SNACKBAR_TIME_SCALE": "10"]
        async let app = Command.run([program], environment: privateDisplay.environment.merging(environment) { $1 })

        // A click on the body, left of the buttons: the tap callback.
        if let parity = try await privateDisplay.visibleSnackFrame(id: "parity") {
            _ = try await Command.run(
                ["xdotool", "mousemove", "\(parity.x + parity.width / 3)", "\(parity.y + 20)", "click", "1"],
                environment: privateDisplay.environment)
        }
        // Then Retry, the trailing button of the second snack.
        if let work = try await privateDisplay.visibleSnackFrame(id: "work") {
            _ = try await Command.run(
                ["xdotool", "mousemove", "\(work.x + work.width - 40)", "\(work.y + work.height / 2)", "click", "1"],
                environment: privateDisplay.environment)
        }
        let result = try await app
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { !$0.hasPrefix("ok ") } == [
                "dismissed parity replaced", "failures 0",
                "tap parity", "widget in snackbar: parity", "title Parity", "progress 0.75", "dismissed parity programmatic",
                "action work retry", "finished 0", "dismissed work action retry"
            ], "\(result.output)\(result.errors)")
        #expect(lines.filter { $0.hasPrefix("ok ") }.count == 43, "\(lines)")
        #expect(!result.errors.contains("Gtk-WARNING"), "a window handed in as content is refused, not given to GTK: \(result.errors)")
        #expect(result.errors.contains("Snackbar-WARNING **: "), "through g_log: \(result.errors)")
        #expect(result.errors.contains(": snackbar_set_max_visible: 0: use 1 to 100\n"), "\(result.errors)")
        // The theme calls name themselves and the CSS's place once per problem; the GError calls log nothing.
        #expect(result.errors.contains(": snackbar_set_theme_file: /nonexistent.css: no such file\n"), "\(result.errors)")
        #expect(result.errors.contains(": snackbar_set_theme_css: <css>:1:11: "), "\(result.errors)")
        #expect(!result.errors.contains("user CSS") && !result.errors.contains("/tmp/snackbar-css-"), "\(result.errors)")
    }
}
