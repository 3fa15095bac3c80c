import CGtk
import SnackbarCore
import SnackbarGlue

/// One snack's undecorated toplevel window, the X11 `SnackSurface`: hints, content, position and its way out.
///
/// The window holds `body`, the box that carries the `.snackbar` classes and draws the snack. With a
/// compositor the window is transparent and `shadowMargin` wider on every side than the body, so the
/// body's CSS shadow shows; without one the body fills it and a shape mask rounds the corners.
///
/// Owns the GtkWindow (GTK's toplevel list holds the reference); `close` destroys it exactly once,
/// which also drops every signal handler and tick callback connected to it — unless its `recycler` takes
/// it: then it is hidden and emptied (`retire`) and a later snack `adopt`s it. What it holds for the snack
/// it shows is one value, `perSnack`, which a recycled window starts afresh.
@MainActor
final class SnackWindow: SnackSurface {
    /// The window role of every snack window (`WM_WINDOW_ROLE` on X11), which tells them from an app's.
    static let role = "snackbar"
    /// The snack's id.
    private(set) var id: String
    /// The content shown now.
    private(set) var snack: Snack
    /// The corner whose stack it is in.
    private(set) var corner: SnackCorner
    /// The width (without shadow room) it was built for.
    let width: Int
    let window: UnsafeMutablePointer<GtkWidget>
    /// The box drawing the snack: background, border, rounded corners, shadow.
    let body: UnsafeMutablePointer<GtkWidget>
    /// Transparent pixels around `body` for its shadow (0 without a compositor).
    let shadowMargin: Int
    let content: SnackContentView
    let motion: SnackMotion
    /// Offered the window once it closed: true when it keeps it for another snack (see `DesktopHost`).
    var recycler: (@MainActor (SnackWindow) -> Bool)?
    /// Set once a retired window's unmap came back from the X server (a layer surface's at once, see
    /// `dropSurface`): only then can it be shown again. Shown at once, in the same turn of the main loop
    /// as its hiding (a snack added from the closing one's handlers), it stayed unmapped, as GDK handled
    /// the late unmap after the new map.
    private(set) var isHiddenOnScreen = false
    /// The snack's extras shown now (an app's widget, its own stylesheets).
    var extras: SnackExtras?
    /// Set from `retire` to `adopt`: the window waits hidden for another snack.
    private var isRetired = false
    /// Everything the window holds for the snack it shows (see `PerSnack`).
    var perSnack: PerSnack
    /// The renderer's numbers for drags, clicks and motion.
    let style: SnackStyle
    /// The context menu ("Copy text"), made on the first right click or Menu key; destroyed with the window.
    var contextMenu: UnsafeMutablePointer<GtkWidget>?
    /// What the window's shape was last cut for: a move also sends a configure event, and an add to a
    /// stack of 20 moves all of them, so only a new size (or compositor) cuts a new shape.
    var cutShape: Shape?

    /// How the window gets to its place: moved (X11) or anchored (a Wayland layer surface).
    private(set) var placement: WindowPlacement = .toplevel

    /// Builds the window of `kind` (not shown until `place` gives it a slot).
    init(
        snack: Snack, corner: SnackCorner, width: Int, style: SnackStyle, kind: WindowKind,
        events: @escaping @MainActor (SurfaceEvent) -> Void
    ) {
        id = snack.id
        self.snack = snack
        self.corner = corner
        perSnack = PerSnack(events: events)
        self.width = width
        self.style = style
        window = gtk_window_new(kind.gtkType)
        body = Gtk.box(vertical: true, spacing: 0)
        // No more than the inset: a window reaching past the screen's edge is pushed back in by window
        // managers (mutter) and cannot have negative margins as a layer surface, which would move the
        // snack inward.
        shadowMargin = Self.isComposited(window) ? min(style.shadowMargin, style.inset) : 0
        content = SnackContentView(style: style)
        motion = SnackMotion(window: window, pose: .init(x: 0, y: 0, opacity: 0), margin: shadowMargin)
        configureWindow(width: width)
        placement = WindowPlacement.make(for: window, kind: kind)
        let window = window
        // `self.corner`, not the initializer's `corner`: a window kept for another snack moves to that snack's corner.
        motion.move = { [weak self] x, y in
            guard let self, let slot else { return }
            let size = (width: slot.width + 2 * shadowMargin, height: slot.height + 2 * shadowMargin)
            let corner = self.corner
            let alignment = corner.alignment.leftToRight(mirrored: gtk_widget_get_direction(window) == GTK_TEXT_DIR_RTL)
            placement.move(window, x: x, y: y, size: size, edge: corner.edge, alignment: alignment)
        }
        Gtk.pack(body, content.root, expand: true)
        for side in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            side(body, Int32(shadowMargin))
        }
        Gtk.setVisible(body, true)
        if shadowMargin > 0 { drawBodyFromBackdrop() }
        gtk_container_add(asContainer(window), body)
        connectContent()
        connectInput()
        connectFocus()
        connectShape()
        spareConfigureRoundTrips()
        connectEvent(asGPointer(window), "unmap-event") { [weak self] _ in
            if let self, isRetired { isHiddenOnScreen = true }
            return false
        }
        connectEvent(asGPointer(window), "map-event") { [weak self] _ in
            guard let self else { return false }
            stackBelowParentsDialogs()
            let resized = content.settleDeferredIcon()
            whenOnScreen { [weak self] in
                guard let self else { return }
                perSnack.isMapped = true
                perSnack.mappedAt = g_get_monotonic_time()
                self.events(.mapped(resized: resized))
            }
            return false
        }
    }

    /// Draws the body's background, border and shadow from a `BodyBackdrop`, drawn again when its style
    /// changes. The draw handler and the backdrop go with the body.
    private func drawBodyFromBackdrop() {
        let backdrop = BodyBackdrop(room: shadowMargin)
        let body = body
        connectDraw(body) { cairo in
            backdrop.draw(body, on: cairo)
            return true
        }
        connectPlain(asGPointer(body), "style-updated") { backdrop.invalidate() }
    }

    /// Sends the user's input to the board.
    func send(_ event: SnackEvent) { events(.input(event)) }

    /// The content's buttons tell the board about the window's snack of the moment.
    private func connectContent() {
        content.onAction = { [weak self] actionID in
            guard let self else { return }
            send(.action(id: id, actionID: actionID))
        }
        content.onClose = { [weak self] in
            guard let self else { return }
            send(.closeButton(id: id))
        }
        content.onMenu = { [weak self] isOpen in
            guard let self, !isClosing else { return }
            focus.menuIsOpen = isOpen
            send(isOpen ? .pause(id: id, .menu) : .resume(id: id, .menu))
        }
    }

    private func configureWindow(width: Int) {
        let gtkWindow = asWindow(window)
        gtk_window_set_title(gtkWindow, "snackbar: " + id)
        gtk_window_set_decorated(gtkWindow, 0)
        // Resizable as far as GTK knows, held to its size by `hold(width:height:)`: GTK sizes an unresizable
        // window from the monitor's work area whenever it configures it (every show), five round trips to
        // the X server and more without a window manager.
        gtk_window_set_type_hint(gtkWindow, GDK_WINDOW_TYPE_HINT_NOTIFICATION)
        gtk_window_set_keep_above(gtkWindow, 1)
        gtk_window_set_skip_taskbar_hint(gtkWindow, 1)
        gtk_window_set_skip_pager_hint(gtkWindow, 1)
        gtk_window_set_accept_focus(gtkWindow, 0)
        gtk_window_set_focus_on_map(gtkWindow, 0)
        gtk_window_set_role(gtkWindow, Self.role)
        gtk_widget_set_size_request(window, Int32(width + 2 * shadowMargin), -1)
        Gtk.addClass(body, SnackbarCSSClass.snackbar)
        Gtk.addClass(body, snack.kind.cssClass)
        useTranslucencyIfComposited()
    }

    /// Whether a compositor runs and the screen has an RGBA visual: only then can corners and a shadow
    /// be translucent.
    private static func isComposited(_ window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let screen = gtk_widget_get_screen(window) else { return false }
        return gdk_screen_is_composited(screen) != 0 && gdk_screen_get_rgba_visual(screen) != nil
    }

    /// With a compositor: an RGBA visual and no window background, so the body's rounded corners and
    /// shadow show over the desktop. Without one an RGBA window would show black corners, so it keeps
    /// the default visual and gets a shape mask.
    private func useTranslucencyIfComposited() {
        guard Self.isComposited(window), let screen = gtk_widget_get_screen(window),
            let visual = gdk_screen_get_rgba_visual(screen)
        else { return }
        gtk_widget_set_visual(window, visual)
        gtk_widget_set_app_paintable(window, 1)
    }

    func show(_ snack: Snack, busy: Bool, extras: SnackExtras?) {
        // Spoken again: a folded repeat, and an update that says something new (a new title or kind, as
        // "Download" becoming "Download complete"); not an update of its message alone, as a percentage that
        // runs, which would interrupt the reader at every step.
        let saysMore =
            snack.repeatCount > self.snack.repeatCount || snack.content.title != self.snack.content.title
            || snack.content.kind != self.snack.content.kind
        take(snack)
        if snack.id != id {
            id = snack.id
            gtk_window_set_title(asWindow(window), "snackbar: " + id)
        }
        if extras !== self.extras { replaceExtras(with: extras) }
        content.show(snack, busy: busy)
        applyScopedStyles()
        describe(snack)
        if saysMore, isMapped { announceAgain() }
    }

    func showCountdown(_ countdown: SnackCountdown?) {
        content.showCountdown(countdown?.fractionLeft)
    }

    /// Moves to `frame`: the first time it comes in from `entry` (beyond the edge) with `style.enter`;
    /// later it slides to the new slot with `style.move`. `onSettled` runs when it arrives.
    func place(
        _ frame: SnackRect, entry: SnackRect, in area: SnackRect, style: SnackStyle,
        onSettled: @escaping @MainActor () -> Void
    ) {
        guard !isClosing else { return }
        let isFirst = slot == nil
        let isResized = slot.map { $0.width != frame.width || $0.height != frame.height } ?? true
        perSnack.slot = frame
        perSnack.area = area
        placement = placement.within(area)
        // Only a new size: a resize queues a relayout of the window, and an add to a stack of 20 only moves
        // the other 20.
        if isResized { hold(width: Int32(frame.width + 2 * shadowMargin), height: Int32(frame.height + 2 * shadowMargin)) }
        let target = SnackMotion.Pose(x: Double(frame.x), y: Double(frame.y), opacity: 1)
        guard isFirst else {
            if perSnack.isAwaitingGate {
                perSnack.settleOnShow = onSettled
                return
            }
            if press == nil { motion.animate(to: target, seconds: style.move.seconds, curve: style.move.curve, completion: onSettled) }
            return
        }
        let animated = SnackMotion.isEnabled && style.enter.seconds > 0
        let start = style.slides ? entry : frame
        motion.jump(to: animated ? .init(x: Double(start.x), y: Double(start.y), opacity: style.fades ? 0 : 1) : target)
        // Shown once screen readers can hear it (at once, but for a process's first windows), in the
        // latest slot given meanwhile, whose `onSettled` it runs.
        perSnack.isAwaitingGate = true
        perSnack.settleOnShow = onSettled
        AnnouncementGate.shared.whenOpen { [weak self] in
            guard let self, !isClosing, let slot else { return }
            perSnack.isAwaitingGate = false
            let isUnmanaged = chooseStacking()
            gtk_widget_show(window)
            if isUnmanaged { raiseUnmanaged() }
            let latest = SnackMotion.Pose(x: Double(slot.x), y: Double(slot.y), opacity: 1)
            motion.animate(to: latest, seconds: style.enter.seconds, curve: style.enter.curve, completion: perSnack.settleOnShow)
            perSnack.settleOnShow = nil
        }
    }

    /// Slides (or flings, after a swipe) and fades out, then destroys the window and runs `onClosed`.
    func close(style: SnackStyle, onClosed: @escaping @MainActor () -> Void) {
        guard !isClosing else { return }
        giveFocusBack()
        // A closing layer surface that keeps its keyboard mode through the exit motion is still one sway
        // gives the keyboard to: the next snack asked for it would lose the first keys to this one.
        if case .layer(let layer, _, _) = placement { layer.setKeyboard(taken: false) }
        watchPointer(false)
        perSnack.isClosing = true
        var finished = false
        let finish: @MainActor () -> Void = { [self] in
            guard !finished else { return }
            finished = true
            // Ended by the timeout (no frames came), the motion still holds this closure, which holds the
            // window and, through `onClosed`, its snack: dropped, neither outlives the close.
            motion.stop()
            if recycler?(self) != true { destroy() }
            onClosed()
        }
        guard gtk_widget_get_mapped(window) != 0, let slot else { return finish() }
        var target = SnackMotion.Pose(x: motion.pose.x, y: Double(slot.y), opacity: style.fades ? 0 : 1)
        if let fling = press?.flingDirection {
            target.x += Double(fling * slot.width)
            target.opacity = 0
        } else if style.slides {
            target.y += Double(corner.edge.outward * slot.height / 2)
        }
        press = nil
        // The motion runs on the frame clock, and a compositor sends no frames to a covered surface
        // (a fullscreen window over it on Wayland): a timeout ends the window anyway, a little after
        // the motion would have.
        var latest: guint = 0
        latest = addTimeout(milliseconds: UInt32(style.exit.seconds * 1000) + style.closeGraceMilliseconds) {
            latest = 0
            finish()
        }
        motion.animate(to: target, seconds: style.exit.seconds, curve: style.exit.curve) {
            if latest != 0 { g_source_remove(latest) }
            latest = 0
            finish()
        }
    }

    /// Whether the window can show a snack `width` wide in `style` as if built for it: the same size, look
    /// and shadow room (which depends on a compositor running).
    func fits(width: Int, style: SnackStyle) -> Bool {
        width == self.width && style == self.style && shadowMargin == (Self.isComposited(window) ? min(style.shadowMargin, style.inset) : 0)
    }

    /// Makes the retired window `snack`'s, in `corner`, telling `events` what happens; its content comes with
    /// `show` and it maps with the first `place`, as a new window does. `kind` is the window kind the host
    /// would build for the snack: a layer surface goes to its output.
    func adopt(_ snack: Snack, corner: SnackCorner, kind: WindowKind, events: @escaping @MainActor (SurfaceEvent) -> Void) {
        isRetired = false
        take(snack)
        isHiddenOnScreen = false
        id = snack.id
        self.corner = corner
        placement = placement.adopted(for: kind)
        perSnack = PerSnack(events: events)
        gtk_window_set_title(asWindow(window), "snackbar: " + id)
    }

    /// Hides the closed window and forgets its snack's state (`perSnack`: slot, input, focus; and an opened
    /// text, the app's widget and styles), so that `adopt` finds it as new. Hidden, it leaves the
    /// accessibility tree as a destroyed window does.
    func retire() {
        isRetired = true
        closeMenusAndClearHover()
        gtk_widget_hide(window)
        // A focus the app asked for ends with its snack: the next snack in this window takes no keyboard.
        gtk_window_set_accept_focus(asWindow(window), 0)
        gtk_window_set_focus(asWindow(window), nil)
        // The snack's handlers hold its app's data (a C app's user data is released with them): a spare
        // window keeps none of it.
        take(Self.retiredSnack)
        content.deferredIconSnack = nil
        content.setCustom(nil)
        replaceExtras(with: nil)
        if content.isExpanded { content.collapse() }
        if let contextMenu { gtk_widget_destroy(contextMenu) }
        contextMenu = nil
        watchPointer(false)
        perSnack = PerSnack(events: { _ in })
        if placement.isLayerSurface { dropSurface() }
    }

    /// A hidden layer surface's window lets go of its GdkWindows, as a destroyed one does; its widgets,
    /// their styles and sizes stay. GTK holds on to a hidden window's GdkWindows: the tooltip keeps the
    /// last one the pointer moved in (the close button's) and may show when its delay runs out, as a popup
    /// of a layer surface that is gone, and the compositor ends the app for that (protocol error). It gets
    /// new ones, with a new layer surface, when it maps again.
    private func dropSurface() {
        // A layer surface that had the keyboard (on demand, or exclusively where the compositor has no
        // on-demand mode) would take it again when it maps.
        if case .layer(let layer, _, _) = placement { layer.setKeyboard(taken: false) }
        gtk_widget_unrealize(window)
        // No unmap comes back for a window without GdkWindows.
        isHiddenOnScreen = true
    }

    /// Closes a menu still open from the window ("More"), which would stay up without it, and clears the
    /// widgets' hover and pressed looks: no leave comes once a layer surface's GdkWindows went
    /// (`dropSurface`), and the button the pointer was over would keep its hover look in the next snack.
    private func closeMenusAndClearHover() {
        Gtk.forEachWidget(in: window) { widget in
            var menus = gtk_menu_get_for_attach_widget(widget)
            while let node = menus {
                if let menu = node.pointee.data { gtk_menu_popdown(asMenu(cast(menu))) }
                menus = node.pointee.next
            }
            gtk_widget_unset_state_flags(widget, GtkStateFlags(GTK_STATE_FLAG_PRELIGHT.rawValue | GTK_STATE_FLAG_ACTIVE.rawValue))
        }
    }

    /// Holds `snack`, its kind's CSS class on the body in place of the last one's: the class always names
    /// the kind of the snack held, also across `retire` and `adopt`.
    private func take(_ snack: Snack) {
        if snack.kind.cssClass != self.snack.kind.cssClass {
            Gtk.removeClass(body, self.snack.kind.cssClass)
            Gtk.addClass(body, snack.kind.cssClass)
        }
        self.snack = snack
    }

    /// What a retired window holds instead of its last snack.
    private static let retiredSnack = Snack("", id: "retired")

    /// Destroys the window, after taking out an app's own widget so that it survives.
    func destroy() {
        content.setCustom(nil)
        extras = nil
        gtk_widget_destroy(window)
    }
}
