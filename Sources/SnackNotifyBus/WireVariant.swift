import CSnackbarGLib
import SnackNotifyKit

/// A request's wire dictionary as a GVariant `a{sv}` and back.
package enum WireVariant {
    /// A new floating `a{sv}` holding `dictionary`.
    package static func make(_ dictionary: [String: NotifyWireValue]) -> OpaquePointer {
        var entries: [OpaquePointer?] = dictionary.sorted { $0.key < $1.key }.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(variant(value)))
        }
        return "{sv}".withCString { type in
            g_variant_new_array(g_variant_type_checked_(type), &entries, gsize(entries.count))
        }
    }

    /// The request in the text of a `HandoffMessage.show` (`WireText`), or nil when it does not parse.
    package static func request(parsing text: String) -> NotifyRequest? {
        dictionary(parsing: text).map(NotifyRequest.init(wire:))
    }

    /// Whether `text` is a GVariant in text form (for `variant` hints).
    package static func isValid(_ text: String) -> Bool {
        guard let variant = g_variant_parse(nil, text, nil, nil, nil) else { return false }
        g_variant_unref(variant)
        return true
    }

    /// The dictionary in an `a{sv}` in GVariant text, or nil when the text does not parse.
    package static func dictionary(parsing text: String) -> [String: NotifyWireValue]? {
        guard let variant = g_variant_parse(nil, text, nil, nil, nil) else { return nil }
        defer { g_variant_unref(variant) }
        return dictionary(variant)
    }

    /// The dictionary in an `a{sv}` variant; entries of types the wire does not use are skipped.
    package static func dictionary(_ variant: OpaquePointer) -> [String: NotifyWireValue] {
        var result: [String: NotifyWireValue] = [:]
        for index in 0..<g_variant_n_children(variant) {
            let entry = g_variant_get_child_value(variant, index)
            defer { g_variant_unref(entry) }
            let key = g_variant_get_child_value(entry, 0)
            let boxed = g_variant_get_child_value(entry, 1)
            let value = g_variant_get_variant(boxed)
            defer {
                g_variant_unref(key)
                g_variant_unref(boxed)
                g_variant_unref(value)
            }
            if let wire = wireValue(value) { result[String(cString: g_variant_get_string(key, nil))] = wire }
        }
        return result
    }

    static func variant(_ value: NotifyWireValue) -> OpaquePointer {
        switch value {
        case .string(let text): return g_variant_new_string(text)
        case .bool(let flag): return g_variant_new_boolean(flag ? 1 : 0)
        case .double(let number): return g_variant_new_double(number)
        case .uint32(let number): return g_variant_new_uint32(number)
        case .strings(let texts):
            let copies = texts.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer {
                g_variant_new_strv($0.baseAddress, gssize($0.count))
            }
        }
    }

    static func wireValue(_ value: OpaquePointer?) -> NotifyWireValue? {
        switch String(cString: g_variant_get_type_string(value)) {
        case "s": return .string(String(cString: g_variant_get_string(value, nil)))
        case "b": return .bool(g_variant_get_boolean(value) != 0)
        case "d": return .double(g_variant_get_double(value))
        case "u": return .uint32(g_variant_get_uint32(value))
        case "as":
            var count: gsize = 0
            guard let strings = g_variant_get_strv(value, &count) else { return .strings([]) }
            defer { g_free(strings) }
            return .strings((0..<Int(count)).map { String(cString: strings[$0]!) })
        default: return nil
        }
    }
}
