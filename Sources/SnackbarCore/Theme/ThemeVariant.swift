/// Which palette a theme renders: for light desktops or for dark ones.
public enum ThemeVariant: String, Sendable, Hashable, CaseIterable {
    case light, dark
}
