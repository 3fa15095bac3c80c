import SnackbarCore
import Testing

@testable import SnackNotifyKit

/// A snack as the `Notify` call to the desktop's notification server (`DesktopBanner`), and the server's
/// close reasons as the snack's end.
struct DesktopBannerTests {
    private func banner(_ snack: Snack, urgency: NotifyUrgency = .normal, markup: Bool = true) -> DesktopBanner {
        DesktopBanner(snack, appName: nil, urgency: urgency, timeScale: 1, serverReadsMarkup: markup)
    }

    @Test func titleIsTheSummaryAndTheMessageTheBodyOrTheSummaryWithoutATitle() {
        let both = banner(Snack("All files are on disk", title: "Saved"))
        #expect((both.summary, both.body, both.appName) == ("Saved", "All files are on disk", "snack-notify"))
        let messageOnly = banner(Snack("File deleted"))
        #expect((messageOnly.summary, messageOnly.body) == ("File deleted", ""))
    }

    /// Plain text is escaped for a server that reads markup; a markup snack keeps the specification's
    /// subset there, and loses its tags for a server that does not.
    @Test func theBodyIsMarkupOnlyWhenTheSnackOptsInAndTheServerReadsIt() {
        #expect(banner(Snack("a < b & <b>c</b>", title: "T")).body == "a &lt; b &amp; &lt;b&gt;c&lt;/b&gt;")
        #expect(banner(Snack("a < b & <b>c</b>", title: "T"), markup: false).body == "a < b & <b>c</b>")
        let marked = Snack("<b>bold</b> &amp; <span foreground='red'>red</span>", title: "<i>T</i>", usesMarkup: true)
        #expect(banner(marked).body == "<b>bold</b> &amp; red")
        #expect(banner(marked, markup: false).body == "bold & red")
        #expect(banner(marked).summary == "T")
    }

    @Test func actionsTheTapUrgencyAndTimeTravelAsTheSpecificationHasThem() {
        var snack = Snack(
            "3 files", title: "Deleted", kind: .negative, action: SnackAction("Undo", id: "undo"),
            secondaryAction: SnackAction("Open", id: "open"))
        snack.onTap = {}
        let deleted = banner(snack, urgency: .critical)
        #expect(deleted.actions == ["undo", "Undo", "open", "Open", "default", ""])
        #expect(deleted.urgency == 2 && deleted.appIcon == "dialog-error-symbolic")
        // An action raises the duration to at least long (10 s): the server hears the same.
        #expect(deleted.expireTimeout == 10_000 && deleted.isTransient && !deleted.isResident)
        let forever = banner(Snack("Waiting", duration: .infinite), urgency: .low)
        #expect(forever.expireTimeout == 0 && !forever.isTransient && forever.urgency == 0 && forever.actions.isEmpty)
        let scaled = DesktopBanner(Snack("x", duration: .custom(2)), appName: "App", urgency: .normal, timeScale: 1.5, serverReadsMarkup: true)
        #expect(scaled.expireTimeout == 3_000 && scaled.appName == "App" && scaled.urgency == 1)
    }

    @Test func closeReasonsMapToTheSnacksEnd() {
        #expect(DesktopBanner.dismissReason(closedReason: 1) == .timeout)
        #expect(DesktopBanner.dismissReason(closedReason: 2) == .closeButton)
        #expect(DesktopBanner.dismissReason(closedReason: 3) == .programmatic)
        #expect(DesktopBanner.dismissReason(closedReason: 4) == .programmatic)
    }
}
