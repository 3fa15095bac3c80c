import SnackbarCore

extension NotifyRequest {
    /// The request as the `a{sv}` dictionary the service's `Show` method takes.
    ///
    /// Only what the popup needs travels; the client's own flags (`-p`, `--json`, `--follow`) stay home.
    package var wireDictionary: [String: NotifyWireValue] {
        // Room for every key (one field writes two) at once: growing it rehashes each entry written so far.
        var wire = [String: NotifyWireValue](minimumCapacity: Self.wireFields.count + 1)
        for field in Self.wireFields { field.write(self, &wire) }
        return wire
    }

    /// Rebuilds a request from `wireDictionary`; missing or mistyped entries keep their defaults.
    package init(wire: [String: NotifyWireValue]) {
        self.init(message: "")
        for field in Self.wireFields { field.read(&self, wire) }
    }

    /// Every key `Show`'s request may hold (docs/dbus-api.md documents each).
    package static var wireKeys: [String] { wireFields.flatMap(\.keys) }

    /// The one map of the wire: each key with how a request writes it and reads it back. The content's fields
    /// are coded by their value's type (`WireCodable`) under the key `SnackContent.fields` names, which a test
    /// holds this map to; the rest are the request's own. Built once, of plain closures: key paths would cost
    /// every call of the client their runtime instantiation, more than half its instructions.
    static let wireFields: [WireField] = [
        .content("message", { $0.message }, { $0.message = $1 }),
        .content("title", { $0.title }, { $0.title = $1 }),
        .content("kind", { $0.kind }, { $0.kind = $1 }),
        .content("duration", { $0.duration }, { $0.duration = $1 }),
        .content("icon", { $0.icon }, { $0.icon = $1 }),
        .content("close-button", { $0.showsCloseButton }, { $0.showsCloseButton = $1 }),
        .content("edge", { $0.edge }, { $0.edge = $1 }),
        .content("markup", { $0.usesMarkup }, { $0.usesMarkup = $1 }),
        .content("progress", { $0.progress }, { $0.progress = $1 }),
        .content("requires-interaction", { $0.requiresInteraction }, { $0.requiresInteraction = $1 }),
        .content("show-delay", { $0.showDelay }, { $0.showDelay = $1 }),
        .content("min-visible", { $0.minimumVisible }, { $0.minimumVisible = $1 }),
        .content("countdown", { $0.showsCountdown }, { $0.showsCountdown = $1 }),
        WireField("urgency", { $0.urgency }, { $0.urgency = $1 }, .named({ $0.rawValue }, NotifyUrgency.init(name:))),
        WireField("app-name", { $0.appName }, { $0.appName = $1 }, .optional(.text)),
        WireField("categories", { $0.categories }, { $0.categories = $1 }, .texts),
        WireField(
            keys: ["action-names", "action-labels"],
            write: { request, wire in
                wire["action-names"] = .strings(request.actions.map { $0.name })
                wire["action-labels"] = .strings(request.actions.map { $0.label })
            },
            read: { request, wire in
                let names = wire["action-names"]?.strings ?? []
                let labels = wire["action-labels"]?.strings ?? []
                request.actions = zip(names, labels).map(NotifyAction.init)
            }),
        WireField(
            "long-action", { $0.longAction }, { $0.longAction = $1 },
            .optional(
                WireCoding(
                    encode: { .strings([$0.name, $0.label]) },
                    decode: { $0.strings.flatMap { $0.count == 2 ? NotifyAction(name: $0[0], label: $0[1]) : nil } }))),
        WireField("align", { $0.namedAlignment }, { $0.namedAlignment = $1 }, .optional(SnackAlignment.wireCoding)),
        WireField("monitor", { $0.monitor }, { $0.monitor = $1 }, .named({ $0.name }, MonitorChoice.init(name:))),
        WireField("theme", { $0.themePath }, { $0.themePath = $1 }, .optional(.text)),
        WireField(
            "color-scheme", { $0.colorScheme }, { $0.colorScheme = $1 }, .optional(.named({ $0.rawValue }, ThemeVariant.init(rawValue:)))),
        WireField("tag", { $0.tag }, { $0.tag = $1 }, .optional(.text)),
        WireField("display", { $0.display }, { $0.display = $1 }, .optional(.text)),
        WireField("replace-id", { $0.replaceID }, { $0.replaceID = $1 }, WireCoding(encode: { .uint32($0) }, decode: { $0.uint32 })),
        WireField("transient", { $0.isTransient }, { $0.isTransient = $1 }, .flag),
        WireField("wait", { $0.waits }, { $0.waits = $1 }, .flag)
    ]
}

/// One request field on the wire: the keys it uses, how a request writes them and how it reads them back.
struct WireField: Sendable {
    let keys: [String]
    let write: @Sendable (NotifyRequest, inout [String: NotifyWireValue]) -> Void
    let read: @Sendable (inout NotifyRequest, [String: NotifyWireValue]) -> Void

    init(
        keys: [String], write: @escaping @Sendable (NotifyRequest, inout [String: NotifyWireValue]) -> Void,
        read: @escaping @Sendable (inout NotifyRequest, [String: NotifyWireValue]) -> Void
    ) {
        self.keys = keys
        self.write = write
        self.read = read
    }

    /// The value `get` reads and `set` writes, under `key`: absent when `coding` writes nothing, kept at its
    /// default when the entry is missing or cannot be read.
    init<Value>(
        _ key: String, _ get: @escaping @Sendable (NotifyRequest) -> Value, _ set: @escaping @Sendable (inout NotifyRequest, Value) -> Void,
        _ coding: WireCoding<Value>
    ) {
        self.init(
            keys: [key],
            write: { request, wire in
                wire[key] = coding.encode(get(request))
            },
            read: { request, wire in
                if let value = wire[key].flatMap(coding.decode) { set(&request, value) }
            })
    }

    /// A field of the content under its key, coded by its value's type.
    static func content<Value: WireCodable>(
        _ key: String, _ get: @escaping @Sendable (SnackContent) -> Value, _ set: @escaping @Sendable (inout SnackContent, Value) -> Void
    ) -> WireField {
        WireField(key, { get($0.content) }, { set(&$0.content, $1) }, Value.wireCoding)
    }
}

/// How one value travels: its wire value (nil: the key is left out) and its reading back (nil: unreadable).
struct WireCoding<Value>: Sendable {
    let encode: @Sendable (Value) -> NotifyWireValue?
    let decode: @Sendable (NotifyWireValue) -> Value?

    /// A value spelled by `name` and read by `parse`.
    static func named(_ name: @escaping @Sendable (Value) -> String, _ parse: @escaping @Sendable (String) -> Value?) -> Self {
        WireCoding(encode: { .string(name($0)) }, decode: { $0.string.flatMap(parse) })
    }

    /// An optional value, left out when nil.
    static func optional<Wrapped>(_ coding: WireCoding<Wrapped>) -> Self where Value == Wrapped? {
        WireCoding(encode: { $0.flatMap(coding.encode) }, decode: { coding.decode($0).map(Optional.some) })
    }
}

extension WireCoding where Value == String {
    /// A string.
    static var text: Self { WireCoding(encode: { .string($0) }, decode: { $0.string }) }
}

extension WireCoding where Value == [String] {
    /// A list of strings.
    static var texts: Self { WireCoding(encode: { .strings($0) }, decode: { $0.strings }) }
}

extension WireCoding where Value == Bool {
    /// A boolean.
    static var flag: Self { WireCoding(encode: { .bool($0) }, decode: { $0.bool }) }
}

/// One value of a request on the wire; maps one to one onto a D-Bus variant (`s`, `b`, `d`, `u`, `as`).
package enum NotifyWireValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case double(Double)
    case uint32(UInt32)
    case strings([String])

    package var string: String? { if case .string(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var double: Double? { if case .double(let value) = self { value } else { nil } }
    package var uint32: UInt32? { if case .uint32(let value) = self { value } else { nil } }
    var strings: [String]? { if case .strings(let value) = self { value } else { nil } }
}
