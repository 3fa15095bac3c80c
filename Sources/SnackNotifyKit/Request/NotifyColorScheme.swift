/// `--dark` / `--light`: the palette variant forced on the popup.
public enum NotifyColorScheme: String, Sendable, Equatable {
    case dark, light
}
