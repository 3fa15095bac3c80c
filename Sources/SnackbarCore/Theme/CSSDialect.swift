/// Which GTK's CSS a theme is written out for: the two differ in a few properties.
public enum CSSDialect: Sendable, Hashable, CaseIterable {
    /// GTK 3.24: the focus ring's radius is its own property, `-gtk-outline-radius`.
    case gtk3
    /// GTK 4: `-gtk-outline-radius` is gone (an error there); the outline follows `border-radius`; a
    /// progress bar's own negative margins are reset.
    case gtk4
}
