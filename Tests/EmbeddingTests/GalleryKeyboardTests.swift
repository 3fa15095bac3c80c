import Foundation
import Testing

/// The gallery driven with real keys on the suite's display: shell scripts with xdotool, which read the
/// windows' frames and, through `--print-focus`, where the keyboard focus went.
extension GalleryTests {
    /// Shell functions the scripts share: `wait_for CONDITION` (up to 10 s); `popups` (visible snacks);
    /// `show_next` (Tab, Enter, and one snack more on screen); `focused` (the X focus window's title);
    /// `open_gallery [OPTIONS]` (starts it as `$gallery`, its window in `$window` and focused, its standard
    /// output in `$log`); `last_focus` (the last `--print-focus` line); `key_moving_focus KEY` (presses KEY,
    /// waits for a focus line); `tab_to NAME` (Tab until the focus is on NAME).
    private static let helpers = #"""
        wait_for() { for _ in $(seq 200); do eval "$1" && return 0; sleep 0.05; done; return 1; }
        popups() { xdotool search --onlyvisible --name '^snackbar: ' 2> /dev/null | wc -l; }
        show_next() { shown=$(popups); xdotool key Tab Return; wait_for '[ $(popups) -gt $shown ]'; }
        focused() { xdotool getwindowfocus getwindowname 2> /dev/null; }
        open_gallery() {
            log=$XDG_CONFIG_HOME/gallery.log
            "$gallery_path" "$@" > "$log" & gallery=$!
            wait_for 'window=$(xdotool search --onlyvisible --name "^Snackbar Gallery$" | head -n 1); [ -n "$window" ]'
            xdotool windowfocus --sync "$window"
        }
        last_focus() { grep '^focus ' "$log" | tail -n 1; }
        key_moving_focus() { lines=$(wc -l < "$log"); xdotool key "$1"; wait_for '[ $(wc -l < "$log") -gt $lines ]'; }
        tab_to() { for _ in $(seq 60); do key_moving_focus Tab; [ "$(last_focus)" = "focus $1" ] && return 0; done; return 1; }
        gallery_path=$1

        """#

    /// From the keyboard alone: Tab, Enter runs the first scenario; Tab, Enter the next one (each shows its
    /// snack), as Tab reaches each button itself.
    @Test func tabAndEnterRunEachScenarioInTurn() async throws {
        let result = try await runKeys(
            #"""
            open_gallery
            show_next && echo "first shown"
            show_next && echo "second shown"
            kill $gallery
            """#)
        #expect(result.output == "first shown\nsecond shown\n", "\(result.errors)")
    }

    /// F6 (the shortcut the window names) takes the keyboard to the newest snack; Escape there closes it and
    /// gives the keyboard back to the gallery.
    @Test func f6TakesTheKeyboardToTheNewestSnack() async throws {
        let result = try await runKeys(
            #"""
            open_gallery
            show_next && echo "shown"
            xdotool key F6
            wait_for 'focused | grep -q "^snackbar: "' && echo "snack focused"
            xdotool key Escape
            wait_for '[ "$(focused)" = "Snackbar Gallery" ]' && echo "gallery focused"
            kill $gallery
            """#)
        #expect(result.output == "shown\nsnack focused\ngallery focused\n", "\(result.errors)")
    }

    /// A full stack of the gallery's snacks (three kinds pressed one after another) leaves the gallery window
    /// free: the next button is still there to click. At scale 2 too, where the window fills most of the screen.
    @Test(arguments: [1, 2])
    func aFullStackOfSnacksCoversNoneOfTheWindow(scale: Int) async throws {
        let result = try await runKeys(
            #"""
            # Without motion the snacks sit in their slots as soon as they show.
            mkdir -p "$XDG_CONFIG_HOME/gtk-3.0"
            printf '[Settings]\ngtk-enable-animations=false\n' > "$XDG_CONFIG_HOME/gtk-3.0/settings.ini"
            open_gallery
            xdotool key Tab Return Tab Return Tab Return
            frames() { for snack in $(xdotool search --onlyvisible --name '^snackbar: '); do xdotool getwindowgeometry --shell $snack | tr '\n' ' '; echo; done; }
            wait_for '[ $(frames | grep -o " Y=[0-9]*" | sort -u | wc -l) -eq 3 ]' && echo "three shown"
            eval "$(xdotool getwindowgeometry --shell "$window")"
            left=$X top=$Y right=$((X + WIDTH)) bottom=$((Y + HEIGHT))
            frames | while read -r frame; do
                eval "$frame"
                if [ $X -lt $right ] && [ $((X + WIDTH)) -gt $left ] && [ $Y -lt $bottom ] && [ $((Y + HEIGHT)) -gt $top ]; then
                    echo "a snack at $X,$Y ${WIDTH}x$HEIGHT covers the window at $left,$top"
                fi
            done
            kill $gallery
            """#, environment: ["GDK_SCALE": "\(scale)"])
        #expect(result.output == "three shown\n", "\(result.errors)")
    }

    /// Tab goes from the undo section's button straight to the first row's Delete button, and on to the next
    /// row's; Shift+Tab back. No stop on a row itself, where Enter and Space do nothing.
    @Test func tabReachesEachRowsDeleteButtonAndNothingBetween() async throws {
        let result = try await runKeys(
            #"""
            open_gallery --print-focus
            tab_to undo-delete && echo "on the section's button"
            key_moving_focus Tab && last_focus
            key_moving_focus Tab && last_focus
            key_moving_focus shift+Tab && last_focus
            kill $gallery
            """#)
        #expect(
            result.output
                == "on the section's button\nfocus delete: Quarterly report.pdf\nfocus delete: Holiday photo.jpg\nfocus delete: Quarterly report.pdf\n",
            "\(result.errors)")
    }

    /// Enter on a row's Delete, F6 to its snack, Enter on Undo: the row is back and so is the keyboard, on its
    /// Delete button, and Tab goes on from there to the next row.
    @Test func afterUndoTheKeyboardIsBackOnTheRestoredRow() async throws {
        let result = try await runKeys(
            #"""
            open_gallery --print-focus
            tab_to "delete: Quarterly report.pdf"
            xdotool key Return
            wait_for 'xdotool search --onlyvisible --name "^snackbar: undo-Quarterly report.pdf$" > /dev/null' && echo "deleted"
            xdotool key F6
            wait_for 'focused | grep -q "^snackbar: "' && xdotool key Return
            wait_for '[ "$(focused)" = "Snackbar Gallery" ] && [ $(popups) -eq 0 ]' && echo "undone"
            wait_for '[ "$(last_focus)" = "focus delete: Quarterly report.pdf" ]' && echo "back on its Delete"
            key_moving_focus Tab && last_focus
            kill $gallery
            """#)
        #expect(result.output == "deleted\nundone\nback on its Delete\nfocus delete: Holiday photo.jpg\n", "\(result.errors)")
    }

    /// Runs the shell `script` (the gallery's path as `$1`, `helpers` defined) on the suite's display, with
    /// settings of its own in `$XDG_CONFIG_HOME` and `environment`; returns what it printed.
    private func runKeys(_ script: String, environment: [String: String?] = [:]) async throws -> CommandResult {
        let display = try Self.display.get()
        let directory = try Command.temporaryDirectory("gallery-keys")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let own: [String: String?] = ["XDG_CONFIG_HOME": directory, "NO_AT_BRIDGE": "1", "WAYLAND_DISPLAY": nil]
        return try await Command.run(
            ["sh", "-c", Self.helpers + script, "sh", Self.gallery],
            environment: display.environment.merging(own.merging(environment) { $1 }) { $1 })
    }
}
