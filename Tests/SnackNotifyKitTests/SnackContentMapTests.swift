import Foundation
import SnackNotifyKit
import Testing

@testable import SnackbarCore

/// A snack's content is declared once, in `SnackContent`, and `SnackContent.fields` names each stored
/// property's wire key and C setter (or why one of them leaves it out); the fields a `Snack` keeps beside its
/// content are mapped here. A stored property without a row, a row whose wire key does not carry its field
/// there and back, or a C function the header does not declare fails the test.
@Suite("One content model: every snack field on the wire and in the C API, or why not")
struct SnackContentMapTests {
    typealias Place = SnackContentField.Place

    /// The fields a `Snack` keeps beside its content.
    static let snack: [String: (wire: Place, c: Place)] = [
        "id": ("tag", "snackbar_snack_set_id"),
        "hasExplicitID": (.absent("follows from id"), .absent("follows from id")),
        "content": (.absent("its fields are in SnackContent.fields"), .absent("the same")),
        "action": ("action-names", "snackbar_snack_add_action"),
        "secondaryAction": ("action-labels", "snackbar_snack_add_action"),
        "longAction": ("long-action", "snackbar_snack_set_long_action"),
        "moreActions": ("action-names", .absent("a notification's actions past two: only the notification server sets them")),
        "onTap": (.absent("a notification's default action: only the notification server sets it"), "snackbar_snack_set_tap_callback"),
        "tapLabel": (.absent("a notification's default action's label: only the notification server sets it"), "snackbar_snack_set_tap_label"),
        "onDismiss": (.absent("the outcome travels back as the Dismissed signal"), "snackbar_snack_set_dismissed_callback")
    ]

    /// Each row of `SnackContent.fields` with the stored property it writes, found by writing a sample value
    /// through its key path and seeing which property changed.
    static func rows() throws -> [(label: String, field: SnackContentField)] {
        let blank = SnackContent(message: "")
        let before = Mirror(reflecting: blank).children.map { ($0.label!, String(describing: $0.value)) }
        return try SnackContent.fields.enumerated().map { index, field in
            var content = blank
            try field.writeSample(index, into: &content)
            let after = Mirror(reflecting: content).children.map { String(describing: $0.value) }
            let changed = zip(before, after).filter { $0.0.1 != $0.1 }.map(\.0.0)
            try #require(changed.count == 1, "the row for \(field.wire) writes \(changed), not one property")
            return (changed[0], field)
        }
    }

    /// Content with every field at its sample value, away from its default.
    static func sample() throws -> SnackContent {
        var content = SnackContent(message: "")
        for (index, field) in SnackContent.fields.enumerated() { try field.writeSample(index, into: &content) }
        return content
    }

    @Test func everyStoredPropertyOfTheContentHasOneRow() throws {
        let labels = try Self.rows().map(\.label)
        let stored = Mirror(reflecting: SnackContent(message: "x")).children.compactMap(\.label)
        #expect(Set(stored).subtracting(labels).sorted() == [], "stored properties of SnackContent with no row in SnackContent.fields")
        #expect(labels.count == Set(labels).count, "a property with two rows: \(labels)")
    }

    @Test func everyFieldASnackKeepsBesideItsContentIsMapped() {
        let snack = Set(Mirror(reflecting: Snack("x").storage.fields).children.compactMap(\.label))
        #expect(snack.symmetricDifference(Self.snack.keys).sorted() == [], "snack fields with no line, or lines with no field")
    }

    @Test func everyNamedWireKeyTravels() throws {
        let keys = Set(NotifyRequest.wireKeys)
        for (field, wire) in try Self.rows().map({ ($0.label, $0.field.wire) }) + Self.snack.map({ ($0.key, $0.value.wire) }) {
            if case .named(let key) = wire {
                #expect(keys.contains(key), "\(field): no wire key \(key) (does NotifyRequest.wireFields have its row?)")
            }
        }
    }

    @Test func eachContentFieldWithAWireKeyComesBackFromTheWire() throws {
        var request = NotifyRequest(message: "")
        request.content = try Self.sample()
        let received = NotifyRequest(wire: request.wireDictionary).content
        for (label, field) in try Self.rows() {
            guard case .named(let key) = field.wire else { continue }
            let sent = String(describing: request.content[keyPath: field.path])
            #expect(String(describing: received[keyPath: field.path]) == sent, "\(label) under \(key)")
        }
    }

    @Test func everyNamedCFunctionIsDeclared() throws {
        let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("include/snackbar")
        let headers = try FileManager.default.contentsOfDirectory(atPath: include.path)
            .map { try String(contentsOf: include.appendingPathComponent($0), encoding: .utf8) }.joined()
        for (field, c) in try Self.rows().map({ ($0.label, $0.field.c) }) + Self.snack.map({ ($0.key, $0.value.c) }) {
            if case .named(let function) = c { #expect(headers.contains(" \(function)("), "\(field): \(function) is not in snackbar.h") }
        }
    }
}

extension SnackContentField {
    /// Writes the sample value of the field's type (`Sampled`), made from `seed`, into `content`.
    func writeSample(_ seed: Int, into content: inout SnackContent) throws {
        let valueType = type(of: path).valueType
        guard let sampled = valueType as? any Sampled.Type else {
            throw SampleMissing(description: "no sample of \(valueType) (\(wire)): give it a Sampled conformance")
        }
        write(sampled, seed, into: &content)
    }

    private func write<Value: Sampled>(_: Value.Type, _ seed: Int, into content: inout SnackContent) {
        content[keyPath: path as! WritableKeyPath<SnackContent, Value>] = Value.sample(seed)
    }
}

struct SampleMissing: Error, CustomStringConvertible {
    let description: String
}

/// A value of a type the content holds, away from its default, for a field to show that it travels.
protocol Sampled {
    static func sample(_ seed: Int) -> Self
}

extension String: Sampled { static func sample(_ seed: Int) -> String { "sample \(seed)" } }
extension Bool: Sampled { static func sample(_ seed: Int) -> Bool { true } }
extension Int: Sampled { static func sample(_ seed: Int) -> Int { seed + 2 } }
extension Double: Sampled { static func sample(_ seed: Int) -> Double { Double(seed + 1) / 8 } }
extension Optional: Sampled where Wrapped: Sampled { static func sample(_ seed: Int) -> Wrapped? { Wrapped.sample(seed) } }
extension SnackKind: Sampled { static func sample(_ seed: Int) -> SnackKind { .positive } }
extension SnackDuration: Sampled { static func sample(_ seed: Int) -> SnackDuration { .custom(Double(seed) + 7) } }
extension SnackEdge: Sampled { static func sample(_ seed: Int) -> SnackEdge { .top } }
extension SnackAlignment: Sampled { static func sample(_ seed: Int) -> SnackAlignment { .trailing } }
extension SnackPriority: Sampled { static func sample(_ seed: Int) -> SnackPriority { .high } }
extension SnackProgress: Sampled { static func sample(_ seed: Int) -> SnackProgress { .fraction(0.5) } }
extension SnackIconPixels: Sampled {
    static func sample(_ seed: Int) -> SnackIconPixels {
        try! SnackIconPixels(
            width: 1, height: 1, rowstride: 4, hasAlpha: true, bitsPerSample: 8, channels: 4, byteCount: 4, bytes: { _ in [1, 2, 3, 4] })
    }
}
