import CGtk
import SnackbarGtk

extension GalleryScenario {
    /// Light and dark palettes, reduced motion, a sample user CSS file (purple snacks) and the app's own widget.
    static var theme: [GalleryScenario] {
        [
            variant("light", localized("Light"), localized("Snacks use the light palette now."), .light),
            variant("dark", localized("Dark"), localized("Snacks use the dark palette now."), .dark),
            variant("desktop", localized("Follow the desktop"), localized("Snacks follow the desktop’s palette now."), nil),
            GalleryScenario(section: .theme, name: "theme-reduced-motion", label: localized("Reduced motion on/off")) { context in
                ReducedMotion.isOn.toggle()
                let message =
                    ReducedMotion.isOn
                    ? localized("Animations off: snacks appear and leave without sliding.") : localized("Animations on.")
                return ids(context.show(Snack(message, title: localized("Reduced motion"), kind: .info)))
            },
            GalleryScenario(section: .theme, name: "theme-custom-content", label: localized("Custom content widget")) { context in
                CustomContentDemo.show(context)
            },
            GalleryScenario(section: .theme, name: "theme-sample-css", label: localized("Sample CSS (purple)")) { context in
                let path: String
                switch GalleryFiles.write(sampleCSS, to: "sample.css") {
                case .success(let written): path = written
                case .failure(let problem):
                    let message = localized("Could not write %s.", problem.path) + " " + problem.reason
                    return ids(context.show(Snack(message, title: localized("Sample CSS"), kind: .negative)))
                }
                context.loadCSS(file: path)
                return ids(context.show(Snack(localized("Loaded from %s.", path), title: localized("Your CSS wins over the theme"))))
            }
        ]
    }

    /// The sample user stylesheet: overrides the theme's classes at USER priority.
    static let sampleCSS = """
        .snackbar, .snackbar.neutral { background-color: #5b2a86; color: #ffffff; }
        .snackbar .title { font-weight: 800; }
        .snackbar .action { color: #ffd166; }
        """

    private static func variant(_ slug: String, _ label: String, _ message: String, _ variant: ThemeVariant?) -> GalleryScenario {
        GalleryScenario(section: .theme, name: "theme-" + slug, label: label) { context in
            context.presenter.forcedVariant = variant
            return ids(
                context.show(
                    Snack(
                        message, title: localized("Theme: %s", label), kind: .info,
                        action: SnackAction(localized("OK")))))
        }
    }
}
