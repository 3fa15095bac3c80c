import SnackbarCore
import Testing

@testable import SnackbarGtk

/// What a label gets: text literal unless markup was asked for and is valid, never more than its lines.
struct LabelTextTests {
    private func shown(_ text: String, markup: Bool, lines: Int = 4) -> String {
        switch LabelText.content(for: text, usesMarkup: markup, lines: lines) {
        case .markup(let markup): "markup " + markup
        case .text(let plain, let checked, let cut):
            "text " + plain + (checked?.droppedAny == true ? " (dropped)" : "") + (cut ? " (cut)" : "")
        }
    }

    @Test("plain text stays literal: <b>& is shown, not parsed")
    func plainLiteral() {
        #expect(shown("<b>&", markup: false) == "text <b>&")
    }

    @Test("valid markup is kept when asked for; invalid markup falls back to the literal text")
    func markup() {
        #expect(shown("<b>bold</b> &amp; more", markup: true) == "markup <b>bold</b> &amp; more")
        #expect(shown("<b>open", markup: true) == "text <b>open")
    }

    @Test("links, as notification bodies carry them, are valid markup; broken ones are not")
    func links() {
        let body = "See <a href=\"https://example.org/x?a=1&amp;b=2\">the <b>log</b></a> now"
        #expect(shown(body, markup: true) == "markup " + body)
        #expect(SpokenText.withoutLinkTags(body) == "See the <b>log</b> now")
        #expect(SpokenText.withoutLinkTags("<abbr>x</abbr> <a>y</a>") == "<abbr>x</abbr> y")
        #expect(CheckedMarkup("<a href=\"x\">unclosed <b>bold</a>") == nil)
    }

    /// Every `\n` would be a paragraph of its own, and Pango limits lines per paragraph.
    @Test("line breaks become line separators, and only the lines that show are kept")
    func lineBreaks() {
        let lines = (1...200).map { "line \($0)" }.joined(separator: "\n")
        #expect(shown(lines, markup: false) == "text line 1 \u{2028}line 2 \u{2028}line 3 \u{2028}line 4… (cut)")
        #expect(shown("a\r\nb\rc", markup: false) == "text a \u{2028}b \u{2028}c")
        // Where Pango cuts the last line it runs the next line into it and draws the separator as nothing: a
        // space keeps "Friday. The budget…" two words. None is added after white space.
        #expect(shown("Friday.\nThe budget", markup: false) == "text Friday. \u{2028}The budget")
        #expect(shown("Hi \n\nthere", markup: false) == "text Hi \u{2028}\u{2028}there")
        #expect(
            shown("<span\nweight=\"bold\">a\nb</span>", markup: true) == "markup <span\nweight=\"bold\">a \u{2028}b</span>",
            "breaks inside a tag separate its attributes")
    }

    @Test("a megabyte of one line is cut to what the label's lines can show")
    func longText() {
        let text = String(repeating: "word ", count: 200_000)
        guard case .text(let plain, _, true) = LabelText.content(for: text, usesMarkup: false, lines: 4) else { return #expect(Bool(false)) }
        #expect(plain.count == 4 * LineBreaks.charactersPerLine)
    }

    /// `<span font="1000">` made a popup 1371×7317 pixels.
    @Test("markup fonts, spacing and scale past the bounds are dropped; the text stays")
    func hugeMarkup() {
        #expect(shown("<span font=\"1000\">huge</span>", markup: true) == "text huge (dropped)")
        #expect(shown("<span size=\"xx-large\">big</span> <big><big>ok</big></big>", markup: true).hasPrefix("markup "))
        #expect(shown("<span letter_spacing=\"1000000\">wide</span>", markup: true) == "text wide (dropped)")
        #expect(shown("<span line_height=\"50\">tall</span>", markup: true) == "text tall (dropped)")
    }

    @Test("screen readers get markup-free text")
    func accessibleText() {
        #expect(SnackWindow.plainText("<i>Saved</i> &amp; synced", isMarkup: true) == "Saved & synced")
        #expect(SnackWindow.plainText("<b>", isMarkup: false) == "<b>")
    }
}
