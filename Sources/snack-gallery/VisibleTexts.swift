import CGtk

/// The texts a window shows: its title and every mapped label's text (buttons' and frames' included), in
/// reading order. The screenshot tour prints them (`text` lines), so a test reads what a user sees.
@MainActor
enum VisibleTexts {
    /// The texts of `window` and the widgets inside it, each on one line; with `title`, the window's title first.
    static func of(_ window: UnsafeMutablePointer<GtkWidget>, title: Bool) -> [String] {
        var texts: [String] = []
        if title, let text = gtk_window_get_title(Casts.widget(window)) { texts.append(String(cString: text)) }
        var pending = [window]
        while let widget = pending.popLast() {
            guard gtk_widget_get_mapped(widget) != 0 else { continue }
            if isA(widget, gtk_label_get_type()), let text = gtk_label_get_text(Casts.widget(widget)), text.pointee != 0 {
                texts.append(String(cString: text).split(whereSeparator: \.isNewline).joined(separator: " "))
            }
            guard isA(widget, gtk_container_get_type()) else { continue }
            var children: [UnsafeMutablePointer<GtkWidget>] = []
            let list = gtk_container_get_children(Casts.widget(widget))
            var node = list
            while let item = node {
                if let child = item.pointee.data { children.append(child.assumingMemoryBound(to: GtkWidget.self)) }
                node = item.pointee.next
            }
            g_list_free(list)
            pending += children.reversed()
        }
        return texts
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(Casts.widget(widget, as: GTypeInstance.self), type) != 0
    }
}
