/// Whether someone can see the snacks: the user away (idle or the screen locked) holds every shown snack's
/// time; a fullscreen window that is active keeps snacks of normal priority off screen until it is not.
/// What the desktop says comes in as events (`.away`, `.fullscreen`); the board keeps no clock of its own.
extension SnackBoard {
    /// Whether the user is away now (see `SnackEvent.away`).
    public var userIsAway: Bool { isAway }

    /// Whether a fullscreen window is active now (see `SnackEvent.fullscreen`).
    public var fullscreenIsActive: Bool { isFullscreen }

    mutating func setAway(_ away: Bool, now: Double) {
        guard away != isAway else { return }
        isAway = away
        for corner in SnackCorner.allCases {
            for id in visible[corner] {
                guard let position = entries.position(of: id) else { continue }
                if away {
                    entries[position].timer.hold(SnackTimer.awayHold, now: now)
                } else {
                    entries[position].timer.release(SnackTimer.awayHold, now: now)
                }
            }
        }
    }

    /// Leaving fullscreen places the snacks that waited, oldest first, as if they arrived now (a corner
    /// with no room queues them).
    mutating func setFullscreen(_ fullscreen: Bool, now: Double, into out: inout [RenderCommand]) {
        guard fullscreen != isFullscreen else { return }
        isFullscreen = fullscreen
        guard !fullscreen else { return }
        let waiting = withheld
        withheld = []
        for id in waiting {
            guard let position = entries.position(of: id) else { continue }
            entries[position].isWithheld = false
            place(at: position, now: now, into: &out)
        }
    }

    /// Keeps the snack at `position` off screen until fullscreen ends; past `maxQueued` waiting, the
    /// oldest ends with `.timeout` without showing, as a corner's queue does.
    mutating func withhold(at position: Int, now: Double, into out: inout [RenderCommand]) {
        entries[position].isWithheld = true
        withheld.append(entries.key(at: position))
        while withheld.count > configuration.maxQueued, let oldest = withheld.first {
            end(oldest, reason: .timeout, now: now, into: &out)
        }
    }
}
