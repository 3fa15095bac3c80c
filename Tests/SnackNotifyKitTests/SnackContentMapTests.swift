import Foundation
import SnackNotifyKit
import Testing

@testable import SnackbarCore

/// A snack's content is declared once, in `Snack.Fields`; this map says where each field lives in the other
/// models — the request the command line and the service exchange (its wire key) and the C handle (its
/// setter in include/snackbar.h) — or why a model leaves it out. A field added to `Snack` without a line
/// here, a wire key or C setter that is gone, fails the test: the models cannot drift apart unseen.
@Suite("One content model: every snack field on the wire and in the C API, or why not")
struct SnackContentMapTests {
    /// Where a field lives in one model.
    enum Place {
        /// This wire key of `NotifyRequest.wireKeys`, or this C function of snackbar.h.
        case named(String)
        /// Left out, for this reason.
        case absent(String)
    }

    static let map: [String: (wire: Place, c: Place)] = [
        "id": (.named("tag"), .named("snackbar_snack_set_id")),
        "hasExplicitID": (.absent("follows from id"), .absent("follows from id")),
        "message": (.named("message"), .named("snackbar_snack_set_message")),
        "title": (.named("title"), .named("snackbar_snack_set_title")),
        "kind": (.named("kind"), .named("snackbar_snack_set_kind")),
        "duration": (.named("duration"), .named("snackbar_snack_set_duration")),
        "icon": (.named("icon"), .named("snackbar_snack_set_icon")),
        "iconPixels": (.absent("a notification's image-data: only the notification server sets it"), .absent("the same")),
        "staysOnAction": (.absent("a notification's resident hint: only the notification server sets it"), .absent("the same")),
        "action": (.named("action-names"), .named("snackbar_snack_add_action")),
        "secondaryAction": (.named("action-labels"), .named("snackbar_snack_add_action")),
        "longAction": (.named("long-action"), .named("snackbar_snack_set_long_action")),
        "moreActions": (.named("action-names"), .absent("a notification's actions past two: only the notification server sets them")),
        "keepsPlaceWhenUpdated": (.absent("a replaced notification: only the notification server sets it"), .absent("the same")),
        "showsCloseButton": (.named("close-button"), .named("snackbar_snack_set_close_button")),
        "edge": (.named("edge"), .named("snackbar_snack_set_edge")),
        "alignment": (.named("align"), .named("snackbar_snack_set_alignment")),
        "usesMarkup": (.named("markup"), .named("snackbar_snack_set_markup")),
        "priority": (.named("urgency"), .named("snackbar_snack_set_priority")),
        "progress": (.named("progress"), .named("snackbar_snack_set_progress")),
        "requiresInteraction": (.named("requires-interaction"), .named("snackbar_snack_set_requires_interaction")),
        "repeatCount": (.absent("the service counts repeated requests itself"), .named("snackbar_snack_set_repeat_count")),
        "showDelay": (.named("show-delay"), .named("snackbar_snack_set_show_delay")),
        "minimumVisible": (.named("min-visible"), .named("snackbar_snack_set_min_visible")),
        "showsCountdown": (.named("countdown"), .named("snackbar_snack_set_countdown")),
        "onTap": (.absent("a notification's default action: only the notification server sets it"), .named("snackbar_snack_set_tap_callback")),
        "onDismiss": (.absent("the outcome travels back as the Dismissed signal"), .named("snackbar_snack_set_dismissed_callback"))
    ]

    @Test func everyStoredFieldOfASnackIsMapped() {
        let fields = Set(Mirror(reflecting: Snack("x").storage.fields).children.compactMap(\.label))
        #expect(fields.subtracting(Self.map.keys).isEmpty, "fields with no line in the map: \(fields.subtracting(Self.map.keys).sorted())")
        #expect(Set(Self.map.keys).subtracting(fields).isEmpty, "mapped but gone: \(Set(Self.map.keys).subtracting(fields).sorted())")
    }

    @Test func everyMappedWireKeyTravels() {
        let keys = Set(NotifyRequest.wireKeys)
        for (field, places) in Self.map {
            if case .named(let key) = places.wire { #expect(keys.contains(key), "\(field): no wire key \(key)") }
        }
    }

    @Test func everyMappedCSetterIsDeclared() throws {
        let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("include/snackbar")
        let headers = try FileManager.default.contentsOfDirectory(atPath: include.path)
            .map { try String(contentsOf: include.appendingPathComponent($0), encoding: .utf8) }.joined()
        for (field, places) in Self.map {
            if case .named(let function) = places.c { #expect(headers.contains(" \(function)("), "\(field): \(function) is not in snackbar.h") }
        }
    }
}
