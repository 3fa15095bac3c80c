/// A raw image shown as a snack's icon: the `image-data` hint of the Desktop Notifications
/// Specification (`(iiibiiay)`: width, height, rowstride, has alpha, bits per sample, channels, bytes).
///
/// Only a checked one exists: 8 bits per sample, RGB or RGBA (the alpha flag agreeing with the
/// channels), at most `maxSide` pixels a side and `maxBytes` bytes, and enough bytes for every row it
/// claims. An image larger than `keptSide` on either side (a camera photo) is scaled down when it is
/// made, averaging each block of pixels, so a notification holds at most a `keptSide` square; the
/// renderer scales it to the icon size. It takes precedence over `Snack.icon`.
package struct SnackIconPixels: Sendable, Equatable {
    /// The widest and tallest image accepted (GDK's and cairo's sizes stop at 32767).
    package static let maxSide = 16_384
    /// The most bytes accepted: an image file's bound (`FileRefusal.imageBytes`, 16 MiB).
    package static let maxBytes = FileRefusal.imageBytes
    /// The largest side kept: a larger image is scaled down to it.
    package static let keptSide = 256

    package let width: Int
    package let height: Int
    /// Bytes from the start of one row to the next (at least `width × channels`).
    package let rowstride: Int
    package let hasAlpha: Bool
    /// The samples, row by row: `rowstride × height` bytes (the last row's padding, optional on the bus,
    /// added as zeros; bytes past it dropped).
    package let bytes: [UInt8]

    /// Checks the parts of an `image-data` struct; the error says which part is wrong and what is accepted.
    /// `bytes` is read only once every number is known to fit `maxBytes`.
    package init(
        width: Int32, height: Int32, rowstride: Int32, hasAlpha: Bool, bitsPerSample: Int32, channels: Int32,
        byteCount: Int, bytes: (Int) -> [UInt8]
    ) throws(SnackIconPixelsProblem) {
        guard (1...Int32(Self.maxSide)).contains(width), (1...Int32(Self.maxSide)).contains(height) else {
            throw SnackIconPixelsProblem("\(width)×\(height) pixels; 1 to \(Self.maxSide) a side is accepted")
        }
        guard bitsPerSample == 8 else { throw SnackIconPixelsProblem("\(bitsPerSample) bits per sample; 8 is accepted") }
        guard channels == (hasAlpha ? 4 : 3) else {
            throw SnackIconPixelsProblem("\(channels) channels with has_alpha \(hasAlpha); 3 without alpha or 4 with it is accepted")
        }
        let rowBytes = Int(width) * Int(channels)
        guard rowstride >= rowBytes, Int(rowstride) <= rowBytes + 64 else {
            throw SnackIconPixelsProblem("rowstride \(rowstride) for rows of \(rowBytes) bytes; \(rowBytes) to \(rowBytes + 64) is accepted")
        }
        let needed = Int(rowstride) * (Int(height) - 1) + rowBytes
        guard byteCount >= needed else {
            throw SnackIconPixelsProblem("\(byteCount) bytes where \(width)×\(height) at rowstride \(rowstride) needs \(needed)")
        }
        guard byteCount <= Self.maxBytes else { throw SnackIconPixelsProblem("\(byteCount) bytes; at most \(Self.maxBytes) is accepted") }
        self.hasAlpha = hasAlpha
        let samples = bytes(needed)
        guard max(width, height) > Self.keptSide else {
            (self.width, self.height, self.rowstride) = (Int(width), Int(height), Int(rowstride))
            self.bytes = samples + [UInt8](repeating: 0, count: Int(rowstride) - rowBytes)
            return
        }
        let scaled = Self.scaledDown(samples, width: Int(width), height: Int(height), rowstride: Int(rowstride), channels: Int(channels))
        (self.width, self.height, self.rowstride, self.bytes) = (scaled.width, scaled.height, scaled.width * Int(channels), scaled.bytes)
    }

    /// Samples per pixel: 4 with alpha, else 3.
    package var channels: Int { hasAlpha ? 4 : 3 }

    /// The image shrunk by the whole factor that brings its larger side to at most `keptSide`, each
    /// pixel the mean of its block (one pass over the samples).
    static func scaledDown(
        _ samples: [UInt8], width: Int, height: Int, rowstride: Int, channels: Int
    ) -> (width: Int, height: Int, bytes: [UInt8]) {
        let factor = (max(width, height) + keptSide - 1) / keptSide
        let (outWidth, outHeight) = (max(1, width / factor), max(1, height / factor))
        var sums = [UInt32](repeating: 0, count: outWidth * outHeight * channels)
        var counts = [UInt32](repeating: 0, count: outWidth * outHeight)
        samples.withUnsafeBufferPointer { input in
            sums.withUnsafeMutableBufferPointer { sum in
                counts.withUnsafeMutableBufferPointer { count in
                    for y in 0..<min(height, outHeight * factor) {
                        let row = y * rowstride
                        let outRow = (y / factor) * outWidth
                        for x in 0..<min(width, outWidth * factor) {
                            let target = outRow + x / factor
                            count[target] += 1
                            for channel in 0..<channels { sum[target * channels + channel] += UInt32(input[row + x * channels + channel]) }
                        }
                    }
                }
            }
        }
        let bytes = (0..<sums.count).map { UInt8(sums[$0] / max(1, counts[$0 / channels])) }
        return (outWidth, outHeight, bytes)
    }
}

/// Why an `image-data` struct was refused, in words for the service's warning.
package struct SnackIconPixelsProblem: Error, Equatable {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }
}
