import CGtk
import Foundation
import SnackbarGtk

/// The probe's windows and its line protocol. Commands, one a line:
/// - `app`: a normal window titled "snack-layer-probe app" holding a focused text entry → `app shown`
/// - `snack EDGE ALIGNMENT` (top|bottom, leading|center|trailing): a 400×60 red snack, 16 px from the
///   first monitor's edges and 16 px beyond the snacks already at that edge → `snack layer X Y W H`
///   (the frame it was placed at), or `snack toplevel` where the compositor has no layer shell
/// - `keyboard on-demand|none`: the newest snack's keyboard mode → `keyboard MODE`
/// - `text` → `text CONTENT`, what the entry holds
///
/// At start it says `backend wayland|x11` and `layer-shell yes|no`; anything else gets `error LINE`.
@MainActor
final class LayerProbe {
    private static let snackSize = (width: 400, height: 60)
    private static let inset = 16

    private var entry: UnsafeMutablePointer<GtkWidget>?
    private var newestSnack: LayerShellPlacement?
    private var stackHeights: [SnackEdge: Int] = [:]
    private let snackStyle = gtk_css_provider_new()!

    init() {
        gtk_css_provider_load_from_data(snackStyle, "window { background: #C62828; }", -1, nil)
    }

    /// Says which backend GDK chose and whether the compositor has layer shell.
    func start() {
        let backend = String(cString: g_type_name_from_instance(cast(UnsafeMutableRawPointer(gdk_display_get_default()!))))
        say("backend " + (backend.contains("Wayland") ? "wayland" : backend.contains("X11") ? "x11" : backend))
        say("layer-shell " + (LayerShellPlacement.isSupported ? "yes" : "no"))
    }

    /// Runs one command line.
    func handle(_ line: String) {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("app", 1): showApp()
        case ("snack", 3):
            guard let edge = SnackEdge(rawValue: words[1]), let alignment = SnackAlignment(rawValue: words[2]) else { fallthrough }
            showSnack(edge: edge, alignment: alignment)
        case ("keyboard", 2) where ["on-demand", "none"].contains(words[1]) && newestSnack != nil:
            newestSnack?.setKeyboard(onDemand: words[1] == "on-demand")
            say(line)
        case ("text", 1): say("text " + (entry.map { String(cString: gtk_entry_get_text(cast($0))) } ?? ""))
        default: say("error " + line)
        }
    }

    private func showApp() {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cast(window), "snack-layer-probe app")
        let entry = gtk_entry_new()!
        gtk_container_add(cast(window), entry)
        gtk_widget_show_all(window)
        gtk_widget_grab_focus(entry)
        self.entry = entry
        say("app shown")
    }

    private func showSnack(edge: SnackEdge, alignment: SnackAlignment) {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_style_context_add_provider(gtk_widget_get_style_context(window), OpaquePointer(snackStyle),
                                       UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        gtk_widget_set_size_request(window, Int32(Self.snackSize.width), Int32(Self.snackSize.height))
        if let placement = LayerShellPlacement(window: cast(window)) {
            let monitor = gdk_display_get_monitor(gdk_display_get_default(), 0)
            var rectangle = GdkRectangle()
            gdk_monitor_get_workarea(monitor, &rectangle)
            let area = SnackRect(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width), height: Int(rectangle.height))
            let frame = frame(in: area, edge: edge, alignment: alignment)
            placement.setOutput(monitor)
            placement.place(frame, in: area, edge: edge, alignment: alignment)
            newestSnack = placement
            say("snack layer \(frame)")
        } else {
            say("snack toplevel")
        }
        gtk_widget_show_all(window)
    }

    /// Where the next snack of `edge` goes: the X11 stack layout's rule, written out for one size.
    private func frame(in area: SnackRect, edge: SnackEdge, alignment: SnackAlignment) -> SnackRect {
        let (width, height) = Self.snackSize
        let offset = Self.inset + stackHeights[edge, default: 0]
        stackHeights[edge, default: 0] += height + Self.inset
        let x = switch alignment {
        case .leading: area.x + Self.inset
        case .center: area.x + (area.width - width) / 2
        case .trailing: area.maxX - Self.inset - width
        }
        return SnackRect(x: x, y: edge == .top ? area.y + offset : area.maxY - offset - height, width: width, height: height)
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// GTK's cast macros (`GTK_WINDOW(w)`, `GTK_ENTRY(w)`, …) for the probe's few pointers.
private func cast<Target>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Target> {
    pointer.assumingMemoryBound(to: Target.self)
}

private func cast<Target>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Target> {
    cast(UnsafeMutableRawPointer(widget))
}
