import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGtk

extension NotifyRequest {
    /// Reads an icon file larger than a popup keeps (`IconFile.keptPixels`, more than 256 pixels a side: a
    /// photo) into the raw image the renderer shows in its place, so that its decoding happens here, on the
    /// intake's thread, never on the main loop. Returns a warning when such a file cannot be decoded; the
    /// notification then shows without it. A smaller file stays a path, read where it shows.
    mutating func readingLargeIconFile() -> String? {
        guard namesIconFile, var path = content.icon else { return nil }
        if path.hasPrefix("file://") { path.removeFirst("file://".count) }
        switch IconFile.keptPixels(path: path) {
        case nil:
            return nil
        case .success(let pixels)?:
            content.iconPixels = pixels
            return nil
        case .failure(let problem)?:
            content.icon = nil
            return localized("Icon file %s; showing the notification without it.", "\(path): \(problem.reason)")
        }
    }

    /// Whether its icon is a file that `readingLargeIconFile` looks at: a path, and no pixels yet.
    var namesIconFile: Bool { content.iconPixels == nil && content.icon?.contains("/") == true }

    /// The request with a large icon file read (`readingLargeIconFile`), and its warning when the file
    /// cannot be shown.
    func readingIcon() -> IconRead {
        var request = self
        let problem = request.readingLargeIconFile()
        return IconRead(request: request, problem: problem)
    }

    /// The request with a large icon file read, its warning on standard error.
    func readingIconWarningOnStandardError() -> NotifyRequest {
        let read = readingIcon()
        if let problem = read.problem { ProcessIO.err("snack-notifyd: \(problem)\n") }
        return read.request
    }
}

/// A request whose icon file was read (`NotifyRequest.readingIcon`), and what its caller is told when the
/// file could not be shown.
struct IconRead: Sendable {
    var request: NotifyRequest
    var problem: String?
}
