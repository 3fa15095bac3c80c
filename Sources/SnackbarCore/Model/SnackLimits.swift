/// The documented bounds on what one snack may cost to show, whoever sends it (the Swift API, the C
/// ABI, `snack-notify`, D-Bus). Past a text bound the text is cut at a character boundary and ends in
/// "…"; the renderer shows at most the theme's line limit of it and gives the rest to the tooltip and
/// to screen readers.
///
/// Why these numbers: Pango lays a label out in time linear in its text, and a single character with
/// thousands of combining marks costs seconds to shape; the bounds keep one popup's layout well under
/// the service's 50 ms budget per request (`snack-bench hostile` measures it).
public enum SnackLimits {
    /// The longest title kept, in characters (grapheme clusters). It shows on two lines at most.
    public static let titleCharacters = 200
    /// The longest message kept, in characters; `Snack.maxMessageBytes` bounds its UTF-8 size too.
    public static let messageCharacters = 4_000
    /// The most characters the tooltip of a cut text shows: a taller tooltip would not fit on the screen.
    public static let tooltipCharacters = 1_200
    /// The longest button label kept, in characters.
    public static let actionLabelCharacters = 40
    /// The most Unicode scalars one character keeps: enough for the longest emoji sequences, far from
    /// the thousands of stacked combining marks that stall text shaping.
    public static let scalarsPerCharacter = 12
    /// The most buttons a snack has: `action`, `secondaryAction` and `longAction`.
    public static let actions = 3
    /// The highest fold counter a snack shows ("×999999"): it stays one short label however long a flood runs.
    public static let maxRepeatCount = 999_999
    /// The longest show delay and minimum visible time, in seconds: anti-flicker is about a moment.
    public static let maxAntiFlickerSeconds = 60.0

    /// The most selectors a stylesheet may hold, its imports included (`a, b { }` is two): GTK's cost
    /// to build its selector tree grows faster than their number (1 000 take ~90 ms here, ten thousand
    /// seconds and gigabytes). Later rules are left out.
    public static let styleSheetSelectors = 300
    /// The most declarations a stylesheet may hold, its imports included. Later rules are left out.
    public static let styleSheetDeclarations = 3_000
    /// The longest declaration, in bytes: no real value is longer, and a megabyte of one stalls GTK's
    /// parser. Longer ones are left out.
    public static let styleSheetDeclarationBytes = 4_096
    /// The largest length a stylesheet may give a property, in pixels (1em = 16px, 1pt = 4/3px): a
    /// `min-width: 99999999px` stalls GTK's layout for seconds. Larger ones are refused.
    public static let styleSheetLengthPixels = 256
    /// The largest font a stylesheet or `--markup` may ask for, in pixels: larger fonts make a popup
    /// taller than the screen. A stylesheet's is refused; markup's is dropped (the text keeps its size).
    public static let fontPixels = 64
    /// How deep stylesheets may `@import` one another.
    public static let importDepth = 8
}
