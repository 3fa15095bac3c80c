import SnackbarCore

// A request and the snack it shows, both ways: the service makes the snack, a GTK 4 app's desktop snack makes
// the request.
extension NotifyRequest {
    /// The snack this request shows. Its actions have no handler: the service reports the click.
    /// - Parameter id: the snack's reuse id; the service passes one derived from the tag or replace id.
    package func makeSnack(id: String? = nil) -> Snack {
        let inline = actions.map { SnackAction($0.label, id: $0.name, kind: .none) }
        var shown = content
        shown.priority = urgency == .critical ? .high : .normal
        var snack = Snack(
            content: shown, id: id, action: inline.first, secondaryAction: inline.dropFirst().first,
            longAction: longAction.map { SnackAction($0.label, id: $0.name, kind: .none) })
        snack.moreActions = Array(inline.dropFirst(2))
        return snack
    }

    /// Takes the texts of `snack` (made from this request, then validated): every text row and the button
    /// labels cut to `SnackLimits` travel cut, so a megabyte of text costs the socket and the service
    /// no more than the popup can show.
    package mutating func takeTexts(of snack: Snack) {
        for row in SnackTextRow.allCases { row.copy(from: snack.content, to: &content) }
        let shown = [snack.action, snack.secondaryAction].compactMap { $0 } + snack.moreActions
        for index in actions.indices where index < shown.count { actions[index].label = shown[index].label }
        if let long = snack.longAction { longAction?.label = long.label }
    }

    /// The request that shows `snack` through the popup service: the inverse of `makeSnack`. Actions travel
    /// by id and label (the service reports which was pressed; the caller runs its handler); an explicit
    /// id travels as the tag, so adding the same id again updates the popup in place.
    package init(snack: Snack) {
        self.init(message: snack.message)
        content = snack.content
        actions = [snack.action, snack.secondaryAction].compactMap { $0 }.map { NotifyAction(name: $0.id, label: $0.label) }
        longAction = snack.longAction.map { NotifyAction(name: $0.id, label: $0.label) }
        namesAlignment = true
        urgency = snack.priority == .high ? .critical : .normal
        tag = snack.hasExplicitID ? snack.id : nil
    }
}
