import SnackbarCore
import Testing

/// The built-in glyphs the renderer draws instead of looking up icons.
struct SnackGlyphTests {
    @Test("Every kind but neutral has a glyph of its own")
    func kindsHaveGlyphs() {
        let glyphs = [SnackKind.positive, .warning, .negative, .info].compactMap(SnackGlyph.init(kind:))
        #expect(glyphs == [.success, .warning, .error, .information])
        #expect(SnackGlyph(kind: .neutral) == nil)
        #expect(SnackGlyph(kind: .neutralIcon("starred")) == nil)
    }

    @Test("Every glyph paints something and stays on its square, strokes included")
    func glyphsStayOnTheirSquare() {
        for glyph in SnackGlyph.allCases {
            #expect(glyph.shapes.contains { !$0.cutsOut }, "\(glyph) paints nothing")
            for shape in glyph.shapes {
                let half: Double =
                    switch shape.paint {
                    case .fill: 0
                    case .stroke(let width), .fillAndStroke(let width): width / 2
                    }
                for step in shape.path {
                    let (x, y, reach): (Double, Double, Double) =
                        switch step {
                        case .move(let x, let y), .line(let x, let y): (x, y, half)
                        case .circle(let x, let y, let radius): (x, y, radius + half)
                        case .close: (8, 8, 0)
                        }
                    #expect(x - reach >= 0 && x + reach <= SnackGlyph.gridSize, "\(glyph): x \(x) ± \(reach)")
                    #expect(y - reach >= 0 && y + reach <= SnackGlyph.gridSize, "\(glyph): y \(y) ± \(reach)")
                }
            }
        }
    }

    @Test("The icon shown: the snack's own, else the kind's glyph, else a neutral kind's icon")
    func shownIcon() {
        #expect(Snack("x", kind: .info).shownIcon == .glyph(.information))
        #expect(Snack("x", kind: .warning, icon: "/tmp/a.png").shownIcon == .named("/tmp/a.png"))
        #expect(Snack("x", kind: .neutralIcon("starred")).shownIcon == .named("starred"))
        #expect(Snack("x", kind: .neutral).shownIcon == nil)
        // A desktop notification server still gets the theme's name for the kind.
        #expect(Snack("x", kind: .negative).effectiveIcon == "dialog-error-symbolic")
    }
}
