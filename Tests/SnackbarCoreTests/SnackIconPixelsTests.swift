import Testing

@testable import SnackbarCore

/// A notification's raw image (`SnackIconPixels`): checked before a byte is read.
struct SnackIconPixelsTests {
    private func pixels(
        _ width: Int32, _ height: Int32, rowstride: Int32, alpha: Bool = false, bits: Int32 = 8,
        channels: Int32 = 3, byteCount: Int
    ) -> Result<SnackIconPixels, SnackIconPixelsProblem> {
        Result { () throws(SnackIconPixelsProblem) in
            try SnackIconPixels(
                width: width, height: height, rowstride: rowstride, hasAlpha: alpha, bitsPerSample: bits,
                channels: channels, byteCount: byteCount
            ) { [UInt8](repeating: 7, count: $0) }
        }
    }

    @Test func aValidImageKeepsItsRowsAndPadsTheLastOne() throws {
        let image = try pixels(2, 2, rowstride: 8, byteCount: 14).get()
        #expect(image.bytes == [UInt8](repeating: 7, count: 14) + [0, 0])
        #expect((image.width, image.height, image.channels) == (2, 2, 3))
        #expect(try pixels(2, 2, rowstride: 8, alpha: true, channels: 4, byteCount: 100).get().bytes.count == 16)
    }

    @Test(arguments: [
        (Int32(0), Int32(1), Int32(3), false, Int32(8), Int32(3), 3, "0×1 pixels; 1 to 16384 a side is accepted"),
        (20000, 1, 60000, false, 8, 3, 60000, "20000×1 pixels; 1 to 16384 a side is accepted"),
        (1, 1, 3, false, 16, 3, 6, "16 bits per sample; 8 is accepted"),
        (1, 1, 4, false, 8, 4, 4, "4 channels with has_alpha false; 3 without alpha or 4 with it is accepted"),
        (1, 1, 3, true, 8, 3, 3, "3 channels with has_alpha true; 3 without alpha or 4 with it is accepted"),
        (4, 1, 10, false, 8, 3, 12, "rowstride 10 for rows of 12 bytes; 12 to 76 is accepted"),
        (4, 2, 12, false, 8, 3, 23, "23 bytes where 4×2 at rowstride 12 needs 24"),
        (2048, 2048, 8192, true, 8, 4, 17_000_000, "17000000 bytes; at most 16777216 is accepted")
    ])
    func aBadImageIsRefusedSayingWhy(
        width: Int32, height: Int32, rowstride: Int32, alpha: Bool, bits: Int32,
        channels: Int32, byteCount: Int, reason: String
    ) {
        #expect(
            pixels(width, height, rowstride: rowstride, alpha: alpha, bits: bits, channels: channels, byteCount: byteCount)
                == .failure(SnackIconPixelsProblem(reason)))
    }

    /// libnotify's 1600×1200 test image size: kept at 228×171 (7, the whole factor that brings 1600 to at
    /// most 256), each pixel its 7×7 block's mean.
    @Test func aLargeImageIsScaledDownAveragingItsBlocks() throws {
        let (width, height) = (1600, 1200)
        let image = try SnackIconPixels(
            width: Int32(width), height: Int32(height), rowstride: Int32(width * 4), hasAlpha: true, bitsPerSample: 8,
            channels: 4, byteCount: width * height * 4
        ) { count in
            // Columns alternate black and white: every block's mean is near the middle grey.
            (0..<count).map { index in (index / 4) % 2 == 0 ? 0 : 255 }
        }
        #expect((image.width, image.height, image.rowstride) == (228, 171, 228 * 4))
        #expect(image.bytes.count == 228 * 171 * 4)
        // A 7-wide block holds 4 black and 3 white columns or 3 and 4: a mean of 109 or 145.
        #expect(Set(image.bytes).isSubset(of: [109, 145]), "\(Set(image.bytes))")
    }
}
