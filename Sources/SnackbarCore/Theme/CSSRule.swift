/// One CSS rule: a selector and its declarations, rendered one declaration a line.
struct CSSRule {
    /// The selector, e.g. `.snackbar.positive button:hover`.
    var selector: String
    /// Property–value pairs in order.
    var declarations: [(property: String, value: String)]

    init(_ selector: String, _ declarations: [(property: String, value: String)]) {
        self.selector = selector
        self.declarations = declarations
    }

    /// The rule as CSS text ending in a newline.
    var text: String {
        var text = selector + " {\n"
        for declaration in declarations {
            text += "  \(declaration.property): \(declaration.value);\n"
        }
        return text + "}\n"
    }
}
