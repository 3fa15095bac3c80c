/// A raw image shown as a snack's icon: the `image-data` hint of the Desktop Notifications
/// Specification (`(iiibiiay)`: width, height, rowstride, has alpha, bits per sample, channels, bytes).
///
/// Only a checked one exists: 8 bits per sample, RGB or RGBA (the alpha flag agreeing with the
/// channels), at most `maxSide` pixels a side, and enough bytes for every row it claims. The renderer
/// scales it down to the icon size; it takes precedence over `Snack.icon`.
package struct SnackIconPixels: Sendable, Equatable {
    /// The widest and tallest image accepted (the renderer's limit for icon files too).
    package static let maxSide = 1_024
    /// The most bytes accepted: a `maxSide` square of RGBA with a row of padding.
    package static let maxBytes = (maxSide + 1) * maxSide * 4

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
        (self.width, self.height, self.rowstride, self.hasAlpha) = (Int(width), Int(height), Int(rowstride), hasAlpha)
        self.bytes = bytes(needed) + [UInt8](repeating: 0, count: Int(rowstride) - rowBytes)
    }

    /// Samples per pixel: 4 with alpha, else 3.
    package var channels: Int { hasAlpha ? 4 : 3 }
}

/// Why an `image-data` struct was refused, in words for the service's warning.
package struct SnackIconPixelsProblem: Error, Equatable {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }
}
