import SnackbarCore

/// A snack as one `org.freedesktop.Notifications.Notify` call to the desktop's own notification server:
/// what the popup service sends where it cannot show a popup without taking the focus (GNOME without
/// Xwayland), so that GNOME Shell shows it as one of its banners, which never take the focus.
///
/// Of its texts (`SnackTextRow`) that are not empty, in reading order, the first is the summary (the title,
/// or the message when there is none, as `notify-send SUMMARY` does) and the others the body, a line each.
/// Each action is a key and label pair (a tap action the key `default`), the urgency the `urgency` hint, the
/// duration after the snack's rules the timeout (infinite: 0, never).
package struct DesktopBanner: Sendable, Equatable {
    /// The sender's name.
    package var appName: String
    /// An icon-theme name or an image file path; empty for none.
    package var appIcon: String
    /// The one-line summary: plain text, as the specification has it.
    package var summary: String
    /// The body: markup of the specification's subset when the server reads markup, else plain text.
    package var body: String
    /// Pairs of action key and label.
    package var actions: [String]
    /// The `urgency` hint: 0 low, 1 normal, 2 critical.
    package var urgency: UInt8
    /// Milliseconds before it expires; 0 never.
    package var expireTimeout: Int32
    /// The `transient` hint: a snack that expires is not kept in the server's list (GNOME Shell's tray)
    /// once it went, and the server reports it expired.
    package var isTransient: Bool
    /// The `resident` hint: pressing an action keeps it (`Snack.staysOnAction`).
    package var isResident: Bool
    /// The raw image, sent as the `image-data` hint.
    package var image: SnackIconPixels?

    /// The notification that shows `snack` (validated) from `appName` at `urgency`, its time multiplied by
    /// `timeScale`. With `serverReadsMarkup` (the server's `body-markup` capability) the body is markup:
    /// the snack's own (opt-in) kept to the specification's subset, plain text escaped; without it the
    /// body is plain text, a markup snack's tags dropped.
    package init(_ snack: Snack, appName: String?, urgency: NotifyUrgency, timeScale: Double, serverReadsMarkup: Bool) {
        let plain = { (text: String) in snack.usesMarkup ? NotificationMarkup.plainText(text) : text }
        let texts = snack.content.texts.filter { !$0.isEmpty }
        summary = plain(texts.first ?? "")
        let lines = texts.dropFirst().map { text in
            guard serverReadsMarkup else { return plain(text) }
            return snack.usesMarkup ? NotificationMarkup.sanitized(text) : NotificationMarkup.escaped(text)
        }
        body = lines.joined(separator: "\n")
        self.appName = appName ?? "snack-notify"
        appIcon = snack.effectiveIcon ?? ""
        image = snack.iconPixels
        var pairs = snack.actions.flatMap { [$0.id, $0.label] }
        if snack.onTap != nil { pairs += [Self.tapKey, ""] }
        actions = pairs
        self.urgency =
            switch urgency {
            case .low: 0
            case .normal: 1
            case .critical: 2
            }
        if let seconds = snack.timerSeconds(timeScale: timeScale) {
            expireTimeout = Int32(clamping: Int((seconds * 1000).rounded()))
            isTransient = true
        } else {
            expireTimeout = 0
            isTransient = false
        }
        isResident = snack.staysOnAction
    }

    /// The action key of a tap on the notification's body.
    package static let tapKey = "default"

    /// A snack's end for the `NotificationClosed` reason `reason`: 1 expired → `timeout`, 2 dismissed by
    /// the user → `closeButton`, 3 closed by `CloseNotification` and anything else → `programmatic`.
    package static func dismissReason(closedReason reason: UInt32) -> DismissReason {
        switch reason {
        case 1: .timeout
        case 2: .closeButton
        default: .programmatic
        }
    }
}
