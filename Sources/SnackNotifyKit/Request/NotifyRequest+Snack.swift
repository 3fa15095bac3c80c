import SnackbarCore

extension NotifyRequest {
    /// The snack this request shows. Its actions have no handler: the service reports the click.
    /// - Parameter id: the snack's reuse id; the service passes one derived from the tag or replace id.
    package func makeSnack(id: String? = nil) -> Snack {
        let inline = actions.map { SnackAction($0.label, id: $0.name, kind: .none) }
        return Snack(
            message,
            title: title,
            kind: kind,
            duration: duration,
            id: id,
            icon: icon,
            action: inline.first,
            secondaryAction: inline.dropFirst().first,
            longAction: longAction.map { SnackAction($0.label, id: $0.name, kind: .none) },
            showsCloseButton: showsCloseButton,
            edge: edge,
            alignment: alignment,
            usesMarkup: usesMarkup,
            priority: urgency == .critical ? .high : .normal,
            progress: progress
        )
    }
}
