import Foundation
import SnackbarGtk
import SnackbarTestTags
import Testing

/// A popup that took the keyboard on sway shows which control has it, as on X11: the focus ring, read from
/// screenshots (grim) against the same popup before it was asked for the keyboard.
@Suite(.serialized, .compositor(.sway), .tags(.compositor))
struct SwayFocusRingTests {
    let sway: WaylandSession

    init() async throws {
        sway = try await WaylandSession.current()
    }

    /// `--focus` rings the action, a Tab then the close button. Each key comes from a virtual keyboard that
    /// lives for that key only (`wtype`, as voice control and scripts type): no keyboard is plugged in between,
    /// and sway keeps the popup as its keyboard focus all the while.
    @Test func theFocusedControlShowsItsRingAfterFocusAndAfterTab() async throws {
        let (result, shot) = try await runWithShots(
            #"""
            "$0" -t 0 -A undo=Undo "File deleted" > /dev/null & client=$!
            wait_for '[ "$(px 640,30)" != "$(px 640,400)" ]' || exit 1
            settled_unlike "$1/unasked.ppm" /dev/null
            "$0" --focus || exit 1
            settled_unlike "$1/focused.ppm" "$1/unasked.ppm"
            wtype -s 100 -k Tab
            settled_unlike "$1/tabbed.ppm" "$1/focused.ppm"
            "$0" --close-all; wait $client
            """#)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let unasked = try #require(shot["unasked"], "no unasked screenshot")
        let topSlot = SnackRect(x: 0, y: 0, width: unasked.width, height: 120)
        let focused = try #require(shot["focused"], "no focused screenshot").differences(from: unasked, in: topSlot)
        let tabbed = try #require(shot["tabbed"], "no tabbed screenshot").differences(from: unasked, in: topSlot)
        let (first, next) = (Ring(focused), Ring(tabbed))
        #expect(first != nil, "no ring after --focus: \(focused.count) pixels changed")
        #expect(next != nil, "no ring after Tab: \(tabbed.count) pixels changed")
        guard let first, let next else { return }
        #expect(first.bounds.width > next.bounds.width, "the action's ring, then the round close button's: \(first), \(next)")
        #expect(next.bounds.x > first.bounds.maxX, "Tab moves the ring on to the next control: \(first), \(next)")
    }

    /// `--focus` twice with two popups: the ring moves to the older popup and leaves the newer one, which
    /// shows as it did before it was asked for the keyboard.
    @Test func theRingLeavesThePopupThatHandedTheKeyboardOn() async throws {
        let (result, shot) = try await runWithShots(
            #"""
            d=$1
            "$0" -p -t 0 -A a=Alpha "Older" > "$d/older" & older=$!
            wait_for '[ -s "$d/older" ]' || exit 1
            "$0" -p -t 0 -A b=Beta "Newer" > "$d/newer" & newer=$!
            wait_for '[ -s "$d/newer" ]' || exit 1
            settled_unlike "$1/unasked.ppm" /dev/null
            "$0" --focus || exit 1
            settled_unlike "$1/newer.ppm" "$1/unasked.ppm"
            "$0" --focus || exit 1
            settled_unlike "$1/older.ppm" "$1/newer.ppm"
            "$0" --close-all; wait $older $newer
            """#)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let unasked = try #require(shot["unasked"], "no unasked screenshot")
        // The newer popup at the top, the older one below it.
        let (newerSlot, olderSlot) = (
            SnackRect(x: 0, y: 0, width: unasked.width, height: 88), SnackRect(x: 0, y: 88, width: unasked.width, height: 100)
        )
        #expect(
            Ring(try #require(shot["newer"], "no newer screenshot").differences(from: unasked, in: newerSlot)) != nil,
            "the newer popup's ring after one --focus")
        let older = try #require(shot["older"], "no older screenshot")
        #expect(Ring(older.differences(from: unasked, in: olderSlot)) != nil, "the older popup's ring after two")
        let left = older.differences(from: unasked, in: newerSlot)
        #expect(left.count == 0, "the newer popup keeps a ring: \(left.count) pixels unlike before --focus")
    }

    /// Runs `script` (with `settled_unlike`) given a directory of its own as `$1` for its screenshots, and
    /// returns its result and the screenshots it took, by name; the directory goes afterwards.
    private func runWithShots(_ script: String) async throws -> (ToolResult, [String: Screenshot]) {
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("focus-ring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: shots) }
        let result = try await sway.notifyScript(WaylandSession.busHelpers + Self.settledShots + script, arguments: [shots.path])
        var taken: [String: Screenshot] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: shots.path) where name.hasSuffix(".ppm") {
            taken[String(name.dropLast(4))] = try Screenshot(ppm: Data(contentsOf: shots.appendingPathComponent(name)))
        }
        return (result, taken)
    }

    /// `settled_unlike FILE OTHER`: a screenshot into FILE once the screen settled (two alike in a row) on a
    /// picture unlike OTHER; after 20 s as it is. `px X,Y`: one pixel's colour.
    private static let settledShots = #"""
        px() { grim -g "$1 1x1" -t ppm - | tail -c 3 | od -An -tx1 | tr -d ' \n'; }
        settled_unlike() {
            _file=$1 _other=$2
            wait_for 'grim -t ppm "$_file.before" && grim -t ppm "$_file" && cmp -s "$_file.before" "$_file" && ! cmp -s "$_file" "$_other"' ||
                grim -t ppm "$_file"
        }

        """#
}

/// Pixels that changed, if they form a focus ring: an outline around a control, every pixel near the edge of
/// their bounds and each side drawn.
private struct Ring: CustomStringConvertible {
    let bounds: SnackRect
    var description: String { "ring \(bounds)" }

    init?(_ points: [(x: Int, y: Int)]) {
        guard let x = points.map(\.x).min(), let y = points.map(\.y).min(), let maxX = points.map(\.x).max(),
            let maxY = points.map(\.y).max()
        else { return nil }
        bounds = SnackRect(x: x, y: y, width: maxX - x + 1, height: maxY - y + 1)
        // The 2 px outline, its anti-aliased edge and its rounded corners.
        let thickness = 5
        let sides = [
            points.filter { $0.x < x + thickness }, points.filter { $0.x > maxX - thickness },
            points.filter { $0.y < y + thickness }, points.filter { $0.y > maxY - thickness }
        ]
        let onEdge = points.allSatisfy { $0.x < x + thickness || $0.x > maxX - thickness || $0.y < y + thickness || $0.y > maxY - thickness }
        // A control's size: a button is at least 16 px each way and narrower than the popup's text.
        guard onEdge, sides.allSatisfy({ $0.count >= 10 }), (16...200).contains(bounds.width), (16...80).contains(bounds.height)
        else { return nil }
    }
}
