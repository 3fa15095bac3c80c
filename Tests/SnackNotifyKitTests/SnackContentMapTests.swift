import Foundation
import SnackNotifyKit
import Testing

@testable import SnackbarCore

/// A snack's content is declared once, in `SnackContent`; the request the command line and the service
/// exchange and the C handle hold that value. This map says, for each field of the content and each field a
/// `Snack` keeps beside it (id, buttons, callbacks), its wire key in `NotifyRequest.wireKeys` and its C
/// function in include/snackbar — or why one of them leaves it out. A field with no line here, a wire key or
/// C function that is gone, or a wire key that does not carry its field fails the test.
@Suite("One content model: every snack field on the wire and in the C API, or why not")
struct SnackContentMapTests {
    /// Where a field lives in one model.
    enum Place {
        /// This wire key of `NotifyRequest.wireKeys`, or this C function of snackbar.h.
        case named(String)
        /// Left out, for this reason.
        case absent(String)
    }

    static let content: [String: (wire: Place, c: Place)] = [
        "message": (.named("message"), .named("snackbar_snack_set_message")),
        "title": (.named("title"), .named("snackbar_snack_set_title")),
        "kind": (.named("kind"), .named("snackbar_snack_set_kind")),
        "duration": (.named("duration"), .named("snackbar_snack_set_duration")),
        "icon": (.named("icon"), .named("snackbar_snack_set_icon")),
        "iconPixels": (.absent("a notification's image-data: only the notification server sets it"), .absent("the same")),
        "staysOnAction": (.absent("a notification's resident hint: only the notification server sets it"), .absent("the same")),
        "keepsPlaceWhenUpdated": (.absent("a replaced notification: only the notification server sets it"), .absent("the same")),
        "showsCloseButton": (.named("close-button"), .named("snackbar_snack_set_close_button")),
        "edge": (.named("edge"), .named("snackbar_snack_set_edge")),
        "alignment": (.named("align"), .named("snackbar_snack_set_alignment")),
        "usesMarkup": (.named("markup"), .named("snackbar_snack_set_markup")),
        "priority": (.absent("travels as the urgency, which makeSnack turns into it"), .named("snackbar_snack_set_priority")),
        "progress": (.named("progress"), .named("snackbar_snack_set_progress")),
        "requiresInteraction": (.named("requires-interaction"), .named("snackbar_snack_set_requires_interaction")),
        "repeatCount": (.absent("the service counts repeated requests itself"), .named("snackbar_snack_set_repeat_count")),
        "showDelay": (.named("show-delay"), .named("snackbar_snack_set_show_delay")),
        "minimumVisible": (.named("min-visible"), .named("snackbar_snack_set_min_visible")),
        "showsCountdown": (.named("countdown"), .named("snackbar_snack_set_countdown"))
    ]

    /// The fields a `Snack` keeps beside its content.
    static let snack: [String: (wire: Place, c: Place)] = [
        "id": (.named("tag"), .named("snackbar_snack_set_id")),
        "hasExplicitID": (.absent("follows from id"), .absent("follows from id")),
        "content": (.absent("its fields are mapped above"), .absent("the same")),
        "action": (.named("action-names"), .named("snackbar_snack_add_action")),
        "secondaryAction": (.named("action-labels"), .named("snackbar_snack_add_action")),
        "longAction": (.named("long-action"), .named("snackbar_snack_set_long_action")),
        "moreActions": (.named("action-names"), .absent("a notification's actions past two: only the notification server sets them")),
        "onTap": (.absent("a notification's default action: only the notification server sets it"), .named("snackbar_snack_set_tap_callback")),
        "onDismiss": (.absent("the outcome travels back as the Dismissed signal"), .named("snackbar_snack_set_dismissed_callback"))
    ]

    /// Content with every field away from its default, to see each travel.
    static var sample: SnackContent {
        get throws {
            var content = SnackContent(message: "Saved")
            content.title = "Files"
            content.kind = .positive
            content.duration = .custom(7)
            content.icon = "document-save"
            content.iconPixels = try SnackIconPixels(
                width: 1, height: 1, rowstride: 4, hasAlpha: true, bitsPerSample: 8, channels: 4, byteCount: 4, bytes: { _ in [1, 2, 3, 4] })
            content.staysOnAction = true
            content.keepsPlaceWhenUpdated = true
            content.showsCloseButton = true
            content.edge = .top
            content.alignment = .trailing
            content.usesMarkup = true
            content.priority = .high
            content.progress = .fraction(0.5)
            content.requiresInteraction = true
            content.repeatCount = 3
            content.showDelay = 0.25
            content.minimumVisible = 1.5
            content.showsCountdown = true
            return content
        }
    }

    @Test func everyFieldOfTheContentAndOfASnackIsMapped() {
        let content = Set(Mirror(reflecting: SnackContent(message: "x")).children.compactMap(\.label))
        #expect(content.symmetricDifference(Self.content.keys).sorted() == [], "content fields with no line, or lines with no field")
        let snack = Set(Mirror(reflecting: Snack("x").storage.fields).children.compactMap(\.label))
        #expect(snack.symmetricDifference(Self.snack.keys).sorted() == [], "snack fields with no line, or lines with no field")
    }

    @Test func everyMappedWireKeyTravels() {
        let keys = Set(NotifyRequest.wireKeys)
        for (field, places) in Self.content.merging(Self.snack, uniquingKeysWith: { $1 }) {
            if case .named(let key) = places.wire { #expect(keys.contains(key), "\(field): no wire key \(key)") }
        }
    }

    @Test func eachContentFieldWithAWireKeyComesBackFromTheWire() throws {
        let sample = try Self.sample
        let fields = Mirror(reflecting: sample).children
        let defaults = Mirror(reflecting: SnackContent(message: "")).children.map { String(describing: $0.value) }
        for (field, value) in zip(fields, defaults) { #expect(String(describing: field.value) != value, "\(field.label!): set it in the sample") }
        var request = NotifyRequest(message: "")
        request.content = sample
        let received = Mirror(reflecting: NotifyRequest(wire: request.wireDictionary).content).children
        for (sent, back) in zip(fields, received) {
            guard case .named = Self.content[sent.label!]?.wire else { continue }
            #expect(String(describing: back.value) == String(describing: sent.value), "\(sent.label!)")
        }
    }

    @Test func everyMappedCFunctionIsDeclared() throws {
        let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("include/snackbar")
        let headers = try FileManager.default.contentsOfDirectory(atPath: include.path)
            .map { try String(contentsOf: include.appendingPathComponent($0), encoding: .utf8) }.joined()
        for (field, places) in Self.content.merging(Self.snack, uniquingKeysWith: { $1 }) {
            if case .named(let function) = places.c { #expect(headers.contains(" \(function)("), "\(field): \(function) is not in snackbar.h") }
        }
    }
}
