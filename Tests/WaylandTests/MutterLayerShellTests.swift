import Testing

/// GNOME's compositor (headless mutter 43, one for the suite) has no layer shell: `LayerShellPlacement`
/// must say so and leave the window alone, never abort the process as `gtk_layer_init_for_window` does there.
@Suite(.serialized, .compositor(.mutter))
struct MutterLayerShellTests {
    private let mutter: WaylandSession

    init() throws {
        mutter = try #require(WaylandSession.current)
    }

    @Test(arguments: ["wayland", "x11"])
    func noLayerShellAndTheSnackFallsBackToAToplevel(backend: String) async throws {
        let probe = try await mutter.probe(environment: backend == "wayland" ? mutter.wayland : mutter.xwayland)
        #expect(probe.backend == backend)
        #expect(!probe.hasLayerShell)
        try await probe.send("app")
        #expect(try await probe.send("snack top center") == "snack toplevel")
        #expect(try await probe.send("text") == "text ", "the probe still runs")
        #expect(try await probe.close() == 0)
    }
}
