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

// Settings every target shares, applied in one place.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
    ]
}
