import SnackbarCore
import Testing

@Suite("The names the command line, the wire and the C ABI share")
struct SharedNamesTests {
    /// The order is the C ABI's `SnackbarReason` (snackbar.h): 0 timeout … 8 rejected.
    @Test func reasonKindsKeepTheCOrderAndTheCommandLineNames() {
        #expect(
            DismissReason.Kind.allCases.map(\.rawValue)
                == ["timeout", "action", "closed", "swiped", "escape", "replaced", "removed", "shutdown", "rejected"])
    }

    @Test(arguments: [
        DismissReason.timeout, .action("undo"), .closeButton, .swipe, .escape, .replaced, .programmatic, .shutdown, .rejected
    ])
    func everyReasonIsReadBackFromItsName(reason: DismissReason) {
        #expect(DismissReason(name: reason.name, actionID: reason.actionID ?? "") == reason)
    }

    @Test func anUnknownReasonNameReadsAsNone() {
        #expect(DismissReason(name: "vanished") == nil)
        #expect(DismissReason(name: "closeButton") == nil)
    }

    @Test(arguments: [(MonitorChoice.primary, "primary"), (.pointer, "pointer"), (.index(3), "3")])
    func monitorChoicesReadBackFromTheirNames(choice: MonitorChoice, name: String) {
        #expect(choice.name == name)
        #expect(MonitorChoice(name: name) == choice)
        #expect(MonitorChoice(name: name.uppercased()) == choice)
    }

    @Test func aNegativeOrUnknownMonitorIsRefused() {
        #expect(MonitorChoice(name: "-1") == nil)
        #expect(MonitorChoice(name: "left") == nil)
    }
}
