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
/// another file could have replaced in between.
enum IconFile {
    /// The most pixels decoded from an image that must be decoded whole before it is scaled: decoding
    /// costs in proportion to the pixels, not the file (a 2048×2048 PNG takes ~75 ms here; libnotify's
    /// 1600×1200 test image about half of it).
    static let maxPixels: Int32 = 2_048 * 2_048
    /// The widest and tallest JPEG decoded: libjpeg decodes it already scaled down (to an eighth), so a
    /// camera photo costs little more than its file's reading.
    static let maxScaledSide: Int32 = 16_384

    /// The image at `path` scaled to fit `size` pixels (a `GdkPixbuf *` the caller unrefs), or why not.
    static func pixbuf(path: String, size: Int32) -> Result<OpaquePointer, IconFileProblem> {
        switch BoundedFile.open(path, limit: FileRefusal.imageBytes) {
        case .failure(let refusal):
            return .failure(IconFileProblem(refusal.description))
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
            var error: UnsafeMutablePointer<GError>?
            guard let pixbuf = gdk_pixbuf_new_from_file_at_size(opened, size, size, &error) else {
                defer { if let error { g_error_free(error) } }
                return .failure(IconFileProblem(error.map { String(cString: $0.pointee.message) } ?? "cannot be decoded"))
            }
            return .success(pixbuf)
        }
    }
}

/// Why an icon file was not shown, in words for the warning.
struct IconFileProblem: Error {
    let reason: String

    init(_ reason: String) { self.reason = reason }
}
