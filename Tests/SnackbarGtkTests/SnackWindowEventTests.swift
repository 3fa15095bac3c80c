import Testing
import SnackbarGtk

/// The observer lines the testbed and the gallery print.
@Test func windowEventsDescribeThemselvesOnOneLine() {
    #expect(SnackWindowEvent.dismissed(id: "a", reason: .action("undo")).description == "dismissed a action(undo)")
    #expect(SnackWindowEvent.closed(id: "b").description == "closed b")
}
