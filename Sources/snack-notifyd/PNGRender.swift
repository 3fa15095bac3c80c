import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import SnackbarCore
import SnackbarGtk

/// `snack-notify --render-png FILE`, run here because this binary has the renderer: draws the request's
/// popup with the built-in theme (its `--dark`/`--light` palette) into FILE and says where, with no
/// display and no popup service.
enum PNGRender {
    static func run(path: String, requestText: String) -> NotifyExitCode {
        guard let request = WireVariant.request(parsing: requestText) else {
            ProcessIO.err(localized("snack-notify: the request to render could not be read") + "\n")
            return .usage
        }
        do {
            let size = try SnackbarRenderer.renderPNG(snack: request.makeSnack(), variant: request.colorScheme ?? .light, to: path)
            if request.isVerbose { ProcessIO.err("snack-notify: \(path): \(size.width)x\(size.height)\n") }
            return .success
        } catch {
            ProcessIO.err("snack-notify: \(error.description)\n")
            return .usage
        }
    }
}
