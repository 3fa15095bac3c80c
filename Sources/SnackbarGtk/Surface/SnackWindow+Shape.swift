import CGtk

/// Rounded corners without a compositor: an X shape mask cut from a 1-bit cairo surface, recomputed
/// whenever the window's size changes (not when it only moves). With a compositor the RGBA visual and
/// CSS radius do it instead, and an input shape lets clicks on the transparent shadow room through to the
/// windows below.
extension SnackWindow {
    func connectShape() {
        connectEvent(asGPointer(window), "configure-event") { [weak self] event in
            self?.reshape(width: Int(event.pointee.configure.width), height: Int(event.pointee.configure.height))
            return false
        }
    }

    private func reshape(width: Int, height: Int) {
        guard let screen = gtk_widget_get_screen(window), width > 0, height > 0 else { return }
        let shape = Shape(width: width, height: height, isComposited: gdk_screen_is_composited(screen) != 0)
        guard shape != cutShape else { return }
        cutShape = shape
        guard !shape.isComposited, style.cornerRadius > 0 else {
            gtk_widget_shape_combine_region(window, nil)
            return takeInput(width: width, height: height)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A1, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        let r = Double(min(style.cornerRadius, width / 2, height / 2))
        let w = Double(width)
        let h = Double(height)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, w - r, r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, w - r, h - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, r, h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, r, r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        guard let region = gdk_cairo_region_create_from_surface(surface) else { return }
        gtk_widget_shape_combine_region(window, region)
        cairo_region_destroy(region)
    }

    /// What a shape was cut for: the window's size, and whether a compositor ran.
    struct Shape: Equatable {
        var width: Int
        var height: Int
        var isComposited: Bool
    }

    /// Takes pointer input only on the body, not on the shadow room around it.
    private func takeInput(width: Int, height: Int) {
        guard shadowMargin > 0 else { return gtk_widget_input_shape_combine_region(window, nil) }
        var rect = cairo_rectangle_int_t(
            x: Int32(shadowMargin), y: Int32(shadowMargin),
            width: Int32(max(1, width - 2 * shadowMargin)), height: Int32(max(1, height - 2 * shadowMargin)))
        guard let region = cairo_region_create_rectangle(&rect) else { return }
        gtk_widget_input_shape_combine_region(window, region)
        cairo_region_destroy(region)
    }
}
