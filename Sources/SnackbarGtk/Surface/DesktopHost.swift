import CGtk
import SnackbarCore
import SnackbarGlue

/// The desktop as a surface host: the stacks on a monitor's work area (panels and docks excluded), each
/// snack an undecorated X11 toplevel (`SnackWindow`), or a layer surface on a Wayland compositor that
/// has the layer-shell protocol (wlroots, KDE, Hyprland, COSMIC).
///
/// GDK reads a work area from the X server on every call (`_NET_WORKAREA` and GTK's per-monitor
/// properties on the root window), several round trips per popup; the host reads it once and forgets it
/// when monitors change or a root-window property changes, but for the snack stacks' own
/// (`RootWindowStacks`, written on every restack).
@MainActor
final class DesktopHost: SurfaceHost {
    /// The X `PropertyNotify` event type (`X.h`): the first `int` of every `XEvent` is its type.
    private static let propertyNotify: Int32 = 28

    var onChange: (@MainActor (SurfaceHostChange) -> Void)?
    /// Whether snacks are layer surfaces (checked once: the compositor's protocols do not change).
    let usesLayerShell: Bool
    /// Each monitor's work area as last read, until a change empties the cache.
    private var workAreas: [OpaquePointer: SnackRect] = [:]
    /// The last closed window, hidden, for the next snack (see `keep`).
    private var spare: SnackWindow?
    /// Destroys the spare once it waited `spareSeconds` unused.
    private var spareExpiry: guint = 0
    /// How long a closed window waits for the next snack.
    static let spareSeconds: UInt32 = 10

    /// A host on the default display; starts watching for monitor and work-area changes.
    init() {
        usesLayerShell = LayerShellPlacement.isSupported
        watchWorkAreas()
    }

    isolated deinit {
        takeSpare()?.destroy()
    }

    func makeSurface(
        for snack: Snack, corner: SnackCorner, monitor: MonitorChoice, width: Int, style: SnackStyle,
        events: @escaping @MainActor (SurfaceEvent) -> Void
    ) -> any SnackSurface {
        var kind = WindowKind.toplevel
        if usesLayerShell, let display = gdk_display_get_default() {
            // Under `.pointer` the compositor puts it on the output it deems current: a Wayland client
            // cannot read the pointer's position outside its own surfaces.
            kind = .layer(area: area(on: monitor), monitor: monitor == .pointer ? nil : Self.monitor(monitor, on: display))
        }
        let window: SnackWindow
        if let kept = spare, kept.isHiddenOnScreen, kept.fits(width: width, style: style) {
            _ = takeSpare()
            kept.adopt(snack, corner: corner, kind: kind, events: events)
            window = kept
        } else {
            if spare?.isHiddenOnScreen == true { takeSpare()?.destroy() }
            window = SnackWindow(snack: snack, corner: corner, width: width, style: style, kind: kind, events: events)
        }
        window.recycler = { [weak self] closed in self?.keep(closed) ?? false }
        return window
    }

    /// Keeps a closed window, hidden, for the next snack: building, styling, measuring and realizing a
    /// window was most of an add's cost (`snack-bench latency`), and a snack that replaces one that just
    /// went (a notification after the last, an app's next message) then only fills in its text and maps.
    /// A layer surface's window keeps its widgets but not its GdkWindows (`SnackWindow.retire`): it gets
    /// new ones, a new Wayland surface and layer surface when it maps again, on the output the next snack
    /// asks for. One spare at most, destroyed after `spareSeconds` unused so that an idle process holds none.
    private func keep(_ window: SnackWindow) -> Bool {
        takeSpare()?.destroy()
        window.retire()
        spare = window
        spareExpiry = MainLoopSource.after(.seconds(Self.spareSeconds)) { [weak self] in
            guard let self else { return }
            spareExpiry = 0
            takeSpare()?.destroy()
        }
        return true
    }

    /// The spare, no longer kept.
    private func takeSpare() -> SnackWindow? {
        MainLoopSource.remove(&spareExpiry)
        defer { spare = nil }
        return spare
    }

    func area(on monitor: MonitorChoice) -> SnackRect {
        guard let display = gdk_display_get_default(), let gdkMonitor = Self.monitor(monitor, on: display) else {
            return SnackStyle.fallbackArea
        }
        if let cached = workAreas[gdkMonitor] { return cached }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(gdkMonitor, &area)
        let workArea = SnackRect(x: Int(area.x), y: Int(area.y), width: Int(area.width), height: Int(area.height))
        workAreas[gdkMonitor] = workArea
        return workArea
    }

    /// Under `.all`, every monitor the display has now (at least one), by number.
    func screens(for choice: MonitorChoice) -> [MonitorChoice] {
        guard choice == .all else { return [choice] }
        let count = gdk_display_get_default().map { Int(gdk_display_get_n_monitors($0)) } ?? 0
        return (0..<max(1, count)).map { .index($0) }
    }

    /// The GdkMonitor for a choice: the primary one (monitor 0 when the display names none) when the
    /// choice has no monitor.
    static func monitor(_ choice: MonitorChoice, on display: OpaquePointer) -> OpaquePointer? {
        switch choice {
        case .primary, .all: break
        case .index(let index):
            if let monitor = gdk_display_get_monitor(display, Int32(index)) { return monitor }
        case .pointer:
            if let seat = gdk_display_get_default_seat(display), let pointer = gdk_seat_get_pointer(seat) {
                var x: Int32 = 0
                var y: Int32 = 0
                gdk_device_get_position(pointer, nil, &x, &y)
                if let monitor = gdk_display_get_monitor_at_point(display, x, y) { return monitor }
            }
        }
        return gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
    }

    /// Forgets cached work areas on monitor, screen-size and root-property changes. The handlers and
    /// the root-window filter hold the host weakly; the first change after it went removes them all and
    /// releases their boxes.
    private func watchWorkAreas() {
        guard let screen = gdk_screen_get_default(), let root = gdk_get_default_root_window() else { return }
        var handlers: [gulong] = []
        var filter: CHook?
        let forget: @MainActor () -> Void = { [weak self] in
            guard let self else {
                for id in handlers { ObjectSignal.disconnect(asGPointer(screen), id) }
                if let filter { removeEventFilter(root, filter) }
                handlers = []
                filter = nil
                return
            }
            workAreas = [:]
        }
        handlers = ["monitors-changed", "size-changed"].map { connectPlain(asGPointer(screen), $0, forget) }
        gdk_window_set_events(root, GdkEventMask(gdk_window_get_events(root).rawValue | GDK_PROPERTY_CHANGE_MASK.rawValue))
        let display = gdk_screen_get_display(screen)
        let stacks =
            snack_is_x11_display(display) != 0
            ? gdk_x11_atom_to_xatom_for_display(display, gdk_atom_intern(RootWindowStacks.propertyName, 0)) : 0
        filter = addEventFilter(root) { xEvent in
            let event = xEvent.assumingMemoryBound(to: XEvent.self).pointee
            if event.type == DesktopHost.propertyNotify, event.xproperty.atom != stacks { forget() }
        }
    }
}
