// swift-tools-version:6.0
import PackageDescription

// Targets by layer, lowest first: C modules, the pure core, the glue room, the renderer, the C ABI, the command line's
// model, executables, test support, tests.
let package = Package(
    name: "Snackbar",
    products: [
        .library(name: "SnackbarCore", targets: ["SnackbarCore"]),
        .library(name: "SnackbarGtk", targets: ["SnackbarGtk"]),
        .library(name: "snackbar", type: .dynamic, targets: ["SnackbarC"]),
        .executable(name: "snack-notify", targets: ["snack-notify"]),
        .executable(name: "snack-notifyd", targets: ["snack-notifyd"]),
    ],
    targets: [
        // C modules: GTK 3 (the design's name), and GLib/GIO alone (a name no other package uses) for code
        // that must not load GTK.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        .systemLibrary(name: "CSnackbarGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),

        // The pure core: model, board, stack geometry, theme. No GTK, no Foundation.
        .target(name: "SnackbarCore"),

        // The glue room: every C callback of the package (signals, sources, hooks, D-Bus), on GLib alone.
        .target(name: "SnackbarGlue", dependencies: ["CSnackbarGLib"]),

        // The GTK 3 renderer and its public API; the C ABI over it (libsnackbar.so, include/snackbar.h).
        .target(name: "SnackbarGtk", dependencies: ["SnackbarCore", "SnackbarGlue", "CGtk"]),
        .target(name: "SnackbarC", dependencies: ["SnackbarGtk"]),

        // The command line: its model and parser, the bus and socket it travels on.
        .target(name: "SnackNotifyKit", dependencies: ["SnackbarCore"]),
        .target(name: "SnackNotifyBus", dependencies: ["SnackbarCore", "SnackNotifyKit", "SnackbarGlue", "CSnackbarGLib"]),

        // Executables, thin.
        .executableTarget(name: "snack-notify", dependencies: ["SnackNotifyBus"]),
        .executableTarget(name: "snack-notifyd", dependencies: ["SnackNotifyBus", "SnackbarGlue", "SnackbarGtk"]),
        .executableTarget(name: "snack-gallery", dependencies: ["SnackbarGtk", "SnackbarGlue", "CGtk"]),
        .executableTarget(name: "snack-bench", dependencies: ["SnackbarCore", "SnackbarGtk", "SnackbarTestSupport"]),
        .executableTarget(name: "snack-testbed", dependencies: ["SnackbarGtk", "SnackbarTestSupport"]),

        // Fixtures for the testbed, the benchmark and the tests; never part of a shipped product.
        .target(name: "SnackbarTestSupport", dependencies: ["SnackbarCore", "SnackbarGtk", "CGtk"]),

        // Tests: the core without a display, the renderer (fakes in-process, real windows on Xvfb), the
        // command line's model, the executables as processes.
        .testTarget(name: "SnackbarCoreTests", dependencies: ["SnackbarCore"]),
        .testTarget(name: "SnackbarGlueTests", dependencies: ["SnackbarGlue", "CSnackbarGLib"]),
        .testTarget(name: "SnackbarGtkTests", dependencies: ["SnackbarGtk", "SnackbarTestSupport"]),
        .testTarget(name: "SnackNotifyKitTests", dependencies: ["SnackNotifyKit"]),
        .testTarget(name: "SnackNotifyTests", dependencies: ["snack-notify", "snack-notifyd", "SnackNotifyKit"]),
        .testTarget(name: "EmbeddingTests"),
    ]
)

// Settings every target shares, applied in one place.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
    ]
}
