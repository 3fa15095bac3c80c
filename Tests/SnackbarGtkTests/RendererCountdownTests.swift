import CGtk
import Glibc
import SnackbarGtk
import Testing

/// `SnackbarRenderer` draws the countdown bar where the window shows it: 3 px along the foot, 12 px of
/// padding and the border below, from the leading padding to the trailing one, filled by the share of
/// time left. Read back with cairo; no display.
@Suite struct RendererCountdownTests {
    /// A PNG read back: its size and ARGB pixels (cairo's native-endian 32-bit words).
    private struct Picture {
        var width = 0, height = 0
        var pixels: [UInt32] = []

        init(_ path: String) {
            guard let surface = cairo_image_surface_create_from_png(path) else { return }
            defer { cairo_surface_destroy(surface) }
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface)) / 4
            guard let data = cairo_image_surface_get_data(surface) else { return }
            let words = UnsafeRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * height)
            pixels = (0..<height).flatMap { y in (0..<width).map { x in words[y * stride + x] } }
        }

        /// The pixel as RGB, alpha dropped (the snack's inside is opaque).
        func rgb(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] & 0xFF_FFFF }
    }

    private func render(_ snack: Snack, countdownLeft: Double = 1) throws -> Picture {
        let path = "/tmp/renderer-countdown-\(getpid())-\(Int.random(in: 0..<1_000_000)).png"
        defer { unlink(path) }
        try SnackbarRenderer.renderPNG(snack: snack, countdownLeft: countdownLeft, to: path)
        return Picture(path)
    }

    private func snack(countdown: Bool, duration: SnackDuration = .long) -> Snack {
        var snack = Snack("The bar shows the time left.", title: "Countdown", kind: .positive, duration: duration)
        snack.showsCountdown = countdown
        return snack
    }

    private var action: UInt32 {
        let color = Theme.standard.light.positive.action
        return UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    @Test func theBarRunsAlongTheFootFullAtFirst() throws {
        let plain = try render(snack(countdown: false))
        let picture = try render(snack(countdown: true))
        #expect(picture.height == plain.height + 13, "3 px of bar 10 px below the row")
        let rows = (0..<picture.height).filter { picture.rgb(200, $0) == action }
        #expect(rows == Array(picture.height - 16...picture.height - 14), "\(rows) of \(picture.height)")
        let bar = picture.height - 15
        let filled = (0..<picture.width).filter { picture.rgb($0, bar) == action }
        #expect(filled.first == 17 && filled.last == 410 && filled.count == 394, "from padding to padding")
        #expect(!(0..<plain.height).contains { plain.rgb(200, $0) == action }, "no bar without a countdown")
    }

    @Test func theShareLeftFillsFromTheLeadingEnd() throws {
        let picture = try render(snack(countdown: true), countdownLeft: 0.5)
        let bar = picture.height - 15
        let filled = (0..<picture.width).filter { picture.rgb($0, bar) == action }
        #expect(filled.first == 17 && filled.count == 197, "half of 394 px: \(filled.count)")
        let band = picture.rgb(300, bar)
        #expect(band != action && band != picture.rgb(300, bar - 4), "the faint band shows the rest")
    }

    @Test func anInfiniteSnackHasNoBarAndABadShareIsRefused() throws {
        let picture = try render(snack(countdown: true, duration: .infinite))
        #expect(!(0..<picture.height).contains { picture.rgb(200, $0) == action })
        #expect(throws: SnackbarRenderer.RenderError.badSize("countdown share 1.5: use 0 to 1")) {
            try SnackbarRenderer.renderPNG(snack: snack(countdown: true), countdownLeft: 1.5, to: "/tmp/never-written.png")
        }
    }
}
