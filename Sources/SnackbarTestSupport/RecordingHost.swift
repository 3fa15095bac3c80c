import SnackbarCore
import SnackbarGlue
import SnackbarGtk

/// A `SurfaceHost` with a fixed area that hands out `RecordingSurface`s and keeps them all.
@MainActor
package final class RecordingHost: SurfaceHost {
    /// The area every stack fills; change it and call `move()` to act as a moved anchor window.
    package var area: SnackRect
    /// The monitors' areas under `MonitorChoice.all` (`.index(n)` is the n-th); empty: one screen, `area`.
    package var monitorAreas: [SnackRect] = []
    /// The height each new surface reports.
    package var surfaceHeight = 60
    /// Every surface made, oldest first.
    package private(set) var surfaces: [RecordingSurface] = []
    package var onChange: (@MainActor (SurfaceHostChange) -> Void)?

    package init(area: SnackRect = SnackRect(x: 0, y: 0, width: 1280, height: 800)) {
        self.area = area
    }

    package func makeSurface(
        for snack: Snack, corner: SnackCorner, monitor: MonitorChoice, width: Int, style: SnackStyle,
        events: @escaping @MainActor (SurfaceEvent) -> Void
    ) -> any SnackSurface {
        let surface = RecordingSurface(snack: snack, corner: corner, width: width, height: surfaceHeight, events: events)
        surface.monitor = monitor
        surfaces.append(surface)
        return surface
    }

    package func area(on monitor: MonitorChoice) -> SnackRect {
        guard case .index(let index) = monitor, monitorAreas.indices.contains(index) else { return area }
        return monitorAreas[index]
    }

    package func screens(for choice: MonitorChoice) -> [MonitorChoice] {
        guard choice == .all, !monitorAreas.isEmpty else { return [choice] }
        return monitorAreas.indices.map { .index($0) }
    }

    /// Every surface made for the snack with this id, oldest first.
    package func surfaces(id: String) -> [RecordingSurface] { surfaces.filter { $0.snack.id == id } }

    /// The newest surface made for the snack with this id.
    package func surface(id: String) -> RecordingSurface? { surfaces.last { $0.snack.id == id } }

    /// Tells the runtime the area moved.
    package func move(to area: SnackRect) {
        self.area = area
        onChange?(.moved)
    }

    /// Tells the runtime the area is gone; later snacks go to `fallback`.
    package func close(fallback: any SurfaceHost) {
        onChange?(.closed(fallback: fallback))
    }
}

/// A `DeadlineTimer` the test fires by hand, recording each arming.
@MainActor
package final class ManualTimer: DeadlineTimer {
    /// The delay armed now, nil when disarmed.
    package private(set) var armed: Double?
    /// How many times it was armed or disarmed.
    package private(set) var armings = 0
    private var fire: (@MainActor () -> Void)?

    package init() {}

    package func arm(after seconds: Double?, _ fire: @escaping @MainActor () -> Void) {
        armings += 1
        armed = seconds
        self.fire = seconds == nil ? nil : fire
    }

    /// Fires the armed timer, as GLib would once its delay passed.
    package func fireNow() {
        let pending = fire
        armed = nil
        fire = nil
        pending?()
    }
}
