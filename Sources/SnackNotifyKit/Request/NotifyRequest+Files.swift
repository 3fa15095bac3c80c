import SnackbarCore

extension NotifyRequest {
    /// The longest icon name or path, in bytes (`PATH_MAX`): checked before any lookup, so that a huge
    /// name costs no stat, no icon-theme search and no stall.
    package static let maxIconBytes = 4_096

    /// Checks the icon and theme files before anything is shown, where a request enters: the client's
    /// parser and the service's `Show` alike. Only a regular file within its size limit is ever read
    /// (`FileRefusal`).
    ///
    /// An icon path (it has a `/`; a `file://` prefix is removed) that does not exist is dropped with one
    /// line in `warnings`, as notify-send shows the popup without it (the kind's default icon then). A name
    /// with an image file's extension and no `/` is a file when the current directory has it (icon-theme
    /// names have no extension). Relative paths, the theme's too, are made absolute against the caller's
    /// directory: a running service reads them from its own.
    /// - Throws: `NotifyFailure` (exit status 1) naming the path and the reason: an icon that is no regular
    ///   file within `FileRefusal.imageBytes`, a theme that is missing or no regular file within
    ///   `FileRefusal.styleSheetBytes`.
    package mutating func checkFiles(environment: some NotifyEnvironment) throws(NotifyFailure) {
        themePath = themePath.map { Self.absolute($0, in: environment.currentDirectory) }
        if let themePath, let refusal = environment.refusal(ofFile: themePath, limit: FileRefusal.styleSheetBytes) {
            throw NotifyFailure(
                refusal == .missing
                    ? localized("Theme file not found: %s", themePath)
                    : localized("Theme file %s", refusal.message(path: themePath)))
        }
        guard var path = content.icon, !path.isEmpty else {
            content.icon = nil
            return
        }
        guard path.utf8.count <= Self.maxIconBytes else {
            throw NotifyFailure(localized("Icon name or path longer than %s bytes.", String(Self.maxIconBytes)))
        }
        if path.hasPrefix("file://") { path.removeFirst("file://".count) }
        let here = Self.absolute(path, in: environment.currentDirectory)
        if path.contains("/") || (Self.hasImageExtension(path) && environment.refusal(ofFile: here, limit: FileRefusal.imageBytes) != .missing) {
            path = here
        }
        content.icon = path
        guard path.contains("/"), let refusal = environment.refusal(ofFile: path, limit: FileRefusal.imageBytes) else { return }
        guard refusal == .missing else { throw NotifyFailure(localized("Icon file %s", refusal.message(path: path))) }
        warnings.append(localized("Icon file not found: %s; showing the default icon.", path))
        content.icon = nil
    }

    /// `path` from `directory` when the directory is known, else `path`.
    private static func absolute(_ path: String, in directory: String?) -> String {
        directory.map { FilePaths.absolute(path, in: $0) } ?? path
    }

    /// Whether `name` ends in an image file's extension, which no icon-theme name has.
    private static func hasImageExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return ["png", "svg", "svgz", "jpg", "jpeg", "gif", "bmp", "ico", "xpm", "webp", "tif", "tiff"].contains(
            name[name.index(after: dot)...].lowercased())
    }

    /// Drops an icon path that exists but cannot be read safely (a FIFO, a device, a directory, a file
    /// over `FileRefusal.imageBytes`), as a notification server shows such a notification without its
    /// picture; returns the warning to give once, or nil when the icon stays.
    package mutating func droppingUnreadableIcon(environment: some NotifyEnvironment) -> String? {
        guard var path = content.icon, !path.isEmpty else { return nil }
        guard path.utf8.count <= Self.maxIconBytes else {
            content.icon = nil
            return localized("Icon name or path longer than %s bytes; showing the notification without it.", String(Self.maxIconBytes))
        }
        if path.hasPrefix("file://") { path.removeFirst("file://".count) }
        guard path.contains("/"), let refusal = environment.refusal(ofFile: path, limit: FileRefusal.imageBytes), refusal != .missing else {
            return nil
        }
        content.icon = nil
        return localized("Icon file %s; showing the notification without it.", refusal.message(path: path))
    }
}
