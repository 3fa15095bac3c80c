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
        (Int32(0), Int32(1), Int32(3), false, Int32(8), Int32(3), 3, "0×1 pixels; 1 to 1024 a side is accepted"),
        (2000, 1, 6000, false, 8, 3, 6000, "2000×1 pixels; 1 to 1024 a side is accepted"),
        (1, 1, 3, false, 16, 3, 6, "16 bits per sample; 8 is accepted"),
        (1, 1, 4, false, 8, 4, 4, "4 channels with has_alpha false; 3 without alpha or 4 with it is accepted"),
        (1, 1, 3, true, 8, 3, 3, "3 channels with has_alpha true; 3 without alpha or 4 with it is accepted"),
        (4, 1, 10, false, 8, 3, 12, "rowstride 10 for rows of 12 bytes; 12 to 76 is accepted"),
        (4, 2, 12, false, 8, 3, 23, "23 bytes where 4×2 at rowstride 12 needs 24"),
        (1024, 1024, 4096, true, 8, 4, 5_000_000, "5000000 bytes; at most 4198400 is accepted")
    ])
    func aBadImageIsRefusedSayingWhy(
        width: Int32, height: Int32, rowstride: Int32, alpha: Bool, bits: Int32,
        channels: Int32, byteCount: Int, reason: String
    ) {
        #expect(
            pixels(width, height, rowstride: rowstride, alpha: alpha, bits: bits, channels: channels, byteCount: byteCount)
                == .failure(SnackIconPixelsProblem(reason)))
    }
}
