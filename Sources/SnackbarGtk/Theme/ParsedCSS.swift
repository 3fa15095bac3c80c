import CGtk

/// A CSS file parsed into a provider of its own, with every bad rule as `file:line:column: message`.
///
/// GTK gets the text `StyleSheetChecker` made of the file (read safely, imports expanded, what costs too
/// much left out), never the path, so it opens no file itself. Owns one reference to `provider`;
/// whoever keeps the value calls `release()` once.
@MainActor
struct ParsedCSS {
    let provider: UnsafeMutablePointer<GtkCssProvider>
    let problems: [String]

    /// Parses `path`. Bad rules are reported and skipped; the rest is in the provider.
    static func load(file path: String) -> ParsedCSS {
        let provider = gtk_css_provider_new()!
        let checked = StyleSheetChecker(file: path)
        var problems = checked.problems
        let handler = connectParsingError(asGPointer(provider)) { section, error in
            let message = error.map { String(cString: $0.pointee.message) } ?? "parse error"
            guard let section else { return problems.append(CSSProblem(message: "\(path): \(message)")) }
            let line = Int(gtk_css_section_get_start_line(section)) + 1
            let column = Int(gtk_css_section_get_start_position(section)) + 1
            let origin = checked.assembly.origin(line: line, column: column) ?? CSSPosition(file: path, line: line, column: column)
            problems.append(CSSProblem(position: origin, message: message))
        }
        // No GError: with one, GTK drops the whole text at the first bad rule; the signal reports each.
        gtk_css_provider_load_from_data(provider, checked.text, -1, nil)
        g_signal_handler_disconnect(asGPointer(provider), handler)
        return ParsedCSS(provider: provider, problems: CSSProblem.inReadingOrder(problems).map(\.description))
    }

    func release() { g_object_unref(asGPointer(provider)) }
}
