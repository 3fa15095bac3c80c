import SnackbarCore

/// The snacks of one renderer's test program, as the shared script drives and reads them: GTK 3's in
/// `snack-testbed script`, GTK 4's in `snack-gtk4-demo --script`. Each answer comes from the renderer
/// itself (its board, its widgets' accessible names, its styler), so two renderers that drift answer
/// differently.
@MainActor
package protocol ScriptTarget: AnyObject {
    /// Shows `snack` in the window, or updates the one with its id.
    func add(_ snack: Snack) throws
    /// Dismisses the snack `id`, reason `.programmatic`.
    func remove(id: String)
    /// Sets the progress of the snack `id` in place; false when there is no such snack.
    func setProgress(_ progress: SnackProgress?, id: String) -> Bool
    /// The ids shown on `edge`, nearest the edge first.
    func visibleIDs(on edge: SnackEdge) -> [String]
    /// Moves the keyboard focus to the newest snack; false when none can take it.
    func focusNewest() -> Bool
    /// Whether something holds the snack's time now (the pointer, the focus, its window out of sight).
    func isHeld(id: String) -> Bool
    /// Seconds the snack has left now, as its board counts them; nil for an infinite or unknown one.
    func timeLeft(id: String) -> Double?
    /// The name a screen reader hears for the snack on screen, nil while it is not.
    func spokenText(id: String) -> String?
    /// The lines the snack's text `row` shows now, as laid out on screen; nil while it shows none.
    func shownLines(of row: SnackTextRow, id: String) -> Int?
    /// The whole text the snack's `row` offers in its tooltip while some of it is cut; nil while all of it shows.
    func hiddenText(of row: SnackTextRow, id: String) -> String?
    /// The palette snacks are drawn in: light or dark, and the high-contrast variant in force if any.
    var look: (variant: ThemeVariant, highContrast: ThemeVariant?) { get }
    /// Which side of the window the snack's middle is on, nil while it is not on screen.
    func side(id: String) -> ScriptSide?
    /// The middle of the snack in pixels from its window's top-left corner (what `xdotool mousemove
    /// --window` takes), nil while it is not on screen.
    func middle(id: String) -> (x: Int, y: Int)?
    /// Closes the window, as a user does.
    func close()
    /// Closes the window, as a user does, and opens another one that the same snacks' owner shows in:
    /// the app lives on after one of its windows closed.
    func reopen()
    /// Whether a snack added while the window is not active goes to the desktop, through the popup service.
    var routesToDesktopWhenInactive: Bool { get set }
    /// Whether the window is the active one, as the route to the desktop decides.
    var isActive: Bool { get }
}

/// Where a snack stands across its window.
package enum ScriptSide: String, Sendable {
    case left, center, right

    /// The side of a snack whose middle is at `middle` in a window `width` wide: within 2 % of the
    /// window's middle is the centre.
    package init(middle: Double, width: Double) {
        let share = middle / width
        self = share < 0.48 ? .left : share > 0.52 ? .right : .center
    }
}
