import Foundation
import SnackbarTestTags
import Testing

/// The popup service on sway (layer surfaces) waits for the user: a popup holds its time while the seat is
/// idle (`org_kde_kwin_idle`) and normal popups wait while the focused window is fullscreen
/// (`zwlr_foreign_toplevel_manager_v1`). What a popup did is read from its call's outcome.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayAttentionTests {
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// The call that starts the service says nothing of waiting when no window is fullscreen.
    @Test func theFirstCallSaysNoWaitWithNothingFullscreen() async throws {
        let result = try await sway.firstCallScript()
        #expect(sway.printed(result) == WaylandSession.firstCallOutcome, "\(result.errors)")
    }

    /// A 2 s popup shown while no one touches the seat is still waiting for its end when an observer's 5 s
    /// idle timer fires; keys (`wtype`, every 50 ms) bring the user back and it times out.
    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let result = try await sway.idleScript(comeBack: "wtype -k Shift_L")
        #expect(sway.printed(result) == WaylandSession.idleOutcome, "\(result.errors)")
    }

    /// While the app is fullscreen and focused a normal popup waits (a critical one shows and ends at once);
    /// it shows once the app leaves fullscreen, and ends in its time.
    @Test func aFullscreenWindowKeepsNormalPopupsWaiting() async throws {
        let app = try await sway.app()
        try await app.send("app")
        try #require(try await Tool.eventually { try await sway.focusedWindowName() == WaylandSession.appTitle }, "the app never got focus")
        try await sway.swaymsg(["fullscreen", "enable"])
        let result = try await sway.fullscreenScript(leave: "swaymsg fullscreen disable > /dev/null")
        #expect(sway.printed(result) == WaylandSession.fullscreenOutcome, "\(result.errors)")
        #expect(try await app.close() == 0)
    }
}
