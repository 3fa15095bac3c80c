import SnackbarGtk

extension GalleryScenario {
    /// Top and bottom edge, each leading, centred and trailing, on the primary monitor's work area.
    static var placement: [GalleryScenario] {
        SnackEdge.allCases.flatMap { edge in
            SnackAlignment.allCases.map { alignment in
                let label = "\(edge.rawValue.capitalized) \(alignment.rawValue)"
                return GalleryScenario(section: .placement, name: "placement-\(edge.rawValue)-\(alignment.rawValue)",
                                       label: label) { context in
                    ids(context.show(Snack("Placed at the \(edge.rawValue), \(alignment.rawValue).", title: label,
                                           edge: edge, alignment: alignment)))
                }
            }
        }
    }
}
