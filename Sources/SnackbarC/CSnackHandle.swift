import SnackbarGtk
import Synchronization

/// What a C app's `SnackbarSnack *` points to: the fields set so far, turned into a `Snack` by show.
///
/// Created retained by `snackbar_snack_new`, released by `snackbar_snack_free`; the registry refuses
/// pointers that are not live handles, so a double free or a stray pointer warns instead of crashing.
final class CSnackHandle: @unchecked Sendable {
    /// The fields, guarded: a handle may be filled on one thread and shown from another.
    struct Fields: Sendable {
        var message: String
        var title: String?
        var kind = SnackKind.neutral
        var icon: String?
        var duration = SnackDuration.short
        var edge: SnackEdge?
        var alignment = SnackAlignment.center
        var id: String?
        var showsCloseButton = false
        var inlineActions: [CAction] = []
        var longAction: CAction?
        var dismissed: CDismissed?
    }

    let fields: Mutex<Fields>

    init(message: String) {
        fields = Mutex(Fields(message: message))
    }

    /// The snack to add now, calling the C callbacks on the GTK thread.
    func snack() -> Snack {
        let fields = fields.withLock { $0 }
        var snack = Snack(fields.message, title: fields.title, kind: fields.kind, duration: fields.duration,
                          id: fields.id, icon: fields.icon, showsCloseButton: fields.showsCloseButton,
                          edge: fields.edge, alignment: fields.alignment)
        let id = snack.id
        snack.action = fields.inlineActions.first?.snackAction(snackID: id)
        snack.secondaryAction = fields.inlineActions.dropFirst().first?.snackAction(snackID: id)
        snack.longAction = fields.longAction?.snackAction(snackID: id)
        if let dismissed = fields.dismissed {
            snack.onDismiss = { reason in dismissed.call(snackID: id, reason: reason) }
        }
        return snack
    }
}

/// The live handles by address.
enum HandleRegistry {
    private static let live = Mutex<[UInt: CSnackHandle]>([:])

    /// Registers `handle` and returns the pointer given to C.
    static func register(_ handle: CSnackHandle) -> OpaquePointer {
        let pointer = Unmanaged.passUnretained(handle).toOpaque()
        live.withLock { $0[UInt(bitPattern: pointer)] = handle }
        return OpaquePointer(pointer)
    }

    /// The handle behind `pointer`, or nil when it is NULL or not a live handle.
    static func handle(_ pointer: OpaquePointer?) -> CSnackHandle? {
        guard let pointer else { return nil }
        return live.withLock { $0[UInt(bitPattern: UnsafeRawPointer(pointer))] }
    }

    /// Forgets the handle; returns false when it was not live.
    static func unregister(_ pointer: OpaquePointer?) -> Bool {
        guard let pointer else { return false }
        return live.withLock { $0.removeValue(forKey: UInt(bitPattern: UnsafeRawPointer(pointer))) } != nil
    }

    /// Runs `body` with the live handle, or warns and returns the matching status.
    static func with(_ pointer: OpaquePointer?, function: String, _ body: (CSnackHandle) -> Int32) -> Int32 {
        guard pointer != nil else { return CLog.fail(.nullArgument, function, "snack is NULL") }
        guard let handle = handle(pointer) else {
            return CLog.fail(.invalidHandle, function, "snack is not a live handle (already freed?)")
        }
        return body(handle)
    }
}
