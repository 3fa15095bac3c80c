import CGtk
import SnackbarGlue

/// Keeping `workAreas` fresh. GDK reads a work area from the X server on every call (`_NET_WORKAREA`
/// and GTK's per-monitor properties on the root window), several round trips per popup; the runtime
/// reads it once and forgets it when monitors change or any root-window property changes.
extension SnackRuntime {
    /// The X `PropertyNotify` event type (`X.h`): the first `int` of every `XEvent` is its type.
    private static let propertyNotify: Int32 = 28

    /// Starts forgetting cached work areas on monitor, screen-size and root-property changes. The
    /// handlers and the root-window filter hold the runtime weakly; the first change after it went
    /// removes them all and releases their boxes.
    func watchWorkAreas() {
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
        filter = addEventFilter(root) { xEvent in
            if xEvent.load(as: Int32.self) == SnackRuntime.propertyNotify { forget() }
        }
    }
}
