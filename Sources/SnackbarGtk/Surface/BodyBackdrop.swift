import CGtk

/// The body's CSS background, border and shadow, drawn once for its look and size into an image that
/// each later frame paints: GTK 3 blurs a `box-shadow` again on every draw, most of a frame's time, and a
/// snack draws on every frame of its slide (docs/performance.md). The image is GTK's own
/// rendering of the body's style context, painted over the window's transparent pixels, so a frame has
/// the same pixels as before. A style change (a new kind, hover, another theme) or a new size or scale
/// draws it again.
@MainActor
final class BodyBackdrop {
    /// The image: the body's allocation with `room` pixels around it for the shadow.
    private var image: OpaquePointer?
    private var drawnFor: Look?
    /// Pixels around the body's allocation the image covers: the window's shadow room.
    let room: Int

    /// What the image was drawn for: the body's allocated size, its CSS margin in it, the scale.
    private struct Look: Equatable {
        var width: Int
        var height: Int
        var left, top, right, bottom: Int
        var scale: Int

        /// The border box: the allocation less the CSS margin, as GTK draws a box.
        var boxWidth: Int { width - left - right }
        var boxHeight: Int { height - top - bottom }
    }

    init(room: Int) {
        self.room = room
    }

    isolated deinit {
        if let image { cairo_surface_destroy(image) }
    }

    /// Forgets the image: the body's style changed.
    func invalidate() {
        if let image { cairo_surface_destroy(image) }
        image = nil
        drawnFor = nil
    }

    /// Draws `body` as a GtkBox draws itself (background and border at its CSS border box, then its
    /// children), the background and border from the image.
    func draw(_ body: UnsafeMutablePointer<GtkWidget>, on cairo: OpaquePointer) {
        let context = gtk_widget_get_style_context(body)
        var margin = GtkBorder()
        gtk_style_context_get_margin(context, gtk_style_context_get_state(context), &margin)
        let look = Look(
            width: Int(gtk_widget_get_allocated_width(body)), height: Int(gtk_widget_get_allocated_height(body)),
            left: Int(margin.left), top: Int(margin.top), right: Int(margin.right), bottom: Int(margin.bottom),
            scale: Int(gtk_widget_get_scale_factor(body)))
        if look.boxWidth > 0, look.boxHeight > 0 {
            if look != drawnFor { render(look, context: context) }
            if let image {
                cairo_set_source_surface(cairo, image, Double(-room), Double(-room))
                cairo_paint(cairo)
            }
        }
        let children = gtk_container_get_children(asContainer(body))
        var child = children
        while let link = child {
            if let widget = link.pointee.data?.assumingMemoryBound(to: GtkWidget.self) {
                gtk_container_propagate_draw(asContainer(body), widget, cairo)
            }
            child = link.pointee.next
        }
        g_list_free(children)
    }

    private func render(_ look: Look, context: UnsafeMutablePointer<GtkStyleContext>?) {
        invalidate()
        let width = (look.width + 2 * room) * look.scale
        let height = (look.height + 2 * room) * look.scale
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        cairo_surface_set_device_scale(surface, Double(look.scale), Double(look.scale))
        let cairo = cairo_create(surface)
        cairo_translate(cairo, Double(room + look.left), Double(room + look.top))
        gtk_render_background(context, cairo, 0, 0, Double(look.boxWidth), Double(look.boxHeight))
        gtk_render_frame(context, cairo, 0, 0, Double(look.boxWidth), Double(look.boxHeight))
        cairo_destroy(cairo)
        image = surface
        drawnFor = look
    }
}
