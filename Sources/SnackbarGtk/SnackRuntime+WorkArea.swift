import CGtk

/// Keeping `workAreas` fresh. GDK reads a work area from the X server on every call (`_NET_WORKAREA`
/// and GTK's per-monitor properties on the root window), several round trips per popup; the runtime
/// reads it once and forgets it when monitors change or any root-window property changes.
extension SnackRuntime {
    /// The X `PropertyNotify` event type (`X.h`): the first `int` of every `XEvent` is its type.
    private static let propertyNotify: Int32 = 28

    /// Starts forgetting cached work areas on monitor, screen-size and root-property changes.
    func watchWorkAreas() {
        if let screen = gdk_screen_get_default() {
            for signal in ["monitors-changed", "size-changed"] {
                connectPlain(asGPointer(screen), signal) { [weak self] in self?.workAreas = [:] }
            }
        }
        guard let root = gdk_get_default_root_window() else { return }
        gdk_window_set_events(root, GdkEventMask(gdk_window_get_events(root).rawValue | GDK_PROPERTY_CHANGE_MASK.rawValue))
        // The runtime lives as long as the process: the filter holds it unretained.
        gdk_window_add_filter(root, { xEvent, _, data in
            guard let xEvent, xEvent.load(as: Int32.self) == SnackRuntime.propertyNotify else { return GDK_FILTER_CONTINUE }
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<SnackRuntime>.fromOpaque(data!).takeUnretainedValue().workAreas = [:] }
            return GDK_FILTER_CONTINUE
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}
