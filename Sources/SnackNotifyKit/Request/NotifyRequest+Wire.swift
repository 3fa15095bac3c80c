import SnackbarCore

extension NotifyRequest {
    /// The request as the `a{sv}` dictionary the service's `Show` method takes.
    ///
    /// Only what the popup needs travels; the client's own flags (`-p`, `--json`, `--follow`) stay home.
    package var wireDictionary: [String: NotifyWireValue] {
        var wire: [String: NotifyWireValue] = [:]
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
    /// come from `SnackContent.fields`, each coded by its value's type (`WireCodable`); the rest are the
    /// request's own.
    static var wireFields: [WireField] {
        SnackContent.fields.compactMap(WireField.init(content:)) + [
            WireField("urgency", \.urgency, .named(\.rawValue, NotifyUrgency.init(name:))),
            WireField("app-name", \.appName, .optional(.text)),
            WireField("categories", \.categories, .texts),
            WireField(
                keys: ["action-names", "action-labels"],
                write: { request, wire in
                    wire["action-names"] = .strings(request.actions.map(\.name))
                    wire["action-labels"] = .strings(request.actions.map(\.label))
                },
                read: { request, wire in
                    let names = wire["action-names"]?.strings ?? []
                    let labels = wire["action-labels"]?.strings ?? []
                    request.actions = zip(names, labels).map(NotifyAction.init)
                }),
            WireField(
                "long-action", \.longAction,
                .optional(
                    WireCoding(
                        encode: { .strings([$0.name, $0.label]) },
                        decode: { $0.strings.flatMap { $0.count == 2 ? NotifyAction(name: $0[0], label: $0[1]) : nil } }))),
            WireField("align", \.namedAlignment, .optional(SnackAlignment.wireCoding)),
            WireField("monitor", \.monitor, .named(\.name, MonitorChoice.init(name:))),
            WireField("theme", \.themePath, .optional(.text)),
            WireField("color-scheme", \.colorScheme, .optional(.named(\.rawValue, ThemeVariant.init(rawValue:)))),
            WireField("tag", \.tag, .optional(.text)),
            WireField("display", \.display, .optional(.text)),
            WireField("replace-id", \.replaceID, WireCoding(encode: { .uint32($0) }, decode: \.uint32)),
            WireField("transient", \.isTransient, .flag),
            WireField("wait", \.waits, .flag)
        ]
    }
}

/// One request field on the wire: the keys it uses, how a request writes them and how it reads them back.
struct WireField {
    let keys: [String]
    let write: (NotifyRequest, inout [String: NotifyWireValue]) -> Void
    let read: (inout NotifyRequest, [String: NotifyWireValue]) -> Void

    init(
        keys: [String], write: @escaping (NotifyRequest, inout [String: NotifyWireValue]) -> Void,
        read: @escaping (inout NotifyRequest, [String: NotifyWireValue]) -> Void
    ) {
        self.keys = keys
        self.write = write
        self.read = read
    }

    /// The field at `path` under `key`: absent when `coding` writes nothing, kept at its default when
    /// the entry is missing or cannot be read.
    init<Value>(_ key: String, _ path: WritableKeyPath<NotifyRequest, Value>, _ coding: WireCoding<Value>) {
        self.init(
            keys: [key],
            write: { request, wire in
                wire[key] = coding.encode(request[keyPath: path])
            },
            read: { request, wire in
                if let value = wire[key].flatMap(coding.decode) { request[keyPath: path] = value }
            })
    }
}

extension WireField {
    /// A field of the content under its wire key, coded by its value's type; nil when it has no key, or no
    /// coding (the map test then finds the key missing).
    init?(content field: SnackContentField) {
        guard case .named(let key) = field.wire, let coded = type(of: field.path).valueType as? any WireCodable.Type else { return nil }
        self.init(key, content: field.path, coded)
    }

    private init?<Value: WireCodable>(_ key: String, content path: PartialKeyPath<SnackContent>, _: Value.Type) {
        guard let path = path as? WritableKeyPath<SnackContent, Value> else { return nil }
        let content: WritableKeyPath<NotifyRequest, SnackContent> = \.content
        self.init(key, content.appending(path: path), Value.wireCoding)
    }
}

/// How one value travels: its wire value (nil: the key is left out) and its reading back (nil: unreadable).
struct WireCoding<Value> {
    let encode: (Value) -> NotifyWireValue?
    let decode: (NotifyWireValue) -> Value?

    /// A value spelled by `name` and read by `parse`.
    static func named(_ name: @escaping (Value) -> String, _ parse: @escaping (String) -> Value?) -> Self {
        WireCoding(encode: { .string(name($0)) }, decode: { $0.string.flatMap(parse) })
    }

    /// An optional value, left out when nil.
    static func optional<Wrapped>(_ coding: WireCoding<Wrapped>) -> Self where Value == Wrapped? {
        WireCoding(encode: { $0.flatMap(coding.encode) }, decode: { coding.decode($0).map(Optional.some) })
    }
}

extension WireCoding where Value == String {
    /// A string.
    static var text: Self { WireCoding(encode: { .string($0) }, decode: \.string) }
}

extension WireCoding where Value == [String] {
    /// A list of strings.
    static var texts: Self { WireCoding(encode: { .strings($0) }, decode: \.strings) }
}

extension WireCoding where Value == Bool {
    /// A boolean.
    static var flag: Self { WireCoding(encode: { .bool($0) }, decode: \.bool) }
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
