/// A colour pair of a theme that is too hard to read: found by `Theme.contrastReport()`.
public struct ContrastIssue: Sendable, Hashable, CustomStringConvertible {
    /// Which colour of the kind failed against its background.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Title and message text.
        case foreground
        /// Action button labels.
        case action
    }

    /// The kind whose palette failed (one of `SnackKind.paletteKinds`).
    public var kind: SnackKind
    /// The variant whose palette failed.
    public var variant: ThemeVariant
    /// The colour that failed against the background.
    public var role: Role
    /// The measured contrast ratio (1…21).
    public var ratio: Double
    /// The ratio the pair needs (4.5 for WCAG AA text).
    public var required: Double

    /// Creates an issue.
    public init(kind: SnackKind, variant: ThemeVariant, role: Role, ratio: Double, required: Double) {
        self.kind = kind
        self.variant = variant
        self.role = role
        self.ratio = ratio
        self.required = required
    }

    public var description: String {
        "\(variant.rawValue) \(kind.cssClass): \(role.rawValue) contrast "
            + "\(CSSNumber.format(ratio)):1 is below \(CSSNumber.format(required)):1"
    }
}
