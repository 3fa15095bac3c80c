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

/// The man page as `make install` writes it: the real client's `--generate manpage` over the template.
private func manPage() async throws -> String {
    let result = try await NotifyProcess.run(shell: "\"$NOTIFY\" --generate manpage < '\(packageRoot.path)/Resources/snack-notify.1.in'")
    #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
    return result.standardOutput
}

@Suite("Man page, completion and D-Bus service file cover the command line")
struct DocumentationTests {
    @Test func everyOptionHasAnEntryInTheManPage() async throws {
        let page = try await manPage().replacingOccurrences(of: "\\-", with: "-")
        for option in NotifyOption.all {
            #expect(
                page.contains(
                    ".TP\n.B\(option.short == nil && !option.takesValue ? "" : "R") \(option.short.map { "-\($0) \", \" " } ?? "")--\(option.long)"),
                "--\(option.long)")
        }
    }

    /// An option the template says nothing about gets its --help line; an entry for an option that is not in
    /// the table (renamed, removed) is refused rather than lost.
    @Test func theTemplateAddsProseToTheTablesOptionsAndNamesNoOther() throws {
        func template(_ entry: String) -> String {
            [
                ".TH X 1", #".\" @options notify-send"#, #".\" @end"#, #".\" @options snackbar"#, entry, "A bar.", #".\" @end"#,
                #".\" @options control"#, #".\" @end"#, ""
            ].joined(separator: "\n")
        }
        let page = try NotifyOption.manPage(template: template(#".\" --countdown"#))
        #expect(page.contains(#".TP\#n.B \-\-countdown\#nA bar.\#n"#), "\(page)")
        #expect(page.contains(#".TP\#n.B \-\-verbose\#nSay on standard error how the popup was delivered.\#n"#), "\(page)")
        #expect(throws: NotifyFailure.self) { try NotifyOption.manPage(template: template(#".\" --count-down"#)) }
    }

    /// `man` reads the page without a warning.
    @Test func theManPageRendersWithoutWarnings() async throws {
        let result = try await NotifyProcess.run(
            shell: "\"$NOTIFY\" --generate manpage < '\(packageRoot.path)/Resources/snack-notify.1.in' | groff -man -Tutf8 -ww -z")
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
    }

    /// The completion the client writes, loaded into bash: it completes an option's spelling and its value.
    @Test func theWrittenCompletionCompletesOptionsAndTheirValues() async throws {
        let result = try await NotifyProcess.run(
            shell: """
                exec bash -c 'eval "$("$NOTIFY" --generate completion)" && complete -p snack-notify >/dev/null &&
                COMP_WORDS=(snack-notify --posi) COMP_CWORD=1 && _snack_notify && echo "${COMPREPLY[*]}" &&
                COMP_WORDS=(snack-notify --position "") COMP_CWORD=2 && _snack_notify && echo "${COMPREPLY[*]}"'
                """)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.standardOutput == "--position\ntop bottom\n")
    }

    @Test(arguments: NotifyExitCode.allCases)
    func everyExitStatusIsInTheManPage(code: NotifyExitCode) async throws {
        #expect(try await manPage().contains(".B \(code.rawValue)\n"))
    }

    /// The `--json` paragraph names every reason the client can print.
    @Test(
        arguments: DismissReason.Kind.allCases.map(\.rawValue)
            + [NotifyOutcome.shown, .cancelled, .serviceGone].map(\.name))
    func everyJSONReasonIsInTheManPage(reason: String) async throws {
        let manPage = try await manPage().replacingOccurrences(of: "\\-", with: "-")
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
