import SnackbarCore
import SnackbarGlue

/// The checked arguments of `snackbar_gtk4_overlay_show`, turned into Swift values before any GTK work.
struct ShowRequest: Sendable {
    struct Problem: Error {
        var status: CStatus
        var problem: String
    }

    /// At most two buttons, the most a snack shows inline.
    var actions: [(id: String, label: String)] = []
    var snack: Snack

    init(
        id: UnsafePointer<CChar>?, title: UnsafePointer<CChar>?, message: UnsafePointer<CChar>?, kind: Int32, priority: Int32,
        durationMilliseconds: Int32, actions pairs: [(UnsafePointer<CChar>?, UnsafePointer<CChar>?)]
    ) throws(Problem) {
        let kindValue = try Self.value(kind, of: Gtk4CEnums.kind, "kind")
        let priorityValue = try Self.value(priority, of: Gtk4CEnums.priority, "priority")
        let duration: SnackDuration =
            switch durationMilliseconds {
            case 0: .short
            case ..<0: .infinite
            default: .custom(Double(durationMilliseconds) / 1000)
            }
        guard let message else { throw Problem(status: .nullArgument, problem: "message is NULL") }
        let text = try Self.text(message, "message")
        let titleText: String? = if let title { try Self.text(title, "title") } else { nil }
        let idText: String? = if let id { try Self.text(id, "id") } else { nil }
        snack = Snack(text, title: titleText, kind: kindValue, duration: duration, id: idText)
        snack.priority = priorityValue
        for (index, (actionID, label)) in pairs.enumerated() where actionID != nil || label != nil {
            guard let actionID, let label else {
                throw Problem(status: .nullArgument, problem: "action \(index + 1) needs both an id and a label")
            }
            actions.append((try Self.text(actionID, "action id"), try Self.text(label, "action label")))
        }
    }

    /// The value the C value `number` stands for in `table`, or a refusal naming the C type and its range.
    private static func value<Value>(_ number: Int32, of table: CEnum<Value>, _ name: String) throws(Problem) -> Value {
        guard let value = table.value(number) else {
            throw Problem(status: .unknownEnumValue, problem: "\(name) \(number) is not a \(table.typeName) (0 to \(table.cases.count - 1))")
        }
        return value
    }

    private static func text(_ pointer: UnsafePointer<CChar>, _ name: String) throws(Problem) -> String {
        guard let text = String(validatingCString: pointer) else {
            throw Problem(status: .invalidUTF8, problem: "\(name) is not valid UTF-8")
        }
        return text
    }
}
