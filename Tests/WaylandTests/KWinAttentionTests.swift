import Foundation
import SnackbarTestTags
import Testing

/// The popup service on KWin 5.27 (layer surfaces) holds a popup's time while the seat is idle, through
/// KWin's `org_kde_kwin_idle`; input comes through the Xvfb KWin is nested in.
@Suite(.serialized, .compositor(.kwin), .tags(.compositor))
struct KWinAttentionTests {
    let kwin: WaylandSession

    init() async throws {
        kwin = try await WaylandSession.current()
    }

    @Test func anIdleSeatKeepsThePopupUntilTheUserIsBack() async throws {
        let result = try await kwin.idleScript(comeBack: #"x=$((801 - ${x:-400})); DISPLAY=$SCREEN_DISPLAY xdotool mousemove $x 500"#)
        #expect(kwin.printed(result) == WaylandSession.idleOutcome, "\(result.errors)")
    }
}
