// swift-tools-version:6.0
import PackageDescription

// Swift over the installed C library (libsnackbar-0, found through pkg-config `snackbar`), for apps that bring
// their own GTK module — rhx/SwiftGtk's `CGtk`, SwiftGLib's `CGLib` — and so cannot have the main package's
// renderer, which declares `CGtk` too. Its C module has a name nobody else uses; no GTK module is declared here.
let package = Package(
    name: "SnackbarLib",
    products: [
        .library(name: "SnackbarLib", targets: ["SnackbarLib"])
    ],
    targets: [
        .systemLibrary(name: "CSnackbar", pkgConfig: "snackbar"),
        .target(name: "SnackbarLib", dependencies: ["CSnackbar"])
    ]
)
