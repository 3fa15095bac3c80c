import SnackbarCore

extension NotifyRequest {
    /// What the configuration's rules look at: app name, categories, urgency and the summary as plain text.
    package var facts: NotificationFacts {
        let summary = content.title ?? content.message
        return NotificationFacts(
            appName: appName ?? "", categories: categories, urgency: urgency,
            summary: content.usesMarkup ? NotificationMarkup.plainText(summary) : summary)
    }

    /// Applies the kind, duration and position of matching rules (hiding is the service's to do).
    package mutating func apply(_ effect: RuleEffect) {
        if let kind = effect.kind { self.kind = kind }
        if let duration = effect.duration { self.duration = duration }
        if let edge = effect.edge { self.edge = edge }
    }

    /// The `[server]` defaults for a notification an app sent (`DesktopNotification`): the monitor, and its
    /// urgency's duration from the configuration when it asked for the server's default (`expire_timeout` -1).
    package mutating func applyServerDefaults(_ configuration: ServiceConfiguration, expireTimeout: Int32) {
        monitor = configuration.monitor
        content.duration = urgency.duration(expireMilliseconds: expireTimeout, fallback: configuration.duration(for: urgency))
    }
}
