// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Snackbar",
    products: [
        .library(name: "SnackbarCore", targets: ["SnackbarCore"]),
    ],
    targets: [
        .target(name: "SnackbarCore"),
        .executableTarget(name: "snack-bench", dependencies: ["SnackbarCore"]),
        .testTarget(name: "SnackbarCoreTests", dependencies: ["SnackbarCore"]),
    ]
)

// GTK 3 renderer: the C shim, the renderer library, its scenario executable and its Xvfb tests.
package.products.append(.library(name: "SnackbarGtk", targets: ["SnackbarGtk"]))
package.targets.append(contentsOf: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
    .target(name: "SnackbarGtk", dependencies: ["SnackbarCore", "CGtk"]),
    .executableTarget(name: "snack-testbed", dependencies: ["SnackbarGtk"]),
    .testTarget(name: "SnackbarGtkTests", dependencies: ["SnackbarGtk"]),
])
// The benchmark also measures the GTK renderer.
package.targets.first { $0.name == "snack-bench" }?.dependencies.append("SnackbarGtk")

// The demo gallery (issue 5): an executable on the public API, with CGtk for its own window.
package.targets.append(contentsOf: [
    .executableTarget(name: "snack-gallery", dependencies: ["SnackbarGtk", "CGtk"]),
    .testTarget(name: "EmbeddingTests"),
])

// The C ABI (issue 5): libsnackbar.so for C, Vala and meson apps; header in include/snackbar.h.
package.products.append(.library(name: "snackbar", type: .dynamic, targets: ["SnackbarC"]))
package.targets.append(.target(name: "SnackbarC", dependencies: ["SnackbarGtk"]))

// MARK: snack-notify (issue 4): the CLI client, its parser library, and the popup service.
package.products += [
    .executable(name: "snack-notify", targets: ["snack-notify"]),
    .executable(name: "snack-notifyd", targets: ["snack-notifyd"]),
]
package.targets += [
    .systemLibrary(name: "CGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .target(name: "SnackNotifyKit", dependencies: ["SnackbarCore"]),
    .target(name: "SnackNotifyBus", dependencies: ["SnackbarCore", "SnackNotifyKit", "CGLib"]),
    .executableTarget(name: "snack-notify", dependencies: ["SnackNotifyBus"]),
    .executableTarget(name: "snack-notifyd", dependencies: ["SnackNotifyBus", "SnackbarGtk"]),
    .testTarget(name: "SnackNotifyKitTests", dependencies: ["SnackNotifyKit"]),
    .testTarget(name: "SnackNotifyTests", dependencies: ["snack-notify", "snack-notifyd", "SnackNotifyKit"]),
]

// MARK: Wayland (issue 10): gtk-layer-shell for layer-surface snacks, a probe program and the tests on
// real compositors (sway and mutter, headless, started by scripts/wayland/session.sh).
package.targets += [
    .systemLibrary(name: "CSnackbarLayerShell", pkgConfig: "gtk-layer-shell-0", providers: [.apt(["libgtk-layer-shell-dev"])]),
    .executableTarget(name: "snack-layer-probe", dependencies: ["SnackbarGtk", "CGtk"]),
    .testTarget(name: "WaylandTests", dependencies: ["snack-layer-probe", "SnackbarGtk"]),
]
package.targets.first { $0.name == "SnackbarGtk" }?.dependencies.append("CSnackbarLayerShell")

// Settings every target shares, applied in one place.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
    ]
}
