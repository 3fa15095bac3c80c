import SnackbarCore

/// The visible countdowns: each reads the board's own timer, so a bar stands still exactly while the
/// board holds the snack's time and goes on from where the board does.
///
/// Cost: the redraw timer runs only while a snack with a countdown is on screen and its time runs, at
/// `countdownInterval`; a bar redraws only when its length changes by a whole pixel.
extension SnackRuntime {
    /// How often running countdowns are read: 30 times a second, smooth for a bar a few hundred pixels long.
    static let countdownInterval = 1.0 / 30

    /// Gives every shown snack with a countdown its reading now, then arms the redraw timer if one of
    /// them runs on screen, or lets it go if none does.
    func refreshCountdowns() {
        let now = clock()
        var runs = false
        for record in records.values where record.snack.showsCountdown {
            let countdown = board.countdown(id: record.id, now: now)
            for copy in record.copies { copy.showCountdown(countdown) }
            if record.surface.isMapped, countdown?.isRunning == true { runs = true }
        }
        if runs, !isCountdownArmed {
            isCountdownArmed = true
            countdownTimer.arm(after: Self.countdownInterval) { [weak self] in
                guard let self else { return }
                isCountdownArmed = false
                refreshCountdowns()
            }
        } else if !runs, isCountdownArmed {
            isCountdownArmed = false
            countdownTimer.arm(after: nil) {}
        }
    }
}
