/// The palette and default icon (`SnackbarKind`).
public enum SnackKind: UInt32, Sendable {
    case neutral, positive, warning, negative, info
}

/// How long a snack stays (`SnackbarDuration`, or a number of seconds).
public enum SnackDuration: Sendable, Equatable {
    /// 4 s.
    case short
    /// 10 s.
    case long
    /// Until closed; the close button is always shown.
    case infinite
    /// A finite number of seconds greater than 0.
    case seconds(Double)
}

/// The edge a snack stacks against (`SnackbarEdge`).
public enum SnackEdge: UInt32, Sendable {
    case top, bottom
}

/// Where a snack sits along its edge (`SnackbarAlignment`).
public enum SnackAlignment: UInt32, Sendable {
    case leading, center, trailing
}

/// How urgently a snack wants the screen (`SnackbarPriority`).
public enum SnackPriority: UInt32, Sendable {
    case normal, high
}

/// How snacks share an edge (`SnackbarPolicy`).
public enum StackPolicy: UInt32, Sendable {
    /// Several at once, up to the maximum visible.
    case stack
    /// One at a time; the rest wait.
    case queue
    /// One at a time; a new one replaces the current one.
    case replace
}

/// Which monitor snacks show on (`snackbar_set_monitor`).
public enum MonitorChoice: Sendable, Equatable {
    case primary, pointer, all
    /// The monitor with this number, from 0 (see `Snackbar.monitorCount`).
    case index(Int32)
}

/// Why a snack went (`SnackbarReason`). Each shown snack reports exactly one.
public enum DismissReason: Sendable, Equatable {
    case timeout
    /// The action with this id was clicked.
    case action(String)
    case closeButton, swipe, escape
    /// A newer snack took its place: the same id, or the same title and message when no id was set.
    case replaced
    /// `Snackbar.dismiss(id:)` or `dismissAll()`.
    case programmatic
    /// The app quit while the snack was up or queued.
    case shutdown
    /// Never shown (e.g. no display).
    case rejected
}

/// Something that happened to a snack's window (`SnackbarEvent`), for `Snackbar.observe(_:)`.
public enum SnackWindowEvent: Sendable, Equatable {
    /// The window is on screen.
    case mapped(id: String)
    /// The window arrived at its slot, at this frame in screen pixels.
    case placed(id: String, x: Int32, y: Int32, width: Int32, height: Int32)
    /// The snack ended with this reason.
    case dismissed(id: String, reason: DismissReason)
    /// The window is gone.
    case closed(id: String)
}
