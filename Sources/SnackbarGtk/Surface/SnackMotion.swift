import CGtk
import SnackbarGlue

/// Moves and fades one window on its frame clock: slide in, slide to a new slot, slide or fling out.
///
/// Poses are the snack's own position; the window sits `margin` further up and left (its shadow room).
/// Owns one tick callback while it animates; GTK drops it when the window is destroyed.
@MainActor
final class SnackMotion {
    /// A window's position and opacity.
    struct Pose: Equatable {
        var x: Double
        var y: Double
        var opacity: Double
    }

    private struct Segment {
        var from: Pose
        var to: Pose
        var duration: Double
        var curve: ThemeAnimationCurve
        var startTime: Int?
        var completion: (() -> Void)?
    }

    private let window: UnsafeMutablePointer<GtkWidget>
    private let margin: Double
    /// Puts the window's top-left corner at a point (a toplevel moves, a layer surface changes margins).
    var move: @MainActor (Int, Int) -> Void = { _, _ in }
    private(set) var pose: Pose
    /// When the window last moved (`g_get_monotonic_time`, microseconds).
    private(set) var lastMoved = 0
    private var segment: Segment?
    private var tickID: guint = 0

    /// Starts at `pose` without drawing anything yet; the window keeps `margin` pixels around the snack.
    init(window: UnsafeMutablePointer<GtkWidget>, pose: Pose, margin: Int) {
        self.window = window
        self.pose = pose
        self.margin = Double(margin)
    }

    /// Whether the desktop wants motion (`gtk-enable-animations`).
    static var isEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return false }
        return GObjectProperty.bool(asGPointer(settings), "gtk-enable-animations")
    }

    /// Jumps to `pose` now, dropping any animation; `completion` of the dropped one does not run.
    func jump(to target: Pose) {
        segment = nil
        apply(target)
    }

    /// Drops any animation where it is, without running its completion.
    func stop() {
        segment = nil
    }

    /// Animates to `target` over `seconds` along `curve` (instantly without motion), then runs
    /// `completion`. A newer animation replaces this one and its completion never runs.
    func animate(to target: Pose, seconds: Double, curve: ThemeAnimationCurve = .easeOut, completion: (() -> Void)? = nil) {
        guard Self.isEnabled, seconds > 0, gtk_widget_get_mapped(window) != 0 else {
            jump(to: target)
            completion?()
            return
        }
        segment = Segment(from: pose, to: target, duration: seconds, curve: curve, startTime: nil, completion: completion)
        guard tickID == 0 else { return }
        tickID = addTickCallback(window) { [weak self] frameTime in
            self?.step(frameTime: frameTime) ?? false
        }
    }

    private func step(frameTime: Int) -> Bool {
        guard var current = segment else {
            tickID = 0
            return false
        }
        let start = current.startTime ?? frameTime
        current.startTime = start
        segment = current
        let linear = min(1, Double(frameTime - start) / 1_000_000 / current.duration)
        let eased = current.curve.progress(linear)
        let from = current.from
        let to = current.to
        apply(
            Pose(
                x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased,
                opacity: min(1, max(0, from.opacity + (to.opacity - from.opacity) * eased))))
        guard linear >= 1 else { return true }
        segment = nil
        tickID = 0
        current.completion?()
        return false
    }

    /// Whether an animation is under way.
    var isMoving: Bool { segment != nil }

    private func apply(_ target: Pose) {
        lastMoved = g_get_monotonic_time()
        pose = target
        move(Int((target.x - margin).rounded()), Int((target.y - margin).rounded()))
        gtk_widget_set_opacity(window, target.opacity)
    }
}
