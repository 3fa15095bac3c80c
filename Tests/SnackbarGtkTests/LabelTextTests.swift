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

    @Test("links, as notification bodies carry them, are valid markup; broken ones are not")
    func links() {
        let body = "See <a href=\"https://example.org/x?a=1&amp;b=2\">the <b>log</b></a> now"
        #expect(LabelText.isValidMarkup(body))
        #expect(LabelText.markup(for: body, usesMarkup: true) == body)
        #expect(LabelText.withoutLinkTags(body) == "See the <b>log</b> now")
        #expect(LabelText.withoutLinkTags("<abbr>x</abbr> <a>y</a>") == "<abbr>x</abbr> y")
        #expect(!LabelText.isValidMarkup("<a href=\"x\">unclosed <b>bold</a>"))
    }

    @Test("screen readers get markup-free text")
    func accessibleText() {
        #expect(SnackWindow.plainText("<i>Saved</i> &amp; synced", isMarkup: true) == "Saved & synced")
        #expect(SnackWindow.plainText("<b>", isMarkup: false) == "<b>")
    }
}
