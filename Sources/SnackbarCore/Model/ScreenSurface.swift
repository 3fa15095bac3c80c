/// What a process's screen-level snacks are on the display it opened: which decides whether they can be
/// placed, stacked and kept above as designed.
public enum ScreenSurface: String, Sendable, CaseIterable {
    /// X11 toplevels on an X server: placed and kept above as designed.
    case x11
    /// X11 toplevels through a Wayland compositor's Xwayland: as designed on GNOME's mutter.
    case xwayland
    /// Wayland layer surfaces (sway and other wlroots compositors, KDE Plasma, Hyprland): as designed.
    case layerShell = "layer-shell"
    /// Plain Wayland toplevels on a compositor without layer shell and no Xwayland to use: the
    /// compositor places them, and a Wayland client can neither keep them above other windows nor
    /// keep them from the focus (mutter 43 focuses every new toplevel).
    case compositorPlaced = "compositor-placed"
    /// The popup service's popups on such a compositor while another process is the desktop's
    /// notification server (`org.freedesktop.Notifications`): each goes to that server as a notification
    /// (on GNOME, GNOME Shell's banners), which places it and never gives it the focus.
    case desktopNotifications = "desktop-notifications"

    /// Why snacks on this surface never take the keyboard, in people's language; nil where they can give
    /// it back. Under Xwayland an X11 window can take the keyboard from a Wayland window but not give it
    /// back: the app would lose what is typed next.
    public var keyboardRefusal: String? {
        guard self == .xwayland else { return nil }
        return localized(
            "snacks here are X11 windows through Xwayland on a Wayland desktop, which can take the keyboard from a Wayland window but never give it back, so they never take it"
        )
    }

    /// One line for people, in their language: what the snacks are, and what that means for where they show.
    public var explanation: String {
        switch self {
        case .x11: localized("popups are X11 windows, placed as designed")
        case .xwayland: localized("popups are X11 windows through Xwayland")
        case .layerShell: localized("popups are Wayland layer surfaces, placed as designed")
        case .compositorPlaced:
            localized(
                "this Wayland compositor has no layer shell and no Xwayland (DISPLAY is not set): popups are plain windows, and their placement is up to the compositor (which may also give them the focus)"
            )
        case .desktopNotifications:
            localized(
                "this Wayland compositor has no layer shell and no Xwayland (DISPLAY is not set): popups go to the desktop's notification server (GNOME Shell's banners on GNOME), which places them and never gives them the focus"
            )
        }
    }
}
