import SnackbarCore

/// A value type of `SnackContent` that travels on the wire: how a field of this type is written and read
/// back. A content field's row in the wire's map (`NotifyRequest.wireFields`) needs it of the field's type.
protocol WireCodable: SendableMetatype {
    static var wireCoding: WireCoding<Self> { get }
}

extension String: WireCodable {
    static var wireCoding: WireCoding<String> { .text }
}

extension Bool: WireCodable {
    static var wireCoding: WireCoding<Bool> { .flag }
}

extension Double: WireCodable {
    /// The content's `Double`s are seconds (the anti-flicker times): whole milliseconds on the wire, left out
    /// at 0; the content bounds what is read back.
    static var wireCoding: WireCoding<Double> {
        WireCoding(
            encode: { $0 == 0 ? nil : .uint32(UInt32(min(($0 * 1000).rounded(), Double(UInt32.max)))) },
            decode: { $0.uint32.map { Double($0) / 1000 } })
    }
}

extension Optional: WireCodable where Wrapped: WireCodable {
    static var wireCoding: WireCoding<Wrapped?> { .optional(Wrapped.wireCoding) }
}

extension SnackKind: WireCodable {
    static var wireCoding: WireCoding<SnackKind> { .named({ $0.cssClass }, SnackKind.init(name:)) }
}

extension SnackEdge: WireCodable {
    static var wireCoding: WireCoding<SnackEdge> { .named({ $0.rawValue }, SnackEdge.init(rawValue:)) }
}

extension SnackAlignment: WireCodable {
    static var wireCoding: WireCoding<SnackAlignment> { .named({ $0.rawValue }, SnackAlignment.init(rawValue:)) }
}

extension SnackDuration: WireCodable {
    /// short and long by name: the reading-time rule lengthens named durations only.
    static var wireCoding: WireCoding<SnackDuration> {
        WireCoding(
            encode: { $0 == .short || $0 == .long ? .string($0 == .short ? "short" : "long") : .double($0.seconds ?? -1) },
            decode: { $0.double.map { $0 < 0 ? .infinite : .custom($0) } ?? $0.string.flatMap { try? SnackDuration(parsing: $0) } })
    }
}

extension SnackProgress: WireCodable {
    /// A fraction, or -1 for a spinner.
    static var wireCoding: WireCoding<SnackProgress> {
        WireCoding(
            encode: { progress in
                if case .fraction(let value) = progress { return .double(value) }
                return .double(-1)
            },
            decode: { $0.double.map { $0 < 0 ? .indeterminate : .fraction($0) } })
    }
}
