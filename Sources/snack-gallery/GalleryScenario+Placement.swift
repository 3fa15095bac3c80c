import SnackbarGtk

extension GalleryScenario {
    /// Top and bottom edge, each leading, centred and trailing, on the primary monitor's work area; then
    /// anchored inside the gallery window (until a screen placement is pressed again).
    static var placement: [GalleryScenario] {
        let onScreen = SnackEdge.allCases.flatMap { edge in
            SnackAlignment.allCases.map { alignment in
                let label = placeName(edge, alignment)
                return GalleryScenario(
                    section: .placement, name: "placement-\(edge.rawValue)-\(alignment.rawValue)",
                    label: label
                ) { context in
                    context.presenter.anchor(to: nil)
                    return ids(
                        context.show(
                            Snack(localized("Shown here: %s.", label), title: label, edge: edge, alignment: alignment)))
                }
            }
        }
        let anchored = SnackEdge.allCases.map { edge in
            GalleryScenario(
                section: .placement, name: "placement-anchored-\(edge.rawValue)",
                label: anchoredName(edge)
            ) { context in
                context.presenter.anchor(to: context.window.map { UnsafeMutableRawPointer($0) })
                return ids(
                    context.show(
                        Snack(
                            localized("Anchored inside the gallery window; it follows the window."),
                            title: localized("In this window"), kind: .info, edge: edge)))
            }
        }
        return onScreen + anchored
    }

    /// An anchored placement's button text.
    private static func anchoredName(_ edge: SnackEdge) -> String {
        switch edge {
        case .top: localized("In this window, top")
        case .bottom: localized("In this window, bottom")
        }
    }

    /// A placement's button text, in the user's language (leading is the side text starts from).
    private static func placeName(_ edge: SnackEdge, _ alignment: SnackAlignment) -> String {
        switch (edge, alignment) {
        case (.top, .leading): localized("Top leading")
        case (.top, .center): localized("Top center")
        case (.top, .trailing): localized("Top trailing")
        case (.bottom, .leading): localized("Bottom leading")
        case (.bottom, .center): localized("Bottom center")
        case (.bottom, .trailing): localized("Bottom trailing")
        }
    }
}
