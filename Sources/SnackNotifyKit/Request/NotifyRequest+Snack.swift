import SnackbarCore

extension NotifyRequest {
    /// The snack this request shows. Its actions have no handler: the service reports the click.
    /// - Parameter id: the snack's reuse id; the service passes one derived from the tag or replace id.
    package func makeSnack(id: String? = nil) -> Snack {
        let inline = actions.map { SnackAction($0.label, id: $0.name, kind: .none) }
        var snack = Snack(
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
            progress: progress,
            requiresInteraction: requiresInteraction
        )
        snack.iconPixels = iconPixels
        snack.moreActions = Array(inline.dropFirst(2))
        snack.staysOnAction = staysOnAction
        snack.showDelay = Double(showDelayMilliseconds) / 1000
        snack.minimumVisible = Double(minimumVisibleMilliseconds) / 1000
        snack.showsCountdown = showsCountdown
        return snack
    }

    /// Takes the texts of `snack` (made from this request, then validated): the title, message and button
    /// labels cut to `SnackLimits` travel cut, so a megabyte of text costs the socket and the service
    /// no more than the popup can show.
    package mutating func takeTexts(of snack: Snack) {
        title = snack.title
        message = snack.message
        let shown = [snack.action, snack.secondaryAction].compactMap { $0 } + snack.moreActions
        for index in actions.indices where index < shown.count { actions[index].label = shown[index].label }
        if let long = snack.longAction { longAction?.label = long.label }
    }
}
