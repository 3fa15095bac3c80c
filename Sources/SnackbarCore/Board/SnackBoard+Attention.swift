/// Whether someone can see the snacks: the user away (idle or the screen locked), or the window the snacks
/// show in out of sight, holds every shown snack's time; a fullscreen window that is active keeps snacks of
/// normal priority off screen until it is not. What the desktop and the window say comes in as events
/// (`.away`, `.unseen`, `.fullscreen`); the board keeps no clock of its own.
extension SnackBoard {
    /// Whether the user is away now (see `SnackEvent.away`).
    public var userIsAway: Bool { isAway }

    /// Whether a fullscreen window is active now (see `SnackEvent.fullscreen`).
    public var fullscreenIsActive: Bool { isFullscreen }

    /// Whether the board holds shown snacks' time because their window is out of sight (see `SnackEvent.unseen`):
    /// the window is unseen and `BoardConfiguration.holdsWhileUnseen` is on.
    public var holdsUnseen: Bool { isHoldingUnseen }

    mutating func setAway(_ away: Bool, now: Double) {
        guard away != isAway else { return }
        isAway = away
        holdShown(SnackTimer.awayHold, away, now: now)
    }

    /// Holds while the window is unseen and the configuration asks for it; sent again after the switch
    /// changed, it applies the switch to the snacks on screen.
    mutating func setUnseen(_ unseen: Bool, now: Double) {
        windowIsUnseen = unseen
        let holds = unseen && configuration.holdsWhileUnseen
        guard holds != isHoldingUnseen else { return }
        isHoldingUnseen = holds
        holdShown(SnackTimer.unseenHold, holds, now: now)
    }

    /// Places or lifts one of the board's own holds on every shown snack.
    private mutating func holdShown(_ bit: UInt16, _ hold: Bool, now: Double) {
        for corner in SnackCorner.allCases {
            for id in visible[corner] {
                guard let position = entries.position(of: id) else { continue }
                setHold(bit, hold, at: position, now: now)
            }
        }
    }

    /// The board's attention holds on a snack coming on screen, as they stand now (one queued while a hold
    /// ended must not keep it).
    mutating func applyAttentionHolds(at position: Int, now: Double) {
        setHold(SnackTimer.awayHold, isAway, at: position, now: now)
        setHold(SnackTimer.unseenHold, isHoldingUnseen, at: position, now: now)
    }

    private mutating func setHold(_ bit: UInt16, _ hold: Bool, at position: Int, now: Double) {
        if hold {
            entries[position].timer.hold(bit, now: now)
        } else {
            entries[position].timer.release(bit, now: now)
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
