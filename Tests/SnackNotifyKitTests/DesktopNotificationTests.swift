import SnackbarCore
import Testing

@testable import SnackNotifyKit

/// A `Notify` call's arguments as the request the notification server shows (`NotifyRequest(_:)`).
struct DesktopNotificationTests {
    private func notification(
        appName: String = "", appIcon: String = "", summary: String = "", body: String = "",
        hints: [NotifyHint] = []
    ) -> DesktopNotification {
        DesktopNotification(
            appName: appName, replacesID: 0, appIcon: appIcon, summary: summary, body: body,
            actions: [], hints: hints, expireTimeout: -1)
    }

    @Test func desktopEntryNamesASenderWithoutAnAppName() {
        let entry = NotifyHint(name: "desktop-entry", value: .string("org.example.Mail"))
        #expect(NotifyRequest(notification(hints: [entry])).message == "org.example.Mail")
        #expect(NotifyRequest(notification(hints: [entry])).appName == "org.example.Mail")
        #expect(NotifyRequest(notification(appName: "Mail", hints: [entry])).appName == "Mail")
        #expect(NotifyRequest(notification()).message == "Notification")
    }

    /// Texts of only white space (or a body of empty tags) count as none, so a blank notification shows its
    /// sender as one with no text does; an action without a label shows its key. None is refused: each makes
    /// a snack the core accepts.
    @Test func blankTextsAndUnlabelledActionsStillMakeASnack() throws {
        let blank = NotifyRequest(notification(appName: "Mail", summary: " \t", body: "  \n"))
        #expect(blank.message == "Mail" && blank.title == nil)
        #expect(NotifyRequest(notification(appName: "  ", summary: " ", body: "<b> </b>")).message == "Notification")
        let titled = NotifyRequest(notification(summary: "Disk", body: " "))
        #expect(titled.message == "<b>Disk</b>" && titled.title == nil)
        var sent = notification(summary: "Mail")
        sent.actions = ["archive", "", "later", "  ", "default", " "]
        let actions = NotifyRequest(sent)
        #expect(actions.actions.map(\.label) == ["archive", "later"])
        for request in [blank, titled, actions] { _ = try request.makeSnack().validated() }
    }

    /// A summary alone is the one line, in bold; with a body it is the title. Rules and the history read it
    /// as plain text.
    @Test func aSummaryAloneIsABoldLine() {
        let alone = NotifyRequest(notification(summary: "Disk & more"))
        #expect(alone.message == "<b>Disk &amp; more</b>" && alone.title == nil)
        #expect(alone.facts.summary == "Disk & more")
        let withBody = NotifyRequest(notification(summary: "Disk", body: "full"))
        #expect(withBody.title == "Disk" && withBody.message == "full")
    }

    /// The one rule for a time, shared with `snack-notify -t`: a time given is kept whatever the urgency, 0
    /// never expires, -1 takes the urgency's default (critical: until dismissed).
    @Test(arguments: [(Int32(2000), SnackDuration.custom(2)), (0, .infinite), (-1, .infinite)])
    func aCriticalNotificationKeepsTheTimeItGives(timeout: Int32, duration: SnackDuration) throws {
        let critical = NotifyHint(name: "urgency", value: .byte(2))
        var sent = notification(summary: "Disk full", hints: [critical])
        sent.expireTimeout = timeout
        #expect(NotifyRequest(sent).duration == duration)
        let parsed = try request(["-u", "critical", "-t", String(timeout), "Disk full"])
        #expect(parsed.duration == duration)
    }

    @Test func residentKeepsThePopupOnActionsAndTransientIsAccepted() {
        let request = NotifyRequest(
            notification(
                summary: "Playing",
                hints: [
                    NotifyHint(name: "resident", value: .boolean(true)), NotifyHint(name: "transient", value: .boolean(true))
                ]))
        #expect(request.staysOnAction && request.isTransient)
        #expect(request.makeSnack().staysOnAction)
        #expect(!NotifyRequest(notification(summary: "Mail")).makeSnack().staysOnAction)
    }

    /// image-data beats image-path, which beats app_icon: the pixels are drawn first, the path kept as the icon.
    @Test func theImageComesBeforeTheImagePathBeforeTheAppIcon() throws {
        let pixels = try SnackIconPixels(
            width: 1, height: 1, rowstride: 3, hasAlpha: false, bitsPerSample: 8, channels: 3,
            byteCount: 3
        ) { [UInt8](repeating: 255, count: $0) }
        var sent = notification(
            appIcon: "mail-unread", summary: "Mail",
            hints: [NotifyHint(name: "image-path", value: .string("/tmp/photo.png"))])
        #expect(NotifyRequest(sent).icon == "/tmp/photo.png")
        sent.image = pixels
        #expect(NotifyRequest(sent).makeSnack().iconPixels == pixels)
        #expect(NotifyRequest(notification(appIcon: "mail-unread", summary: "Mail")).icon == "mail-unread")
    }
}
