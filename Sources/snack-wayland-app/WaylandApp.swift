import CGtk
import Foundation
import SnackbarGtk

/// A GTK app that uses SnackbarGtk, driven by lines on standard input, for the compositor tests.
///
/// Commands, one a line:
/// - `app`: a window titled "snack-wayland-app" holding a focused text entry → `app shown`
/// - `add ID EDGE ALIGN SECONDS|infinite [action]`: a red snack (`SnackbarManager.add`), with an
///   "Undo" action when asked → `added ID`
/// - `anchor`: later snacks inside the app window → `anchored`
/// - `unseen hold|run`: whether anchored snacks hold while the window is out of sight
///   (`SnackbarSettings.holdsWhileUnseen`) → `unseen hold|run`
/// - `monitor primary|pointer|all|N`: which monitor later snacks show on → `monitor NAME COUNT`, COUNT the
///   monitors GDK sees
/// - `fullscreen`: the app window covers the screen → `fullscreen`
/// - `maximize`: the app window fills the screen's work area → `maximize`
/// - `active` → `active yes|no`, whether the app window has the keyboard focus
/// - `focus` → `focus yes|no`: gives the newest snack the keyboard (`focusNewest()`), and whether it could
/// - `text` → `text CONTENT`, what the entry holds
/// - `content` → `content X Y W H`, the window's content area in its own coordinates
/// - `frame ID` → `frame ID X Y W H`, where the snack last settled (`frame ID none` before that)
/// - `paused ID` → `paused ID yes|no`, whether something holds the snack's timer
/// - `ghost ID` → `ghost ID held|entered|none`: the snack's window gets an enter and a motion the pointer
///   never made (a leave that never comes); `held` when its timer then stands still, asked at once (a
///   later `paused` may come after the look for the pointer ended the hold)
/// - `ghost-close ID` → `ghost-close ID entered|none`: the same on the snack's close button, whose tooltip
///   GTK then shows after its hover delay (the compositor's next pointer event not read yet)
/// - `remove ID` → `remove ID`: the app removes the snack (`SnackbarManager.remove(id:)`)
/// - `later MS` → `later MS` once the app's main loop has run MS milliseconds from now, so that every
///   GTK timer of that length or shorter started before has fired
///
/// At start it says `backend wayland|x11` and `layer-shell yes|no`. What happens to the snacks comes as
/// it happens: `mapped ID`, `placed ID X Y W H`, `dismissed ID REASON`, `closed ID`. Anything else gets
/// `error LINE`.
@MainActor
final class WaylandApp {
    /// The snacks' colour, which the tests look for on screen.
    static let red = "#C62828"
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var entry: UnsafeMutablePointer<GtkWidget>?
    private let styleSheet: String
    /// Where each snack last settled, from the presenter's `placed` events.
    private var frames: [String: SnackRect] = [:]

    init() {
        styleSheet = NSTemporaryDirectory() + "snack-wayland-app-\(getpid()).css"
        let css = ".snackbar { background: \(Self.red); border: none; box-shadow: none; }\n"
        _ = FileManager.default.createFile(atPath: styleSheet, contents: Data(css.utf8))
    }

    /// Says which backend GDK chose and whether the compositor has layer shell, and starts reporting.
    func start() {
        let display = gdk_display_get_default()
        say("backend " + (snack_display_is_wayland(display) != 0 ? "wayland" : "x11"))
        say("layer-shell " + (LayerShellPlacement.isSupported ? "yes" : "no"))
        SnackbarPresenter.shared.observer = { [weak self] event in
            if case .placed(let id, let frame) = event { self?.frames[id] = frame }
            self?.say("\(event)")
        }
    }

    /// Runs one command line.
    func handle(_ line: String) {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("app", 1): showApp()
        case ("add", 5...6):
            guard let edge = SnackEdge(rawValue: words[2]), let alignment = SnackAlignment(rawValue: words[3]),
                let duration = words[4] == "infinite" ? .infinite : Double(words[4]).map(SnackDuration.custom)
            else { fallthrough }
            add(id: words[1], edge: edge, alignment: alignment, duration: duration, withAction: words.count == 6)
        case ("ghost", 2):
            let entered = enterWithoutPointer(snack: words[1], closeButton: false)
            say("ghost \(words[1]) " + (!entered ? "none" : SnackbarPresenter.shared.isPaused(id: words[1]) ? "held" : "entered"))
        case ("ghost-close", 2):
            say("ghost-close \(words[1]) " + (enterWithoutPointer(snack: words[1], closeButton: true) ? "entered" : "none"))
        case ("remove", 2):
            SnackbarManager.shared.remove(id: words[1])
            say("remove \(words[1])")
        case ("later", 2):
            guard let milliseconds = UInt32(words[1]) else { fallthrough }
            // A GLib timeout as GTK's own: it fires after every one due before it.
            let callback: GSourceFunc = { data in
                FileHandle.standardOutput.write(Data("later \(UInt(bitPattern: data))\n".utf8))
                return 0
            }
            g_timeout_add(milliseconds, callback, UnsafeMutableRawPointer(bitPattern: UInt(milliseconds)))
        case ("anchor", 1):
            SnackbarPresenter.shared.anchor(to: window.map { UnsafeMutableRawPointer($0) })
            say("anchored")
        case ("unseen", 2):
            guard ["hold", "run"].contains(words[1]) else { fallthrough }
            SnackbarPresenter.shared.settings.holdsWhileUnseen = words[1] == "hold"
            say("unseen \(words[1])")
        case ("monitor", 2):
            guard let monitor = MonitorChoice(name: words[1]) else { fallthrough }
            SnackbarPresenter.shared.settings.monitor = monitor
            say("monitor \(monitor.name) \(SnackbarPresenter.monitorCount)")
        case ("fullscreen", 1):
            if let window { gtk_window_fullscreen(cast(window)) }
            say("fullscreen")
        case ("maximize", 1):
            if let window { gtk_window_maximize(cast(window)) }
            say("maximize")
        case ("focus", 1): say("focus " + (SnackbarPresenter.shared.focusNewest() ? "yes" : "no"))
        case ("active", 1): say("active " + (window.map { gtk_window_is_active(cast($0)) != 0 } == true ? "yes" : "no"))
        case ("text", 1): say("text " + (entry.map { String(cString: gtk_entry_get_text(cast($0))) } ?? ""))
        case ("paused", 2): say("paused \(words[1]) " + (SnackbarPresenter.shared.isPaused(id: words[1]) ? "yes" : "no"))
        case ("frame", 2): say("frame \(words[1]) " + (frames[words[1]].map { "\($0)" } ?? "none"))
        case ("content", 1):
            var area = GtkAllocation()
            if let window, let box = gtk_bin_get_child(cast(window)) { gtk_widget_get_allocation(box, &area) }
            say("content \(area.x) \(area.y) \(area.width) \(area.height)")
        default: say("error " + line)
        }
    }

    private func add(id: String, edge: SnackEdge, alignment: SnackAlignment, duration: SnackDuration, withAction: Bool) {
        let action = withAction ? SnackAction("Undo", id: "undo") : nil
        let snack = Snack("Snack \(id)", duration: duration, id: id, action: action, edge: edge, alignment: alignment)
        do {
            try SnackbarPresenter.shared.add(snack, styleSheets: [styleSheet])
            say("added \(id)")
        } catch {
            say("rejected \(id) \(error)")
        }
    }

    /// Hands the snack's window (or its close button's input window) an enter and a motion that the
    /// pointer never made, as if its leave got lost: nothing but the snack's own look for the pointer can
    /// end the hover hold then.
    private func enterWithoutPointer(snack id: String, closeButton: Bool) -> Bool {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            let widget = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            node = current.pointee.next
            guard let title = gtk_window_get_title(cast(widget)), String(cString: title) == "snackbar: " + id,
                let gdkWindow = closeButton
                    ? Self.closeButton(in: widget).flatMap({ gtk_button_get_event_window(cast($0)) }) : gtk_widget_get_window(widget),
                let display = gdk_window_get_display(gdkWindow),
                let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(display))
            else { continue }
            // Inside the window, or at the button's centre.
            let (x, y) = closeButton ? (Double(gdk_window_get_width(gdkWindow)) / 2, Double(gdk_window_get_height(gdkWindow)) / 2) : (40, 20)
            for type in [GDK_ENTER_NOTIFY, GDK_MOTION_NOTIFY] {
                let event = gdk_event_new(type)!
                event.pointee.any.window = gdkWindow
                g_object_ref(UnsafeMutableRawPointer(gdkWindow))
                event.pointee.any.send_event = 1
                if type == GDK_ENTER_NOTIFY {
                    (event.pointee.crossing.detail, event.pointee.crossing.x, event.pointee.crossing.y) = (GDK_NOTIFY_NONLINEAR, x, y)
                } else {
                    (event.pointee.motion.x, event.pointee.motion.y) = (x + 2, y + 1)
                }
                gdk_event_set_device(event, pointer)
                // GTK starts a tooltip only for events with a source device.
                if closeButton { gdk_event_set_source_device(event, pointer) }
                gtk_main_do_event(event)
                gdk_event_free(event)
            }
            return true
        }
        return false
    }

    /// The snack window's close button (its style class `close`).
    private static func closeButton(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if let context = gtk_widget_get_style_context(widget), gtk_style_context_has_class(context, SnackbarCSSClass.close) != 0 {
            return widget
        }
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0, let children = gtk_container_get_children(cast(widget))
        else { return nil }
        defer { g_list_free(children) }
        var node: UnsafeMutablePointer<GList>? = children
        while let current = node {
            if let found = closeButton(in: current.pointee.data.assumingMemoryBound(to: GtkWidget.self)) { return found }
            node = current.pointee.next
        }
        return nil
    }

    private func showApp() {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cast(window), "snack-wayland-app")
        gtk_window_set_default_size(cast(window), 800, 500)
        // As in most apps, one box fills the window; the entry sits at its bottom, below the snacks.
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let entry = gtk_entry_new()!
        gtk_box_pack_end(cast(box), entry, 0, 0, 0)
        gtk_container_add(cast(window), box)
        gtk_widget_show_all(window)
        gtk_widget_grab_focus(entry)
        (self.window, self.entry) = (window, entry)
        say("app shown")
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// GTK's cast macros (`GTK_WINDOW(w)`, `GTK_ENTRY(w)`, …) for the app's few pointers.
private func cast<Target>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
}
