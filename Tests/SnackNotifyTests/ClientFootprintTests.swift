import Foundation
import SnackNotifyBus
import SnackNotifyKit
import SnackNotifyWire
import Testing

/// The client's common call loads no GLib: `snack-notify` links none, and what needs GIO runs in its
/// `snack-notify-bus` helper. The request then travels as GVariant text written without GLib (`WireText`),
/// which the service reads with GLib's own parser.
@Suite("snack-notify without GLib: its libraries, its wire text, the helper")
struct ClientFootprintTests {
    /// The shared libraries `binary` names (its DT_NEEDED entries).
    static func neededLibraries(_ binary: URL) async throws -> [String] {
        let result = try await NotifyProcess.run(executable: URL(fileURLWithPath: "/usr/bin/readelf"), ["-d", binary.path])
        #expect(result.status == 0)
        return result.standardOutput.split(separator: "\n").filter { $0.contains("(NEEDED)") }
            .compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
    }

    @Test func theClientLinksNoGLibAndItsHelperLinksGIO() async throws {
        let client = try await Self.neededLibraries(NotifyProcess.executable)
        #expect(client.contains { $0.hasPrefix("libc.so") })
        #expect(!client.contains { $0.contains("glib") || $0.contains("gio") || $0.contains("gobject") }, "\(client)")
        let helper = try await Self.neededLibraries(NotifyProcess.productsDirectory.appendingPathComponent("snack-notify-bus"))
        #expect(helper.contains { $0.hasPrefix("libgio-2.0") }, "\(helper)")
    }

    @Test func aVariantHintIsStillCheckedByGLibsParser() async throws {
        let refused = try await NotifyProcess.run(["-h", "variant:v:<1", "x"])
        #expect(refused.standardError == "Value \"<1\" of hint \"v\" could not be parsed as type \"variant\".\n")
        #expect(refused.status == 1)
        // A good one passes the check: the call goes on to need a display.
        let taken = try await NotifyProcess.run(["-h", "variant:v:<[1, 2]>", "x"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(taken.status == NotifyExitCode.noDisplay.rawValue, "\(taken.standardError)")
    }

    @Test func aMissingHelperIsNamedWithExitStatusTwo() async throws {
        let result = try await NotifyProcess.run(["--close-all"], environment: ["SNACK_NOTIFY_BUS": "/no/such/helper"])
        #expect(
            result.standardError == """
                Cannot run the D-Bus helper /no/such/helper: No such file or directory
                SNACK_NOTIFY_BUS names it: point SNACK_NOTIFY_BUS at an installed snack-notify-bus, or unset it to use the one \
                beside this program in \(NotifyProcess.productsDirectory.resolvingSymlinksInPath().path).

                """)
        #expect(result.status == NotifyExitCode.serviceFailed.rawValue)
    }

    @Test func theHelperRefusesToBeRunByHand() async throws {
        let result = try await NotifyProcess.run(executable: NotifyProcess.productsDirectory.appendingPathComponent("snack-notify-bus"), ["Hello"])
        #expect(result.standardError.contains("run by snack-notify only"))
        #expect(result.status == NotifyExitCode.usage.rawValue)
    }

    /// The wire's map is built of plain closures: key paths there would cost every call their instantiation at
    /// run time, more than half of a warm call's instructions.
    @Test(arguments: ["NotifyRequest+Wire.swift", "WireCodable.swift"])
    func theWireMapBuildsNoKeyPaths(file: String) throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SnackNotifyKit/Request/" + file)
        let text = try String(contentsOf: source, encoding: .utf8)
        let map = text[(text.range(of: "wireFields: [WireField]")?.lowerBound ?? text.startIndex)...]
        for keyPath in ["\\.", "KeyPath", "SnackContent.fields"] {
            #expect(!map.contains(keyPath), "\(file) builds key paths (\(keyPath))")
        }
    }

    static let awkward: [String: NotifyWireValue] = [
        "message": .string("quotes ' \" and \\ backslashes, a\nnewline, a\ttab, \u{7F}, \u{1}, ünïcödé ✓ 🎉"),
        "title": .string("'"),
        "empty": .string(""),
        "flag": .bool(true),
        "off": .bool(false),
        "whole": .double(5),
        "fraction": .double(0.3),
        "large": .double(1e20),
        "small": .double(-1.5e-7),
        "id": .uint32(4_294_967_295),
        "names": .strings(["a", "b's", ""]),
        "none": .strings([])
    ]

    @Test func wireTextReadsBackThroughGVariantsParser() throws {
        let text = WireText.text(of: Self.awkward)
        #expect(!text.contains("\n"))
        #expect(WireVariant.dictionary(parsing: text) == Self.awkward)
    }

    @Test func aWireStringEndsAtNULAsACStringDoes() {
        let text = WireText.text(of: ["message": .string("before\u{0}after")])
        #expect(WireVariant.dictionary(parsing: text) == ["message": .string("before")])
    }

    @Test func aRequestTravelsWhole() throws {
        var request = NotifyRequest(message: "Saved")
        request.title = "Report 'Q3'"
        request.actions = [NotifyAction(name: "undo", label: "Undo")]
        request.duration = .custom(2.5)
        request.replaceID = 7
        request.waits = true
        request.categories = []
        let read = try #require(WireVariant.request(parsing: WireText.text(of: request)))
        #expect(read.wireDictionary == request.wireDictionary)
    }
}
