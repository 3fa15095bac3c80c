import CGtk
import SnackbarTestTags
import Testing

@testable import SnackbarGtk

/// A label that shows one snack after another (a window the popup service keeps for the next snack) offers the
/// text it shows now in its tooltip, never the one before.
@Suite(.tags(.display)) struct ClampedLabelTests {
    @MainActor @Test func aLabelCutAgainOffersItsNewTextInItsTooltip() throws {
        try #require(gtk_init_check(nil, nil) != 0, "needs a display: run under Xvfb (make test)")
        let label = ClampedLabel(cssClass: "message", lines: 4)
        defer { gtk_widget_destroy(label.widget) }
        let tooltip = {
            gtk_widget_get_tooltip_text(label.widget).map { text in
                defer { g_free(text) }
                return String(cString: text)
            }
        }
        let first = (1...30).map { "Old popup line \($0)" }.joined(separator: "\n")
        let second = (1...30).map { "Second body row \($0)" }.joined(separator: "\n")
        label.show(first, usesMarkup: false)
        #expect(tooltip() == first)
        label.show(second, usesMarkup: false)
        #expect(tooltip() == second, "the second text's own")
        #expect(label.hidesText)
    }
}
