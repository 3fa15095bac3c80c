import SnackbarCore

extension NotifyRequest {
    /// The request as the `a{sv}` dictionary the service's `Show` method takes.
    ///
    /// Only what the popup needs travels; the client's own flags (`-p`, `--json`, `--follow`) stay home.
    public var wireDictionary: [String: NotifyWireValue] {
        var wire: [String: NotifyWireValue] = [
            "message": .string(message),
            "kind": .string(kind.cssClass),
            "duration": .double(duration.seconds ?? -1),
            "urgency": .string(urgency.rawValue),
            "categories": .strings(categories),
            "action-names": .strings(actions.map(\.name)),
            "action-labels": .strings(actions.map(\.label)),
            "close-button": .bool(showsCloseButton),
            "align": .string(alignment.rawValue),
            "monitor": .string(monitor.name),
            "markup": .bool(usesMarkup),
            "replace-id": .uint32(replaceID),
            "transient": .bool(isTransient),
            "wait": .bool(waits),
        ]
        wire["title"] = title.map(NotifyWireValue.string)
        wire["icon"] = icon.map(NotifyWireValue.string)
        wire["app-name"] = appName.map(NotifyWireValue.string)
        wire["long-action"] = longAction.map { .strings([$0.name, $0.label]) }
        wire["edge"] = edge.map { .string($0.rawValue) }
        wire["theme"] = themePath.map(NotifyWireValue.string)
        wire["color-scheme"] = colorScheme.map { .string($0.rawValue) }
        wire["tag"] = tag.map(NotifyWireValue.string)
        wire["display"] = display.map(NotifyWireValue.string)
        if let progress {
            if case .fraction(let value) = progress { wire["progress"] = .double(value) } else { wire["progress"] = .double(-1) }
        }
        return wire
    }

    /// Rebuilds a request from `wireDictionary`; missing or mistyped entries keep their defaults.
    public init(wire: [String: NotifyWireValue]) {
        self.init(message: wire["message"]?.string ?? "", title: wire["title"]?.string)
        kind = wire["kind"]?.string.flatMap(SnackKind.init(name:)) ?? .neutral
        if let seconds = wire["duration"]?.double {
            duration = seconds < 0 ? .infinite : .custom(seconds)
        }
        urgency = wire["urgency"]?.string.flatMap(NotifyUrgency.init(name:)) ?? .normal
        icon = wire["icon"]?.string
        appName = wire["app-name"]?.string
        categories = wire["categories"]?.strings ?? []
        let names = wire["action-names"]?.strings ?? []
        let labels = wire["action-labels"]?.strings ?? []
        actions = zip(names, labels).map { NotifyAction(name: $0, label: $1) }
        if let pair = wire["long-action"]?.strings, pair.count == 2 {
            longAction = NotifyAction(name: pair[0], label: pair[1])
        }
        showsCloseButton = wire["close-button"]?.bool ?? true
        edge = wire["edge"]?.string.flatMap(SnackEdge.init(rawValue:))
        alignment = wire["align"]?.string.flatMap(SnackAlignment.init(rawValue:)) ?? .center
        monitor = wire["monitor"]?.string.flatMap(NotifyMonitor.init(parsing:)) ?? .primary
        themePath = wire["theme"]?.string
        colorScheme = wire["color-scheme"]?.string.flatMap(NotifyColorScheme.init(rawValue:))
        usesMarkup = wire["markup"]?.bool ?? false
        tag = wire["tag"]?.string
        display = wire["display"]?.string
        replaceID = wire["replace-id"]?.uint32 ?? 0
        isTransient = wire["transient"]?.bool ?? false
        waits = wire["wait"]?.bool ?? false
        if let fraction = wire["progress"]?.double {
            progress = fraction < 0 ? .indeterminate : .fraction(fraction)
        }
    }
}
