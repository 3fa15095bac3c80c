import Glibc
import SnackNotifyBus
import SnackNotifyClient
import SnackNotifyKit
import SnackNotifyWire

// snack-notify's D-Bus helper: snack-notify execs it for what needs GIO (see `BusHelperLauncher`), so that
// its own common call loads none. Not meant to be run by hand.
setlocale(LC_ALL, "")
// The process the user started keeps its name (`pgrep -x snack-notify` finds a waiting call).
let comm = open("/proc/self/comm", O_WRONLY)
if comm >= 0 {
    ProcessIO.write(all: "snack-notify", to: comm)
    close(comm)
}
switch BusHelperMode.task(ProcessIO.rawArguments()) {
case .control(let arguments)?:
    var json = false
    do {
        guard case .control(let control, let wantsJSON) = try NotifyArgumentParser(environment: SystemEnvironment()).parse(arguments) else {
            exit(NotifyExitCode.usage.rawValue)
        }
        json = wantsJSON
        try ServiceControlRequest.send(control, json: json)
        exit(NotifyExitCode.success.rawValue)
    } catch {
        // Once the options are read, a script that asked for JSON reads the failure there too.
        if json { ProcessIO.out(error.json(id: nil) + "\n") }
        ProcessIO.err(error.message + "\n")
        exit(error.exitCode.rawValue)
    }
case .checkVariant(let text)?:
    exit(WireVariant.isValid(text) ? 0 : 1)
case .deliver(let wireText, let prepare)?:
    guard var request = WireVariant.request(parsing: wireText) else { exit(NotifyExitCode.usage.rawValue) }
    prepare(&request)
    exit(MainActor.assumeIsolated { NotifyClient(request: request, fallback: BusDelivery()).resume() }.rawValue)
case nil:
    ProcessIO.err("snack-notify-bus: snack-notify's D-Bus helper, run by snack-notify only\n")
    exit(NotifyExitCode.usage.rawValue)
}
