import CGtk
import SnackbarCore

/// A place that shows one snack: an X11 toplevel today, a Wayland layer surface or a spot inside an app
/// window next, a recording fake in tests. The runtime drives it; it reports the user's input back.
///
/// Created by a `SurfaceHost`, ended by `close` exactly once; after `close` it takes no more slots or input.
@MainActor
package protocol SnackSurface: AnyObject {
    /// Whether the display shows it now (X11: mapped).
    var isMapped: Bool { get }
    /// The slot it sits in or moves to; nil until the first `place`.
    var slot: SnackRect? { get }
    /// The snack's height (without any shadow room) at `width` pixels.
    func height(forWidth width: Int) -> Int
    /// Shows this content: the first time, and again after a merge, progress or a busy spinner. `extras`
    /// is the snack's attachment now; a surface that held another one drops that one's widget and styles.
    /// Input is reported under `snack.id` (a fold gives the snack a new id).
    func show(_ snack: Snack, busy: Bool, extras: SnackExtras?)
    /// Shows the visible countdown at this reading, or hides it (nil). Called often while it runs: a surface
    /// redraws only when the bar would look different.
    func showCountdown(_ countdown: SnackCountdown?)
    /// Moves to `frame` in the stack's `area`: the first time in from `entry` (beyond the stack's edge)
    /// with `style.enter`, later sliding with `style.move`. `onSettled` runs when it arrives.
    func place(
        _ frame: SnackRect, entry: SnackRect, in area: SnackRect, style: SnackStyle,
        onSettled: @escaping @MainActor () -> Void)
    /// Leaves (with the theme's exit motion), then destroys what it holds and runs `onClosed`. It must
    /// finish even if the display never draws it again (a covered Wayland surface gets no frames).
    func close(style: SnackStyle, onClosed: @escaping @MainActor () -> Void)
    /// Takes the keyboard focus, its first control focused; the focus goes back where it was when the
    /// surface closes. False when it cannot (not shown yet, closing, a surface without focus).
    func takeFocus() -> Bool
    /// Whether it holds the keyboard the user asked for (`takeFocus`) now.
    var hasAskedFocus: Bool { get }
    /// Hands the keyboard it holds to `next`, with the window it goes back to when `next` closes; false when
    /// `next` cannot take it.
    func passFocus(to next: SnackSurface) -> Bool
    /// Gives an opened cut text the room its stack leaves it: the snack at most `height` pixels tall, the text
    /// scrolling within. Returns whether its height changed; false for a surface without such text.
    func fitOpenedText(toHeight height: Int) -> Bool
    /// The least height it takes at `width`: an opened cut text counts as cut, since its stack fits it to the
    /// room the others leave (`fitOpenedText`). Whether a snack has room to show is weighed by this.
    func leastHeight(forWidth width: Int) -> Int
}

extension SnackSurface {
    package func fitOpenedText(toHeight height: Int) -> Bool { false }
    package func leastHeight(forWidth width: Int) -> Int { height(forWidth: width) }
    package func passFocus(to next: SnackSurface) -> Bool { next.takeFocus() }
}

/// What a surface tells the runtime.
package enum SurfaceEvent: Sendable {
    /// The user's input for the board: an action, the close button, a hover, a swipe, Escape, a tap.
    case input(SnackEvent)
    /// The display shows it now; `resized` when its content changed height on the way (a late icon).
    case mapped(resized: Bool)
    /// Its content changed height (a cut text opened or closed): the stack restacks.
    case resized
}

/// Makes surfaces and says where the stacks go: the desktop's monitors, or an app's window.
@MainActor
package protocol SurfaceHost: AnyObject {
    /// A new surface for `snack` in `corner` of `monitor`, `width` pixels wide, not shown until placed.
    func makeSurface(
        for snack: Snack, corner: SnackCorner, monitor: MonitorChoice, width: Int, style: SnackStyle,
        events: @escaping @MainActor (SurfaceEvent) -> Void
    ) -> any SnackSurface
    /// The area the stacks fill now on `monitor`: a monitor's work area (panels excluded), or the frame
    /// of the window the snacks are anchored in.
    func area(on monitor: MonitorChoice) -> SnackRect
    /// The screens a snack shows on under `choice`, one copy each: every monitor for `.all` on the
    /// desktop, else the one choice (an app's window is one screen whatever the choice).
    func screens(for choice: MonitorChoice) -> [MonitorChoice]
    /// Told when the area moves (the stacks follow at once) or goes away (every snack ends).
    var onChange: (@MainActor (SurfaceHostChange) -> Void)? { get set }
    /// Whether leading and trailing are mirrored: the text direction is right to left.
    var isRightToLeft: Bool { get }
    /// Whether the user can see the stacks' place now: an app's window mapped, not minimized and active
    /// (`WindowSight`); the desktop always.
    var isSeen: Bool { get }
}

extension SurfaceHost {
    package func screens(for choice: MonitorChoice) -> [MonitorChoice] { [choice == .all ? .primary : choice] }

    /// GTK's default direction, the locale's (right to left under Hebrew or Arabic).
    package var isRightToLeft: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }

    /// The desktop is always in sight (the user away is `DesktopAttentionWatch`'s).
    package var isSeen: Bool { true }

    /// How much larger than standard the desktop draws text: the font resolution over 96 dpi, where
    /// GDK_DPI_SCALE, Xft/DPI (gtk-xft-dpi) and GNOME's text-scaling-factor all end up. At least 1: smaller
    /// text keeps the theme's width. 1 before GTK has a screen.
    package var textScale: Double { TextScale.current }
}

/// How much larger than standard the desktop draws text now (see `SurfaceHost.textScale`): the snack's
/// width and its drawn icon and close cross grow with it, so large text never comes with small targets.
@MainActor
enum TextScale {
    /// The font resolution over 96 dpi, at least 1; 1 before GTK has a screen.
    static var current: Double {
        guard let screen = gdk_screen_get_default() else { return 1 }
        return max(1, gdk_screen_get_resolution(screen) / 96)
    }

    /// `pixels` at the current scale, rounded.
    static func scaled(_ pixels: Int) -> Int32 { Int32((Double(pixels) * current).rounded()) }
}

/// A change of a host's area.
package enum SurfaceHostChange {
    /// The area moved or changed size: restack without animation.
    case moved
    /// The area is gone (the anchor window closed): every snack ends, later ones go to `fallback`.
    case closed(fallback: any SurfaceHost)
    /// The area came into the user's sight or left it (`isSeen`): the snacks' time runs or holds.
    case seen(Bool)
}
