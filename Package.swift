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

// Settings every target shares, applied in one place.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .swiftLanguageMode(.v6),
    ]
}
