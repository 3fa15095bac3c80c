/// What the parser needs from the world beyond the command line; tests pass a fake.
public protocol NotifyEnvironment {
    /// All of standard input, read when a text is `-`.
    func readStandardInput() -> [UInt8]
    /// Whether a file exists at `path` (icon and theme files are checked before anything is shown).
    func fileExists(atPath path: String) -> Bool
    /// Whether `text` is a GVariant in text form, for `variant` hints (`g_variant_parse`).
    func isValidVariant(_ text: String) -> Bool
}
