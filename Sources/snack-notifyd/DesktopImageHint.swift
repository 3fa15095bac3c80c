import CSnackbarGLib
import SnackbarCore

/// The `image-data` hint's value `(iiibiiay)` read into a checked `SnackIconPixels`.
enum DesktopImageHint {
    /// The pixels, or why the value is no valid image (a wrong type, numbers that disagree, too few bytes).
    static func pixels(_ value: OpaquePointer) -> Result<SnackIconPixels, SnackIconPixelsProblem> {
        let type = String(cString: g_variant_get_type_string(value))
        guard type == "(iiibiiay)" else { return .failure(SnackIconPixelsProblem("of type \(type); (iiibiiay) is accepted")) }
        let field = { (index: gsize) in g_variant_get_child_value(value, index)! }
        let numbers = [0, 1, 2, 4, 5].map { (index: gsize) -> Int32 in
            let child = field(index)
            defer { g_variant_unref(child) }
            return g_variant_get_int32(child)
        }
        let alpha = field(3)
        let data = field(6)
        defer {
            g_variant_unref(alpha)
            g_variant_unref(data)
        }
        let byteCount = Int(g_variant_get_size(data))
        do throws(SnackIconPixelsProblem) {
            return .success(
                try SnackIconPixels(
                    width: numbers[0], height: numbers[1], rowstride: numbers[2], hasAlpha: g_variant_get_boolean(alpha) != 0,
                    bitsPerSample: numbers[3], channels: numbers[4], byteCount: byteCount
                ) { count in
                    guard let start = g_variant_get_data(data) else { return [] }
                    return Array(UnsafeRawBufferPointer(start: start, count: count))
                })
        } catch {
            return .failure(error)
        }
    }
}
