import Glibc

/// How long a popup's time was held because no one could see it (the user away, or a fullscreen window it
/// waited for): what `--history` prints in its `held` column.
struct HeldTime {
    private var since: Double?
    private var total = 0.0

    /// Starts or ends a stretch of holding at `now` (seconds on the monotonic clock); the same state again
    /// changes nothing.
    mutating func set(_ held: Bool, now: Double) {
        if held, since == nil { since = now }
        if !held, let start = since {
            total += now - start
            since = nil
        }
    }

    /// Seconds held in all by `now`.
    func seconds(at now: Double) -> Double {
        total + (since.map { now - $0 } ?? 0)
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
