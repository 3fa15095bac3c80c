import CGtk
import SnackbarGtk

extension GalleryScenario {
    /// Light and dark palettes, reduced motion, a sample user CSS file (purple snacks) and the app's own widget.
    static var theme: [GalleryScenario] {
        [
            variant("light", "Light", .light),
            variant("dark", "Dark", .dark),
            variant("desktop", "Follow the desktop", nil),
            GalleryScenario(section: .theme, name: "theme-reduced-motion", label: "Reduced motion on/off") { context in
                ReducedMotion.isOn.toggle()
                let state = ReducedMotion.isOn ? "off: snacks appear and leave without sliding" : "on"
                return ids(context.show(Snack("Animations \(state).", title: "Reduced motion", kind: .info)))
            },
            GalleryScenario(section: .theme, name: "theme-custom-content", label: "Custom content widget") { context in
                CustomContentDemo.show(context)
            },
            GalleryScenario(section: .theme, name: "theme-sample-css", label: "Sample CSS (purple)") { context in
                let path = String(cString: g_get_tmp_dir()) + "/snack-gallery-sample.css"
                guard g_file_set_contents(path, sampleCSS, -1, nil) != 0 else {
                    return ids(context.show(Snack("Could not write \(path).", title: "Sample CSS", kind: .negative)))
                }
                context.loadCSS(file: path)
                return ids(context.show(Snack("Loaded from \(path).", title: "Your CSS wins over the theme")))
            }
        ]
    }

    /// The sample user stylesheet: overrides the theme's classes at USER priority.
    static let sampleCSS = """
        .snackbar, .snackbar.neutral { background-color: #5b2a86; color: #ffffff; }
        .snackbar .title { font-weight: 800; }
        .snackbar .action { color: #ffd166; }
        """

    private static func variant(_ slug: String, _ label: String, _ variant: ThemeVariant?) -> GalleryScenario {
        GalleryScenario(section: .theme, name: "theme-" + slug, label: label) { context in
            context.presenter.forcedVariant = variant
            return ids(
                context.show(
                    Snack(
                        "Snacks use the \(label.lowercased()) palette now.", title: "Theme: \(label)",
                        kind: .info, action: SnackAction("OK"))))
        }
    }
}
