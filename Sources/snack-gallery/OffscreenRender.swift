import CGtk
import Glibc
import SnackbarGtk

/// The "Render to PNG" button: draws the snack the gallery showed last with `SnackbarRenderer` (no
/// window, no display) into a file and shows a snack saying where, with an action that opens it.
@MainActor
enum OffscreenRender {
    /// Renders the last snack (a sample before any) in the palette snacks use now; returns the id of the
    /// snack that reports it.
    static func renderLastSnack(_ context: GalleryContext) -> String? {
        let snack = context.lastShown ?? Snack(localized("Nothing shown yet, so this sample is drawn."), title: localized("Sample"), kind: .info)
        do {
            let path = try GalleryFiles.path("snack.png").get()
            let size = try SnackbarRenderer.renderPNG(
                snack: snack, theme: context.presenter.settings.theme,
                variant: context.presenter.currentVariant, to: path)
            let open = SnackAction(localized("Open")) { openFile(path, context) }
            return context.show(
                Snack(
                    localized(
                        "“%s” drawn offscreen, %s×%s px: %s", snack.title ?? snack.message, "\(size.width)",
                        "\(size.height)", path),
                    title: localized("Rendered to PNG"), kind: .positive, duration: .long, id: "render-png", action: open))
        } catch {
            return context.show(Snack("\(error)", title: localized("Render to PNG"), kind: .negative, id: "render-png"))
        }
    }

    /// Opens `path` in the desktop's viewer for PNG files; says so in a snack when there is none.
    private static func openFile(_ path: String, _ context: GalleryContext) {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return }
        defer { g_free(uri) }
        var error: UnsafeMutablePointer<GError>?
        guard g_app_info_launch_default_for_uri(uri, nil, &error) == 0 else { return }
        let reason = error.map { String(cString: $0.pointee.message) } ?? localized("no app opens it")
        g_clear_error(&error)
        context.show(Snack(localized("Could not open %s: %s", path, reason), title: localized("Render to PNG"), kind: .warning))
    }
}
