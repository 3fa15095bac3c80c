import CSnackbarIntl
import Glibc

/// The gettext domain of every text Snackbar itself shows: `snackbar.mo`.
public let snackbarTextDomain = "snackbar"

/// `msgid` in the user's language (gettext, domain `snackbar`), with each `%s` (or `%N$s`, for
/// translations that reorder) replaced by the next (or N-th) of `arguments`. Under the C locale, or
/// without a catalogue, the msgid itself: the English text.
///
/// The literal is the msgid: `make pot` extracts every `localized("…")` call, so the argument must be
/// one string literal without interpolation. Thread-safe; the catalogue is bound on first use.
public func localized(_ msgid: String, _ arguments: String...) -> String {
    _ = MessageCatalog.bound
    // Without a translation dgettext returns the msgid's own pointer: read it while that is alive.
    let translated = msgid.withCString { String(cString: dgettext(snackbarTextDomain, $0)) }
    return MessageCatalog.substitute(translated, arguments)
}

/// `singular` or `plural` in the user's language as the language's plural rule says for `count`
/// (gettext's `dngettext`), then substituted as `localized` does. `make pot` extracts both literals.
public func localizedPlural(_ singular: String, _ plural: String, count: Int, _ arguments: String...) -> String {
    _ = MessageCatalog.bound
    let translated = singular.withCString { one in
        plural.withCString { many in String(cString: dngettext(snackbarTextDomain, one, many, UInt(max(count, 0)))) }
    }
    return MessageCatalog.substitute(translated, arguments)
}

/// Where `snackbar.mo` is found: `SNACKBAR_LOCALEDIR`, else next to the binary holding this code (the
/// build tree: `make` compiles the catalogues into `.build/<config>/locale`), else the install tree
/// (`PREFIX/bin` or `PREFIX/lib` → `PREFIX/share/locale`), else the system's default.
enum MessageCatalog {
    /// Binds the domain once per process (Swift runs a global's initialiser exactly once).
    static let bound: Bool = {
        guard let directory = directory() else { return false }
        bindtextdomain(snackbarTextDomain, directory)
        bind_textdomain_codeset(snackbarTextDomain, "UTF-8")
        return true
    }()

    static func directory() -> String? {
        if let override = getenv("SNACKBAR_LOCALEDIR"), override.pointee != 0 { return String(cString: override) }
        guard let binary = binaryPath() else { return nil }
        let folder = String(binary[..<(binary.lastIndex(of: "/") ?? binary.startIndex)])
        return [folder + "/locale", folder + "/../share/locale"].first { access($0, F_OK) == 0 }
    }

    /// The absolute path of the executable or shared library this module is linked into.
    static func binaryPath() -> String? {
        var info = SnackbarDlInfo()
        if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname, String(cString: name).containsText(".so"),
            let resolved = realpath(name, nil)
        {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `%s` takes the next argument, `%N$s` the N-th, `%%` is a percent sign; a missing argument stays as written.
    static func substitute(_ format: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, format.contains("%" as Character) else { return format }
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = rest[rest.index(after: percent)...]
            let digits = spec.prefix { $0.isASCII && $0.isNumber }
            if spec.first == "%" {
                result += "%"
                rest = spec.dropFirst()
            } else if spec.first == "s", next < arguments.count {
                result += arguments[next]
                next += 1
                rest = spec.dropFirst()
            } else if !digits.isEmpty, spec.dropFirst(digits.count).starts(with: "$s"),
                let position = Int(digits), (1...arguments.count).contains(position)
            {
                result += arguments[position - 1]
                rest = spec.dropFirst(digits.count + 2)
            } else {
                result += "%"
                rest = spec
            }
        }
        return result + rest
    }
}
