import SnackbarGtk
import Testing

/// The manager's API of release 0.1 still compiles and reaches the presenter it moved to. The test is
/// deprecated itself, so calling the deprecated members draws no warnings.
@Suite struct DeprecatedAPITests {
    @available(*, deprecated)
    @MainActor @Test func theMovedMembersForwardToThePresenter() {
        let manager = SnackbarManager.shared
        #expect(SnackbarManager.monitorCount == SnackbarPresenter.monitorCount)
        #expect(SnackbarManager.displayName == SnackbarPresenter.displayName)
        #expect(manager.timeLeft(ofSnackWithID: "no-such-snack") == nil)
        #expect(!manager.isPaused(snackWithID: "no-such-snack"))
        let missing = "/nonexistent/snackbar-deprecated.css"
        #expect(manager.problems(inStyleSheet: missing) == SnackbarPresenter.shared.problems(inStyleSheet: missing))
        #expect(!manager.problems(inStyleSheet: missing).isEmpty)
        let edge = manager.defaultEdge
        manager.defaultEdge = edge
        #expect(SnackbarPresenter.shared.settings.defaultEdge == edge)
        #expect(manager.maxVisible == SnackbarPresenter.shared.settings.maxVisible)
    }
}
