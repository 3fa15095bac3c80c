import SnackbarGlue
import SnackbarTestSupport
import Testing

@testable import SnackbarGtk

/// The visible countdown in the runtime, on a fake clock and manual timers: the surface gets the board's
/// reading, and the redraw timer runs at 30 Hz only while a countdown runs on screen.
@MainActor
@Suite struct RuntimeCountdownTests {
    private final class Clock { var now = 0.0 }

    private let host = RecordingHost()
    private let timer = ManualTimer()
    private let redraw = ManualTimer()
    private let clock = Clock()
    private let runtime: SnackRuntime

    init() {
        let clock = self.clock
        runtime = SnackRuntime(host: host, timer: timer, countdownTimer: redraw, clock: { clock.now })
    }

    private func counting(_ id: String, _ duration: SnackDuration = .short) -> Snack {
        var snack = Snack("message \(id)", duration: duration, id: id)
        snack.showsCountdown = true
        return snack
    }

    @Test func theBarFollowsTheBoardAndTheRedrawTimerRunsOnlyWhileItRunsOnScreen() throws {
        runtime.send(.add(counting("a")))
        let surface = try #require(host.surface(id: "a"))
        #expect(redraw.armed == nil, "not on screen yet: nothing to redraw")
        surface.map()
        #expect(redraw.armed == SnackDriver.countdownInterval)
        clock.now = 1
        redraw.fireNow()
        #expect(surface.countdowns.last == SnackCountdown(fractionLeft: 0.75, isRunning: true))
        #expect(redraw.armed == SnackDriver.countdownInterval, "armed again while it runs")

        surface.input(.pause(id: "a", .hover))
        #expect(redraw.armed == nil, "held: the bar stands still and nothing redraws")
        clock.now = 5
        surface.input(.resume(id: "a", .hover))
        #expect(surface.countdowns.last == SnackCountdown(fractionLeft: 0.75, isRunning: true), "goes on from where it stood")
        #expect(redraw.armed == SnackDriver.countdownInterval)
        clock.now = 6
        redraw.fireNow()
        #expect(surface.countdowns.last == SnackCountdown(fractionLeft: 0.5, isRunning: true))

        clock.now = 7
        timer.fireNow()
        #expect(surface.countdowns.last == SnackCountdown(fractionLeft: 0.25, isRunning: true))
        clock.now = 8
        timer.fireNow()
        #expect(runtime.record(id: "a") == nil, "timed out when the board said")
        #expect(redraw.armed == nil, "no countdown on screen: the redraw timer is off")
    }

    @Test func snacksWithoutACountdownOrWithoutATimeNeverArmTheRedrawTimer() {
        runtime.send(.add(Snack("plain", id: "plain")))
        runtime.send(.add(counting("endless", .infinite)))
        for id in ["plain", "endless"] { host.surface(id: id)?.map() }
        #expect(redraw.armings == 0)
        #expect(host.surface(id: "plain")?.countdowns.isEmpty == true)
        #expect(host.surface(id: "endless")?.countdowns.allSatisfy { $0 == nil } == true)
    }

    @Test func oneRedrawTimerServesEveryCountdown() {
        for id in ["a", "b", "c"] {
            runtime.send(.add(counting(id)))
            host.surface(id: id)?.map()
        }
        let armings = redraw.armings
        clock.now = 0.5
        redraw.fireNow()
        #expect(redraw.armings == armings + 1, "one timer, armed once per tick")
        for id in ["a", "b", "c"] { #expect(host.surface(id: id)?.countdowns.last??.fractionLeft == 0.875) }
    }
}
