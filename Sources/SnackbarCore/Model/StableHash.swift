/// FNV-1a over UTF-8: the same value in every process and run, for names two processes must agree on
/// (the service's socket, the snacks-only theme). Not for tables: `StringTable` seeds its own hash.
package enum StableHash {
    /// The 64-bit FNV-1a hash of `text`'s UTF-8.
    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
