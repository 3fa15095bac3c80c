import Foundation
import SnackbarTestTags
import Testing

/// The popup service on KWin 5.27 (layer surfaces) holds a popup's time while the seat is idle, through
/// KWin's `org_kde_kwin_idle`; input comes through the Xvfb KWin is nested in. Normal popups wait while the
/// active window is fullscreen (`org_kde_plasma_window_management`, which KWin offers the service through
/// its .desktop file, written into the session's applications).
@Suite(.serialized, .compositor(.kwin), .tags(.compositor))
struct KWinAttentionTests {
    let kwin: WaylandSession

    init() async throws {
        kwin = try await WaylandSession.current()
    }

    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let result = try await kwin.idleScript(comeBack: WaylandSession.pointerMovedOnScreen)
        #expect(kwin.printed(result) == WaylandSession.idleOutcome, "\(result.errors)")
    }

    /// While the app is fullscreen and active a normal popup waits (a critical one shows and ends at once); it
    /// shows once KWin takes the app out of fullscreen (its scripting API, from the script), and ends in its time.
    @Test func aFullscreenWindowKeepsNormalPopupsWaiting() async throws {
        let app = try await kwin.app()
        try await app.send("app")
        try await app.send("fullscreen")
        let fullscreenApp = "\(WaylandSession.appTitle) true"
        try #require(try await Tool.eventually { try await kwin.kwinScript(Self.activeWindow) == fullscreenApp }, "never fullscreen")
        let result = try await kwin.fullscreenScript(
            leave: #"""
                printf 'workspace.activeClient.fullScreen = false;\n' > "$XDG_CONFIG_HOME/leave.js"
                kwin() { gdbus call --address "$KWIN_BUS" -d org.kde.KWin "$@" > "$XDG_CONFIG_HOME/kwin"; }
                kwin -o /Scripting -m org.kde.kwin.Scripting.loadScript "$XDG_CONFIG_HOME/leave.js" leave
                kwin -o "/$(tr -dc 0-9 < "$XDG_CONFIG_HOME/kwin")" -m org.kde.kwin.Script.run
                """#)
        #expect(kwin.printed(result) == WaylandSession.fullscreenOutcome, "\(result.errors)")
        #expect(try await kwin.kwinScript(Self.activeWindow) == "\(WaylandSession.appTitle) false")
        #expect(try await app.close() == 0)
    }

    /// The active window's caption and whether it is fullscreen, by KWin's scripting API.
    private static let activeWindow = "var w = workspace.activeClient; return w ? w.caption + ' ' + w.fullScreen : 'none';"
}
