import SnackbarCore

extension NotifyRequest {
    /// The request that shows `snack` through the popup service: the inverse of `makeSnack`. Actions travel
    /// by id and label (the service reports which was pressed; the caller runs its handler); an explicit
    /// id travels as the tag, so adding the same id again updates the popup in place.
    package init(snack: Snack) {
        self.init(message: snack.message, title: snack.title)
        kind = snack.kind
        duration = snack.duration
        icon = snack.icon
        iconPixels = snack.iconPixels
        actions = [snack.action, snack.secondaryAction].compactMap { $0 }.map { NotifyAction(name: $0.id, label: $0.label) }
        longAction = snack.longAction.map { NotifyAction(name: $0.id, label: $0.label) }
        showsCloseButton = snack.showsCloseButton
        edge = snack.edge
        alignment = snack.alignment
        usesMarkup = snack.usesMarkup
        urgency = snack.priority == .high ? .critical : .normal
        progress = snack.progress
        requiresInteraction = snack.requiresInteraction
        staysOnAction = snack.staysOnAction
        showDelayMilliseconds = UInt32(min(snack.showDelay * 1000, Double(UInt32.max)))
        minimumVisibleMilliseconds = UInt32(min(snack.minimumVisible * 1000, Double(UInt32.max)))
        showsCountdown = snack.showsCountdown
        tag = snack.hasExplicitID ? snack.id : nil
    }
}
