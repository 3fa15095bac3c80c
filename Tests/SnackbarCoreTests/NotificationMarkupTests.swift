import Testing

@testable import SnackbarCore

/// A notification body's markup made safe for Pango (`NotificationMarkup`).
struct NotificationMarkupTests {
    @Test(arguments: [
        ("<b>bold</b> and <i>italic</i> and <u>under</u>", "<b>bold</b> and <i>italic</i> and <u>under</u>"),
        ("<B>loud</B>", "<b>loud</b>"),
        ("Tom & Jerry", "Tom &amp; Jerry"),
        ("1 < 2 > 0", "1 &lt; 2 &gt; 0"),
        ("a<b", "a&lt;b"),
        ("&amp; &lt; &#65; &#x42; &bogus; &#0;", "&amp; &lt; A B &amp;bogus; "),
        ("<a href=\"https://example.org\">site</a>", "site"),
        ("<img src=\"x.png\" alt=\"a cat\"/> purrs", "a cat purrs"),
        ("<img src=\"x.png\"/>", ""),
        ("one<br/>two", "one\ntwo"),
        ("<span foreground=\"red\" size=\"999999999\">big</span>", "big"),
        ("<b><i>x</b>y</i>", "<b><i>x</i></b>y"),
        ("<b>open", "<b>open</b>"),
        ("</b>close", "close"),
        ("<script>alert(1)</script>", "alert(1)"),
        ("<b/>empty", "empty"),
        ("bell\u{07}nul\u{0}", "bellnul"),
        ("<!-- comment -->text", "text"),
        ("\"quoted\" 'single'", "&quot;quoted&quot; &apos;single&apos;")
    ])
    func sanitizes(body: String, expected: String) {
        #expect(NotificationMarkup.sanitized(body) == expected)
    }

    /// Whatever comes in, what goes out has only the kept tags, balanced, and only known entities.
    @Test(arguments: [
        "<<<>>>&&&;;", "<b><b><b><i><u>", "</u></i></b>", "<a href='x'><b>link</a></b>", "<img alt=\"<b>\">",
        "&#x110000; &#xD800; &#99999999999;", "<\u{0}b>", "<b\n>x</b >", String(repeating: "<b>", count: 20_000),
        String(repeating: "&", count: 5_000) + "<" + String(repeating: "x", count: 3_000) + ">"
    ])
    func hostileInputGivesWellFormedMarkup(body: String) {
        let output = NotificationMarkup.sanitized(body)
        #expect(Self.isWellFormed(output), "\(output.prefix(200))")
    }

    @Test func aMegabyteBodyIsCutBeforeItIsRead() {
        let output = NotificationMarkup.sanitized(String(repeating: "&", count: 1 << 20), maximumScalars: .max)
        #expect(output == String(repeating: "&amp;", count: NotificationMarkup.inputScalars))
    }

    /// The message's limit would cut later, inside an entity or a tag: the sanitiser cuts first, between pieces.
    @Test func theOutputFitsTheLimitWithItsClosingTags() {
        #expect(NotificationMarkup.sanitized("<b>" + String(repeating: "&", count: 100), maximumScalars: 20) == "<b>&amp;&amp;</b>")
        #expect(NotificationMarkup.escaped(String(repeating: "<", count: 100), maximumScalars: 10) == "&lt;&lt;")
        let long = NotificationMarkup.sanitized(String(repeating: "<i>a&b</i>", count: 10_000))
        #expect(long.unicodeScalars.count <= SnackLimits.messageCharacters && Self.isWellFormed(long))
    }

    @Test func plainTextIsEscapedWhole() {
        #expect(NotificationMarkup.escaped("<b>not bold</b> & done") == "&lt;b&gt;not bold&lt;/b&gt; &amp; done")
    }

    /// Only `<b>`, `<i>`, `<u>` and their ends, nested properly; `&` only in `amp`, `lt`, `gt`, `quot`, `apos`.
    static func isWellFormed(_ markup: String) -> Bool {
        var open: [Substring] = []
        var rest = Substring(markup)
        while let first = rest.first {
            if first == "<" {
                guard let end = rest.firstIndex(of: ">") else { return false }
                let tag = rest[rest.index(after: rest.startIndex)..<end]
                if tag.hasPrefix("/") {
                    guard open.popLast() == tag.dropFirst() else { return false }
                } else {
                    guard ["b", "i", "u"].contains(tag) else { return false }
                    open.append(tag)
                }
                rest = rest[rest.index(after: end)...]
            } else if first == "&" {
                guard ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(where: { rest.hasPrefix($0) }) else { return false }
                rest = rest.dropFirst()
            } else {
                guard first != ">", !first.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }) else {
                    return false
                }
                rest = rest.dropFirst()
            }
        }
        return open.isEmpty
    }
}
