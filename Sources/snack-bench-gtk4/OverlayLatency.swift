import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

/// A window with a `SnackOverlay` (20 snacks up, animations off) beside a bare `GtkOverlay`: in each round a
/// snack is added to the one and a label to the other, each timed to its map and to the window's next frame,
/// then taken away again; the order within a round alternates, so load falls on both alike.
@MainActor
final class OverlayLatency {
    static let visible = 20
    private let rounds: Int
    private let moments = Moments()
    private let window: UnsafeMutablePointer<GtkWidget>
    private let snacks: SnackOverlay
    private let bare: UnsafeMutablePointer<GtkWidget>

    init(rounds: Int) {
        self.rounds = rounds
        window = gtk_window_new()
        // Tall enough for 21 snacks in one stack (an X11 window may be taller than the screen).
        gtk_window_set_default_size(typed(window), 1000, 2000)
        snacks = SnackOverlay(child: gtk_label_new("App"), configuration: BoardConfiguration(maxVisible: Self.visible + 5, defaultEdge: .bottom))
        var theme = Theme.standard
        theme.animation.addDuration = 0
        theme.animation.rearrangeDuration = 0
        theme.animation.removeDuration = 0
        snacks.theme = theme
        bare = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(bare), gtk_label_new("Bare"))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_set_homogeneous(typed(row), 1)
        for half in [snacks.widget, bare] {
            gtk_widget_set_hexpand(half, 1)
            gtk_box_append(typed(row), half)
        }
        gtk_window_set_child(typed(window), row)
        snacks.onEvent = { [moments] event in
            if case .shown(let id) = event { moments.mark("\(id) shown") }
            if case .dismissed(let id, _) = event { moments.mark("\(id) dismissed") }
        }
    }

    func run() async {
        ObjectSignal.connect(UnsafeMutableRawPointer(window), "map") { [moments] in moments.mark("window mapped") }
        gtk_window_present(typed(window))
        _ = await moments.when("window mapped")
        _ = await nextFrame()
        for index in 0..<Self.visible {
            try? snacks.add(Snack("Background \(index)", duration: .infinite, id: "bg\(index)"))
            _ = await moments.when("bg\(index) shown")
        }
        _ = await nextFrame()
        var snack = Samples()
        var label = Samples()
        for round in 0..<rounds {
            if round % 2 == 0 {
                snack.add(await sampleSnack(round))
                label.add(await sampleLabel())
            } else {
                label.add(await sampleLabel())
                snack.add(await sampleSnack(round))
            }
        }
        print("# GTK 4 overlay (in-app, animations off; mapped = the card's map signal; painted = the window's next after-paint)")
        print("gtk4 add→mapped  visible=\(Self.visible)  \(snack.mapped.summary)  (\(rounds) samples)")
        print("gtk4 add→painted  visible=\(Self.visible)  \(snack.painted.summary)")
        print("gtk4 bare label add→mapped  \(label.mapped.summary)")
        print("gtk4 bare label add→painted  \(label.painted.summary)")
    }

    /// Adds a snack beside the 20, times it, removes it and waits for the frame without it.
    private func sampleSnack(_ round: Int) async -> (Double, Double) {
        let start = ContinuousClock.now
        try? snacks.add(Snack("Sample \(round)", title: "Bench", duration: .infinite, id: "b"))
        let mapped = await moments.when("b shown")
        let painted = await nextFrame()
        snacks.remove(id: "b")
        _ = await moments.when("b dismissed")
        _ = await nextFrame()
        return (milliseconds(mapped - start), milliseconds(painted - start))
    }

    /// Adds a label to the bare overlay, times it, removes it and waits for the frame without it.
    private func sampleLabel() async -> (Double, Double) {
        let label = gtk_label_new("Sample")!
        ObjectSignal.connect(UnsafeMutableRawPointer(label), "map") { [moments] in moments.mark("label mapped") }
        let start = ContinuousClock.now
        gtk_overlay_add_overlay(OpaquePointer(bare), label)
        let mapped = await moments.when("label mapped")
        let painted = await nextFrame()
        gtk_overlay_remove_overlay(OpaquePointer(bare), label)
        _ = await nextFrame()
        return (milliseconds(mapped - start), milliseconds(painted - start))
    }

    /// When the window's frame clock next finished painting.
    private func nextFrame() async -> ContinuousClock.Instant {
        guard let clock = gtk_widget_get_frame_clock(window) else { return ContinuousClock.now }
        let pointer = UnsafeMutableRawPointer(clock)
        let handler = ObjectSignal.connect(pointer, "after-paint") { [moments] in moments.mark("painted") }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        let instant = await moments.when("painted")
        ObjectSignal.disconnect(pointer, handler)
        moments.forget("painted")
        return instant
    }

    private func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }
}

/// Both times of each sample of one kind.
struct Samples {
    var mapped = Times()
    var painted = Times()

    mutating func add(_ sample: (mapped: Double, painted: Double)) {
        mapped.values.append(sample.mapped)
        painted.values.append(sample.painted)
    }
}

/// Milliseconds, summarised as p50 and p99.
struct Times {
    var values: [Double] = []

    var summary: String { "p50 \(format(percentile(50))) ms  p99 \(format(percentile(99))) ms" }

    private func percentile(_ percent: Int) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }

    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// `widget` as a pointer to its GTK type with a public struct (`GtkWindow *`, `GtkBox *`).
private func typed<Target>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
}
