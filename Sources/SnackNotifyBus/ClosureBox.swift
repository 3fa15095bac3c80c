/// A Swift closure boxed for a GLib callback's user data; released by the source's destroy notify.
final class ClosureBox {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }
}
