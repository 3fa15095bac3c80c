/// Raw argument bytes to text, with notify-send's refusal of invalid UTF-8.
enum RawText {
    /// The bytes as a string, or notify-send's invalid-UTF-8 failure naming `parameter`.
    static func decode(_ bytes: [UInt8], for parameter: String) throws(NotifyFailure) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8(parameter) }
        return text
    }
}
