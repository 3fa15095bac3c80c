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

    /// The call that starts the service says nothing of waiting when no window is fullscreen.
    @Test func theFirstCallSaysNoWaitWithNothingFullscreen() async throws {
        let result = try await kwin.firstCallScript()
        #expect(kwin.printed(result) == WaylandSession.firstCallOutcome, "\(result.errors)")
    }

    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let result = try await kwin.idleScript(comeBack: WaylandSession.pointerMovedOnScreen)
        #expect(kwin.printed(result) == WaylandSession.idleOutcome, "\(result.errors)")
    }

    /// While the app is fullscreen and active a normal popup waits (a critical one shows and ends at once); it
    /// shows once KWin takes the app out of fullscreen (its scripting API, from the script), and ends in its time.
    @Test func aFullscreenWindowKeepsNormalPopupsWaiting() async throws {
        let app = try await fullscreenApp()
        let result = try await kwin.fullscreenScript(leave: Self.kwinRun + "kwin_run 'workspace.activeClient.fullScreen = false;' leave")
        #expect(kwin.printed(result) == WaylandSession.fullscreenOutcome, "\(result.errors)")
        #expect(try await kwin.kwinScript(Self.activeWindow) == "\(WaylandSession.appTitle) false")
        #expect(try await app.close() == 0)
    }

    /// The same popup shows once another window (an X11 one, through Xwayland) is the active one, though the
    /// app stays fullscreen.
    @Test func aPopupWaitingForAFullscreenWindowShowsOnceAnotherIsActive() async throws {
        let app = try await fullscreenApp()
        let result = try await kwin.fullscreenScript(
            leave: Self.kwinRun + #"""
                xmessage -geometry 300x100+400+200 -title editor Editor < /dev/null > /dev/null 2>&1 & editor=$!
                wait_for 'xdotool search --onlyvisible --name "^editor\$" > /dev/null 2>&1' || exit 1
                kwin_run 'workspace.activeClient = workspace.clientList().filter(function (w) { return w.caption == "editor"; })[0];' activate
                """#, cleanUp: #"kill $editor"#)
        #expect(kwin.printed(result) == WaylandSession.fullscreenOutcome, "\(result.errors)")
        let fullscreen = "var a = workspace.clientList().filter(function (w) { return w.fullScreen; }); return a.length ? a[0].caption : 'none';"
        #expect(try await kwin.kwinScript(fullscreen) == WaylandSession.appTitle)
        #expect(try await app.close() == 0)
    }

    /// The app, fullscreen and active.
    private func fullscreenApp() async throws -> WaylandAppProcess {
        let app = try await kwin.app()
        try await app.send("app")
        try await app.send("fullscreen")
        let fullscreenApp = "\(WaylandSession.appTitle) true"
        try #require(try await Tool.eventually { try await kwin.kwinScript(Self.activeWindow) == fullscreenApp }, "never fullscreen")
        return app
    }

    /// The active window's caption and whether it is fullscreen, by KWin's scripting API.
    private static let activeWindow = "var w = workspace.activeClient; return w ? w.caption + ' ' + w.fullScreen : 'none';"

    /// `kwin_run JAVASCRIPT NAME` runs statements in KWin from a script, through its scripting API on `KWIN_BUS`.
    private static let kwinRun = #"""
        kwin_run() { printf '%s\n' "$1" > "$XDG_CONFIG_HOME/$2.js"
            gdbus call --address "$KWIN_BUS" -d org.kde.KWin -o /Scripting -m org.kde.kwin.Scripting.loadScript \
                "$XDG_CONFIG_HOME/$2.js" "$2" > "$XDG_CONFIG_HOME/kwin"
            gdbus call --address "$KWIN_BUS" -d org.kde.KWin -o "/$(tr -dc 0-9 < "$XDG_CONFIG_HOME/kwin")" -m org.kde.kwin.Script.run > /dev/null; }

        """#
}
