import Foundation
import SnackbarTestTags
import Testing

/// What the popup service asks the compositor at a cold start on sway, read from its `WAYLAND_DEBUG` log.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayServiceStartTests {
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// A cold call's service opens two Wayland connections: one that asks for layer shell before GDK opens
    /// the display (to choose Xwayland where there is none), then GDK's, which serves every later question.
    /// Each connection's first request is its registry on `wl_display@1`.
    @Test func aColdStartOpensOneConnectionBesideGDKs() async throws {
        let result = try await sway.notifyScript(
            #"""
            log=$XDG_CONFIG_HOME/wayland.log; service=$XDG_CONFIG_HOME/snack-notifyd
            printf '#!/bin/sh\nWAYLAND_DEBUG=1 exec "%s" "$@" 2>> "%s"\n' "$1" "$log" > "$service"; chmod +x "$service"
            SNACK_NOTIFYD=$service "$0" --duration 0.3 "Hello" > /dev/null || exit 1
            grep -c 'wl_display@1\.get_registry(new id wl_registry@2)' "$log"
            """#, arguments: [Tool.productsDirectory + "/snack-notifyd"])
        #expect(sway.printed(result) == "2\n", "\(result.errors)")
    }
}
