import CGtk

/// Small wrappers that keep widget-building code short.
@MainActor
enum Gtk {
    /// Adds the CSS class `name` to the widget's style context.
    static func addClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    /// Removes the CSS class `name` from the widget's style context.
    static func removeClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    /// A box laying its children out horizontally or vertically, `spacing` pixels apart.
    static func box(vertical: Bool, spacing: Int32) -> UnsafeMutablePointer<GtkWidget> {
        gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)
    }

    /// Packs `child` at the start of `box`; `expand` gives it the spare room.
    static func pack(_ box: UnsafeMutablePointer<GtkWidget>, _ child: UnsafeMutablePointer<GtkWidget>, expand: Bool = false) {
        gtk_box_pack_start(asBox(box), child, expand ? 1 : 0, expand ? 1 : 0, 0)
    }

    /// Shows or hides the widget.
    /// Gives `accessible` this name (when given) and description, each only if it differs: Orca speaks each
    /// change of the focused object's description, and an empty one clears it.
    static func describe(_ accessible: UnsafeMutablePointer<AtkObject>, name: String? = nil, description: String) {
        if let name, atk_object_get_name(accessible).map({ String(cString: $0) }) ?? "" != name { atk_object_set_name(accessible, name) }
        if atk_object_get_description(accessible).map({ String(cString: $0) }) ?? "" != description {
            atk_object_set_description(accessible, description)
        }
    }

    static func setVisible(_ widget: UnsafeMutablePointer<GtkWidget>, _ visible: Bool) {
        gtk_widget_set_visible(widget, visible ? 1 : 0)
    }

    /// A left-aligned label that wraps; `lines` > 0 ellipsizes after that many lines.
    static func label(cssClass: String, lines: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(asLabel(label), 0)
        gtk_label_set_line_wrap(asLabel(label), 1)
        gtk_label_set_line_wrap_mode(asLabel(label), PANGO_WRAP_WORD_CHAR)
        if lines > 0 {
            gtk_label_set_lines(asLabel(label), lines)
            gtk_label_set_ellipsize(asLabel(label), PANGO_ELLIPSIZE_END)
        }
        // A small natural width: the window's size request sets the real width, the label wraps within it.
        gtk_label_set_width_chars(asLabel(label), 1)
        gtk_label_set_max_width_chars(asLabel(label), 1)
        addClass(label, cssClass)
        return label
    }

    /// A button with a text label and the CSS class `cssClass`. Its label ends in an ellipsis past
    /// `characters` (the full label in its tooltip then), so buttons never widen a snack past its width.
    static func button(label: String, cssClass: String, characters: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(label)!
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        if let child = gtk_bin_get_child(cast(button)) {
            gtk_label_set_ellipsize(asLabel(child), PANGO_ELLIPSIZE_END)
            gtk_label_set_max_width_chars(asLabel(child), characters)
        }
        if label.count > characters { gtk_widget_set_tooltip_text(button, label) }
        addClass(button, cssClass)
        return button
    }

    /// The widgets packed in `container`, in order.
    static func children(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        let list = gtk_container_get_children(asContainer(container))
        var node = list
        while let item = node {
            if let child = item.pointee.data { children.append(cast(child)) }
            node = item.pointee.next
        }
        g_list_free(list)
        return children
    }

    /// The visible widgets packed in `container`, in order.
    static func visibleChildren(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        children(of: container).filter { gtk_widget_is_visible($0) != 0 }
    }

    /// Calls `body` with `root` and every widget inside it, depth first.
    static func forEachWidget(in root: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        var pending = [root]
        while let widget = pending.popLast() {
            body(widget)
            guard snack_is_container(asGPointer(widget)) != 0 else { continue }
            let children = gtk_container_get_children(asContainer(widget))
            var node = children
            while let item = node {
                if let child = item.pointee.data { pending.append(cast(child)) }
                node = item.pointee.next
            }
            g_list_free(children)
        }
    }
}
