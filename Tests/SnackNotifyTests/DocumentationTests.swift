import Foundation
import SnackNotifyKit
import SnackbarCore
import Testing

/// The repository's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func resource(_ name: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("Resources/\(name)"), encoding: .utf8)
}

@Suite("Man page, completion and D-Bus service file cover the command line")
struct DocumentationTests {
    @Test(arguments: NotifyOption.all.map(\.long))
    func everyOptionIsInTheManPage(long: String) throws {
        let manPage = try resource("snack-notify.1").replacingOccurrences(of: "\\-", with: "-")
        #expect(manPage.contains("--" + long))
    }

    /// The installed completion is the one the option table writes.
    @Test func theCompletionIsWrittenFromTheOptionTable() throws {
        #expect(try resource("snack-notify.bash") == NotifyOption.bashCompletion)
    }

    @Test(arguments: NotifyExitCode.allCases)
    func everyExitStatusIsInTheManPage(code: NotifyExitCode) throws {
        #expect(try resource("snack-notify.1").contains(".B \(code.rawValue)\n"))
    }

    /// The `--json` paragraph names every reason the client can print.
    @Test(
        arguments: DismissReason.Kind.allCases.map(\.rawValue)
            + [NotifyOutcome.shown, .cancelled, .serviceGone].map(\.name))
    func everyJSONReasonIsInTheManPage(reason: String) throws {
        let manPage = try resource("snack-notify.1").replacingOccurrences(of: "\\-", with: "-")
        let paragraph = try #require(manPage.range(of: ".B --json\n")).upperBound
        let end = try #require(manPage.range(of: ".TP", range: paragraph..<manPage.endIndex)).lowerBound
        #expect(manPage[paragraph..<end].contains("\\fB\(reason)\\fR"))
    }

    @Test func serviceFileNamesTheBusNameTheServiceOwns() throws {
        let serviceFile = try resource("io.snackbar.Notifier.service.in")
        #expect(serviceFile.contains("Name=io.snackbar.Notifier\n"))
        #expect(serviceFile.contains("Exec=@PREFIX@/bin/snack-notifyd\n"))
    }
}
