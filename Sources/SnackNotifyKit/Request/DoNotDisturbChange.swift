/// `snack-notify --dnd MODE` and the argument of the service's `DoNotDisturb(s)`.
package enum DoNotDisturbChange: String, Sendable, CaseIterable {
    case on, off, toggle, status

    /// The state after this change of `current` (`status` changes nothing).
    package func applied(to current: Bool) -> Bool {
        switch self {
        case .on: true
        case .off: false
        case .toggle: !current
        case .status: current
        }
    }
}
