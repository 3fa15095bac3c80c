import Foundation
import SnackbarGtk

/// The user's time scale as an app meets it.
extension Scenario {
    /// Shows `t`, a snack of `seconds`. Once the add is handled prints `timer t <s>`: the seconds its timer
    /// was armed for (the user's time scale applied), one decimal. When it goes, `elapsed t <s>`: the
    /// seconds since the add on the monotonic clock, two decimals (never less than the timer: it cannot fire early),
    /// after the usual `dismissed t timeout`.
    @MainActor
    func runTimed(_ seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        Self.printEvents(readyAfter: ["t"])
        Self.add(Snack("Timed", duration: .custom(seconds), id: "t", onDismiss: { _ in
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            // After the observer's `dismissed` line, which the runtime reports after calling onDismiss.
            DispatchQueue.main.async { Output.say(String(format: "elapsed t %.2f", elapsed)) }
        }))
        DispatchQueue.main.async {
            let left = SnackbarPresenter.shared.timeLeft(ofSnackWithID: "t") ?? -1
            Output.say(String(format: "timer t %.1f", left))
        }
    }
}
