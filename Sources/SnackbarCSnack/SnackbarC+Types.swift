import CSnackbarGLib
import Glibc
import SnackbarCore
import SnackbarGlue

// What GLib libraries provide beside their functions: the version, the error domain and a GType for
// each enum and for the snack handle, so that bindings (GObject introspection) know them.

/// The library's version at run time; the header's SNACKBAR_*_VERSION macros say the compile-time one.
enum CVersion {
    static let major = UInt32(SnackbarVersion.major), minor = UInt32(SnackbarVersion.minor), micro = UInt32(SnackbarVersion.micro)
}

/// The C entry point `snackbar_check_version`, documented in include/snackbar.h.
@_cdecl("snackbar_check_version")
public func snackbar_check_version(_ major: UInt32, _ minor: UInt32, _ micro: UInt32) -> UnsafePointer<CChar>? {
    let message: StaticString
    if major != CVersion.major {
        message = major > CVersion.major ? "libsnackbar version too old (major mismatch)" : "libsnackbar version too new (major mismatch)"
    } else if (minor, micro) > (CVersion.minor, CVersion.micro) {
        message = "libsnackbar version too old (minor or micro mismatch)"
    } else {
        return nil
    }
    return UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The C entry point `snackbar_get_major_version`, documented in include/snackbar.h.
@_cdecl("snackbar_get_major_version")
public func snackbar_get_major_version() -> UInt32 { CVersion.major }

/// The C entry point `snackbar_get_minor_version`, documented in include/snackbar.h.
@_cdecl("snackbar_get_minor_version")
public func snackbar_get_minor_version() -> UInt32 { CVersion.minor }

/// The C entry point `snackbar_get_micro_version`, documented in include/snackbar.h.
@_cdecl("snackbar_get_micro_version")
public func snackbar_get_micro_version() -> UInt32 { CVersion.micro }

/// The C entry point `snackbar_status_message`, documented in include/snackbar.h.
@_cdecl("snackbar_status_message")
public func snackbar_status_message(_ status: Int32) -> UnsafePointer<CChar> {
    let message: StaticString = CStatus(rawValue: status)?.message ?? "unknown status"
    return UnsafeRawPointer(message.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// The C entry point `snackbar_snack_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_get_type")
public func snackbar_snack_get_type() -> GType { CTypes.snack }

/// The C entry point `snackbar_status_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_status_get_type")
public func snackbar_status_get_type() -> GType { CTypes.status }

/// The C entry point `snackbar_kind_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_kind_get_type")
public func snackbar_kind_get_type() -> GType { CTypes.kind }

/// The C entry point `snackbar_duration_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_duration_get_type")
public func snackbar_duration_get_type() -> GType { CTypes.duration }

/// The C entry point `snackbar_edge_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_edge_get_type")
public func snackbar_edge_get_type() -> GType { CTypes.edge }

/// The C entry point `snackbar_alignment_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_alignment_get_type")
public func snackbar_alignment_get_type() -> GType { CTypes.alignment }

/// The C entry point `snackbar_reason_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_reason_get_type")
public func snackbar_reason_get_type() -> GType { CTypes.reason }

/// The C entry point `snackbar_priority_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_priority_get_type")
public func snackbar_priority_get_type() -> GType { CTypes.priority }

/// The C entry point `snackbar_policy_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_policy_get_type")
public func snackbar_policy_get_type() -> GType { CTypes.policy }

/// The C entry point `snackbar_event_get_type`, documented in include/snackbar.h.
@_cdecl("snackbar_event_get_type")
public func snackbar_event_get_type() -> GType { CTypes.event }

/// The GTypes, each registered once on first use (Swift's lazy globals are thread-safe), named and
/// numbered as in include/snackbar.h.
enum CTypes {
    static let snack = g_boxed_type_register_static(
        "SnackbarSnack", { snackbar_snack_copy(OpaquePointer($0)).map(UnsafeMutableRawPointer.init) },
        { snackbar_snack_free(OpaquePointer($0)) })
    static let status = enumType(CEnums.status)
    static let kind = enumType(CEnums.kind)
    static let duration = enumType(CEnums.duration)
    static let edge = enumType(CEnums.edge)
    static let alignment = enumType(CEnums.alignment)
    static let reason = enumType(CEnums.reason)
    static let priority = enumType(CEnums.priority)
    static let policy = enumType(CEnums.policy)
    static let event = enumType(CEnums.event)

    /// Registers `table` as an enum whose values are 0, 1, … in its order; nicks are the names in lower
    /// case with dashes. The value table lives as long as the process, as GLib requires.
    private static func enumType<Value>(_ table: CEnum<Value>) -> GType {
        let values = UnsafeMutablePointer<GEnumValue>.allocate(capacity: table.cases.count + 1)
        for (number, name) in table.cases.map(\.name).enumerated() {
            let nick = name.lowercased().replacingDashes()
            values[number] = GEnumValue(value: gint(number), value_name: strdup(table.prefix + name), value_nick: strdup(nick))
        }
        values[table.cases.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        return g_enum_register_static(table.typeName, values)
    }
}

extension String {
    fileprivate func replacingDashes() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
