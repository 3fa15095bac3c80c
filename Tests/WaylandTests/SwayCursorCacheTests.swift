import Foundation
import SnackbarTestTags
import Testing

/// The popup service's cursor cache on sway: the pointer over a popup is the desktop theme's, whether the
/// cache was there, missing or made for another theme, and a start with the cache reads only its files.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayCursorCacheTests {
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// Three starts of the service, each with a popup at the top left and the pointer put on it, waiting
    /// (with grim, cursors drawn) for the theme's one-colour arrow under the pointer: with no cache (the
    /// desktop's theme, read whole), with the cache the first start left (only its files opened: none
    /// of the theme's own folders, and none of the 40 other cursors), and after the desktop switched to
    /// another theme the cache does not hold yet (that theme's arrow once the first popup is up). A link
    /// clicked in a popup opens its app, with the desktop's `XCURSOR_PATH`, with the cache and without.
    @Test func thePointerOverAPopupIsTheThemesAndACachedStartOpensOnlyTheCachedCursors() async throws {
        let icons = FileManager.default.temporaryDirectory.appendingPathComponent("cursor-themes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: icons) }
        // The arrow in the theme, the link cursor in the theme it inherits (whose arrow must lose).
        try CursorFixture.theme("snack-test", in: icons, inherits: "snack-test-base", cursors: ["left_ptr": CursorFixture.magenta])
        try CursorFixture.theme("snack-test-base", in: icons, cursors: ["pointer": CursorFixture.magenta, "left_ptr": CursorFixture.cyan])
        try CursorFixture.theme("snack-test-2", in: icons, cursors: ["left_ptr": CursorFixture.cyan])
        let result = try await sway.notifyScript(
            WaylandSession.busHelpers + #"""
                icons=$1; export XCURSOR_PATH=$icons GSETTINGS_BACKEND=keyfile XDG_RUNTIME_DIR=$XDG_CONFIG_HOME/runtime
                mkdir -m 700 "$XDG_RUNTIME_DIR"; cache=$XDG_RUNTIME_DIR/snackbar/cursors
                export XDG_DATA_HOME=$XDG_CONFIG_HOME/data; mkdir -p "$XDG_CONFIG_HOME/glib-2.0/settings" "$XDG_DATA_HOME/applications"
                theme() { printf "[org/gnome/desktop/interface]\ncursor-theme='%s'\ncursor-size=40\n" "$1" > "$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"; }
                service=$XDG_CONFIG_HOME/snack-notifyd
                printf '#!/bin/sh\nexec strace -f -e trace=openat -o "$TRACE" "%s" "$@"\n' "$2" > "$service"; chmod +x "$service"
                enter() { swaymsg -q seat seat0 cursor set 1000 700; swaymsg -q seat seat0 cursor set 40 40; swaymsg -q seat seat0 cursor set 41 41; }
                pixel() { grim -c -g "60,60 1x1" -t ppm - | tail -c 3 | od -An -tx1 | tr -d ' \n'; }
                # A popup at the top left, the pointer moved onto it, the arrow's colour awaited there.
                show() {
                    TRACE=$XDG_CONFIG_HOME/$1.trace SNACK_NOTIFYD=$service "$0" --duration 60 --position top --align leading "Pointer $1" > /dev/null || exit 1
                    # In and out again until it shows: GDK sets a surface's cursor as the pointer enters.
                    wait_for "enter; [ \"\$(pixel)\" = $2 ]" || { echo "$1: $(pixel)"; exit 1; }
                    echo "$1: arrow $(pixel)"
                }
                theme snack-test
                show first ff00ff
                wait_for '[ -L "$cache/snack-test/cursors/pointer" ]' || exit 1
                stop_service; swaymsg -q seat seat0 cursor set 1000 700
                show cached ff00ff
                echo "first: $(grep -c "\"$icons/[^\"]*/cursors/" "$XDG_CONFIG_HOME/first.trace") theme files"
                echo "cached: $(grep -c "\"$icons/[^\"]*/cursors/" "$XDG_CONFIG_HOME/cached.trace") theme files," \
                    "$(grep -cE "\"$cache/snack-test/cursors/+[^\"/]+\", O_RDONLY\)" "$XDG_CONFIG_HOME/cached.trace") cached"
                # A link in a popup (green) opens its app with the desktop's XCURSOR_PATH, not the cache's.
                printf '#!/bin/sh\necho "XCURSOR_PATH=${XCURSOR_PATH-unset}" > "%s/opened"\n' "$XDG_CONFIG_HOME" > "$XDG_CONFIG_HOME/handler"
                printf '[Desktop Entry]\nType=Application\nName=Link\nExec=%s %%u\nMimeType=x-scheme-handler/snacktest;\n' \
                    "$XDG_CONFIG_HOME/handler" > "$XDG_DATA_HOME/applications/snacktest.desktop"
                printf '[Default Applications]\nx-scheme-handler/snacktest=snacktest.desktop\n' > "$XDG_CONFIG_HOME/mimeapps.list"
                printf '*:link { color: #00ff00; }\n' > "$XDG_CONFIG_HOME/link.css"; chmod +x "$XDG_CONFIG_HOME/handler"
                # Clicks the link of a popup of a new service, and says what XCURSOR_PATH the app opened got.
                link() {
                    stop_service; swaymsg -q seat seat0 cursor set 1000 700; rm -f "$XDG_CONFIG_HOME/opened"
                    "$0" --duration 60 --position top --align leading --markup --theme "$XDG_CONFIG_HOME/link.css" \
                        "<a href='snacktest:open'>WWWWWWWWWWWWWWWW</a>" > /dev/null || exit 1
                    # The first pixel of the link's colour in the top left 640×400 (a PPM's header is 15 bytes there).
                    green() { grim -g "0,0 640x400" -t ppm - | tail -c +16 | od -An -v -tx1 -w3 | grep -n -m1 '^ 00 ff 00$' | cut -d: -f1; }
                    wait_for '[ -n "$(green)" ]' || exit 1
                    at=$(green)
                    swaymsg -q seat seat0 cursor set $(((at - 1) % 640)) $(((at - 1) / 640))
                    swaymsg -q seat seat0 cursor press button1; swaymsg -q seat seat0 cursor release button1
                    wait_for '[ -s "$XDG_CONFIG_HOME/opened" ]' || exit 1
                    echo "$1: $(cat "$XDG_CONFIG_HOME/opened")"
                }
                link "link, cached"
                mv "$cache" "$cache.away"; link "link, no cache"
                stop_service; swaymsg -q seat seat0 cursor set 1000 700; rm -r "$cache"; mv "$cache.away" "$cache"
                theme snack-test-2
                show switched 00ffff
                ls "$cache"
                stop_service
                """#, hidingXwayland: true, arguments: [icons, Tool.productsDirectory + "/snack-notifyd"])
        let lines = sway.printed(result).split(separator: "\n").map(String.init)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(lines.contains("first: arrow ff00ff"))
        #expect(lines.contains("cached: arrow ff00ff"))
        #expect(lines.contains("switched: arrow 00ffff"))
        #expect(lines.contains("link, cached: XCURSOR_PATH=\(icons)"), "\(lines)")
        #expect(lines.contains("link, no cache: XCURSOR_PATH=\(icons)"), "\(lines)")
        // The first start reads the theme whole: both themes' cursors, the 40 fillers among them.
        let first = lines.first { $0.hasPrefix("first: ") && $0.hasSuffix("theme files") }
        #expect(first.flatMap { Int($0.split(separator: " ")[1]) }.map { $0 > 40 } == true, "\(lines)")
        // The cached start opens the links the cache holds (the arrow, the link cursor), nothing of the theme.
        #expect(lines.contains("cached: 0 theme files, 2 cached"), "\(lines)")
        #expect(lines.suffix(2) == ["snack-test", "snack-test-2"], "\(lines)")
    }
}
