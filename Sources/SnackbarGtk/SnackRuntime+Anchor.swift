import CGtk

/// Anchored mode: the stacks sit inside an app window's frame, transient for it, follow it when it
/// moves or resizes, and end when it closes.
extension SnackRuntime {
    /// Anchors the stacks to `parent` (a toplevel GtkWindow), or back to the monitor with nil.
    func setAnchor(_ parent: UnsafeMutablePointer<GtkWidget>?) {
        if let old = anchor {
            for id in old.handlers { g_signal_handler_disconnect(asGPointer(old.window), id) }
            anchor = nil
        }
        if let parent {
            let target = asGPointer(parent)
            let moved = connectEvent(target, "configure-event") { [weak self] _ in
                self?.followAnchor()
                return false
            }
            let closed = connectPlain(target, "destroy") { [weak self] in
                // GTK drops the handlers itself as the window goes; only forget them here.
                self?.anchor = nil
                self?.send(.removeAll)
            }
            anchor = (parent, [moved, closed])
        }
        followAnchor()
    }

    /// The anchor window's frame on screen, once it is realized.
    func anchorFrame() -> SnackRect? {
        guard let parent = anchor?.window, let gdkWindow = gtk_widget_get_window(parent) else { return nil }
        var frame = GdkRectangle()
        gdk_window_get_frame_extents(gdkWindow, &frame)
        return SnackRect(x: Int(frame.x), y: Int(frame.y), width: Int(frame.width), height: Int(frame.height))
    }

    private func followAnchor() {
        for edge in SnackEdge.allCases { restack(edge, ids: board.visibleIDs(on: edge), immediate: true) }
    }
}
