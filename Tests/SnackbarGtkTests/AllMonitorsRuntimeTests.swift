import SnackbarCore
import SnackbarTestSupport
import Testing

@testable import SnackbarGtk

/// `MonitorChoice.all` against the recording host with two monitors side by side (a 1280×800 one and a
/// smaller 1024×600 one to its right): one snack in the board, a copy on each monitor stacked by the
/// same layout, one reason when any copy ends it.
@MainActor
@Suite struct AllMonitorsRuntimeTests {
    private let host = RecordingHost()
    private let runtime: SnackRuntime

    init() {
        host.monitorAreas = [SnackRect(x: 0, y: 0, width: 1280, height: 800), SnackRect(x: 1280, y: 0, width: 1024, height: 600)]
        var settings = SnackbarSettings()
        settings.monitor = .all
        runtime = SnackRuntime(settings: settings, host: host, timer: ManualTimer(), clock: { 0 })
    }

    @Test func eachMonitorStacksItsOwnCopies() {
        runtime.send(.add(Snack("first", duration: .infinite, id: "a")))
        runtime.send(.add(Snack("second", duration: .infinite, id: "b", edge: .bottom, alignment: .trailing)))
        #expect(host.surfaces(id: "a").map(\.monitor) == [.index(0), .index(1)])
        #expect(
            host.surfaces(id: "a").map(\.slot) == [
                SnackRect(x: 426, y: 16, width: 428, height: 60),
                SnackRect(x: 1280 + 298, y: 16, width: 428, height: 60)
            ])
        #expect(
            host.surfaces(id: "b").map(\.slot) == [
                SnackRect(x: 836, y: 724, width: 428, height: 60),
                SnackRect(x: 1280 + 580, y: 524, width: 428, height: 60)
            ])
        #expect(runtime.board.count == 2, "one snack each in the board, whatever the copies")
    }

    @Test func aClickOnAnyCopyEndsAllWithOneReason() {
        var reasons: [DismissReason] = []
        runtime.send(.add(Snack("one", duration: .infinite, id: "a", onDismiss: { reasons.append($0) })))
        runtime.send(.add(Snack("two", duration: .infinite, id: "b")))
        host.surfaces(id: "a")[1].input(.closeButton(id: "a"))
        host.surfaces(id: "a")[0].input(.closeButton(id: "a"))
        #expect(reasons == [.closeButton])
        #expect(host.surfaces(id: "a").map(\.closeCount) == [1, 1])
        #expect(host.surfaces(id: "b").map { $0.slot?.y } == [16, 16], "b moves up on both monitors")
    }

    @Test func closedIsReportedOnceAfterTheLastCopyLeft() {
        var closed: [String] = []
        runtime.observer = { if case .closed(let id) = $0 { closed.append(id) } }
        runtime.send(.add(Snack("one", duration: .infinite, id: "a")))
        for copy in host.surfaces(id: "a") { copy.closesAtOnce = false }
        runtime.send(.remove(id: "a"))
        host.surfaces(id: "a")[0].finishClosing()
        #expect(closed.isEmpty, "the second copy is still leaving")
        host.surfaces(id: "a")[1].finishClosing()
        #expect(closed == ["a"])
    }

    @Test func anotherChoiceShowsOneCopy() {
        runtime.settings.monitor = .index(1)
        runtime.send(.add(Snack("one", duration: .infinite, id: "a")))
        #expect(host.surfaces(id: "a").map(\.slot) == [SnackRect(x: 1280 + 298, y: 16, width: 428, height: 60)])
    }
}
