import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue

/// The stacks inside one `GtkOverlay`: a vertical box for each corner (edge × alignment), each as large
/// as the snacks it holds, so the app's widgets under the empty part of an edge still take clicks. GTK
/// mirrors start and end under a right-to-left direction, so leading is where the window's text starts.
///
/// The overlay owns the boxes; this only places cards in them and orders them as the board says.
@MainActor
final class OverlayStacks {
    let overlay: Widget
    private(set) var boxes: [SnackCorner: Widget] = [:]
    /// Called (on an idle after the overlay's allocation) when its width changed.
    var onWidthChange: (@MainActor () -> Void)?
    /// Called (on an idle after the overlay's allocation) with whether it can show every card whole.
    var onRoomChange: (@MainActor (Bool) -> Void)?
    /// Called (on an idle after the overlay's allocation) when it grew taller: cards waiting for room try again.
    var onGrowth: (@MainActor () -> Void)?
    /// Called on an idle after each allocation of the overlay: open texts take the room their columns leave.
    var onLaidOut: (@MainActor () -> Void)?
    private var allocatedHeight: Int32 = 0
    private var allocatedWidth: Int32 = 0
    private var fitPending = false
    private var roomPending = false
    private var columnsPending = false
    private var inset = 0
    /// The spacing, inset and widest card, as last applied.
    private(set) var layout = ThemeLayout.standard
    /// When each corner's stack last went from empty to holding a card, by count: the first to hold one
    /// keeps its place where columns overlap (`clearColumns`).
    var firstCard: [SnackCorner: Int] = [:]
    private var cardsInserted = 0
    /// Whether the overlay could show every card whole at its last allocation.
    private(set) var hasRoom = true

    /// Whether `widget` is part of a snack: a card, a button of one, the app's widget inside one.
    func holds(_ widget: Widget) -> Bool {
        boxes.values.contains { gtk_widget_is_ancestor(widget, $0) != 0 }
    }

    /// Adds the six corner boxes to `overlay`, spaced and inset by `layout`.
    init(overlay: Widget, layout: ThemeLayout) {
        self.overlay = overlay
        for corner in SnackCorner.allCases {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_valign(box, Self.vertical(corner.edge))
            gtk_widget_set_halign(box, Self.horizontal(corner.alignment))
            gtk_overlay_add_overlay(cast(overlay), box)
            boxes[corner] = box
        }
        apply(layout)
        // GTK 4 has no size-allocate signal; the overlay asks where each overlay child goes while it is
        // allocated, with its own new width known. Returning false keeps GTK's placement.
        ObjectSignal.connectTwoPointers(object(overlay), "get-child-position") { [weak self] _, _ in
            self?.allocated()
            return false
        }
    }

    /// Notices a new width; the cards are resized, and the room measured, after the allocation, never
    /// during it.
    private func allocated() {
        if !columnsPending {
            columnsPending = true
            MainLoopSource.whenIdle { [weak self] in
                self?.columnsPending = false
                self?.clearColumns()
            }
        }
        if !roomPending {
            roomPending = true
            MainLoopSource.whenIdle { [weak self] in
                guard let self else { return }
                roomPending = false
                let height = gtk_widget_get_height(overlay)
                if height > allocatedHeight { onGrowth?() }
                allocatedHeight = height
                onLaidOut?()
                let room = measureRoom()
                guard room != hasRoom else { return }
                hasRoom = room
                onRoomChange?(room)
            }
        }
        let width = gtk_widget_get_width(overlay)
        guard width != allocatedWidth else { return }
        allocatedWidth = width
        guard !fitPending else { return }
        fitPending = true
        MainLoopSource.whenIdle { [weak self] in
            guard let self else { return }
            fitPending = false
            onWidthChange?()
        }
    }

    /// Whether every card fits inside the overlay less its insets: a window made smaller than a card (the
    /// overlay clips it) shows too little of it to be read.
    private func measureRoom() -> Bool {
        let width = Int(gtk_widget_get_width(overlay)) - 2 * inset
        for revealer in boxes.values.flatMap(childWidgets) {
            // The card, not its revealer, whose size runs through its transition.
            guard let card = gtk_revealer_get_child(cast(revealer)) else { continue }
            let size = leastSize(of: card, width: width)
            if size.width > width || size.height > stackRoom { return false }
        }
        return true
    }

    /// The height one corner's stack may take: the overlay's less its insets.
    var stackRoom: Int { Int(gtk_widget_get_height(overlay)) - 2 * inset }
    /// Whether the overlay has had its size.
    var isLaidOut: Bool { gtk_widget_get_height(overlay) > 0 }

    /// The least width of `card` (the card widget, not its revealer), and its least height at the width it
    /// shows at, or at `width` before it is laid out.
    func leastSize(of card: Widget, width: Int) -> (width: Int, height: Int) {
        var minimumWidth: Int32 = 0
        var minimumHeight: Int32 = 0
        gtk_widget_measure(card, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let shownWidth = gtk_widget_get_width(card)
        let forWidth = max(minimumWidth, shownWidth > 0 ? shownWidth : Int32(width))
        gtk_widget_measure(card, GTK_ORIENTATION_VERTICAL, forWidth, &minimumHeight, nil, nil, nil)
        return (Int(minimumWidth), Int(minimumHeight))
    }

    /// Takes `card` out of its stack before it was revealed: the box held its only reference.
    func remove(_ card: SnackCard) {
        guard let box = boxes[card.corner], gtk_widget_get_parent(card.revealer) == box else { return }
        gtk_box_remove(cast(box), card.revealer)
    }

    private static func vertical(_ edge: SnackEdge) -> GtkAlign {
        switch edge {
        case .top: GTK_ALIGN_START
        case .bottom: GTK_ALIGN_END
        }
    }

    private static func horizontal(_ alignment: SnackAlignment) -> GtkAlign {
        switch alignment {
        case .leading: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        }
    }

    /// Spacing between snacks and the inset from the window's edges.
    func apply(_ layout: ThemeLayout) {
        self.layout = layout
        inset = layout.contentInset
        for box in boxes.values {
            gtk_box_set_spacing(cast(box), Int32(layout.spacing))
            for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                set(box, Int32(layout.contentInset))
            }
        }
    }

    /// How wide a new card is: the theme's width, or the overlay's width less the insets when narrower.
    func cardWidth(_ layout: ThemeLayout) -> Int {
        let available = Int(gtk_widget_get_width(overlay)) - 2 * layout.contentInset
        return available > 0 ? min(layout.maxWidth, available) : layout.maxWidth
    }

    /// Puts `card` into its corner's stack, at the far end from the edge until the next `restack`.
    func insert(_ card: SnackCard) {
        guard let box = boxes[card.corner] else { return }
        if gtk_widget_get_first_child(box) == nil {
            cardsInserted += 1
            firstCard[card.corner] = cardsInserted
        }
        switch card.edge {
        case .top: gtk_box_append(cast(box), card.revealer)
        case .bottom: gtk_box_prepend(cast(box), card.revealer)
        }
    }

    /// Orders `corner`'s stack as `cards` says, nearest the edge first. A card the list leaves out (one
    /// sliding out) keeps its place while it goes, rather than jumping to the far end of the box.
    func restack(_ corner: SnackCorner, cards: [SnackCard]) {
        guard let box = boxes[corner] else { return }
        // The box runs top to bottom: the top edge's nearest first, the bottom edge's nearest last.
        var listed: [Widget]
        switch corner.edge {
        case .top: listed = cards.map(\.revealer)
        case .bottom: listed = cards.reversed().map(\.revealer)
        }
        let current = childWidgets(of: box)
        // The listed cards take the listed cards' places in their new order; the others stay where they are.
        let isListed = Set(listed)
        var ordered: [Widget] = []
        for widget in current {
            ordered.append(isListed.contains(widget) && !listed.isEmpty ? listed.removeFirst() : widget)
        }
        var previous: Widget?
        for widget in ordered + listed {
            gtk_box_reorder_child_after(cast(box), widget, previous)
            previous = widget
        }
    }
}
