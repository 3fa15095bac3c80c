extension Dictionary {
    /// Removes the value for `key` and returns it; a dictionary left an eighth full or less moves into storage a
    /// quarter full. A dictionary keeps its storage when elements go, so one keyed by live popups would keep
    /// the room of a burst's thousands of queued popups for the rest of the session. The gap between the
    /// bounds (grown when full, shrunk at an eighth) keeps a dictionary near one of them from copying every step.
    @discardableResult
    package mutating func removeValueShrinking(forKey key: Key) -> Value? {
        let value = removeValue(forKey: key)
        if capacity > Self.keptCapacity, count * 8 <= capacity {
            var smaller = Self(minimumCapacity: count * 4)
            for (key, value) in self { smaller[key] = value }
            self = smaller
        }
        return value
    }

    /// What a dictionary keeps however empty: room for a few popups, so that one coming and going allocates nothing.
    package static var keptCapacity: Int { 16 }
}
