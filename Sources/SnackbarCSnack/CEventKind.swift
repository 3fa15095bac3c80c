import SnackbarGlue

/// What happened to a snack's window, without its details: the values of `SnackbarEvent`.
package enum CEventKind: Sendable {
    case mapped, placed, dismissed, closed
}

extension CEnums {
    /// `SnackbarEvent`, libsnackbar's alone.
    package static let event = CEnum(
        "SnackbarEvent", prefix: "SNACKBAR_EVENT_",
        [("MAPPED", CEventKind.mapped), ("PLACED", .placed), ("DISMISSED", .dismissed), ("CLOSED", .closed)])
}
