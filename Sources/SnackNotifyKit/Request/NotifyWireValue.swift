/// One value of a request on the wire; maps one to one onto a D-Bus variant (`s`, `b`, `d`, `u`, `as`).
public enum NotifyWireValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case double(Double)
    case uint32(UInt32)
    case strings([String])

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var double: Double? { if case .double(let value) = self { value } else { nil } }
    var uint32: UInt32? { if case .uint32(let value) = self { value } else { nil } }
    var strings: [String]? { if case .strings(let value) = self { value } else { nil } }
}
