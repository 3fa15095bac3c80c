import Foundation
import Testing

/// Shell functions the attention tests share: `conf` writes the user's snackbar.conf, `popup NAME` prints
/// that popup's window if it is on screen, `idle_ms` the X server's idle time (MIT-SCREEN-SAVER), and
/// `fullscreen_active` whether the window manager's active window is fullscreen (EWMH).
private let attentionHelpers = #"""
    conf_file="$XDG_CONFIG_HOME/snackbar/snackbar.conf"; mkdir -p "${conf_file%/*}"; rm -f "$conf_file"
    conf() { printf '%s\n' "$@" > "$conf_file"; }
    popup() { xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1; }
    idle_ms() { /usr/bin/python3 -c '
    import ctypes
    class Info(ctypes.Structure):
        _fields_ = [("window", ctypes.c_ulong), ("state", ctypes.c_int), ("kind", ctypes.c_int),
                    ("til_or_since", ctypes.c_ulong), ("idle", ctypes.c_ulong), ("event_mask", ctypes.c_ulong)]
    x11, xss = ctypes.CDLL("libX11.so.6"), ctypes.CDLL("libXss.so.1")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XDefaultRootWindow.argtypes, x11.XDefaultRootWindow.restype = [ctypes.c_void_p], ctypes.c_ulong
    xss.XScreenSaverQueryInfo.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(Info)]
    display, info = x11.XOpenDisplay(None), Info()
    xss.XScreenSaverQueryInfo(display, x11.XDefaultRootWindow(display), ctypes.byref(info))
    print(info.idle)'; }
    fullscreen_active() { _active=$(xprop -root _NET_ACTIVE_WINDOW | awk '{ print $NF }')
        [ "$_active" != 0x0 ] && xprop -id "$_active" _NET_WM_STATE 2>/dev/null | grep -q _NET_WM_STATE_FULLSCREEN; }
    # Whether popup NAME is on top where it is mapped: the screen's pixel at its middle is its own (read from
    # the window) and not that of the window stacked over it.
    seen() { eval "$(xdotool getwindowgeometry --shell "$(popup "$1")")"; _x=$((WIDTH / 2)); _y=$((HEIGHT / 2))
        _own=$(import -window "$WINDOW" -crop "1x1+$_x+$_y" txt:- | tail -n 1 | awk '{ print $3 }')
        _screen=$(import -window root -crop "1x1+$((X + _x))+$((Y + _y))" txt:- | tail -n 1 | awk '{ print $3 }')
        [ -n "$_own" ] && [ "$_own" = "$_screen" ]; }
    held() { $NOTIFY --history | awk -F '\t' -v id="$1" '$1 == id { print ($7 > 0) ? "held" : "not held" }'; }

    """#

/// A GTK window that goes fullscreen as it maps, titled `video`.
private let fullscreenVideo = #"""
    /usr/bin/python3 -c '
    import gi
    gi.require_version("Gtk", "3.0")
    from gi.repository import Gtk
    window = Gtk.Window(title="video")
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    window.fullscreen()
    Gtk.main()' > /dev/null 2>&1 &
    wait_for fullscreen_active || exit 1

    """#

extension DesktopTests {
    /// A popup's time runs only while someone can see it: it holds while the user is idle and waits while a
    /// fullscreen window is the active one. On an X server with openbox, input by XTEST (`xdotool`).
    @Suite("Popups wait for the user: idle and fullscreen on X11 under openbox", .serialized)
    struct AttentionTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        /// A 2 s popup is still on screen after the user was idle for twice that, and times out once they are
        /// back (moving the mouse every 50 ms: with a 1 s threshold a still user is soon away again); the
        /// history says it was held.
        @Test func anIdleUserKeepsThePopupUntilTheyAreBack() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + #"""
                    conf '[server]' 'idle-threshold = 1'
                    xdotool mousemove 5 5
                    $NOTIFY --json --wait --duration 2 "While you were away" > "$DESKTOP_DIR/out" & client=$!
                    wait_for '[ -n "$(popup popup-1)" ]' || exit 1
                    shown=$(idle_ms)
                    wait_for '[ "$(idle_ms)" -ge $((shown + 4000)) ]' || exit 1
                    [ -n "$(popup popup-1)" ] && echo "still shown while away"
                    x=400; wait_for 'x=$((801 - x)); xdotool mousemove $x 300; exited $client' || exit 1
                    wait $client; cat "$DESKTOP_DIR/out"
                    held 1
                    """#)
            #expect(
                result.standardOutput == """
                    still shown while away
                    {"id":1,"reason":"timeout","action":null}
                    held

                    """, "\(result.standardError)")
        }

        /// A call made while the user is away says with `--verbose` why its popup's time waits; one made while they
        /// are there says nothing of it.
        @Test func verboseSaysWhyAPopupsTimeWaits() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + #"""
                    conf '[server]' 'idle-threshold = 1'
                    (while :; do xdotool mousemove 5 5 mousemove 6 6; sleep 0.1; done) & user=$!
                    $NOTIFY --verbose --duration 1 "Here" 2>&1 | grep -c 'its time waits'
                    kill $user
                    wait_for '[ "$(idle_ms)" -ge 1500 ]' || exit 1
                    $NOTIFY --verbose --duration 1 "Away" 2>&1 | grep -c 'its time waits while no one is at the screen'
                    xdotool mousemove 9 9
                    """#)
            #expect(result.standardOutput == "0\n1\n", "\(result.standardError)")
        }

        /// The screen saver says the screen is locked (`org.freedesktop.ScreenSaver` `ActiveChanged`, as KWin's
        /// locker sends it): a 1 s popup holds while the X server's idle time, the test's clock, runs 3 s
        /// past its start; unlocked, it ends in its time. Idle itself is off here.
        @Test func aLockedScreenKeepsThePopupUntilItIsUnlocked() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + #"""
                    locked() { gdbus emit --session --object-path /org/freedesktop/ScreenSaver \
                        --signal org.freedesktop.ScreenSaver.ActiveChanged "$1" > /dev/null; }
                    $NOTIFY --json --wait --duration 1 "While the screen was locked" > "$DESKTOP_DIR/out" & client=$!
                    wait_for "waiting $client" || exit 1
                    locked true
                    shown=$(idle_ms)
                    wait_for '[ "$(idle_ms)" -ge $((shown + 3000)) ]' || exit 1
                    exited $client || echo "still shown while locked"
                    locked false
                    wait $client; cat "$DESKTOP_DIR/out"
                    held 1
                    """#)
            #expect(
                result.standardOutput == """
                    still shown while locked
                    {"id":1,"reason":"timeout","action":null}
                    held

                    """, "\(result.standardError)")
        }

        /// logind says the session is locked (`LockedHint`, read at the start and followed by `PropertiesChanged`;
        /// here `Fixtures/logind-session.py` stands in for logind on a private system bus): a 2 s popup holds while
        /// the X server's idle time runs 4 s past its start; unlocked, it ends in its time. Idle itself is off.
        @Test func logindsLockedHintKeepsThePopupUntilItIsUnlocked() async throws {
            let logind = FixtureKeeper.fixtures.appendingPathComponent("logind-session.py").path
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + #"""
                    conf '[server]' 'idle-threshold = 0'
                    export DBUS_SYSTEM_BUS_ADDRESS="unix:path=$DESKTOP_DIR/system-bus"
                    dbus-daemon --session --nofork --address="$DBUS_SYSTEM_BUS_ADDRESS" > /dev/null 2>&1 &
                    wait_for '[ -S "$DESKTOP_DIR/system-bus" ]' || exit 1
                    /usr/bin/python3 "$LOGIND" > "$DESKTOP_DIR/logind" & logind=$!
                    wait_for 'grep -q ready "$DESKTOP_DIR/logind"' || exit 1
                    kill -USR1 $logind
                    $NOTIFY --json --wait --duration 2 "While the session was locked" > "$DESKTOP_DIR/out" & client=$!
                    wait_for "waiting $client" || exit 1
                    shown=$(idle_ms)
                    wait_for '[ "$(idle_ms)" -ge $((shown + 4000)) ]' || exit 1
                    exited $client || echo "still shown while locked"
                    kill -USR2 $logind
                    wait $client; cat "$DESKTOP_DIR/out"
                    held 1
                    """#, environment: ["LOGIND": logind])
            #expect(
                result.standardOutput == """
                    still shown while locked
                    {"id":1,"reason":"timeout","action":null}
                    held

                    """, "\(result.standardError)")
        }

        /// With `idle-threshold = 0` the same popup times out while the user is idle.
        @Test func thresholdZeroNeverHolds() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + #"""
                    conf '[server]' 'idle-threshold = 0'
                    $NOTIFY --json --wait --duration 1 "No one waits" > "$DESKTOP_DIR/out" & client=$!
                    wait $client; cat "$DESKTOP_DIR/out"
                    held 1
                    """#)
            #expect(result.standardOutput == "{\"id\":1,\"reason\":\"timeout\",\"action\":null}\nnot held\n", "\(result.standardError)")
        }

        /// Over a fullscreen window a normal popup waits (a critical one shows at once); it shows with its
        /// whole time once another window is active, though the video stays fullscreen.
        @Test func aFullscreenWindowKeepsNormalPopupsWaiting() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + fullscreenVideo + #"""
                    $NOTIFY --verbose --json --wait --duration 4 "Over the video" > "$DESKTOP_DIR/out" 2> "$DESKTOP_DIR/err" & client=$!
                    wait_for "waiting $client" || exit 1
                    $NOTIFY -u critical --duration 5 "Battery low"
                    wait_for '[ -n "$(popup popup-2)" ]' || exit 1
                    wait_for 'seen popup-2' && echo "the critical one shows over the video"
                    [ -z "$(popup popup-1)" ] && echo "waits over the video"
                    xmessage -geometry 300x100+400+200 -title editor Editor < /dev/null > /dev/null 2>&1 &
                    wait_for '[ -n "$(xdotool search --onlyvisible --name "^editor\$" 2>/dev/null)" ]' || exit 1
                    xdotool windowactivate --sync "$(xdotool search --onlyvisible --name '^editor$' | head -n 1)"
                    wait_for '[ -n "$(popup popup-1)" ]' && echo "shown once the video is not active"
                    wait $client; cat "$DESKTOP_DIR/out"
                    held 1
                    grep -q 'it waits while a fullscreen window is up' "$DESKTOP_DIR/err" && echo "--verbose said why"
                    """#)
            #expect(
                result.standardOutput == """
                    the critical one shows over the video
                    waits over the video
                    shown once the video is not active
                    {"id":1,"reason":"timeout","action":null}
                    held
                    --verbose said why

                    """, "\(result.standardError)")
        }

        /// With `fullscreen = show` a popup shows over the fullscreen window.
        @Test func fullscreenShowLetsPopupsOver() async throws {
            let result = try await onDesktop(
                DesktopScript.openbox + attentionHelpers + fullscreenVideo + #"""
                    conf '[server]' 'fullscreen = show'
                    $NOTIFY --duration 5 "Over the video"
                    wait_for '[ -n "$(popup popup-1)" ]' && echo shown
                    """#)
            #expect(result.standardOutput == "shown\n", "\(result.standardError)")
        }
    }
}
