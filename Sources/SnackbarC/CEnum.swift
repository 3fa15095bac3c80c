import SnackbarGlue
import SnackbarGtk

/// One enum of snackbar.h, listed once: its C type name, the prefix of its value names, and for each C
/// value (its position in `cases`) the name after the prefix and the Swift value it stands for.
///
/// The setters read C values through it, its GType is registered from it (`CTypes`), and a test
/// compares it with the header's `typedef enum`.
struct CEnum<Value: Sendable>: Sendable {
    /// The C type, e.g. `SnackbarKind`.
    let typeName: String
    /// What every value name starts with, e.g. `SNACKBAR_KIND_`.
    let prefix: String
    /// Each C value's name after the prefix and its Swift value, in the order of their numbers (0, 1, …).
    let cases: [(name: String, value: Value)]

    init(_ typeName: String, prefix: String, _ cases: [(name: String, value: Value)]) {
        (self.typeName, self.prefix, self.cases) = (typeName, prefix, cases)
    }

    /// The Swift value of the C value `number`, or nil when no value has that number.
    func value(_ number: Int32) -> Value? {
        cases.indices.contains(Int(number)) ? cases[Int(number)].value : nil
    }

    /// The full C names in the order of their numbers, e.g. `SNACKBAR_KIND_NEUTRAL`.
    var valueNames: [String] { cases.map { prefix + $0.name } }

    /// The words of an error that refuses `number`: `unknown kind 7: use one of the SNACKBAR_KIND_* values`.
    func refusal(_ number: Int32, name: String) -> String {
        "unknown \(name) \(number): use one of the \(prefix)* values"
    }
}

extension CEnum where Value: Equatable {
    /// The C value of `value`: its position in the table.
    func number(of value: Value) -> Int32 {
        Int32(cases.firstIndex { $0.value == value }!)
    }
}

/// The enums of snackbar.h. The C value of each case is its position in its table.
enum CEnums {
    static let status = CEnum(
        "SnackbarStatus", prefix: "SNACKBAR_",
        [
            ("OK", CStatus.ok), ("ERROR_NULL_ARGUMENT", .nullArgument), ("ERROR_INVALID_UTF8", .invalidUTF8),
            ("ERROR_UNKNOWN_ENUM", .unknownEnumValue), ("ERROR_INVALID_VALUE", .invalidValue),
            ("ERROR_INVALID_HANDLE", .invalidHandle), ("ERROR_WRONG_THREAD", .wrongThread), ("ERROR_NO_DISPLAY", .noDisplay),
            ("ERROR_CSS", .cssProblems), ("ERROR_WRONG_TYPE", .wrongType)
        ])
    static let kind = CEnum(
        "SnackbarKind", prefix: "SNACKBAR_KIND_",
        [("NEUTRAL", SnackKind.neutral), ("POSITIVE", .positive), ("WARNING", .warning), ("NEGATIVE", .negative), ("INFO", .info)])
    static let duration = CEnum(
        "SnackbarDuration", prefix: "SNACKBAR_DURATION_", [("SHORT", SnackDuration.short), ("LONG", .long), ("INFINITE", .infinite)])
    static let edge = CEnum("SnackbarEdge", prefix: "SNACKBAR_EDGE_", [("TOP", SnackEdge.top), ("BOTTOM", .bottom)])
    static let alignment = CEnum(
        "SnackbarAlignment", prefix: "SNACKBAR_ALIGN_", [("LEADING", SnackAlignment.leading), ("CENTER", .center), ("TRAILING", .trailing)])
    static let reason = CEnum(
        "SnackbarReason", prefix: "SNACKBAR_REASON_",
        [
            ("TIMEOUT", DismissReason.Kind.timeout), ("ACTION", .action), ("CLOSE_BUTTON", .closeButton), ("SWIPE", .swipe),
            ("ESCAPE", .escape), ("REPLACED", .replaced), ("PROGRAMMATIC", .programmatic), ("SHUTDOWN", .shutdown),
            ("REJECTED", .rejected)
        ])
    static let priority = CEnum("SnackbarPriority", prefix: "SNACKBAR_PRIORITY_", [("NORMAL", SnackPriority.normal), ("HIGH", .high)])
    static let policy = CEnum(
        "SnackbarPolicy", prefix: "SNACKBAR_POLICY_", [("STACK", StackPolicy.stack), ("QUEUE", .queue), ("REPLACE", .replaceCurrent)])
    static let event = CEnum(
        "SnackbarEvent", prefix: "SNACKBAR_EVENT_",
        [("MAPPED", CEventKind.mapped), ("PLACED", .placed), ("DISMISSED", .dismissed), ("CLOSED", .closed)])
}

/// What happened to a snack's window, without its details: the values of `SnackbarEvent`.
enum CEventKind: Sendable {
    case mapped, placed, dismissed, closed
}
