import CGtk
import SnackbarCore
import Testing

@testable import SnackbarGtk

/// A word too long for its line (a file name, a path) is broken where it must be, with no hyphen added: each
/// line shows as many glyphs as it holds characters. Laid out by the PNG renderer's text, no display.
struct UnhyphenatedTextTests {
    @Test(arguments: [false, true])
    func aLongWordIsBrokenWithoutAnAddedHyphen(markup: Bool) throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        defer { cairo_destroy(cairo) }
        let name = "Saved to /home/alice/Documents/Quarterly_Report_Reviewed_December_Version_Two.pdf"
        let text = PaintedText(
            cairo, markup ? "<b>Saved</b> to" + name.dropFirst(8) : name, Theme.standard.typography.message, markup: markup,
            width: 120)
        var lines: [(characters: Int, glyphs: Int)] = []
        var node = pango_layout_get_lines_readonly(text.layout)
        while let item = node {
            let line = item.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
            let characters = Int(g_utf8_strlen(pango_layout_get_text(text.layout) + Int(line.start_index), Int(line.length)))
            var glyphs = 0
            var run = line.runs
            while let each = run {
                glyphs += Int(each.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs.pointee.num_glyphs)
                run = each.pointee.next
            }
            lines.append((characters, glyphs))
            node = item.pointee.next
        }
        #expect(lines.count > 3, "the name is broken over several lines: \(lines)")
        for (index, line) in lines.enumerated() {
            #expect(line.glyphs == line.characters, "line \(index): \(line.glyphs) glyphs for \(line.characters) characters")
        }
    }
}
