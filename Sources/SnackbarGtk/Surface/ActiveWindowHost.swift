import CGtk
import SnackbarCore

/// Wayland without layer shell (GNOME's mutter), inside an app: a Wayland client cannot place a window
/// of its own on the screen, so snacks go into the app's active window, anchored as by
/// `SnackbarPresenter.anchor(to:)`. With no app window shown, they are plain toplevels that the
/// compositor places.
@MainActor
final class ActiveWindowHost: SurfaceHost {
    /// Where snacks go while the app shows no window.
    let desktop: DesktopHost
    var onChange: (@MainActor (SurfaceHostChange) -> Void)?
    private var anchored: AnchoredHost?

    init(desktop: DesktopHost) {
        self.desktop = desktop
    }

    func makeSurface(
        for snack: Snack, corner: SnackCorner, monitor: MonitorChoice, width: Int, style: SnackStyle,
        events: @escaping @MainActor (SurfaceEvent) -> Void
    ) -> any SnackSurface {
        current().makeSurface(for: snack, corner: corner, monitor: monitor, width: width, style: style, events: events)
    }

    func area(on monitor: MonitorChoice) -> SnackRect { current().area(on: monitor) }

    /// The host for the app's active window now, anchored anew when another window became active.
    private func current() -> any SurfaceHost {
        let window = Self.appWindow()
        if anchored?.window != window {
            anchored?.detach()
            anchored = window.map { AnchoredHost(window: $0, desktop: desktop) }
            anchored?.onChange = { [weak self] change in
                guard let self else { return }
                switch change {
                case .moved: onChange?(.moved)
                // That window's snacks end with it; later ones go to whichever window is active then.
                case .closed:
                    anchored = nil
                    onChange?(.closed(fallback: self))
                // The next snack goes to whichever window is active then: one window's sight holds none.
                case .seen: break
                }
            }
        }
        return anchored ?? desktop
    }

    /// The app's active toplevel, else its first visible one; never a snack's own window.
    private static func appWindow() -> UnsafeMutablePointer<GtkWidget>? {
        let candidates = appWindows()
        return candidates.first { gtk_window_is_active(asWindow($0)) != 0 } ?? candidates.first
    }

    /// The app's visible toplevels, never a snack's own window.
    static func appWindows() -> [UnsafeMutablePointer<GtkWidget>] {
        guard let list = gtk_window_list_toplevels() else { return [] }
        defer { g_list_free(list) }
        var candidates: [UnsafeMutablePointer<GtkWidget>] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let item = node {
            if let data = item.pointee.data {
                let widget: UnsafeMutablePointer<GtkWidget> = cast(data)
                let role = gtk_window_get_role(asWindow(widget)).map { String(cString: $0) }
                if gtk_window_get_window_type(asWindow(widget)) == GTK_WINDOW_TOPLEVEL, role != SnackWindow.role,
                    gtk_widget_get_visible(widget) != 0
                {
                    candidates.append(widget)
                }
            }
            node = item.pointee.next
        }
        return candidates
    }
}
