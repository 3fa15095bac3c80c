import SnackbarCore

/// One `present` call: the snack and who hears that it showed (once) and that it went.
@MainActor
final class BannerRequest {
    let snack: Snack
    let sender: PopupSender
    let style: PopupStyle?
    let completion: @MainActor @Sendable (DismissReason) -> Void
    private var onShown: (@MainActor @Sendable () -> Void)?

    init(
        snack: Snack, sender: PopupSender, style: PopupStyle?, onShown: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (DismissReason) -> Void
    ) {
        (self.snack, self.sender, self.style, self.onShown, self.completion) = (snack, sender, style, onShown, completion)
    }

    /// Tells the caller it showed; later calls do nothing.
    func shown() {
        let waiter = onShown
        onShown = nil
        waiter?()
    }

    /// A newer presentation of the same popup took its place.
    func supersede() {
        shown()
        completion(.replaced)
    }
}
