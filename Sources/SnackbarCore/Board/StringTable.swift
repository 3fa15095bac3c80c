/// A hash table keyed by strings, for the board's snacks by id and ids by dedupe key.
///
/// Why not `[String: Value]`: profiling `add` showed over a third of its time in SipHash — the id hashed
/// once to look up and again to insert, and every key hashed again each time the dictionary grew. Here a
/// key is hashed once per event with a short seeded multiply–xorshift hash, and each bucket keeps the
/// 32-bit hash, so growing never touches a string and most probes never compare one.
///
/// Open addressing with linear probing, at most half full; removal shifts the probe run back (no
/// tombstones) and fills the hole in the dense value array with its last value, so positions are only
/// stable until the next insertion or removal. A table that falls to an eighth full shrinks to a quarter:
/// a burst of thousands of queued snacks leaves no room for thousands behind in a service that runs all
/// session, and the gap between the two bounds keeps a table near one of them from resizing every step.
struct StringTable<Value> {
    fileprivate struct Slot {
        let key: String
        let hash: UInt32
        var value: Value
    }

    private var slots: [Slot] = []
    private var buckets: [Bucket] = []
    /// Per-process random unless `SWIFT_DETERMINISTIC_HASHING` is set, taken from the stdlib's `Hasher`.
    private let seed: UInt64

    init() {
        var hasher = Hasher()
        hasher.combine(0 as UInt8)
        self.init(seed: UInt64(UInt(bitPattern: hasher.finalize())))
    }

    /// A table with a fixed seed, so a test can replay the same bucket layout.
    init(seed: UInt64) { self.seed = seed }

    var count: Int { slots.count }

    /// How many keys the table has room for before it grows: half its buckets.
    var capacity: Int { buckets.count / 2 }

    /// The position of `key`'s value, valid until the next insertion or removal.
    func position(of key: String) -> Int? {
        position(of: key, hash: hash(key))
    }

    /// As `position(of:)`, with the key's hash from `hash(_:)`, so a miss can insert without hashing again.
    func position(of key: String, hash: UInt32) -> Int? {
        bucket(of: key, hash: hash).map { Int(buckets[$0].slot) }
    }

    /// The value at a position from `position(of:)`.
    subscript(position: Int) -> Value {
        get { slots[position].value }
        _modify { yield &slots[position].value }
    }

    /// The key stored at a position.
    func key(at position: Int) -> String { slots[position].key }

    subscript(key: String) -> Value? {
        position(of: key).map { slots[$0].value }
    }

    /// Inserts or replaces the value for `key`; returns its position.
    @discardableResult
    mutating func set(_ value: Value, forKey key: String) -> Int {
        let hash = hash(key)
        if let position = position(of: key, hash: hash) {
            slots[position].value = value
            return position
        }
        return insert(value, forKey: key, hash: hash)
    }

    /// Adds a value for a key that is not in the table, with its hash from `hash(_:)`; returns its position.
    @discardableResult
    mutating func insert(_ value: Value, forKey key: String, hash: UInt32) -> Int {
        assert(position(of: key, hash: hash) == nil, "StringTable.insert: \(key) is already in the table")
        if (slots.count + 1) * 2 > buckets.count { grow() }
        let position = slots.count
        slots.append(Slot(key: key, hash: hash, value: value))
        place(Bucket(slot: Int32(position), hash: hash))
        return position
    }

    /// Removes and returns the value for `key`, if there is one.
    @discardableResult
    mutating func removeValue(forKey key: String) -> Value? {
        let hash = hash(key)
        guard let bucket = bucket(of: key, hash: hash) else { return nil }
        let position = Int(buckets[bucket].slot)
        removeBucket(at: bucket)
        let last = slots.count - 1
        if position != last {
            let moved = self.bucket(holding: last, hash: slots[last].hash)
            buckets[moved].slot = Int32(position)
            slots.swapAt(position, last)
        }
        let value = slots.removeLast().value
        if buckets.count > Self.minimumBuckets, slots.count * 8 <= buckets.count { resize(to: buckets.count / 2) }
        return value
    }

    mutating func removeAll() {
        slots = []
        buckets = []
    }

    // MARK: - Probing

    private var mask: Int { buckets.count - 1 }

    private func bucket(of key: String, hash: UInt32) -> Int? {
        guard !slots.isEmpty else { return nil }
        var index = Int(hash) & mask
        while buckets[index].slot >= 0 {
            if buckets[index].hash == hash, slots[Int(buckets[index].slot)].key == key { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The bucket that points at `slot`; found by hash alone, no string compared.
    private func bucket(holding slot: Int, hash: UInt32) -> Int {
        var index = Int(hash) & mask
        while buckets[index].slot != Int32(slot) { index = (index + 1) & mask }
        return index
    }

    private mutating func place(_ bucket: Bucket) {
        var index = Int(bucket.hash) & mask
        while buckets[index].slot >= 0 { index = (index + 1) & mask }
        buckets[index] = bucket
    }

    /// Backward-shift deletion: later members of the run that may live in the hole move into it.
    private mutating func removeBucket(at removed: Int) {
        var hole = removed
        var index = (removed + 1) & mask
        while buckets[index].slot >= 0 {
            let home = Int(buckets[index].hash) & mask
            if (index - home) & mask >= (index - hole) & mask {
                buckets[hole] = buckets[index]
                hole = index
            }
            index = (index + 1) & mask
        }
        buckets[hole] = .empty
    }

    private static var minimumBuckets: Int { 16 }

    private mutating func grow() { resize(to: max(Self.minimumBuckets, buckets.count * 2)) }

    /// New buckets, and a value array of the capacity that goes with them: an array keeps its storage
    /// when elements are removed, so a smaller table copies its values into a new one.
    private mutating func resize(to bucketCount: Int) {
        if bucketCount < buckets.count {
            var kept: [Slot] = []
            kept.reserveCapacity(bucketCount / 2)
            kept.append(contentsOf: slots)
            slots = kept
        }
        buckets = Array(repeating: .empty, count: bucketCount)
        for (position, slot) in slots.enumerated() { place(Bucket(slot: Int32(position), hash: slot.hash)) }
    }

    // MARK: - Hashing

    /// The key's hash: a seeded multiply–xorshift over the UTF-8 of a plain ASCII key (most ids), the
    /// stdlib's normalising `Hasher` for any other, so that keys equal as `String`s (canonically
    /// equivalent: "é" precomposed or not) hash alike. Not a defence against a chosen-key attack beyond
    /// the seed; only the user's own processes add snacks.
    func hash(_ key: String) -> UInt32 {
        if let hash = key.utf8.withContiguousStorageIfAvailable({ Self.isPlainASCII($0) ? hashBytes($0) : nil }) {
            return hash ?? normalisedHash(key)
        }
        var copy = key
        return copy.withUTF8 { Self.isPlainASCII($0) ? hashBytes($0) : normalisedHash(key) }
    }

    /// ASCII that no other string is canonically equivalent to. Three ASCII characters are the singleton
    /// decomposition of another scalar — "K" (U+212A KELVIN SIGN), ";" (U+037E) and "`" (U+1FEF) — so
    /// keys holding them take the normalising hash too.
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        var shared = false
        for byte in bytes {
            any |= byte
            shared = shared || byte == 0x4B || byte == 0x3B || byte == 0x60
        }
        return any < 0x80 && !shared
    }

    private func normalisedHash(_ key: String) -> UInt32 {
        var hasher = Hasher()
        hasher.combine(seed)
        hasher.combine(key)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    private func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            state = Self.mix(state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < raw.count {
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (shift * 8) }
            state = Self.mix(state ^ tail)
        }
        return UInt32(truncatingIfNeeded: Self.mix(state) >> 16)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}

extension StringTable: Sendable where Value: Sendable {}
extension StringTable.Slot: Sendable where Value: Sendable {}

/// A `StringTable` bucket: the slot's position (or `empty`) and its key's hash.
private struct Bucket: Sendable {
    static let empty = Bucket(slot: -1, hash: 0)
    var slot: Int32
    var hash: UInt32
}
