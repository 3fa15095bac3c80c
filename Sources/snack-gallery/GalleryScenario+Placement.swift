import SnackbarGtk

extension GalleryScenario {
    /// Top and bottom edge, each leading, centred and trailing, on the primary monitor's work area; then
    /// anchored inside the gallery window (until a screen placement is pressed again).
    static var placement: [GalleryScenario] {
        let onScreen = SnackEdge.allCases.flatMap { edge in
            SnackAlignment.allCases.map { alignment in
                let label = "\(edge.rawValue.prefix(1).uppercased() + edge.rawValue.dropFirst()) \(alignment.rawValue)"
                return GalleryScenario(
                    section: .placement, name: "placement-\(edge.rawValue)-\(alignment.rawValue)",
                    label: label
                ) { context in
                    context.presenter.anchor(to: nil)
                    return ids(
                        context.show(
                            Snack(
                                "Placed at the \(edge.rawValue), \(alignment.rawValue).", title: label,
                                edge: edge, alignment: alignment)))
                }
            }
        }
        let anchored = SnackEdge.allCases.map { edge in
            GalleryScenario(
                section: .placement, name: "placement-anchored-\(edge.rawValue)",
                label: "In this window, \(edge.rawValue)"
            ) { context in
                context.presenter.anchor(to: context.window.map { UnsafeMutableRawPointer($0) })
                return ids(
                    context.show(
                        Snack(
                            "Anchored inside the gallery window; it follows the window.",
                            title: "In this window", kind: .info, edge: edge)))
            }
        }
        return onScreen + anchored
    }
}
