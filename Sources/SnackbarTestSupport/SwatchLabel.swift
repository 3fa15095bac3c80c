import CGtk

/// A label painted in one flat colour, standing in for an app's own widget, so the testbed can try custom
/// content without touching C itself. Package-only.
///
/// Holds the app's reference (`g_object_ref_sink` on creation); the testbed keeps it for the whole run.
@MainActor
package struct SwatchLabel {
    /// The `GtkWidget *`, to pass to `SnackbarPresenter.add(_:content:)`.
    package let pointer: UnsafeMutableRawPointer

    /// A label showing `text` on `color` (`#RRGGBB`).
    package init(text: String, color: String) {
        let label = gtk_label_new(text)!
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "label { background-color: \(color); color: #000000; padding: 6px; }", -1, nil)
        gtk_style_context_add_provider(gtk_widget_get_style_context(label), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
        g_object_unref(asGPointer(provider))
        g_object_ref_sink(asGPointer(label))
        pointer = asGPointer(label)
    }

    /// How many references the label has (the app's own alone is 1).
    package var referenceCount: UInt32 {
        pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }

    /// Whether the label is inside a container.
    package var hasParent: Bool {
        gtk_widget_get_parent(cast(pointer)) != nil
    }
}
