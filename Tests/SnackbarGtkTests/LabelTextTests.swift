@testable import SnackbarGtk
import Testing

/// Text reaches Pango escaped unless it is valid markup the caller asked for.
struct LabelTextTests {
    @Test("plain text is escaped: <b>& shows literally")
    func plainEscaped() {
        #expect(LabelText.markup(for: "<b>&", usesMarkup: false) == "&lt;b&gt;&amp;")
    }

    @Test("valid markup is kept when asked for")
    func validMarkup() {
        #expect(LabelText.markup(for: "<b>bold</b> &amp; more", usesMarkup: true) == "<b>bold</b> &amp; more")
    }

    @Test("invalid markup falls back to the escaped text, never empty")
    func invalidMarkup() {
        #expect(!LabelText.isValidMarkup("<b>open"))
        #expect(LabelText.markup(for: "<b>open", usesMarkup: true) == "&lt;b&gt;open")
    }

    @Test("screen readers get markup-free text")
    func accessibleText() {
        #expect(SnackWindow.plainText("<i>Saved</i> &amp; synced", isMarkup: true) == "Saved & synced")
        #expect(SnackWindow.plainText("<b>", isMarkup: false) == "<b>")
    }
}
