import SnackbarTestSupport
import Testing

@testable import SnackbarGtk

/// The runtime against the recording surface host, a manual timer and a fake clock: no display, no
/// GLib loop. What only pixels prove stays in the display tests.
@MainActor
@Suite struct RuntimeTests {
    private final class Clock { var now = 0.0 }

    private let host = RecordingHost(area: SnackRect(x: 0, y: 0, width: 1280, height: 800))
    private let timer = ManualTimer()
    private let clock = Clock()
    private let runtime: SnackRuntime

    init() {
        let clock = self.clock
        runtime = SnackRuntime(host: host, timer: timer, clock: { clock.now })
    }

    private func advance(to time: Double) {
        clock.now = time
        timer.fireNow()
    }

    @Test func stacksTopCentreSixteenPixelsApart() {
        for id in ["a", "b", "c"] { runtime.send(.add(Snack("message \(id)", duration: .infinite, id: id))) }
        let slots = ["c", "b", "a"].map { host.surface(id: $0)?.slot }
        #expect(
            slots == [
                SnackRect(x: 426, y: 16, width: 428, height: 60),
                SnackRect(x: 426, y: 92, width: 428, height: 60),
                SnackRect(x: 426, y: 168, width: 428, height: 60)
            ])
    }

    @Test func bottomTrailingStacksUpFromTheBottomRight() {
        runtime.send(.add(Snack("one", duration: .infinite, id: "a", edge: .bottom, alignment: .trailing)))
        #expect(host.surface(id: "a")?.slot == SnackRect(x: 836, y: 724, width: 428, height: 60))
    }

    @Test func dismissalRestacksTheRestAndClosesOnce() {
        for id in ["a", "b"] { runtime.send(.add(Snack("message \(id)", duration: .infinite, id: id))) }
        runtime.send(.remove(id: "b"))
        runtime.send(.remove(id: "b"))
        #expect(host.surface(id: "b")?.closeCount == 1)
        #expect(host.surface(id: "a")?.slot?.y == 16, "a slides to the edge once b went")
        #expect(runtime.record(id: "b") == nil)
    }

    @Test func aReplacementInOneTurnLeavesTheOthersWhereTheyAre() {
        var later: [@MainActor () -> Void] = []
        runtime.closeUpLater = { later.append($0) }
        for id in ["a", "b", "c"] { runtime.send(.add(Snack("message \(id)", duration: .infinite, id: id))) }
        let placed = ["a", "b"].map { host.surface(id: $0)?.placements.count }
        runtime.send(.remove(id: "c"))
        runtime.send(.add(Snack("message d", duration: .infinite, id: "d")))
        for work in later { work() }
        #expect(["a", "b"].map { host.surface(id: $0)?.placements.count } == placed, "a and b stay where they are")
        #expect(host.surface(id: "d")?.slot?.y == 16, "d takes the place c left")
    }

    @Test func aStackThatOnlyLostASnackClosesUpWhenTheDeferredWorkRuns() {
        var later: [@MainActor () -> Void] = []
        runtime.closeUpLater = { later.append($0) }
        for id in ["a", "b"] { runtime.send(.add(Snack("message \(id)", duration: .infinite, id: id))) }
        runtime.send(.remove(id: "b"))
        #expect(host.surface(id: "a")?.slot?.y == 92, "a waits for the queued work")
        #expect(later.count == 1)
        for work in later { work() }
        #expect(host.surface(id: "a")?.slot?.y == 16, "a slides to the edge once b went")
    }

    @Test func followsAMovingAnchorAndEndsWhenItCloses() {
        var reasons: [String] = []
        runtime.send(.add(Snack("anchored", duration: .infinite, id: "a", onDismiss: { reasons.append("\($0)") })))
        host.move(to: SnackRect(x: 100, y: 200, width: 600, height: 400))
        #expect(host.surface(id: "a")?.slot == SnackRect(x: 186, y: 216, width: 428, height: 60))
        let desktop = RecordingHost(area: SnackRect(x: 0, y: 0, width: 1000, height: 700))
        host.close(fallback: desktop)
        #expect(reasons == ["shutdown"], "the window closed: shutdown, as in GTK 4")
        runtime.send(.add(Snack("after", duration: .infinite, id: "b")))
        #expect(desktop.surface(id: "b")?.slot?.x == 286, "later snacks go to the fallback host")
    }

    @Test func extrasAreReleasedOnceTheSurfaceClosed() {
        host.surfaceHeight = 40
        weak var released: SnackExtras?
        do {
            let extras = SnackExtras(styles: [])
            released = extras
            runtime.send(.add(Snack("styled", duration: .infinite, id: "s"), attachment: extras))
        }
        let surface = host.surface(id: "s")
        surface?.closesAtOnce = false
        #expect(surface?.extras === released && released != nil)
        runtime.send(.remove(id: "s"))
        #expect(released != nil, "the closing surface still shows its extras")
        surface?.finishClosing()
        #expect(released == nil)
    }

    @Test func aMergeBringsNewExtrasToTheSurface() {
        runtime.send(.add(Snack("one", duration: .infinite, id: "m"), attachment: SnackExtras()))
        let second = SnackExtras()
        runtime.send(.add(Snack("two", duration: .infinite, id: "m"), attachment: second))
        #expect(host.surfaces.count == 1)
        #expect(host.surface(id: "m")?.extras === second)
        #expect(host.surface(id: "m")?.snack.message == "two")
    }

    @Test func oneTimerArmedForTheEarliestDeadline() {
        runtime.send(.add(Snack("long", duration: .custom(10), id: "long")))
        host.surface(id: "long")?.map()
        #expect(timer.armed == 10)
        runtime.send(.add(Snack("short", duration: .custom(4), id: "short")))
        host.surface(id: "short")?.map()
        #expect(timer.armed == 4)
        let armings = timer.armings
        runtime.send(.add(Snack("never", duration: .infinite, id: "never")))
        host.surface(id: "never")?.map()
        #expect(timer.armings == armings, "an unchanged deadline leaves the timer alone")
        advance(to: 4)
        #expect(host.surface(id: "short")?.closeCount == 1)
        #expect(timer.armed == 6, "re-armed for what is left of the long one")
        advance(to: 10)
        #expect(host.surface(id: "long")?.closeCount == 1)
        #expect(timer.armed == nil, "nothing left runs down")
    }

    /// A slow start does not eat a snack's time: it counts from the surface's map, or from 5 s after
    /// the snack was presented when the display never shows it.
    @Test func timeCountsFromTheMapAtTheLatestFiveSecondsAfterPresenting() {
        runtime.send(.add(Snack("slow", duration: .custom(4), id: "slow")))
        #expect(timer.armed == 5)
        clock.now = 2
        host.surface(id: "slow")?.map()
        #expect(timer.armed == 4)
        runtime.send(.add(Snack("unseen", duration: .custom(4), id: "unseen")))
        advance(to: 6)
        #expect(host.surface(id: "slow")?.closeCount == 1)
        #expect(timer.armed == 1, "unseen: never mapped, its grace ends at 7")
        advance(to: 7)
        #expect(timer.armed == 4)
        advance(to: 11)
        #expect(host.surface(id: "unseen")?.closeCount == 1)
    }

    @Test func hoverHoldsTheTimerAndResumesWhatWasLeft() {
        runtime.send(.add(Snack("hover", duration: .custom(4), id: "h")))
        host.surface(id: "h")?.map()
        clock.now = 1
        host.surface(id: "h")?.input(.pause(id: "h", .hover))
        #expect(timer.armed == nil)
        clock.now = 30
        host.surface(id: "h")?.input(.resume(id: "h", .hover))
        #expect(timer.armed == 3)
    }

    @Test func mappingReportsAndALateResizeRestacks() {
        var events: [String] = []
        runtime.observer = { events.append("\($0)") }
        runtime.send(.add(Snack("first", duration: .infinite, id: "a")))
        runtime.send(.add(Snack("second", duration: .infinite, id: "b")))
        host.surface(id: "b")?.height = 90
        host.surface(id: "b")?.map(resized: true)
        #expect(events.contains("mapped b"))
        #expect(host.surface(id: "a")?.slot?.y == 16 + 90 + 16)
    }
}
