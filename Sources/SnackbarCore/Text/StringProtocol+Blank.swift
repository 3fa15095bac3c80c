extension StringProtocol {
    /// Whether it shows nothing: empty, or only white space (Unicode's White_Space: spaces, tabs, line breaks,
    /// no-break spaces). A snack's texts and a button's label must not be blank.
    package var isBlank: Bool { unicodeScalars.allSatisfy(\.properties.isWhitespace) }
}
