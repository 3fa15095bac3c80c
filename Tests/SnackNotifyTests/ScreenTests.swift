import Foundation
import SnackbarCore
import Testing

/// Shell functions the screen tests share: `geometry NAME` prints `X Y WIDTH HEIGHT WINDOW` of the
/// visible popup window with that name (`snackbar: popup-N`); `drawn NAME` waits until that popup is
/// drawn (its padding shows a colour, not the black of the empty screen), then prints its geometry;
/// `pixel X Y` prints the screen's colour there as `#RRGGBB`; `redrawn NAME FILE` waits until the
/// popup no longer looks as the image `shot NAME FILE` took.
let screenHelpers = #"""
    geometry() { _w=$(xdotool search --onlyvisible --name "^snackbar: $1\$" 2>/dev/null | head -n 1); [ -n "$_w" ] || return 1
      eval "$(xdotool getwindowgeometry --shell "$_w")"; echo "$X $Y $WIDTH $HEIGHT $_w"; }
    pixel() { import -window root -crop 1x1+$1+$2 -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'; }
    padding() { set -- $(geometry $1); pixel $(($1 + 4)) $(($2 + $4 / 2)); }
    painted() { geometry $1 > /dev/null && [ "$(padding $1)" != "#000000" ]; }
    drawn() { wait_for "painted $1" && geometry $1; }
    shot() { set -- $(geometry $1) "$2"; import -window "$5" "$6"; }
    redrawn() { wait_for "shot $1 '$DESKTOP_DIR/now.png' && [ \"\$(compare -metric AE '$2' '$DESKTOP_DIR/now.png' null: 2>&1)\" != 0 ]"; }

    """#

/// The numbers of one `geometry` line.
private struct Frame {
    var x, y, width, height, window: Int

    init?(_ line: Substring) {
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        (x, y, width, height, window) = (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
    }
}

extension DesktopTests {
    /// Real popups on a display of this suite's own. GTK animations are off there (as with the desktop's
    /// reduced-motion setting): a popup stands at its place when the call returns (it returns once the
    /// popup is mapped), so no test waits for a slide to end. The animated path runs in `ServiceTests`
    /// and, checked frame by frame, in the renderer's `DisplayTests`.
    @Suite("Real popups under Xvfb: windows, clicks, stacking, replacing", .serialized)
    struct ScreenTests: DesktopSuite {
        static let desktop = Result { try PrivateDesktop(gtkSettings: ["gtk-enable-animations=0"]) }

        @Test func aCallPutsAPopupWindowOnScreen() async throws {
            let result = try await onDesktop(screenHelpers + #"$NOTIFY --duration infinite Hello; geometry popup-1"#)
            let frame = try #require(Frame(result.standardOutput.dropLast()))
            #expect(frame.width == 428)
            #expect(frame.height > 20)
        }

        /// "Without --wait the command returns as soon as the popup is on screen": not before. Checked
        /// right after each call returns, with no pause: once starting the service, once with it running.
        @Test func theWindowIsOnScreenWhenTheCallReturns() async throws {
            let result = try await onDesktop(
                #"""
                for name in popup-1 popup-2; do
                    $NOTIFY --duration infinite "Shown $name"
                    xwininfo -name "snackbar: $name" | grep -o "Map State: [A-Za-z]*"
                done
                """#)
            #expect(result.standardOutput == "Map State: IsViewable\nMap State: IsViewable\n")
        }

        /// The first popup of a service shows its icon name unchecked until it is on screen; a missing
        /// one must still fall back (here: no icon for `neutral`), exactly like a later popup. The fallback
        /// comes after the map: the pictures are compared once they agree, or after the wait's limit.
        @Test func aMissingIconOnTheFirstPopupFallsBackAfterTheMap() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    $NOTIFY --duration infinite --type neutral -i no-such-icon-anywhere Same
                    $NOTIFY --duration infinite --type neutral Same; drawn popup-1 > /dev/null; drawn popup-2 > /dev/null
                    difference() { shot popup-1 "$DESKTOP_DIR/1.png"; shot popup-2 "$DESKTOP_DIR/2.png"
                        compare -metric AE "$DESKTOP_DIR/1.png" "$DESKTOP_DIR/2.png" null: 2>&1; }
                    wait_for '[ "$(difference)" = 0 ]'
                    for popup in popup-1 popup-2; do set -- $(geometry $popup); echo "$4"; done; difference; echo
                    """#)
            let lines = result.standardOutput.split(separator: "\n")
            try #require(lines.count == 3, "\(result.standardOutput) \(result.standardError)")
            #expect(lines[0] == lines[1])
            #expect(lines[2] == "0")
        }

        /// The click comes once the client waits for the outcome (the popup is then mapped at its place).
        @Test func clickingAnActionPrintsItsName() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    $NOTIFY -A undo=Undo -A Redo Deleted > "$DESKTOP_DIR/click-out" &
                    client=$!; wait_for "waiting $client"
                    set -- $(geometry popup-1)
                    xdotool mousemove --window "$5" 281 25 click 1
                    wait $client; echo "status $?"; cat "$DESKTOP_DIR/click-out"
                    """#)
            #expect(result.standardOutput == "status 0\nundo\n")
        }

        /// A theme's `color` on `.snackbar` reaches the text and the close cross, and one on `.action` the button's
        /// text (themes.md's classes), whatever colours the theme gives labels.
        @Test func aThemesColoursOnSnackbarAndActionColourTheirText() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    printf '.snackbar { color: #00ff00; }\n.snackbar .action { color: #ff00ff; }\n' > "$DESKTOP_DIR/colours.css"
                    $NOTIFY --theme "$DESKTOP_DIR/colours.css" -A undo=Undo Deleted > /dev/null &
                    client=$!; drawn popup-1 > /dev/null; shot popup-1 "$DESKTOP_DIR/colours.png"; kill $client
                    colours=$(convert "$DESKTOP_DIR/colours.png" -format %c histogram:info:-)
                    for colour in '#00FF00' '#FF00FF'; do echo "$colour $(echo "$colours" | grep -c "$colour")"; done
                    # The close cross alone: the popup's last 36 px, right of the Undo button.
                    convert "$DESKTOP_DIR/colours.png" -gravity east -crop 36x+0+0 -format %c histogram:info:- | grep -c '#00FF00'
                    """#)
            #expect(result.standardOutput == "#00FF00 1\n#FF00FF 1\n1\n", "\(result.standardError)")
        }

        /// `--focus` on a cut text (no actions: the keyboard's first stop): a focus ring shows around the text in
        /// the snack's colour, as around a focused button, so a keyboard user sees where Enter will act.
        @Test func aFocusedTextShowsItsFocusRing() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    long=$(for i in $(seq 60); do printf 'word%s ' $i; done)
                    $NOTIFY --duration infinite "Cut text" "$long"
                    drawn popup-1 > /dev/null; shot popup-1 "$DESKTOP_DIR/before.png"
                    $NOTIFY --focus
                    redrawn popup-1 "$DESKTOP_DIR/before.png" && echo "redrawn"
                    # The ring: a line down the text's left side, just left of its first letters (the icon ends
                    # 8 px before them): every pixel of that column but the corners changed.
                    set -- $(geometry popup-1)
                    for f in before now; do convert "$DESKTOP_DIR/$f.png" -crop 8x$(($4 - 40))+46+20 +repage "$DESKTOP_DIR/$f-left.png"; done
                    changed=$(compare -metric AE "$DESKTOP_DIR/before-left.png" "$DESKTOP_DIR/now-left.png" null: 2>&1)
                    [ "$changed" -ge $(($4 - 40)) ] && echo "a line down the text's left side"
                    """#)
            #expect(result.standardOutput == "redrawn\na line down the text's left side\n", "\(result.standardError)")
        }

        @Test func twoConcurrentCallsStackWithoutOverlapping() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    $NOTIFY --duration infinite One & $NOTIFY --duration infinite "Two" "with a second line" & wait
                    drawn popup-1; drawn popup-2; popups
                    """#)
            let lines = result.standardOutput.split(separator: "\n")
            try #require(lines.count == 3)
            let first = try #require(Frame(lines[0]))
            let second = try #require(Frame(lines[1]))
            let (upper, lower) = first.y < second.y ? (first, second) : (second, first)
            #expect(upper.y + upper.height <= lower.y)
            #expect(first.x == second.x)
            #expect(lines[2] == "2")
        }

        /// The frame is read again once the popup shows the new text.
        @Test func replaceIdUpdatesThePopupInPlace() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    $NOTIFY --duration infinite "Copying" "file 1 of 3"; drawn popup-1; shot popup-1 "$DESKTOP_DIR/before.png"
                    $NOTIFY -p -r 1 --duration infinite "Copying" "file 2 of 3"; redrawn popup-1 "$DESKTOP_DIR/before.png"
                    geometry popup-1; popups
                    """#)
            let lines = result.standardOutput.split(separator: "\n")
            try #require(lines.count == 4, "\(result.standardOutput) \(result.standardError)")
            let before = try #require(Frame(lines[0]))
            let after = try #require(Frame(lines[2]))
            #expect(lines[1] == "1")
            #expect(before.window == after.window)
            #expect(before.x == after.x && before.y == after.y)
            #expect(lines[3] == "1")
        }

        @Test func positionAndAlignmentMoveThePopup() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    $NOTIFY --duration infinite --position bottom --align trailing Corner; drawn popup-1
                    """#)
            let frame = try #require(Frame(result.standardOutput.dropLast()))
            #expect(frame.x + frame.width > 1280 - 40)
            #expect(frame.y + frame.height > 800 - 40)
        }

        @Test func typeChoosesThePalette() async throws {
            let result = try await onDesktop(
                screenHelpers + #"""
                    $NOTIFY --duration infinite --type positive Good; $NOTIFY --duration infinite --type negative Bad
                    for popup in popup-1 popup-2; do set -- $(drawn $popup); pixel $(($1 + 200)) $(($2 + 4)); done
                    """#)
            let colors = result.standardOutput.split(separator: "\n").map(Self.channels)
            try #require(colors.count == 2 && colors.allSatisfy { $0.count == 3 }, "\(result.standardOutput)")
            #expect(colors[0][1] > colors[0][0] && colors[0][1] > colors[0][2])
            #expect(colors[1][0] > colors[1][1] && colors[1][0] > colors[1][2])
        }

        /// Red, green and blue of `#RRGGBB`.
        private static func channels(_ hex: Substring) -> [Int] {
            stride(from: 1, to: hex.count, by: 2).compactMap { offset in
                Int(hex.dropFirst(offset).prefix(2), radix: 16)
            }
        }

    }
}

extension DesktopTests.ScreenTests {
    /// `--render-png` (painted with cairo and Pango, no display) against a screenshot of the same popup
    /// on screen (GTK's widgets and CSS): the same width, the height within 3 px, the same background,
    /// and at most 8 % of the pixels apart by more than 25 % (text metrics and anti-aliasing differ a
    /// little; text in another place or another colour would differ far more).
    @Test func aRenderedPNGLooksLikeThePopupOnScreen() async throws {
        let result = try await onDesktop(
            screenHelpers + #"""
                set -- --type positive -A undo=Undo "File deleted" "report.pdf was moved to the bin"
                ($NOTIFY "$@" > /dev/null &)
                set -- $(drawn popup-1) "$@"
                import -window "$5" "$DESKTOP_DIR/screen.png"
                shift 5
                env -u DISPLAY -u WAYLAND_DISPLAY $NOTIFY --render-png "$DESKTOP_DIR/render.png" "$@" || exit 9
                set -- $(identify -format "%w %h " "$DESKTOP_DIR/screen.png" "$DESKTOP_DIR/render.png")
                echo "$1 $2 $3 $4"
                convert "$DESKTOP_DIR/screen.png" -crop "$3x$4+0+$((($2 - $4) / 2))" +repage "$DESKTOP_DIR/same.png"
                compare -metric AE -fuzz 25% "$DESKTOP_DIR/same.png" "$DESKTOP_DIR/render.png" null: 2>&1; echo
                for file in same render; do
                    convert "$DESKTOP_DIR/$file.png" -crop 1x1+4+$(($4 / 2)) +repage -depth 8 txt:- | tail -n 1 | sed 's/.*\(#[0-9A-F]\{6\}\).*/\1/'
                done
                """#)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(result.standardOutput)\(result.standardError)")
        let sizes = lines[0].split(separator: " ").compactMap { Int($0) }
        #expect(sizes[0] == 428 && sizes[2] == 428)
        #expect(abs(sizes[1] - sizes[3]) <= 3, "heights \(sizes[1]) on screen, \(sizes[3]) rendered")
        let apart = try #require(Int(lines[1]))
        #expect(Double(apart) / Double(sizes[2] * sizes[3]) < 0.08, "\(apart) pixels apart")
        let green = Theme.standard.light.positive.background
        #expect(lines[2] == lines[3] && lines[2] == String(format: "#%02X%02X%02X", green.red, green.green, green.blue))
    }

    /// Kind icons and the close cross are drawn, not looked up: a service whose popups name no icon never
    /// maps the icon theme's cache, yet shows the kind's glyph in the icon colour (the info disc is ~300
    /// pixels at 24 px, counted left of the text). A popup that names an icon then loads the theme.
    @Test func drawnKindIconsLeaveTheIconThemeUnloaded() async throws {
        let icon = Theme.standard.light.info.icon
        let hex = String(format: "#%02X%02X%02X", icon.red, icon.green, icon.blue)
        let result = try await onDesktop(
            screenHelpers + #"""
                $NOTIFY --duration infinite --type info "Drawn icon"
                set -- $(drawn popup-1)
                import -window "$5" "$DESKTOP_DIR/info.png"
                convert "$DESKTOP_DIR/info.png" -crop "44x$4+0+0" +repage -depth 8 txt:- | grep -c '\#(hex)'
                $NOTIFY --render-png "$DESKTOP_DIR/rendered.png" --type info "Drawn icon"
                convert "$DESKTOP_DIR/rendered.png" -crop "44x$4+0+0" +repage -depth 8 txt:- | grep -c '\#(hex)'
                grep -c icon-theme.cache "/proc/$(owner)/maps"
                $NOTIFY --duration infinite --type info -i dialog-information-symbolic "Named icon"
                drawn popup-2 > /dev/null
                grep -c icon-theme.cache "/proc/$(owner)/maps"
                """#)
        let counts = result.standardOutput.split(separator: "\n").compactMap { Int($0) }
        try #require(counts.count == 4, "\(result.standardOutput)\(result.standardError)")
        #expect(counts[0] > 150, "\(counts[0]) pixels in the icon colour \(hex)")
        // The offscreen painter draws the glyph at the same strength (it once drew it faint, through the
        // translucent source its border left).
        #expect(abs(counts[1] - counts[0]) <= counts[0] / 10, "rendered: \(counts[1]) pixels in \(hex), on screen \(counts[0])")
        #expect(counts[2] == 0, "the icon theme's cache is mapped without a named icon")
        #expect(counts[3] > 0, "a named icon loads the icon theme")
    }

    /// A picture given as the icon shows at 48 px (a 48 px file is drawn 1:1), at the top beside the
    /// title's first line however long the message; a symbolic theme icon takes the icon colour.
    @Test func picturesReadAndSymbolicIconsTakeTheIconColour() async throws {
        let icon = Theme.standard.light.info.icon
        let hex = String(format: "#%02X%02X%02X", icon.red, icon.green, icon.blue)
        let result = try await onDesktop(
            screenHelpers + #"""
                convert -size 48x48 xc:'#FFA500' "$DESKTOP_DIR/picture.png"
                $NOTIFY --duration infinite -i "$DESKTOP_DIR/picture.png" "Picture" "$(seq -s ' ' 60)"
                set -- $(drawn popup-1); import -window "$5" "$DESKTOP_DIR/p1.png"
                echo "$4"
                convert "$DESKTOP_DIR/p1.png" -fill black +opaque '#FFA500' -trim -format '%w %h %Y' info: | tr -d '+'; echo
                $NOTIFY --duration infinite -i network-wireless-offline-symbolic "Symbolic"
                set -- $(drawn popup-2); import -window "$5" "$DESKTOP_DIR/p2.png"
                convert "$DESKTOP_DIR/p2.png" -crop "60x$4+0+0" +repage -depth 8 txt:- | grep -c '\#(hex)'
                """#)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(result.standardOutput)\(result.standardError)")
        let height = try #require(Int(lines[0]))
        let box = lines[1].split(separator: " ").compactMap { Int($0) }
        try #require(box.count == 3, "\(lines[1])")
        #expect(box[0] == 48 && box[1] == 48, "the picture is \(box[0])×\(box[1]) px")
        #expect(height > 100 && box[2] <= 16, "the picture starts \(box[2]) px down a popup \(height) px tall")
        #expect((Int(lines[2]) ?? 0) > 20, "\(lines[2]) pixels of the symbolic icon in the icon colour \(hex)")
    }

    /// The busy spinner (indeterminate progress) is drawn like the kind glyphs: a ring in the card's
    /// foreground colour between the text and the close button (where an idle popup has none of it), and
    /// the icon theme's cache stays unmapped.
    @Test func theSpinnerIsDrawnAndLeavesTheIconThemeUnloaded() async throws {
        let foreground = Theme.standard.light.neutral.foreground
        let hex = String(format: "#%02X%02X%02X", foreground.red, foreground.green, foreground.blue)
        let result = try await onDesktop(
            screenHelpers + #"""
                ring() { set -- $(drawn $1); import -window "$5" "$DESKTOP_DIR/$1.png"
                  convert "$DESKTOP_DIR/$1.png" -gravity East -crop "50x$4+40+0" +repage -depth 8 txt:- | grep -c '\#(hex)'; }
                $NOTIFY --duration infinite --type neutral "Idle"
                gdbus call --session --dest io.snackbar.Notifier --object-path /io/snackbar/Notifier \
                    --method io.snackbar.Notifier.Show "{'message': <'Busy'>, 'progress': <-1.0>, 'duration': <60.0>}" > /dev/null
                ring popup-1; ring popup-2
                grep -c icon-theme.cache "/proc/$(owner)/maps"
                """#)
        let counts = result.standardOutput.split(separator: "\n").compactMap { Int($0) }
        try #require(counts.count == 3, "\(result.standardOutput)\(result.standardError)")
        #expect(counts[0] == 0, "\(counts[0]) pixels in \(hex) where an idle popup has nothing")
        #expect(counts[1] > 8, "\(counts[1]) pixels of the ring in the foreground colour \(hex)")
        #expect(counts[2] == 0, "the icon theme's cache is mapped by a busy popup")
    }

    /// The countdown bar of `--render-png --countdown` sits where the popup on screen draws it: the rows
    /// in the action colour, counted from the foot, are the same 3 (a 60 s popup's bar is still full at x = 200).
    @Test func aRenderedCountdownBarSitsWhereThePopupDrawsIt() async throws {
        let action = Theme.standard.light.positive.action
        let hex = String(format: "#%02X%02X%02X", action.red, action.green, action.blue)
        let result = try await onDesktop(
            screenHelpers + #"""
                set -- --type positive --countdown -t 60000 "Countdown" "The bar shows the time left."
                ($NOTIFY "$@" > /dev/null &)
                set -- $(drawn popup-1) "$@"
                import -window "$5" "$DESKTOP_DIR/screen.png"
                shift 5
                env -u DISPLAY -u WAYLAND_DISPLAY $NOTIFY --render-png "$DESKTOP_DIR/render.png" "$@" || exit 9
                for file in screen render; do
                    height=$(identify -format "%h" "$DESKTOP_DIR/$file.png")
                    convert "$DESKTOP_DIR/$file.png" -crop 1x$height+200+0 +repage -depth 8 txt:- | tail -n +2 |
                        awk -v h=$height -v c="$ACTION" 'index($0, c) { printf "%d ", h - 1 - $2 } END { print "" }' FS='[,:]'
                done
                """#, environment: ["ACTION": hex])
        let lines = result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        try #require(lines.count == 2, "\(result.standardOutput)\(result.standardError)")
        #expect(lines[0] == "15 14 13", "on screen, rows from the foot: \(lines[0])")
        #expect(lines[1] == lines[0], "rendered: \(lines[1])")
    }
}
