import SnackbarCore

/// One `org.freedesktop.Notifications.Notify` call (Desktop Notifications Specification 1.2), decoded.
package struct DesktopNotification: Sendable, Equatable {
    /// The sender's name.
    package var appName: String
    /// The id of a notification to replace in place; 0 for a new one.
    package var replacesID: UInt32
    /// An icon-theme name or a `file://` URI or path; empty for none.
    package var appIcon: String
    /// The one-line summary: plain text.
    package var summary: String
    /// The body: the spec's markup subset (sanitised by `NotificationMarkup`).
    package var body: String
    /// Pairs of action key and label; the key `default` is a tap on the popup's body.
    package var actions: [String]
    /// The hints, typed; unknown ones are ignored.
    package var hints: [NotifyHint]
    /// The checked raw image of the `image-data` hint (or its older names `image_data`, `icon_data`).
    package var image: SnackIconPixels?
    /// Milliseconds; -1 the server's default for the urgency, 0 never.
    package var expireTimeout: Int32

    /// Creates a call's decoded arguments.
    package init(
        appName: String, replacesID: UInt32, appIcon: String, summary: String, body: String,
        actions: [String], hints: [NotifyHint], expireTimeout: Int32
    ) {
        (self.appName, self.replacesID, self.appIcon, self.summary, self.body) = (appName, replacesID, appIcon, summary, body)
        (self.actions, self.hints, self.expireTimeout) = (actions, hints, expireTimeout)
    }
}

extension DesktopNotification {
    /// Who sent it: the app name, else the `desktop-entry` hint (the sender's .desktop file id); nil when
    /// neither (or only white space).
    package var senderName: String? {
        guard appName.isBlank else { return appName }
        for hint in hints where hint.name == "desktop-entry" {
            if case .string(let entry) = hint.value, !entry.isBlank { return entry }
        }
        return nil
    }
}

extension NotifyRequest {
    /// The request a notification shows as: the summary as the (escaped) title, the sanitised body as
    /// the message (a summary alone as a bold message), the first two non-default actions as buttons and the others in a "More" menu,
    /// `default` as the body tap, an action without a label named by its key, the hints
    /// applied as `-h` applies them, the urgency's kind, and the duration its timeout and urgency give
    /// (`NotifyUrgency.duration(expireMilliseconds:)`).
    package init(_ notification: DesktopNotification) {
        // A text that shows nothing (white space, control characters, a body of empty tags) counts as none.
        let line = { (text: String) -> String in
            let escaped = NotificationMarkup.escaped(text, maximumScalars: SnackLimits.titleCharacters)
            return escaped.isBlank ? "" : escaped
        }
        let summary = line(notification.summary)
        let sanitized = NotificationMarkup.sanitized(notification.body)
        let body = NotificationMarkup.plainText(sanitized).isBlank ? "" : sanitized
        // Never a blank popup, never a refused one: without any text the sender's name (or a generic word) shows.
        let sender = line(notification.senderName ?? "")
        let fallback = sender.isEmpty ? line(localized("Notification")) : sender
        // A summary alone is the snack's one line, bold as a title is (and as dunst and mako show it): the
        // model's one required text is the message.
        self.init(
            message: body.isEmpty ? (summary.isEmpty ? fallback : "<b>\(summary)</b>") : body,
            title: body.isEmpty || summary.isEmpty ? nil : summary)
        content.usesMarkup = true
        appName = notification.senderName
        replaceID = notification.replacesID
        // The specification's precedence: image-data, then image-path (a hint, applied below), then app_icon.
        if !notification.appIcon.isEmpty { content.icon = notification.appIcon }
        content.iconPixels = notification.image
        var pairs = notification.actions[...]
        while pairs.count >= 2, let key = pairs.popFirst(), let label = pairs.popFirst() {
            if key == "default" {
                tapActionName = key
                tapActionLabel = label
                continue
            }
            guard !key.isEmpty else { continue }
            // The specification lets a label be empty: the button then shows its key, as libnotify servers do.
            actions.append(NotifyAction(name: key, label: label.isBlank ? (key.isBlank ? localized("Action") : key) : label))
        }
        for hint in notification.hints { apply(hint) }
        content.kind = urgency.kind
        content.duration = urgency.duration(expireMilliseconds: notification.expireTimeout)
    }
}
