import SnackbarCore

/// One enum of the C libraries, listed once: its C type name, the prefix of its value names, and for each C
/// value (its position in `cases`) the name after the prefix and the Swift value it stands for.
///
/// The setters read C values through it, its GType is registered from it (`CTypes`), and a test
/// compares it with the headers' `typedef enum`s.
package struct CEnum<Value: Sendable>: Sendable {
    /// The C type, e.g. `SnackbarKind`.
    package let typeName: String
    /// What every value name starts with, e.g. `SNACKBAR_KIND_`.
    package let prefix: String
    /// Each C value's name after the prefix and its Swift value, in the order of their numbers (0, 1, …).
    package let cases: [(name: String, value: Value)]

    package init(_ typeName: String, prefix: String, _ cases: [(name: String, value: Value)]) {
        (self.typeName, self.prefix, self.cases) = (typeName, prefix, cases)
    }

    /// The Swift value of the C value `number`, or nil when no value has that number.
    package func value(_ number: Int32) -> Value? {
        cases.indices.contains(Int(number)) ? cases[Int(number)].value : nil
    }

    /// The full C names in the order of their numbers, e.g. `SNACKBAR_KIND_NEUTRAL`.
    package var valueNames: [String] { cases.map { prefix + $0.name } }

    /// The words of an error that refuses `number`: `unknown kind 7: use one of the SNACKBAR_KIND_* values`.
    package func refusal(_ number: Int32, name: String) -> String {
        "unknown \(name) \(number): use one of the \(prefix)* values"
    }
}

extension CEnum where Value: Equatable {
    /// The C value of `value`: its position in the table.
    package func number(of value: Value) -> Int32 {
        Int32(cases.firstIndex { $0.value == value }!)
    }
}

/// The enums of snackbar.h. The C value of each case is its position in its table.
package enum CEnums {
    package static let status = CEnum(
        "SnackbarStatus", prefix: "SNACKBAR_",
        [
            ("OK", CStatus.ok), ("ERROR_NULL_ARGUMENT", .nullArgument), ("ERROR_INVALID_UTF8", .invalidUTF8),
            ("ERROR_UNKNOWN_ENUM", .unknownEnumValue), ("ERROR_INVALID_VALUE", .invalidValue),
            ("ERROR_INVALID_HANDLE", .invalidHandle), ("ERROR_WRONG_THREAD", .wrongThread), ("ERROR_NO_DISPLAY", .noDisplay),
            ("ERROR_CSS", .cssProblems), ("ERROR_WRONG_TYPE", .wrongType)
        ])
    package static let kind = CEnum(
        "SnackbarKind", prefix: "SNACKBAR_KIND_",
        [("NEUTRAL", SnackKind.neutral), ("POSITIVE", .positive), ("WARNING", .warning), ("NEGATIVE", .negative), ("INFO", .info)])
    package static let duration = CEnum(
        "SnackbarDuration", prefix: "SNACKBAR_DURATION_", [("SHORT", SnackDuration.short), ("LONG", .long), ("INFINITE", .infinite)])
    package static let edge = CEnum("SnackbarEdge", prefix: "SNACKBAR_EDGE_", [("TOP", SnackEdge.top), ("BOTTOM", .bottom)])
    package static let alignment = CEnum(
        "SnackbarAlignment", prefix: "SNACKBAR_ALIGN_", [("LEADING", SnackAlignment.leading), ("CENTER", .center), ("TRAILING", .trailing)])
    package static let reason = CEnum(
        "SnackbarReason", prefix: "SNACKBAR_REASON_",
        [
            ("TIMEOUT", DismissReason.Kind.timeout), ("ACTION", .action), ("CLOSE_BUTTON", .closeButton), ("SWIPE", .swipe),
            ("ESCAPE", .escape), ("REPLACED", .replaced), ("PROGRAMMATIC", .programmatic), ("SHUTDOWN", .shutdown),
            ("REJECTED", .rejected)
        ])
    package static let priority = CEnum("SnackbarPriority", prefix: "SNACKBAR_PRIORITY_", [("NORMAL", SnackPriority.normal), ("HIGH", .high)])
    package static let policy = CEnum(
        "SnackbarPolicy", prefix: "SNACKBAR_POLICY_", [("STACK", StackPolicy.stack), ("QUEUE", .queue), ("REPLACE", .replaceCurrent)])
}
