import CGtk

/// One snack's undecorated toplevel window: hints, content, position and its way out.
///
/// Owns the GtkWindow (GTK's toplevel list holds the reference); `close` destroys it exactly once,
/// which also drops every signal handler and tick callback connected to it.
@MainActor
final class SnackWindow {
    /// The snack's id.
    let id: String
    /// The content shown now.
    private(set) var snack: Snack
    /// The edge it stacks against.
    let edge: SnackEdge
    let window: UnsafeMutablePointer<GtkWidget>
    let content: SnackContentView
    let motion: SnackMotion
    /// Sends the user's input to the board.
    let send: (SnackEvent) -> Void
    /// The slot the window is in or moving to; nil until the first restack placed it.
    var slot: SnackRect?
    /// Set once the window is closing; it takes no more input and no more slots.
    private(set) var isClosing = false
    /// The state of a press on the body: where it started and whether it became a drag.
    var press: PressState?
    /// The theme's corner radius, for the shape mask used when nothing composites.
    let cornerRadius: Int
    /// Pixels a sideways drag must travel to dismiss the snack.
    let swipeThreshold: Int

    /// Builds the window (not shown until `place` gives it a slot).
    init(snack: Snack, edge: SnackEdge, width: Int, style: SnackStyle, send: @escaping (SnackEvent) -> Void) {
        id = snack.id
        self.snack = snack
        self.edge = edge
        self.send = send
        cornerRadius = style.cornerRadius
        swipeThreshold = style.swipeThreshold
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let id = snack.id
        content = SnackContentView(
            style: style,
            onAction: { actionID in send(.action(id: id, actionID: actionID)) },
            onClose: { send(.closeButton(id: id)) })
        motion = SnackMotion(window: window, pose: .init(x: 0, y: 0, opacity: 0))
        configureWindow(width: width)
        gtk_container_add(asContainer(window), content.root)
        content.show(snack, busy: false)
        describe(snack)
        connectInput()
        connectShape()
    }

    private func configureWindow(width: Int) {
        let gtkWindow = asWindow(window)
        gtk_window_set_title(gtkWindow, "snackbar: " + id)
        gtk_window_set_decorated(gtkWindow, 0)
        gtk_window_set_resizable(gtkWindow, 0)
        gtk_window_set_type_hint(gtkWindow, GDK_WINDOW_TYPE_HINT_NOTIFICATION)
        gtk_window_set_keep_above(gtkWindow, 1)
        gtk_window_set_skip_taskbar_hint(gtkWindow, 1)
        gtk_window_set_skip_pager_hint(gtkWindow, 1)
        gtk_window_set_accept_focus(gtkWindow, 0)
        gtk_window_set_focus_on_map(gtkWindow, 0)
        gtk_window_set_role(gtkWindow, "snackbar")
        gtk_widget_set_size_request(window, Int32(width), -1)
        Gtk.addClass(window, SnackbarCSSClass.snackbar)
        Gtk.addClass(window, snack.kind.cssClass)
        useTranslucencyIfComposited()
    }

    /// With a compositor: an RGBA visual, so the theme's rounded corners and shadow show. Without one
    /// an RGBA window would show black corners, so it keeps the default visual and gets a shape mask.
    private func useTranslucencyIfComposited() {
        guard let screen = gtk_widget_get_screen(window), gdk_screen_is_composited(screen) != 0,
              let visual = gdk_screen_get_rgba_visual(screen) else { return }
        gtk_widget_set_visual(window, visual)
    }

    /// The window's height when it is `width` pixels wide.
    func height(forWidth width: Int) -> Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(window, Int32(width), &minimum, &natural)
        return Int(max(minimum, natural))
    }

    /// Replaces the content in place (dedupe, progress, busy spinner).
    func update(_ snack: Snack, busy: Bool) {
        if snack.kind.cssClass != self.snack.kind.cssClass {
            Gtk.removeClass(window, self.snack.kind.cssClass)
            Gtk.addClass(window, snack.kind.cssClass)
        }
        self.snack = snack
        content.show(snack, busy: busy)
        describe(snack)
    }

    /// Moves to `frame`: the first time it comes in from `entry` (beyond the edge) with `style.enter`;
    /// later it slides to the new slot with `style.move`. `onSettled` runs when it arrives.
    func place(_ frame: SnackRect, entry: SnackRect, style: SnackStyle, onSettled: @escaping () -> Void) {
        guard !isClosing else { return }
        let isFirst = slot == nil
        slot = frame
        gtk_window_resize(asWindow(window), Int32(frame.width), Int32(frame.height))
        let target = SnackMotion.Pose(x: Double(frame.x), y: Double(frame.y), opacity: 1)
        guard isFirst else {
            if press == nil { motion.animate(to: target, seconds: style.move.seconds, curve: style.move.curve, completion: onSettled) }
            return
        }
        let animated = SnackMotion.isEnabled && style.enter.seconds > 0
        let start = style.slides ? entry : frame
        motion.jump(to: animated ? .init(x: Double(start.x), y: Double(start.y), opacity: style.fades ? 0 : 1) : target)
        gtk_widget_show(window)
        motion.animate(to: target, seconds: style.enter.seconds, curve: style.enter.curve, completion: onSettled)
    }

    /// Slides (or flings, after a swipe) and fades out, then destroys the window and runs `onClosed`.
    func close(style: SnackStyle, onClosed: @escaping () -> Void) {
        guard !isClosing else { return }
        isClosing = true
        guard gtk_widget_get_mapped(window) != 0, let slot else {
            destroy()
            return onClosed()
        }
        var target = SnackMotion.Pose(x: motion.pose.x, y: Double(slot.y), opacity: style.fades ? 0 : 1)
        if let fling = press?.flingDirection {
            target.x += Double(fling * slot.width)
            target.opacity = 0
        } else if style.slides {
            target.y += Double(edge == .top ? -slot.height / 2 : slot.height / 2)
        }
        press = nil
        motion.animate(to: target, seconds: style.exit.seconds, curve: style.exit.curve) { [self] in
            destroy()
            onClosed()
        }
    }

    /// Destroys the window, after taking out an app's own widget so that it survives.
    private func destroy() {
        content.setCustom(nil)
        gtk_widget_destroy(window)
    }
}
