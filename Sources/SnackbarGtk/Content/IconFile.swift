import CGtk
import Glibc
import SnackbarCore
import SnackbarGlue

/// An image file shown as a snack's icon, read safely: opened only as a regular file within
/// `FileRefusal.imageBytes` (`BoundedFile`), and decoded only when its header gives a pixel size within
/// `maxPixels` on each side, so that neither a FIFO nor a small file claiming a huge image can stall or
/// bloat the main loop.
///
/// GdkPixbuf reads the file through `/proc/self/fd`: the descriptor checked, not the path again, which
/// another file could have replaced in between. Any thread: each read makes a pixbuf of its own.
package enum IconFile {
    /// The most pixels decoded from an image that must be decoded whole before it is scaled: decoding
    /// costs in proportion to the pixels, not the file (a 2048×2048 PNG takes ~75 ms here; libnotify's
    /// 1600×1200 test image about half of it).
    static let maxPixels: Int32 = 2_048 * 2_048
    /// The widest and tallest JPEG decoded: libjpeg decodes it already scaled down (to an eighth), so a
    /// camera photo costs little more than its file's reading.
    static let maxScaledSide: Int32 = 16_384

    /// The image at `path` scaled to fit `size` pixels (a `GdkPixbuf *` the caller unrefs), or why not.
    static func pixbuf(path: String, size: Int32) -> Result<OpaquePointer, IconFileProblem> {
        checked(path) { file, _, _ in decode(file, size: size) }.flatMap { $0 }
    }

    /// The image at `path` scaled down to fit `SnackIconPixels.keptSide` pixels, as a raw image, when it is
    /// larger than that: a picture whose decoding takes long enough to keep a caller waiting, read off the
    /// main thread by the popup service. Nil for a smaller image, which `pixbuf(path:size:)` reads where it
    /// shows, quickly, and for a file refused before it is read (`FileRefusal`: the request's own checks
    /// name it); the problem for a file that cannot be shown (its header, or its decoding, says so).
    package static func keptPixels(path: String) -> Result<SnackIconPixels, IconFileProblem>? {
        let side = Int32(SnackIconPixels.keptSide)
        let read = checked(path) { file, width, height -> Result<SnackIconPixels, IconFileProblem>? in
            guard max(width, height) > side else { return nil }
            return decode(file, size: side).flatMap { pixbuf in
                defer { g_object_unref(asGPointer(pixbuf)) }
                return pixels(of: pixbuf)
            }
        }
        switch read {
        case .success(let pixels): return pixels
        case .failure(let problem): return problem.isRefusal ? nil : .failure(problem)
        }
    }

    /// Opens the file and checks its header: `body` gets it (as a path to its checked descriptor) with its
    /// pixel size once it is a regular file within the bounds, holding an image within `maxPixels`.
    private static func checked<Value>(
        _ path: String, _ body: (_ file: String, _ width: Int32, _ height: Int32) -> Value
    ) -> Result<Value, IconFileProblem> {
        switch BoundedFile.open(path, limit: FileRefusal.imageBytes) {
        case .failure(let refusal):
            return .failure(IconFileProblem(refusal.description, isRefusal: true))
        case .success(let descriptor):
            defer { close(descriptor) }
            let opened = "/proc/self/fd/\(descriptor)"
            var width: Int32 = 0
            var height: Int32 = 0
            guard let format = gdk_pixbuf_get_file_info(opened, &width, &height) else {
                return .failure(IconFileProblem("not an image GdkPixbuf can read"))
            }
            let scalesWhileDecoding =
                gdk_pixbuf_format_get_name(format).map { name in
                    defer { g_free(name) }
                    return String(cString: name) == "jpeg"
                } ?? false
            if scalesWhileDecoding {
                guard width <= maxScaledSide, height <= maxScaledSide else {
                    return .failure(IconFileProblem("\(width)×\(height) pixels, more than \(maxScaledSide) a side"))
                }
            } else if Int(width) * Int(height) > Int(maxPixels) {
                return .failure(IconFileProblem("\(width)×\(height) pixels, more than the \(maxPixels) pixels an icon may have"))
            }
            return .success(body(opened, width, height))
        }
    }

    /// The checked file decoded to fit `size` pixels: a `GdkPixbuf *` the caller unrefs, or why not.
    private static func decode(_ file: String, size: Int32) -> Result<OpaquePointer, IconFileProblem> {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(file, size, size, &error) else {
            defer { if let error { g_error_free(error) } }
            return .failure(IconFileProblem(error.map { String(cString: $0.pointee.message) } ?? "cannot be decoded"))
        }
        return .success(pixbuf)
    }

    /// A decoded pixbuf's samples as a raw image.
    private static func pixels(of pixbuf: OpaquePointer) -> Result<SnackIconPixels, IconFileProblem> {
        do throws(SnackIconPixelsProblem) {
            return .success(
                try SnackIconPixels(
                    width: gdk_pixbuf_get_width(pixbuf), height: gdk_pixbuf_get_height(pixbuf),
                    rowstride: gdk_pixbuf_get_rowstride(pixbuf), hasAlpha: gdk_pixbuf_get_has_alpha(pixbuf) != 0,
                    bitsPerSample: gdk_pixbuf_get_bits_per_sample(pixbuf), channels: gdk_pixbuf_get_n_channels(pixbuf),
                    byteCount: Int(gdk_pixbuf_get_byte_length(pixbuf))
                ) { count in Array(UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: count)) })
        } catch {
            return .failure(IconFileProblem(error.reason))
        }
    }
}

/// Why an icon file was not shown, in words for the warning.
package struct IconFileProblem: Error {
    package let reason: String
    /// Whether the file itself was refused (`FileRefusal`: missing, no regular file, too large), before any
    /// of it was read as an image.
    package let isRefusal: Bool

    init(_ reason: String, isRefusal: Bool = false) {
        self.reason = reason
        self.isRefusal = isRefusal
    }
}
