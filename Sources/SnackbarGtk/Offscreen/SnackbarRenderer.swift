import CGtk
import Glibc
import SnackbarCore

/// Draws one snack into a PNG file with no display at all: no X server, no Wayland compositor, no
/// `gtk_init`. For screenshots in documentation, a gallery tour on a build machine, and pixel checks.
///
/// GTK 3 widgets cannot be drawn without a `GdkDisplay` (an offscreen window still needs one; the
/// Broadway backend needs its own display server, broadwayd). So the snack is painted with cairo and
/// Pango directly, from the same theme values the renderer turns into CSS: the kind's background,
/// border, text and action colours, the corner radius, padding, inner spacing, text sizes and weights,
/// the message's line limit, and laid out as the window's widgets are: a display test holds each part's
/// frame (`partFrames`) within 2 px of the on-screen popup's.
public enum SnackbarRenderer {
    /// Why a snack could not be rendered.
    public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The PNG could not be written to this path (the message says why).
        case cannotWrite(path: String, reason: String)
        /// A width, scale or countdown share outside what is accepted.
        case badSize(String)

        public var description: String {
            switch self {
            case .cannotWrite(let path, let reason): "cannot write the PNG '\(path)': \(reason)"
            case .badSize(let message): message
            }
        }
    }

    /// Widths accepted, in logical pixels.
    public static let widths = 120...4096
    /// Scales accepted (device pixels per logical pixel).
    public static let scales = 1.0...4.0

    /// Where `renderPNG` puts each visible part of `snack` (`SnackPartNames`) at `width` logical pixels, from
    /// the snack's top-left corner, and its height; no drawing, no display.
    package static func partFrames(
        snack: Snack, theme: Theme = .standard, variant: ThemeVariant = .light, highContrast: Bool = false,
        width: Int? = nil
    ) -> (height: Int, parts: [String: SnackRect]) {
        painter(snack: snack, theme: theme, variant: variant, highContrast: highContrast, width: width ?? theme.layout.maxWidth)
            .measure()
    }

    /// Draws `snack` with `theme` in its light or dark `variant` (or the high-contrast palette) into a
    /// PNG at `path`: `width` logical pixels wide (the theme's maximum width by default), as tall as its
    /// content, each logical pixel `scale` device pixels. A snack that shows a countdown gets its bar along the
    /// foot, `countdownLeft` of it filled (full by default: the moment the snack appears). Works without a
    /// display; any thread.
    ///
    /// - Returns: the image's size in device pixels.
    /// - Throws: `RenderError.badSize` for a width or scale out of range, `.cannotWrite` when the file
    ///   cannot be written (a missing directory, no permission), `.badSize` also for `countdownLeft` outside 0…1.
    @discardableResult
    public static func renderPNG(
        snack: Snack, theme: Theme = .standard, variant: ThemeVariant = .light,
        highContrast: Bool = false, width: Int? = nil, scale: Double = 1,
        countdownLeft: Double = 1, to path: String
    ) throws(RenderError) -> (width: Int, height: Int) {
        let width = width ?? theme.layout.maxWidth
        guard widths.contains(width) else {
            throw .badSize("width \(width): use \(widths.lowerBound) to \(widths.upperBound) pixels")
        }
        guard scales.contains(scale) else {
            throw .badSize("scale \(scale): use \(scales.lowerBound) to \(scales.upperBound)")
        }
        guard (0...1).contains(countdownLeft) else {
            throw .badSize("countdown share \(countdownLeft): use 0 to 1")
        }
        // cairo says only "error while writing to output stream": open the file first for the real reason.
        guard let file = fopen(path, "wb") else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        fclose(file)
        var painter = painter(snack: snack, theme: theme, variant: variant, highContrast: highContrast, width: width)
        painter.countdownLeft = countdownLeft
        let height = painter.height()
        let size = (width: Int((Double(width) * scale).rounded(.up)), height: Int((Double(height) * scale).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)) else {
            throw .cannotWrite(path: path, reason: "no memory for the image")
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
        painter.paint(on: cairo, height: height)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        return size
    }

    private static func painter(snack: Snack, theme: Theme, variant: ThemeVariant, highContrast: Bool, width: Int) -> SnackPainter {
        SnackPainter(
            snack: snack, theme: theme,
            // A picture has no shadow around the card: light cards take the border that shows without one.
            colors: theme.palette(for: variant, highContrast: highContrast, shadowed: false)[snack.kind],
            borderWidth: Theme.borderWidth(highContrast: highContrast), width: width)
    }
}
