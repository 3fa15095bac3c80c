import CGtk
import Glibc
import SnackbarCore

/// The cursors a popup can show, linked out of the desktop's cursor theme into a directory of the
/// popup service's own, so that GDK's Wayland display loads those few files instead of the whole theme.
///
/// GDK 3 opens a Wayland display by loading the theme its settings name with libwayland-cursor, which
/// reads every cursor file of the theme in every directory of its search path (`XCURSOR_PATH`) and of
/// every theme it inherits: Adwaita's 1.2 MB, 16–18 ms of a cold `snack-notify` call on sway. With
/// `XCURSOR_PATH` naming this directory it finds the theme here, under its own name: `cursors/<name>`
/// links to the file the desktop's search path gives for that name, and an `index.theme` naming no
/// parent, so nothing else is read.
///
/// The directory is `$XDG_RUNTIME_DIR/snackbar/cursors`, beside the snacks-only GTK theme: on tmpfs, so
/// a cold start reads no disk for it; one per machine and login, so a home shared with machines holding
/// other themes never sees links to files it lacks, and a theme removed or replaced is looked up again at
/// the next login at the latest. A start without the directory loads the desktop's theme as GDK does.
enum CursorThemeCache {
    /// The cursors GDK asks for over a popup, and the older names it falls back to: the default
    /// arrow (`left_ptr`, `default`), a link in a label (`pointer`, then `hand`, `hand1`, `hand2` of
    /// older themes), selectable text (`text`, `xterm`).
    static let cursorNames = ["left_ptr", "default", "pointer", "hand", "hand1", "hand2", "text", "xterm"]

    /// `XCURSOR_PATH` as this process found it (nil: unset), before `prepare` pointed it here.
    nonisolated(unsafe) private(set) static var desktopSearchPathVariable: String?
    /// Whether `XCURSOR_PATH` names the cache (set by `prepare`).
    nonisolated(unsafe) private(set) static var isInUse = false
    /// Whether `prepare` found a Wayland session for a snacks-only process: its popups' labels open their
    /// links themselves (`SnackbarPresenter.openLink`). GTK's own handler never started the link's app
    /// from a layer surface on sway (none within 20 s, `SwayCursorCacheTests`); it first exports the window
    /// (`gtk_window_export_handle`), which a layer surface may never get.
    nonisolated(unsafe) private(set) static var opensLinks = false

    /// The cache's directory under `base` (the snacks-only theme's, the user's runtime directory).
    static func root(under base: String) -> String { base + "/cursors" }

    /// Decides, before any thread exists, whether libwayland-cursor is to read the cache: only on a
    /// Wayland session whose GDK backend is Wayland, and only once a cache exists.
    /// - Returns: `XCURSOR_PATH` to set, or nil to leave the environment alone.
    static func prepare(under base: String) -> (name: String, value: String)? {
        desktopSearchPathVariable = getenv("XCURSOR_PATH").map { String(cString: $0) }
        let backend = getenv("GDK_BACKEND").map { String(cString: $0) } ?? ""
        guard let display = getenv("WAYLAND_DISPLAY"), display.pointee != 0,
            backend.isEmpty || backend.split(separator: ",").first.map({ $0 == "wayland" || $0 == "*" }) == true
        else { return nil }
        opensLinks = true
        let directory = root(under: base)
        guard access(directory, R_OK | X_OK) == 0 else { return nil }
        isInUse = true
        return ("XCURSOR_PATH", directory)
    }

    /// libwayland-cursor's search path: `XCURSOR_PATH`, else its built-in list under the user's data home.
    static func searchPath(variable: String?, home: String, dataHome: String?) -> [String] {
        let text: String
        if let variable {
            text = variable
        } else {
            let data = dataHome.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "~/.local/share"
            text = data + "/icons:~/.icons:/usr/share/icons:/usr/share/pixmaps:~/.cursors:/usr/share/cursors/xorg-x11"
        }
        return text.split(separator: ":").map { $0.hasPrefix("~") ? home + $0.dropFirst() : String($0) }
    }

    /// The file libwayland-cursor loads for each of `names` in `theme`: the first directory of `path`
    /// whose theme folder has it, else the same in the themes its `index.theme` inherits, in order.
    static func resolve(theme: String, names: [String], in path: [String]) -> [String: String] {
        var found: [String: String] = [:]
        var visited: Set<String> = []
        func visit(_ theme: String) {
            guard visited.insert(theme).inserted else { return }
            var inherits: [String]?
            for directory in path {
                let folder = "\(directory)/\(theme)"
                for name in names where found[name] == nil {
                    let file = "\(folder)/cursors/\(name)"
                    if access(file, R_OK) == 0 { found[name] = file }
                }
                if inherits == nil { inherits = parents(in: folder + "/index.theme") }
            }
            for parent in inherits ?? [] where found.count < names.count { visit(parent) }
        }
        visit(theme)
        return found
    }

    /// The themes an `index.theme` inherits (`Inherits=a,b`), nil when it has no such line.
    static func parents(in file: String) -> [String]? {
        guard case .success(let bytes) = BoundedFile.read(file, limit: 1 << 16) else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Inherits") {
            guard let equals = line.firstIndex(of: "="),
                line[line.startIndex..<equals].allSatisfy({ $0 == " " || $0 == "\t" || $0.isLetter })
            else { continue }
            return line[line.index(after: equals)...].split(whereSeparator: { ",; \t:".contains($0) }).map(String.init)
        }
        return nil
    }

    /// Makes `root/theme` hold links to `files` (cursor name → file) and nothing else, each link
    /// replaced by a rename so that a service starting meanwhile reads either link, never none.
    /// - Returns: whether anything changed; nil when the directory cannot be written.
    static func store(theme: String, files: [String: String], root: String) -> Bool? {
        let folder = "\(root)/\(theme)"
        let cursors = folder + "/cursors"
        guard !theme.isEmpty, !theme.contains("/"), theme != ".", theme != "..",
            g_mkdir_with_parents(cursors, 0o700) == 0
        else { return nil }
        var changed = false
        let index = folder + "/index.theme"
        if access(index, R_OK) != 0 {
            guard SnacksOnlyTheme.write("[Icon Theme]\nName=\(theme)\n", to: index, creating: folder) else { return nil }
            changed = true
        }
        for name in cursorNames {
            let link = "\(cursors)/\(name)"
            let current = linkTarget(link)
            guard let target = files[name] else {
                if current != nil || access(link, F_OK) == 0 {
                    unlink(link)
                    changed = true
                }
                continue
            }
            guard current != target else { continue }
            let temporary = "\(link).\(getpid())"
            unlink(temporary)
            guard symlink(target, temporary) == 0, rename(temporary, link) == 0 else {
                unlink(temporary)
                return nil
            }
            changed = true
        }
        return changed
    }

    /// Where the symbolic link `path` points; nil when it is no link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
