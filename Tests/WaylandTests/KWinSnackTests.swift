import Foundation
import SnackbarGtk
import SnackbarTestTags
import Testing

/// SnackbarGtk in a Wayland-native GTK app on KDE's KWin 5.27 (nested in a private Xvfb, one for the
/// suite; pointer and keys through that Xvfb): snacks are layer surfaces at the designed places, out of
/// the task list; a snack takes the keyboard only when asked (exclusively: KWin's layer shell, version 3,
/// has no on-demand keyboard), and keys typed with the pointer on it reach the app; hover holds the timer; every
/// snack ends, also in a covered or hidden window.
@Suite(.serialized, .compositor(.kwin), .tags(.compositor))
struct KWinSnackTests {
    private static let title = WaylandSession.appTitle
    let kwin: WaylandSession

    init() async throws {
        kwin = try await WaylandSession.current()
    }

    @Test func snacksAreLayerSurfacesAtTopCentre16PxApartAndNoWindowsAndTakeNoKeyboard() async throws {
        let app = try await kwin.startLayerShellApp()
        let first = try await app.add("a")
        #expect(first.x == 426 && first.y == 16 && first.width == 428)
        let second = try await app.add("b")
        #expect(second.x == 426 && second.y == 16)
        #expect(try await Tool.eventually { try await app.frame("a")?.y == second.maxY + 16 }, "16 px between the two")
        try await kwin.expectOnScreen([second, try #require(try await app.frame("a"))])
        #expect(try await kwin.windowNames() == [Self.title], "a snack is never in the task list")
        let surfaces = try await kwin.kwinWindows().filter(\.skipsTaskbar)
        #expect(surfaces.count == 2)
        #expect(
            surfaces.allSatisfy { $0.layer == KWinWindow.unmanagedLayer && $0.skipsSwitcher && $0.isOnAllDesktops && !$0.isActive },
            "overlay surfaces above every window, on every desktop, out of Alt+Tab, never active: \(surfaces)")
        #expect(try await kwin.focusedWindowName() == Self.title, "appearing took the keyboard")
        #expect(try await app.send("active") == "active yes")
        #expect(try await app.close() == 0)
    }

    @Test func eachCornerIsAStackOfItsOwn() async throws {
        try await kwin.expectTopCentreAndBottomCornerStacks()
    }

    /// The pointer crosses two snacks (resting on each) and goes back to the app: the keys typed on the
    /// way and after all reach the app's entry, which keeps the keyboard throughout.
    @Test func thePointerCrossingSnacksLeavesTheKeyboardWithTheApp() async throws {
        let app = try await kwin.startLayerShellApp()
        try await kwin.type("ab")
        _ = try await app.add("x", seconds: "30")
        let newer = try await app.add("y", seconds: "30")
        try await Tool.eventually { try await app.frame("x")?.y == newer.maxY + 16 }
        let older = try #require(try await app.frame("x"))
        try await kwin.expectOnScreen([newer, older])
        #expect(try await kwin.focusedWindowName() == Self.title, "appearing took the keyboard")
        for frame in [newer, older] {
            try await kwin.movePointer(x: frame.x + 60, y: frame.y + frame.height / 2)
            try await kwin.movePointer(x: frame.x + 80, y: frame.y + frame.height / 2 + 2)
            #expect(try await Tool.eventually { try await app.send("paused \(frame == newer ? "y" : "x")").hasSuffix("yes") })
        }
        try await kwin.type("cd")
        try await kwin.movePointer(x: 640, y: 400)
        try await kwin.type("e")
        try await Tool.eventually { try await app.entryText() == "abcde" }
        #expect(try await app.entryText() == "abcde", "keys were lost")
        #expect(try await kwin.focusedWindowName() == Self.title)
        #expect(try await app.send("active") == "active yes")
        #expect(try await app.close() == 0)
    }

    /// Keys typed with the pointer on a snack with an action reach the app's entry; the Space presses nothing.
    @Test func keysTypedWithThePointerOnASnackReachTheApp() async throws {
        try await kwin.expectKeysTypedWithThePointerOnASnackReachTheApp()
    }

    /// KWin gives a clicked snack the keyboard although it asked for none; the app window takes it back.
    @Test func theKeyboardStaysWithTheAppWhileSnacksComeAndAfterAClick() async throws {
        try await kwin.expectTheKeyboardStaysWithTheAppAfterAClick()
    }

    /// A focus the app asks for (`focusNewest()`) takes the keyboard on KWin too (exclusively: its layer
    /// shell has no on-demand mode): Tab and Return run the snack's action, and once the snack closed KWin
    /// gives the keyboard back to the app, where the next keys land. The next snack, in the window the
    /// focused one left, takes no keyboard.
    @Test func anAskedFocusReachesTheSnackAndTheKeyboardComesBackWhenItCloses() async throws {
        let app = try await kwin.startLayerShellApp()
        _ = try await app.add("f", seconds: "30", action: true)
        #expect(try await app.send("focus") == "focus yes")
        try #require(try await Tool.eventually { try await kwin.focusedWindowName() == nil }, "the snack never got the keyboard")
        #expect(try await app.send("paused f") == "paused f yes", "a focused snack holds its time")
        try await kwin.press("Tab")
        try await kwin.press("Return")
        #expect(try await app.dismissal(of: "f") == "action(undo)")
        try #require(try await Tool.eventually { try await kwin.focusedWindowName() == Self.title }, "the keyboard never came back")
        try await kwin.type("back")
        #expect(try await Tool.eventually { try await app.entryText() == "back" }, "the keys after the snack were lost")
        try await kwin.expectOnScreen([try await app.add("g")])
        try await kwin.type("s")
        #expect(try await Tool.eventually { try await app.entryText() == "backs" }, "the next snack took the keyboard")
        #expect(try await kwin.focusedWindowName() == Self.title)
        #expect(try await app.close() == 0)
    }

    @Test func focusAgainReachesTheOlderPopup() async throws {
        try await kwin.expectFocusAgainReachesTheOlderPopup()
    }

    /// A 6 s snack under the pointer is still up at 8 s; after the pointer left it ends in its time.
    @Test func hoverHoldsTheTimerAndLeavingResumesIt() async throws {
        try await kwin.expectHoverHoldsAndLeavingResumes(seconds: 6, heldFor: 8)
    }

    @Test func aTooltipDueAfterItsSnackWentHarmsNeitherTheAppNorTheNextSnack() async throws {
        try await kwin.expectATooltipDueAfterItsSnackWentHarmsNeitherTheAppNorTheNextSnack()
    }

    @Test func aKeptWindowLandsEachCornerAfterEveryOtherCorner() async throws {
        try await kwin.expectAKeptWindowTakesEachNextSnacksCorner()
    }

    /// A snack inside the app window, which a maximized window then covers: it ends in its time and its
    /// surface closes (a covered surface may get no frame callbacks). The hold while the window is out of
    /// sight is off here: on, the active covering window holds the snack.
    @Test func aSnackInACoveredWindowExpires() async throws {
        let app = try await kwin.startLayerShellApp()
        try await app.send("unseen run")
        try await app.send("anchor")
        _ = try await app.add("covered", seconds: "3")
        #expect(try await Tool.eventually { try await redOnScreen() != nil }, "the snack never showed")
        let cover = try await kwin.app()
        try await cover.send("app")
        try await cover.send("maximize")
        #expect(try await Tool.eventually { try await redOnScreen() == nil }, "the maximized window never covered the snack")
        #expect(try await app.dismissal(of: "covered") == "timeout")
        #expect(try await app.waitFor("closed covered") == "closed covered")
        #expect(try await cover.close() == 0)
        #expect(try await app.close() == 0)
    }

    /// A snack inside the app window, which goes to another virtual desktop: it ends in its time and its
    /// surface closes, though KWin shows neither. The hold while the window is out of sight is off here: on,
    /// the hidden window holds the snack.
    @Test func aSnackOnAnotherVirtualDesktopExpires() async throws {
        let app = try await kwin.startLayerShellApp()
        try await app.send("unseen run")
        try await app.send("anchor")
        _ = try await app.add("hidden", seconds: "2")
        try await moveApp(toDesktop: 2)
        #expect(try await kwin.kwinWindows().first { $0.caption == Self.title }?.desktop == 2)
        #expect(try await app.dismissal(of: "hidden") == "timeout")
        #expect(try await app.waitFor("closed hidden") == "closed hidden")
        try await moveApp(toDesktop: 1)
        #expect(try await app.close() == 0)
    }

    /// Where red shows anywhere on the screen.
    private func redOnScreen() async throws -> SnackRect? {
        try await kwin.screenshot().bounds(of: WaylandSession.snackRed, in: SnackRect(x: 0, y: 0, width: 1280, height: 800))
    }

    private func moveApp(toDesktop desktop: Int) async throws {
        try await kwin.kwinScript(
            """
            var windows = workspace.clientList();
            for (var i = 0; i < windows.length; i++) if (windows[i].caption == "\(Self.title)") windows[i].desktop = \(desktop);
            return "moved";
            """)
    }
}
