import Testing

@testable import SnackbarCore

/// Markup past a bound is cut as markup: no half tag or entity, and the open elements closed after the ellipsis.
struct MarkupClampTests {
    private let line = "<b>Bold 1</b> and <i>italic</i> &amp; more\n"

    @Test("a long markup body cut at the message bound is still markup, within the bound")
    func aLongBodyStaysMarkup() {
        let body = String(repeating: line, count: 120)
        for limit in 3_990...4_010 {
            let cut = NotificationMarkup.clamp(body, characters: limit)
            #expect(NotificationMarkup.isWellFormed(cut), "cut at \(limit): …\(cut.suffix(40))")
            #expect(cut.count <= limit, "cut at \(limit): \(cut.count) characters")
            #expect(NotificationMarkup.plainText(cut).hasSuffix(TextClamp.ellipsis), "it says it was cut")
        }
    }

    @Test("a cut inside an element closes it after the ellipsis; inside a tag or an entity drops it whole")
    func theCutClosesWhatItOpened() {
        #expect(NotificationMarkup.clamp("<b>Bold text here</b>", characters: 12) == "<b>Bold…</b>")
        #expect(NotificationMarkup.clamp("Tom &amp; Jerry", characters: 8) == "Tom …")
        #expect(NotificationMarkup.clamp("Tom <i>and</i> Jerry", characters: 6) == "Tom …")
        #expect(NotificationMarkup.clamp("<span weight=\"bold\"><i>deep</i></span>", characters: 30) == "<span weight=\"bold\">…</span>")
    }

    @Test("short markup is kept; text that is not markup is cut as plain text")
    func shortAndBrokenText() {
        #expect(NotificationMarkup.clamp("<b>ok</b>", characters: 20) == "<b>ok</b>")
        #expect(NotificationMarkup.clamp("a < b and c > d, or more", characters: 10) == TextClamp.clamp("a < b and c > d, or more", characters: 10))
    }

    @Test("a snack with markup is cut as markup by its rules")
    func theSnacksRulesCutMarkupAsMarkup() throws {
        // Eight characters before the lines put the bound inside an entity ("&am"), where a plain cut broke it.
        let body = "Build 1 " + String(repeating: line, count: 120)
        let snack = try Snack(body, title: "Mail", usesMarkup: true).validated()
        #expect(NotificationMarkup.isWellFormed(snack.content.message))
        #expect(snack.content.message.count <= SnackLimits.messageCharacters)
    }
}
