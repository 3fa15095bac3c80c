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
    /// One corner's stack.
    struct Corner: Hashable {
        let edge: SnackEdge
        let alignment: SnackAlignment
    }

    let overlay: Widget
    private var boxes: [Corner: Widget] = [:]
    /// Called (on an idle after the overlay's allocation) when its width changed.
    var onWidthChange: (@MainActor () -> Void)?
    private var allocatedWidth: Int32 = 0
    private var fitPending = false

    /// Adds the six corner boxes to `overlay`, spaced and inset by `layout`.
    init(overlay: Widget, layout: ThemeLayout) {
        self.overlay = overlay
        for edge in SnackEdge.allCases {
            for alignment in SnackAlignment.allCases {
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_widget_set_valign(box, edge == .top ? GTK_ALIGN_START : GTK_ALIGN_END)
                gtk_widget_set_halign(box, Self.horizontal(alignment))
                gtk_overlay_add_overlay(cast(overlay), box)
                boxes[Corner(edge: edge, alignment: alignment)] = box
            }
        }
        apply(layout)
        // GTK 4 has no size-allocate signal; the overlay asks where each overlay child goes while it is
        // allocated, with its own new width known. Returning false keeps GTK's placement.
        ObjectSignal.connectTwoPointers(object(overlay), "get-child-position") { [weak self] _, _ in
            self?.allocated()
            return false
        }
    }

    /// Notices a new width; the cards are resized after the allocation, never during it.
    private func allocated() {
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

    private static func horizontal(_ alignment: SnackAlignment) -> GtkAlign {
        switch alignment {
        case .leading: GTK_ALIGN_START
        case .center: GTK_ALIGN_CENTER
        case .trailing: GTK_ALIGN_END
        }
    }

    /// Spacing between snacks and the inset from the window's edges.
    func apply(_ layout: ThemeLayout) {
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
        guard let box = boxes[Corner(edge: card.edge, alignment: card.alignment)] else { return }
        if card.edge == .top {
            gtk_box_append(cast(box), card.revealer)
        } else {
            gtk_box_prepend(cast(box), card.revealer)
        }
    }

    /// Orders each corner of `edge` as `cards` says, nearest the edge first.
    func restack(_ edge: SnackEdge, cards: [SnackCard]) {
        for alignment in SnackAlignment.allCases {
            guard let box = boxes[Corner(edge: edge, alignment: alignment)] else { continue }
            let corner = cards.filter { $0.alignment == alignment }
            // Top to bottom: the top edge's nearest first, the bottom edge's nearest last.
            var previous: Widget?
            for card in edge == .top ? corner : corner.reversed() {
                gtk_box_reorder_child_after(cast(box), card.revealer, previous)
                previous = card.revealer
            }
        }
    }
}
