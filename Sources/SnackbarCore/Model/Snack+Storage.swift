/// The stored fields of a `Snack` and the box that shares them between copies.
extension Snack {
    struct Fields: Sendable {
        var id: String
        var hasExplicitID: Bool
        var content: SnackContent
        var action: SnackAction?
        var secondaryAction: SnackAction?
        var moreActions: [SnackAction] = []
        var longAction: SnackAction?
        var onTap: (@MainActor @Sendable () -> Void)?
        var tapLabel: String?
        var onDismiss: (@MainActor @Sendable (DismissReason) -> Void)?
    }

    /// Shared by copies of a snack until one of them changes; only ever mutated through `mutate`, on a
    /// uniquely referenced box, which is what makes the unchecked `Sendable` sound.
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// Changes the fields, first copying them if another snack shares this box.
    mutating func mutate(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }
}
