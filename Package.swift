// swift-tools-version:6.0
import PackageDescription

// Targets by layer, each depending only on layers above it: C modules, the core, the GLib glue room,
// the command line's side, the GTK renderers and their C ABIs, the executables, test support, the tests.
let package = Package(
    name: "Snackbar",
    products: [
        .library(name: "SnackbarCore", targets: ["SnackbarCore"]),
        .library(name: "SnackbarGtk", targets: ["SnackbarGtk"]),
        .library(name: "SnackbarGtk4", targets: ["SnackbarGtk4"]),
        .library(name: "snackbar", type: .dynamic, targets: ["SnackbarC"]),
        .library(name: "snackbar-gtk4", type: .dynamic, targets: ["SnackbarGtk4C"]),
        .executable(name: "snack-notify", targets: ["snack-notify"]),
        .executable(name: "snack-notify-bus", targets: ["snack-notify-bus"]),
        .executable(name: "snack-notifyd", targets: ["snack-notifyd"])
    ],
    targets: [
        // C modules: GTK 3 under the design's name; GLib and GIO alone, and gtk-layer-shell, under names no
        // other package uses.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        .systemLibrary(name: "CSnackbarGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // GTK 4 under a name of its own: a process loads GTK 3 (CGtk) or GTK 4, never both.
        .systemLibrary(name: "CSnackbarGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libadwaita 1 for the GTK 4 demo's AdwToastOverlay mode only; no library links it.
        .systemLibrary(name: "CSnackbarAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        .systemLibrary(name: "CSnackbarLayerShell", pkgConfig: "gtk-layer-shell-0", providers: [.apt(["libgtk-layer-shell-dev"])]),
        // Xlib's SYNC extension and window properties: the user's idle time and the active window's state.
        .systemLibrary(name: "CSnackbarX11", pkgConfig: "xext", providers: [.apt(["libxext-dev"])]),
        // A Wayland compositor's idle and toplevel protocols, their interfaces written out by hand in C.
        .target(name: "CSnackbarWayland", linkerSettings: [.linkedLibrary("wayland-client")]),
        // glibc's gettext and dladdr for the core's translated texts (libc only).
        .systemLibrary(name: "CSnackbarIntl"),

        // The model, the rules, the board and the themes: pure Swift, no GTK, no Foundation. Every target that
        // uses its types lists it, also where a dependency re-exports it: SwiftPM recompiles a target when a
        // module it lists changes, and one that holds a `SnackContent` must be recompiled when the content
        // gains a field (a stale one reads the wrong bytes).
        .target(name: "SnackbarCore", dependencies: ["CSnackbarIntl"]),

        // The one room for C callbacks (signals, sources, hooks, D-Bus), GLib helpers and bounded file
        // reading; no GTK.
        .target(name: "SnackbarGlue", dependencies: ["SnackbarCore", "CSnackbarGLib"]),

        // The C libraries' shared content handle (`SnackbarSnack *` of include/snackbar/snackbar-snack.h), its
        // enums' GTypes and the version calls: GTK-free, compiled into libsnackbar and libsnackbar-gtk4 alike.
        .target(name: "SnackbarCSnack", dependencies: ["SnackbarCore", "SnackbarGlue", "CSnackbarGLib"]),

        // The command line's side: the request and its parser, what travels (wire text, channel, socket),
        // the client over the service's socket (launcher, transport) — these three without GLib, so that
        // a call to a running service loads no more than libc — and the D-Bus side (GVariant codec, bus
        // transport, control calls, the first start's configuration check) that the client execs when needed.
        .target(name: "SnackNotifyKit", dependencies: ["SnackbarCore"]),
        .target(name: "SnackNotifyWire", dependencies: ["SnackbarCore", "SnackNotifyKit"]),
        .target(name: "SnackNotifyClient", dependencies: ["SnackbarCore", "SnackNotifyKit", "SnackNotifyWire", "CSnackbarIntl"]),
        .target(
            name: "SnackNotifyBus",
            dependencies: ["SnackbarCore", "SnackNotifyKit", "SnackNotifyWire", "SnackNotifyClient", "SnackbarGlue", "CSnackbarGLib"]),

        // The GTK 3 renderer (which routes an inactive app's snacks to the popup service through SnackNotifyBus,
        // as the GTK 4 one does), and libsnackbar.so, the C ABI over it (header in include/snackbar.h).
        .target(
            name: "SnackbarGtk",
            dependencies: ["SnackbarCore", "SnackbarGlue", "SnackNotifyBus", "CGtk", "CSnackbarLayerShell", "CSnackbarX11", "CSnackbarWayland"]),
        .target(name: "SnackbarC", dependencies: ["SnackbarCore", "SnackbarCSnack", "SnackbarGtk", "SnackbarGlue", "CGtk", "CSnackbarGLib"]),

        // The GTK 4 renderer: snacks inside a GTK 4 window, on the same board and theme, and on the desktop
        // through the popup service's D-Bus API; never GTK 3.
        .target(
            name: "SnackbarGtk4",
            dependencies: ["SnackbarCore", "SnackbarGlue", "CSnackbarGtk4", "SnackNotifyKit", "SnackNotifyWire", "SnackNotifyBus"]),

        // Executables, thin: the client (no GTK, no GLib) and its D-Bus helper, the popup service, the demo
        // gallery, benchmarks, GTK scenarios.
        .executableTarget(name: "snack-notify", dependencies: ["SnackbarCore", "SnackNotifyKit", "SnackNotifyWire", "SnackNotifyClient"]),
        .executableTarget(
            name: "snack-notify-bus", dependencies: ["SnackbarCore", "SnackNotifyKit", "SnackNotifyWire", "SnackNotifyClient", "SnackNotifyBus"]),
        .executableTarget(
            name: "snack-notifyd",
            dependencies: [
                "SnackbarCore", "SnackNotifyKit", "SnackNotifyWire", "SnackNotifyClient", "SnackNotifyBus", "SnackbarGlue",
                "SnackbarGtk", "CSnackbarGLib"
            ]),
        .executableTarget(name: "snack-gallery", dependencies: ["SnackbarCore", "SnackbarGtk", "SnackbarGlue", "CGtk"]),
        .executableTarget(
            name: "snack-bench", dependencies: ["SnackbarCore", "SnackbarGtk", "SnackbarGlue", "SnackbarTestSupport", "CGtk", "CSnackbarGLib"]),
        .executableTarget(name: "snack-testbed", dependencies: ["SnackbarCore", "SnackbarGtk", "SnackbarGlue", "SnackbarTestSupport", "SnackScript"]),
        .executableTarget(name: "snack-wayland-app", dependencies: ["SnackbarCore", "SnackbarGtk", "CGtk"]),
        // libsnackbar-gtk4's GObject types (SnackbarOverlay, SnackbarToast) for .ui files and bindings: a small C
        // target over the library's own C calls (include/snackbar-gtk4.h), linked into the same library.
        .target(
            name: "SnackbarGtk4GObject", dependencies: ["CSnackbarGtk4"],
            // Its warnings in the library's log domain (GLibLog.domain), which apps route with g_log_set_handler().
            cSettings: [.headerSearchPath("../../include"), .define("G_LOG_DOMAIN", to: "\"Snackbar\"")]),
        .target(
            name: "SnackbarGtk4C",
            dependencies: ["SnackbarGtk4", "SnackbarCore", "SnackbarCSnack", "SnackbarGlue", "CSnackbarGtk4", "SnackbarGtk4GObject"]),
        .executableTarget(name: "snack-bench-gtk4", dependencies: ["SnackbarCore", "SnackbarGtk4", "SnackbarGlue", "CSnackbarGtk4"]),
        .executableTarget(
            name: "snack-gtk4-demo",
            dependencies: ["SnackbarCore", "SnackbarGtk4", "SnackbarGlue", "CSnackbarGtk4", "CSnackbarAdwaita", "SnackScript"]),

        // The script both renderers' test programs read (snack-testbed for GTK 3, snack-gtk4-demo for GTK 4),
        // so that one test runs the same scenario against both; no GTK.
        .target(name: "SnackScript", dependencies: ["SnackbarCore", "SnackbarGlue"]),
        // Fixtures for the testbed, the benchmark and the tests; never part of a shipped product.
        .target(name: "SnackbarTestSupport", dependencies: ["SnackbarCore", "SnackbarGtk", "SnackbarGlue", "CGtk"]),
        // The tags that say what a suite needs (display, session bus, compositor, …), which `make check` and
        // `make test-slice` select by.
        .target(name: "SnackbarTestTags", path: "Tests/SnackbarTestTags"),

        // Tests: the core headless, the glue in-process, the renderer (fakes in-process, real windows on Xvfb), the command line in-process
        // and as processes, the gallery and the C ABI (its tables against its header in-process, the built library in apps).
        .testTarget(name: "SnackbarCoreTests", dependencies: ["SnackbarTestTags", "SnackbarCore"]),
        .testTarget(name: "SnackbarGlueTests", dependencies: ["SnackbarTestTags", "SnackbarGlue", "SnackbarCore", "CSnackbarGLib"]),
        .testTarget(
            name: "SnackbarGtkTests", dependencies: ["SnackbarTestTags", "SnackbarCore", "SnackbarGlue", "SnackbarGtk", "SnackbarTestSupport"]),
        .testTarget(name: "SnackbarCTests", dependencies: ["SnackbarC", "SnackbarCSnack", "SnackbarCore", "SnackbarGlue"]),
        .testTarget(name: "SnackNotifyKitTests", dependencies: ["SnackbarTestTags", "SnackNotifyKit", "SnackbarCore"]),
        .testTarget(
            name: "SnackNotifyTests",
            dependencies: [
                "SnackbarTestTags", "snack-notify", "snack-notify-bus", "snack-notifyd", "SnackbarCore", "SnackNotifyKit", "SnackNotifyWire",
                "SnackNotifyBus"
            ]),
        .testTarget(name: "EmbeddingTests", dependencies: ["SnackbarTestTags", "SnackbarCore"]),
        .testTarget(name: "WaylandTests", dependencies: ["SnackbarTestTags", "snack-wayland-app", "SnackbarCore", "SnackbarGtk"])
    ]
)

// Settings every target shares, applied in one place.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6)
        ]
}
