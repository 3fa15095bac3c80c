// swift-tools-version:6.0
import PackageDescription

// A stand-in for an app on rhx/SwiftGtk: it declares the system-library targets `CGtk` (gtk+-3.0) and `CGLib`
// (gio-unix-2.0) exactly as SwiftGtk and SwiftGLib do, and shows its snacks through SnackbarLib over the
// installed libsnackbar. Built by EmbeddingTests with PKG_CONFIG_PATH=PREFIX/lib/pkgconfig.
let package = Package(
    name: "SwiftGtkStandIn",
    dependencies: [.package(path: "../../../Bindings/SnackbarLib")],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        .systemLibrary(name: "CGLib", pkgConfig: "gio-unix-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .executableTarget(name: "StandInApp", dependencies: ["CGtk", "CGLib", .product(name: "SnackbarLib", package: "SnackbarLib")])
    ]
)
