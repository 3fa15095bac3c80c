import SnackNotifyKit
import SnackbarCore
import Testing

/// Every text row of a snack (`SnackTextRow`) reaches the places that carry its texts beside the drawing: the
/// banner the desktop shows (`DesktopBanner`), a `--follow` line (`FollowUpdate`) and the `--history` listing
/// (`HistoryListing`). Each walks the rows, so a new row reaches them by itself; one without a wire key, or a
/// place that names the rows one by one again, fails here.
@Suite("One content model: every text row in the banner, --follow and --history")
struct TextRowReachTests {
    /// The text `row` holds in `content(_:)`: its own, plain, with nothing to escape.
    static func text(_ row: SnackTextRow) -> String { "Row \(row.cssClass)" }

    /// Content where each of `rows` holds its text and every other row is empty.
    static func content(_ rows: [SnackTextRow] = SnackTextRow.allCases) -> SnackContent {
        var content = SnackContent(message: "")
        for row in rows { row.write(text(row), to: &content) }
        return content
    }

    static func banner(_ content: SnackContent, markup: Bool) -> DesktopBanner {
        DesktopBanner(Snack(content: content), appName: nil, urgency: .normal, timeScale: 1, serverReadsMarkup: markup)
    }

    @Test func everyRowHasAWireKeyOfItsOwn() {
        let keys = SnackTextRow.allCases.map(\.wireKey)
        #expect(!keys.contains(nil), "rows with no wire key: \(zip(SnackTextRow.allCases, keys).filter { $0.1 == nil }.map(\.0))")
        #expect(Set(keys).count == keys.count, "two rows under one key: \(keys)")
    }

    /// The first text is the summary, every other a line of the body, in reading order.
    @Test(arguments: [false, true])
    func everyRowIsALineOfTheBannerInReadingOrder(markup: Bool) {
        let banner = Self.banner(Self.content(), markup: markup)
        let lines = [banner.summary] + banner.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == SnackTextRow.allCases.map(Self.text))
    }

    /// A row alone is the summary, whichever it is.
    @Test(arguments: SnackTextRow.allCases)
    func aRowAloneIsTheBannersSummary(row: SnackTextRow) {
        let banner = Self.banner(Self.content([row]), markup: true)
        #expect((banner.summary, banner.body) == (Self.text(row), ""))
    }

    @Test(arguments: SnackTextRow.allCases)
    func aFollowLineSetsEveryRowUnderItsWireKey(row: SnackTextRow) throws {
        let key = try #require(row.wireKey)
        let start = NotifyRequest(message: "start", title: "Start")
        var request = start
        try FollowUpdate(line: "{\"\(key)\":\"\(Self.text(row))\"}").apply(to: &request)
        #expect(row.text(of: request.content) == Self.text(row))
        for other in SnackTextRow.allCases where other != row {
            #expect(other.text(of: request.content) == other.text(of: start.content), "\(other) changed")
        }
    }

    @Test(arguments: SnackTextRow.allCases)
    func theHistoryListsEveryRowUnderItsWireKey(row: SnackTextRow) throws {
        let key = try #require(row.wireKey)
        var request = NotifyRequest(message: "")
        request.content = Self.content()
        let listing = NotificationHistory.Entry(id: 5, request: request, reason: "timeout").listing
        let column = try #require(HistoryListing.textKeys.firstIndex(of: key), "--history has no column \(key)")
        #expect(listing.fields[key] == Self.text(row))
        #expect(listing.line().split(separator: "\t", omittingEmptySubsequences: false)[column + 1] == Self.text(row))
        #expect(listing.json.contains("\"\(key)\":\"\(Self.text(row))\""))
        #expect(HistoryListing(wire: listing.wire) == listing)
    }
}
