/// A minimal snack CSS used until the core's `Theme` is wired in.
enum FallbackTheme {
    static func css(dark: Bool) -> String {
        let colors = dark
            ? ["neutral": "#e0e0e0", "info": "#90caf9", "positive": "#81c784", "warning": "#ffcc80", "negative": "#ef9a9a"]
            : ["neutral": "#323232", "info": "#1565c0", "positive": "#2e7d32", "warning": "#e65100", "negative": "#c62828"]
        let text = dark ? "#000000" : "#ffffff"
        var css = ".snackbar { border-radius: 8px; color: \(text); }\n.snackbar > * { margin: 12px 16px; }\n"
        for (kind, color) in colors.sorted(by: { $0.key < $1.key }) {
            css += ".snackbar.\(kind) { background-color: \(color); }\n"
        }
        return css
    }
}
