import CGtk
import CSnackbarLayerShell

/// Makes one snack's `GtkWindow` a wlr layer surface (gtk-layer-shell) and places it: the Wayland way
/// to be above every window, out of the window list and away from the keyboard (wlroots compositors,
/// KDE Plasma, Hyprland, COSMIC; not GNOME's mutter).
///
/// Holds the window unowned: the caller keeps and destroys it. GTK thread only.
@MainActor
package struct LayerShellPlacement {
    /// Whether the display is Wayland and its compositor offers `zwlr_layer_shell_v1`. Ask before
    /// anything else: on a compositor without it `gtk_layer_init_for_window` aborts the process (mutter
    /// 43). Asked once, after GTK is initialised: the compositor's globals first (`WaylandSession.hasLayerShell`,
    /// as GDK knows them), because gtk-layer-shell prints a warning of its own when the answer is no.
    package static let isSupported: Bool = {
        guard let display = gdk_display_get_default(), snack_display_is_wayland(display) != 0 else { return false }
        return WaylandSession.hasLayerShell(display) && gtk_layer_is_supported() != 0
    }()

    /// Whether the compositor's layer shell has the on-demand keyboard (version 4, sway 1.7): a surface
    /// can take the keyboard and give it back by returning to none. KWin 5.27 offers version 3, whose
    /// only way to take the keyboard is exclusive, and measured, going back to none leaves the keyboard
    /// with the surface until it closes (KWin hands it back then).
    package static let givesKeyboardBack: Bool = isSupported && gtk_layer_get_protocol_version() >= 4

    private let window: UnsafeMutablePointer<GtkWindow>

    /// Turns `window` into a layer surface in the overlay layer, namespace "snackbar", that reserves no
    /// room (exclusive zone 0) and takes no keyboard focus.
    ///
    /// - Parameter window: a window not realized yet (shown windows cannot change their role).
    /// - Returns: nil, leaving the window untouched, when `isSupported` is false or the window is
    ///   already realized.
    package init?(window: UnsafeMutablePointer<GtkWindow>) {
        guard Self.isSupported, gtk_widget_get_realized(cast(window)) == 0 else { return nil }
        self.window = window
        gtk_layer_init_for_window(window)
        gtk_layer_set_namespace(window, "snackbar")
        gtk_layer_set_layer(window, GTK_LAYER_SHELL_LAYER_OVERLAY)
        gtk_layer_set_exclusive_zone(window, 0)
        setKeyboard(taken: false)
    }

    /// Puts the surface at `frame`: anchored to `edge`, and to the left or right side for leading or
    /// trailing alignment (centred by the compositor otherwise), at the frame's distances from `area`.
    ///
    /// The compositor measures margins from the output's usable area (what panels leave free), so with
    /// `area` the monitor's geometry a snack stays clear of panels as it does on X11 with the work area.
    /// Takes effect on the next commit, also while the surface is mapped.
    package func place(_ frame: SnackRect, in area: SnackRect, edge: SnackEdge, alignment: SnackAlignment) {
        let anchoring = Anchoring(frame: frame, in: area, edge: edge, alignment: alignment)
        for side in Anchoring.Side.allCases {
            gtk_layer_set_anchor(window, side.gtkEdge, anchoring.margins[side] == nil ? 0 : 1)
            gtk_layer_set_margin(window, side.gtkEdge, Int32(anchoring.margins[side] ?? 0))
        }
    }

    /// Chooses the output the surface appears on; nil lets the compositor choose (its focused output).
    /// - Parameter monitor: a `GdkMonitor *` of the window's display.
    package func setOutput(_ monitor: OpaquePointer?) {
        gtk_layer_set_monitor(window, monitor)
    }

    /// Lets the surface take the keyboard or never: taken only for a focus the user asked for. Taken is on
    /// demand where the compositor has it: sway 1.7 hands the keyboard to an on-demand overlay surface at
    /// once, without a click, and gives it back only when the mode returns to none. Without it
    /// (`givesKeyboardBack` false) taken is exclusive, which keeps the keyboard until the surface closes.
    package func setKeyboard(taken: Bool) {
        let mode =
            !taken
            ? GTK_LAYER_SHELL_KEYBOARD_MODE_NONE
            : Self.givesKeyboardBack ? GTK_LAYER_SHELL_KEYBOARD_MODE_ON_DEMAND : GTK_LAYER_SHELL_KEYBOARD_MODE_EXCLUSIVE
        gtk_layer_set_keyboard_mode(window, mode)
    }

    /// The anchors and margins that put a frame at its place inside an area: plain values, no GTK.
    package struct Anchoring: Hashable, Sendable {
        /// A side of the output a layer surface can be anchored to.
        package enum Side: CaseIterable, Hashable, Sendable {
            case top, bottom, left, right
        }

        /// The distance from each anchored side; sides not in it are not anchored.
        package var margins: [Side: Int]

        /// Anchors `frame` to `edge` and, unless centred, to the side its alignment names (leading is
        /// left, as in the X11 stack layout); each margin is the frame's distance from that side of `area`.
        package init(frame: SnackRect, in area: SnackRect, edge: SnackEdge, alignment: SnackAlignment) {
            margins = [Side(edge): edge.distance(of: frame, from: area)]
            switch alignment {
            case .leading: margins[.left] = frame.x - area.x
            case .center: break
            case .trailing: margins[.right] = area.maxX - frame.maxX
            }
        }
    }
}

extension LayerShellPlacement.Anchoring.Side {
    /// The side of the output along `edge`.
    fileprivate init(_ edge: SnackEdge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        }
    }

    /// gtk-layer-shell's name for this side.
    fileprivate var gtkEdge: GtkLayerShellEdge {
        switch self {
        case .top: GTK_LAYER_SHELL_EDGE_TOP
        case .bottom: GTK_LAYER_SHELL_EDGE_BOTTOM
        case .left: GTK_LAYER_SHELL_EDGE_LEFT
        case .right: GTK_LAYER_SHELL_EDGE_RIGHT
        }
    }
}
