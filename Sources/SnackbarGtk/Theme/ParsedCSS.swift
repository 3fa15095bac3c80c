import CGtk
import Glibc

/// A CSS file parsed into a provider of its own, with every bad rule as `file:line:column: message`.
///
/// Owns one reference to `provider`; whoever keeps the value calls `release()` once.
@MainActor
struct ParsedCSS {
    let provider: UnsafeMutablePointer<GtkCssProvider>
    let problems: [String]

    /// Parses `path`. Bad rules are reported and skipped; the rest is in the provider.
    static func load(file path: String) -> ParsedCSS {
        let provider = gtk_css_provider_new()!
        let found = ProblemList()
        let handler = connectParsingError(asGPointer(provider)) { section, error in
            found.record(section: section, error: error, fallbackFile: path)
        }
        if access(path, R_OK) == 0 {
            // No GError: with one, GTK drops the whole file at the first bad rule; the signal reports each.
            gtk_css_provider_load_from_path(provider, path, nil)
        } else {
            found.items.append("\(path): cannot read the file")
        }
        g_signal_handler_disconnect(asGPointer(provider), handler)
        return ParsedCSS(provider: provider, problems: found.items)
    }

    func release() { g_object_unref(asGPointer(provider)) }
}

/// The problems GTK reports while one file parses.
@MainActor
private final class ProblemList {
    var items: [String] = []

    func record(section: OpaquePointer?, error: UnsafeMutablePointer<GError>?, fallbackFile: String) {
        let message = error.map { String(cString: $0.pointee.message) } ?? "parse error"
        guard let section else { return items.append("\(fallbackFile): \(message)") }
        var file = fallbackFile
        if let gfile = gtk_css_section_get_file(section), let path = g_file_get_path(gfile) {
            file = String(cString: path)
            g_free(path)
        }
        let line = gtk_css_section_get_start_line(section) + 1
        let column = gtk_css_section_get_start_position(section) + 1
        items.append("\(file):\(line):\(column): \(message)")
    }
}
