import Glibc
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire

// The thin client: parse and check, then hand the request to the popup service and report the outcome.
// The locale first: messages and --help follow LC_MESSAGES/LANGUAGE (the C locale keeps notify-send's texts).
setlocale(LC_ALL, "")
let parser = NotifyArgumentParser(environment: SystemEnvironment())
do {
    switch try parser.parse(ProcessIO.rawArguments()) {
    case .help:
        ProcessIO.out(NotifyHelp.text(programName: ProcessIO.programName()))
        exit(0)
    case .version:
        ProcessIO.out(NotifyHelp.versionText(programName: ProcessIO.programName()))
        exit(0)
    case .control(let control, let json):
        try ServiceControlRequest.send(control, json: json)
        exit(NotifyExitCode.success.rawValue)
    case .show(let request) where request.renderPNGPath != nil:
        exit(PNGRenderLauncher.run(request).rawValue)
    case .show(let request):
        exit(MainActor.assumeIsolated { NotifyClient(request: request).run() }.rawValue)
    }
} catch {
    ProcessIO.err(error.message + "\n")
    exit(error.exitCode.rawValue)
}
