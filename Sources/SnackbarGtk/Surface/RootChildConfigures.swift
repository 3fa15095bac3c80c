import CGtk
import SnackbarGlue

/// Spares GDK one round trip to the X server for each ConfigureNotify of a snack window.
///
/// For every real ConfigureNotify of a toplevel GDK asks the server where the window is
/// (`XTranslateCoordinates`), since a window manager's frame would make the event's x and y relative to
/// the frame. A snack window no window manager reparented is a child of the root, so those x and y already
/// are root coordinates: marked as sent, as a window manager's own ConfigureNotify is, the event's x and y
/// are taken as they are. An add to a stack of 20 moves the 20 others, whose 20 notices GDK handles before
/// the next thing on the queue (the next snack's map).
///
/// Follows each window's ReparentNotify: a window a manager framed keeps GDK's question. Windows of the
/// app are never touched, only the snack windows registered here, from their realize to their unrealize.
@MainActor
final class RootChildConfigures {
    static let shared = RootChildConfigures()
    /// The X event types (`X.h`).
    private static let reparentNotify: Int32 = 21
    private static let configureNotify: Int32 = 22
    /// Each registered window's XID, and whether its parent is the root window now.
    private var parentIsRoot: [UInt: Bool] = [:]
    private var rootID: UInt = 0
    private var hook: CHook?

    private init() {}

    /// Starts following the realized `window` (a toplevel, a child of the root until a manager frames it).
    func register(_ window: OpaquePointer) {
        guard let display = gdk_window_get_display(window), snack_is_x11_display(display) != 0 else { return }
        if hook == nil, let root = gdk_get_default_root_window() {
            rootID = UInt(gdk_x11_window_get_xid(root))
            hook = addEventFilter(nil) { [weak self] xEvent in self?.mark(xEvent.assumingMemoryBound(to: XEvent.self)) }
        }
        parentIsRoot[UInt(gdk_x11_window_get_xid(window))] = true
    }

    /// Stops following `window` (it is unrealized: its XID may be another window's later).
    func unregister(_ window: OpaquePointer) {
        guard let display = gdk_window_get_display(window), snack_is_x11_display(display) != 0 else { return }
        parentIsRoot[UInt(gdk_x11_window_get_xid(window))] = nil
    }

    /// Marks a registered root child's ConfigureNotify as sent; follows reparenting.
    private func mark(_ event: UnsafeMutablePointer<XEvent>) {
        switch event.pointee.type {
        case Self.reparentNotify:
            let reparent = event.pointee.xreparent
            guard reparent.event == reparent.window, parentIsRoot[UInt(reparent.window)] != nil else { return }
            parentIsRoot[UInt(reparent.window)] = UInt(reparent.parent) == rootID
        case Self.configureNotify:
            let configure = event.pointee.xconfigure
            guard configure.event == configure.window, configure.send_event == 0, parentIsRoot[UInt(configure.window)] == true else { return }
            event.pointee.xconfigure.send_event = 1
        default: return
        }
    }
}

extension SnackWindow {
    /// Registers the window with `RootChildConfigures` while it is realized.
    func spareConfigureRoundTrips() {
        let window = window
        connectPlain(asGPointer(window), "realize") {
            if let gdkWindow = gtk_widget_get_window(window) { RootChildConfigures.shared.register(gdkWindow) }
        }
        connectPlain(asGPointer(window), "unrealize") {
            if let gdkWindow = gtk_widget_get_window(window) { RootChildConfigures.shared.unregister(gdkWindow) }
        }
    }
}
