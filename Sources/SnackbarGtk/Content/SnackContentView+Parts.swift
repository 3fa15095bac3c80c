import CGtk
import SnackbarCore

/// Where each visible part sits, named as the offscreen painter names them (`SnackPartNames`): widgets by
/// their allocation, texts by the box their Pango layout is drawn in, in pixels of the snack's window.
extension SnackContentView {
    /// The frames of the parts shown now, from the window's top-left corner.
    func partFrames() -> [String: SnackRect] {
        var parts: [String: SnackRect] = [:]
        parts[SnackPartNames.icon] = Self.allocation(icon)
        parts[SnackPartNames.text] = Self.allocation(textBox)
        for (row, label) in zip(SnackTextRow.allCases, textLabels) { parts[SnackPartNames.row(row)] = Self.textBox(label.widget) }
        parts[SnackPartNames.progress] = Self.allocation(progress)
        parts[SnackPartNames.close] = Self.allocation(close)
        parts[SnackPartNames.scrollbar] = expansion.flatMap { gtk_scrolled_window_get_vscrollbar(asScrolledWindow($0)) }.flatMap(Self.frameInWindow)
        parts[SnackPartNames.counter] = Self.textBox(repeatCount)
        for (index, button) in Gtk.visibleChildren(of: actions).enumerated() {
            parts[SnackPartNames.action(index)] = Self.border(button)
            parts[SnackPartNames.action(index) + SnackPartNames.labelSuffix] = gtk_bin_get_child(asBin(button)).flatMap(Self.textBox)
        }
        if let long = Gtk.visibleChildren(of: longActionRow).first(where: { $0 != actions }) {
            parts[SnackPartNames.longAction] = Self.border(long)
            parts[SnackPartNames.longAction + SnackPartNames.labelSuffix] = gtk_bin_get_child(asBin(long)).flatMap(Self.textBox)
        }
        return parts
    }

    private static func allocation(_ widget: UnsafeMutablePointer<GtkWidget>) -> SnackRect? {
        guard gtk_widget_is_visible(widget) != 0 else { return nil }
        var frame = GtkAllocation()
        gtk_widget_get_allocation(widget, &frame)
        return SnackRect(x: Int(frame.x), y: Int(frame.y), width: Int(frame.width), height: Int(frame.height))
    }

    /// A mapped widget's box in its toplevel's coordinates, wherever its parent windows put it.
    private static func frameInWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> SnackRect? {
        guard gtk_widget_get_mapped(widget) != 0, let toplevel = gtk_widget_get_toplevel(widget) else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &x, &y) != 0 else { return nil }
        return SnackRect(
            x: Int(x), y: Int(y), width: Int(gtk_widget_get_allocated_width(widget)), height: Int(gtk_widget_get_allocated_height(widget)))
    }

    /// A button's allocation without its CSS margin: the box it draws in.
    private static func border(_ widget: UnsafeMutablePointer<GtkWidget>) -> SnackRect? {
        guard let frame = allocation(widget), let style = gtk_widget_get_style_context(widget) else { return nil }
        var margin = GtkBorder()
        gtk_style_context_get_margin(style, gtk_style_context_get_state(style), &margin)
        return SnackRect(
            x: frame.x + Int(margin.left), y: frame.y + Int(margin.top), width: frame.width - Int(margin.left) - Int(margin.right),
            height: frame.height - Int(margin.top) - Int(margin.bottom))
    }

    /// The box a label's text is drawn in (its layout's logical size at its layout offsets).
    private static func textBox(_ widget: UnsafeMutablePointer<GtkWidget>) -> SnackRect? {
        guard gtk_widget_is_visible(widget) != 0, let layout = gtk_label_get_layout(asLabel(widget)),
            gtk_label_get_text(asLabel(widget)).map({ $0.pointee != 0 }) ?? false
        else { return nil }
        var origin = (x: Int32(0), y: Int32(0))
        gtk_label_get_layout_offsets(asLabel(widget), &origin.x, &origin.y)
        var size = (width: Int32(0), height: Int32(0))
        pango_layout_get_pixel_size(layout, &size.width, &size.height)
        return SnackRect(x: Int(origin.x), y: Int(origin.y), width: Int(size.width), height: Int(size.height))
    }
}
