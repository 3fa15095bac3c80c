/// What an edge means in pixels: one exhaustive switch per question, so that another edge is a compile
/// error here rather than a ternary that quietly treats it as one of these.
extension SnackEdge {
    /// The top of a frame `height` tall that is `reach` pixels in from this edge of `area`.
    package func y(ofHeight height: Int, reach: Int, in area: SnackRect) -> Int {
        switch self {
        case .top: area.y + reach
        case .bottom: area.maxY - reach - height
        }
    }

    /// The top of a frame `height` tall just beyond this edge of `area`, out of it: where a snack slides in from.
    package func yBeyond(ofHeight height: Int, in area: SnackRect) -> Int {
        switch self {
        case .top: area.y - height
        case .bottom: area.maxY
        }
    }

    /// How far `frame` is from this edge of `area` (its margin from it).
    package func distance(of frame: SnackRect, from area: SnackRect) -> Int {
        switch self {
        case .top: frame.y - area.y
        case .bottom: area.maxY - frame.maxY
        }
    }

    /// Which way is out of the screen across this edge: -1 up, 1 down.
    package var outward: Int {
        switch self {
        case .top: -1
        case .bottom: 1
        }
    }

    /// `area` without the band at this edge that `occupied` frames (all inside it) take, `spacing` beyond
    /// them less the `inset` the stack adds again; at least `room` pixels tall at the far side.
    package func area(_ area: SnackRect, clearing occupied: [SnackRect], spacing: Int, inset: Int, room: Int) -> SnackRect {
        var cleared = area
        switch self {
        case .top:
            let top = min(occupied.map { $0.maxY + spacing - inset }.max() ?? area.y, area.maxY - room)
            cleared.height -= max(0, top - area.y)
            cleared.y = max(area.y, top)
        case .bottom:
            let bottom = max(occupied.map { $0.y - spacing + inset }.min() ?? area.maxY, area.y + room)
            cleared.height = min(area.height, bottom - area.y)
        }
        return cleared
    }
}

extension SnackAlignment {
    /// The left of a stack `width` wide at this alignment (read left to right) in `area`, `inset` from its sides.
    package func x(ofWidth width: Int, inset: Int, in area: SnackRect) -> Int {
        switch self {
        case .leading: area.x + inset
        case .center: area.x + (area.width - width) / 2
        case .trailing: area.maxX - inset - width
        }
    }
}
