import CGtk
import SnackbarCore

/// A notification's raw image (`SnackIconPixels`, already checked) as a pixbuf for the icon.
enum IconPixelsImage {
    /// The image scaled down (never up) to fit `size` pixels, its aspect kept: a `GdkPixbuf *` the caller unrefs.
    static func pixbuf(_ pixels: SnackIconPixels, size: Int32) -> OpaquePointer? {
        let bytes = pixels.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard
            let source = gdk_pixbuf_new_from_bytes(
                bytes, GDK_COLORSPACE_RGB, pixels.hasAlpha ? 1 : 0, 8,
                Int32(pixels.width), Int32(pixels.height), Int32(pixels.rowstride))
        else { return nil }
        let scale = min(1, Double(size) / Double(max(pixels.width, pixels.height)))
        guard scale < 1 else { return source }
        defer { g_object_unref(asGPointer(source)) }
        return gdk_pixbuf_scale_simple(
            source, max(1, Int32(Double(pixels.width) * scale)),
            max(1, Int32(Double(pixels.height) * scale)), GDK_INTERP_BILINEAR)
    }
}
