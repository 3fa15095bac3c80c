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
        let kinds: [SnackKind] = [.neutral, .positive, .warning, .negative, .info]
        guard kinds.indices.contains(Int(kind)) else {
            throw Problem(status: .unknownEnumValue, problem: "kind \(kind) is not a SnackbarGtk4Kind (0 to \(kinds.count - 1))")
        }
        let priorities: [SnackPriority] = [.normal, .high]
        guard priorities.indices.contains(Int(priority)) else {
            throw Problem(status: .unknownEnumValue, problem: "priority \(priority) is not a SnackbarGtk4Priority (0 or 1)")
        }
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
        snack = Snack(text, title: titleText, kind: kinds[Int(kind)], duration: duration, id: idText)
        snack.priority = priorities[Int(priority)]
        for (index, (actionID, label)) in pairs.enumerated() where actionID != nil || label != nil {
            guard let actionID, let label else {
                throw Problem(status: .nullArgument, problem: "action \(index + 1) needs both an id and a label")
            }
            actions.append((try Self.text(actionID, "action id"), try Self.text(label, "action label")))
        }
    }

    private static func text(_ pointer: UnsafePointer<CChar>, _ name: String) throws(Problem) -> String {
        guard let text = String(validatingCString: pointer) else {
            throw Problem(status: .invalidUTF8, problem: "\(name) is not valid UTF-8")
        }
        return text
    }
}
