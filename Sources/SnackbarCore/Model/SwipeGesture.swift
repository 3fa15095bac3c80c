/// A sideways drag on a snack, read the same way by both renderers: past `threshold` pixels it swipes the
/// snack away (`SnackEvent.swipe`), short of it the snack comes back; on the way the snack fades with the
/// share of its width the pointer travelled.
package enum SwipeGesture {
    /// Pixels a sideways drag must travel to dismiss the snack.
    package static let threshold = 96.0
    /// How much a drag across the snack's whole width fades it (0: not at all, 1: to nothing).
    package static let fade = 0.6

    /// Whether a drag released `offset` pixels sideways from where it started dismisses the snack.
    package static func dismisses(after offset: Double) -> Bool { abs(offset) >= threshold }

    /// The snack's opacity while it is dragged `offset` pixels sideways, `width` pixels wide.
    package static func opacity(offset: Double, width: Double) -> Double {
        1 - fade * min(1, abs(offset) / max(1, width))
    }
}
