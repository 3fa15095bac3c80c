import CGtk
import SnackbarCore

/// How a snack's window gets to a place on screen: an X11 toplevel moves there (`gtk_window_move`);
/// a Wayland layer surface is anchored to the output's edges with margins, because a Wayland client
/// cannot position a window itself.
@MainActor
enum WindowPlacement {
    /// An X11 toplevel (also under Xwayland) at root-window coordinates.
    case toplevel
    /// A layer surface on the output of `monitor` (nil: the compositor's choice), placed within `area`.
    case layer(LayerShellPlacement, area: SnackRect, monitor: OpaquePointer?)

    /// Makes `window` (not yet realized) what `kind` asks for: a layer surface (when the compositor has
    /// the protocol), a child of an app window, or a toplevel.
    static func make(for window: UnsafeMutablePointer<GtkWidget>, kind: WindowKind) -> WindowPlacement {
        switch kind {
        case .toplevel: return .toplevel
        case .child(let parent):
            gtk_window_set_transient_for(asWindow(window), asWindow(parent))
            // Kept above every window, it would cover the app's own dialogs too (`SnackWindow.stackBelowParentsDialogs`).
            gtk_window_set_keep_above(asWindow(window), 0)
            return .toplevel
        case .layer(let area, let monitor):
            guard let layer = LayerShellPlacement(window: asWindow(window)) else { return .toplevel }
            layer.setOutput(monitor)
            return .layer(layer, area: area, monitor: monitor)
        }
    }

    /// Whether the window is a Wayland layer surface.
    var isLayerSurface: Bool {
        if case .layer = self { return true }
        return false
    }

    /// Puts the window's top-left corner at `x`, `y` (screen pixels), the window being `size` large.
    func move(
        _ window: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int, size: (width: Int, height: Int),
        edge: SnackEdge, alignment: SnackAlignment
    ) {
        switch self {
        case .toplevel:
            gtk_window_move(asWindow(window), Int32(x), Int32(y))
        case .layer(let layer, let area, _):
            layer.place(SnackRect(x: x, y: y, width: size.width, height: size.height), in: area, edge: edge, alignment: alignment)
        }
    }

    /// The same placement within a new area (the stack's area changed).
    func within(_ area: SnackRect) -> WindowPlacement {
        guard case .layer(let layer, _, let monitor) = self else { return self }
        return .layer(layer, area: area, monitor: monitor)
    }

    /// The placement of a recycled window for a snack of `kind`: a layer surface on the output `kind`
    /// names, which it takes when it maps again.
    func adopted(for kind: WindowKind) -> WindowPlacement {
        guard case .layer(let layer, _, _) = self, case .layer(let area, let monitor) = kind else { return self }
        layer.setOutput(monitor)
        return .layer(layer, area: area, monitor: monitor)
    }
}

/// What kind of window a host asks for.
enum WindowKind {
    /// An X11 toplevel placed on the screen.
    case toplevel
    /// A window kept with an app's window: on X11 a toplevel transient for it, on Wayland a popup that
    /// GDK maps as a subsurface of it, placed relative to it (a Wayland client cannot place a toplevel).
    case child(of: UnsafeMutablePointer<GtkWidget>)
    /// A layer surface filling part of `area` on the output of `monitor` (nil: the compositor's choice).
    case layer(area: SnackRect, monitor: OpaquePointer?)

    /// GTK's window type for it: a subsurface must be a popup (GDK's temporary window). Under Xwayland
    /// on a Wayland desktop a snack's toplevel is a popup too, an override-redirect X window: Xwayland's
    /// window manager (mutter's, KWin's, sway's, weston's) then neither frames, places nor focuses it,
    /// where some would centre or cascade a notification window and give it the focus (sway, weston).
    @MainActor var gtkType: GtkWindowType {
        switch self {
        case .child where snack_display_is_wayland(gdk_display_get_default()) != 0: GTK_WINDOW_POPUP
        case .toplevel where WaylandSession.isXwayland: GTK_WINDOW_POPUP
        default: GTK_WINDOW_TOPLEVEL
        }
    }
}
