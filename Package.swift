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

// MARK: snack-notify (issue 4): the CLI client, its parser library, and the popup service.
package.products += [
    .executable(name: "snack-notify", targets: ["snack-notify"]),
    .executable(name: "snack-notifyd", targets: ["snack-notifyd"]),
]
package.targets += [
    .systemLibrary(name: "CGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
    .target(name: "SnackNotifyKit", dependencies: ["SnackbarCore"]),
    .target(name: "SnackNotifyBus", dependencies: ["SnackNotifyKit", "CGLib"]),
    .executableTarget(name: "snack-notify", dependencies: ["SnackNotifyBus"]),
    .executableTarget(name: "snack-notifyd", dependencies: ["SnackNotifyBus"]),
    .testTarget(name: "SnackNotifyKitTests", dependencies: ["SnackNotifyKit"]),
    .testTarget(name: "SnackNotifyTests", dependencies: ["snack-notify", "snack-notifyd"]),
]

// Settings every target shares, applied in one place.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
    ]
}
