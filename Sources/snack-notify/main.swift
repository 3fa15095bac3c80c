import Glibc
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire

// The thin client: parse and check, then hand the request to the popup service and report the outcome.
// It links no GLib: what needs D-Bus goes through the snack-notify-bus helper (`BusHelperLauncher`).
do throws(NotifyFailure) {
    let arguments = ProcessIO.rawArguments()
    // `--generate completion|manpage`: the files `make install` writes from the option table, untranslated
    // (the C locale, before setlocale).
    if let document = try NotifyOption.generatedDocument(arguments, readLine: { readLine(strippingNewline: false) }) {
        ProcessIO.out(document)
        exit(0)
    }
    // The locale first: messages and --help follow LC_MESSAGES/LANGUAGE (the C locale keeps notify-send's texts).
    // Only the two categories the client uses: LC_ALL reads a dozen locale files on every call, and fails
    // whole, messages too, when one category names a locale that is not installed.
    setlocale(LC_CTYPE, "")
    setlocale(LC_MESSAGES, "")
    let parser = NotifyArgumentParser(environment: SystemEnvironment())
    switch try parser.parse(arguments) {
    case .help:
        ProcessIO.out(NotifyHelp.text(programName: ProcessIO.programName()))
        exit(0)
    case .version:
        ProcessIO.out(NotifyHelp.versionText(programName: ProcessIO.programName()))
        exit(0)
    case .control(_, let json):
        let failure = BusHelperLauncher.control(arguments)
        if json { ProcessIO.out(failure.json(id: nil) + "\n") }
        throw failure
    case .show(let request) where request.renderPNGPath != nil:
        exit(PNGRenderLauncher.run(request).rawValue)
    case .show(let request):
        exit(MainActor.assumeIsolated { NotifyClient(request: request, fallback: BusHelperFallback()).run() }.rawValue)
    }
} catch {
    ProcessIO.err(error.message + "\n")
    exit(error.exitCode.rawValue)
}
