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

    /// Makes `window` (not yet realized) a layer surface when `layerShell` says so and the compositor
    /// has the protocol; a toplevel otherwise.
    static func make(for window: UnsafeMutablePointer<GtkWidget>, layerShell: LayerShellHint?) -> WindowPlacement {
        guard let layerShell, let layer = LayerShellPlacement(window: asWindow(window)) else { return .toplevel }
        layer.setOutput(layerShell.monitor)
        return .layer(layer, area: layerShell.area, monitor: layerShell.monitor)
    }

    /// Puts the window's top-left corner at `x`, `y` (screen pixels), the window being `size` large.
    func move(_ window: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int, size: (width: Int, height: Int),
              edge: SnackEdge, alignment: SnackAlignment) {
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

    /// Lets the window take the keyboard while the pointer is over it, so Tab, Enter and Escape work
    /// there, and never otherwise: showing a snack must not steal focus.
    func takeKeyboard(_ window: UnsafeMutablePointer<GtkWidget>, _ take: Bool) {
        switch self {
        case .toplevel: if take { gtk_window_set_accept_focus(asWindow(window), 1) }
        case .layer(let layer, _, _): layer.setKeyboard(onDemand: take)
        }
    }
}

/// What a host tells a new window when it should be a layer surface: the area its stack fills and the
/// output (`GdkMonitor *`, nil for the compositor's choice).
struct LayerShellHint {
    var area: SnackRect
    var monitor: OpaquePointer?
}
