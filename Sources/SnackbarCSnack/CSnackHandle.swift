import SnackbarCore
import SnackbarGlue
import Synchronization

/// What a C app's `SnackbarSnack *` points to: the snack's content and the C callbacks set so far, turned
/// into a `Snack` by show.
///
/// Created by `snackbar_snack_new`, held by the registry until `snackbar_snack_free`; the registry refuses
/// pointers that are not live handles, so a double free or a stray pointer warns instead of crashing.
package final class CSnackHandle: @unchecked Sendable {
    /// The fields, guarded: a handle may be filled on one thread and shown from another.
    struct Fields: Sendable {
        /// What the snack shows; each `snackbar_snack_set_…` writes one of its fields.
        var content: SnackContent
        var id: String?
        var inlineActions: [CAction] = []
        var longAction: CAction?
        var dismissed: CDismissed?
        var tap: CTap?
        var tapLabel: String?
    }

    let fields: Mutex<Fields>

    init(message: String) {
        fields = Mutex(Fields(content: SnackContent(message: message)))
    }

    /// A handle with the same fields (callbacks and their user data shared), for `snackbar_snack_copy`.
    init(copying other: CSnackHandle) {
        fields = Mutex(other.fields.withLock { $0 })
    }

    /// The snack to add now, calling the C callbacks on the GTK thread.
    package func snack() -> Snack {
        let fields = fields.withLock { $0 }
        var snack = Snack(content: fields.content, id: fields.id)
        let id = snack.id
        snack.action = fields.inlineActions.first?.snackAction(snackID: id)
        snack.secondaryAction = fields.inlineActions.dropFirst().first?.snackAction(snackID: id)
        snack.longAction = fields.longAction?.snackAction(snackID: id)
        if let dismissed = fields.dismissed {
            snack.onDismiss = { reason in dismissed.call(snackID: id, reason: reason) }
        }
        if let tap = fields.tap {
            snack.onTap = { tap.call(snackID: id) }
            snack.tapLabel = fields.tapLabel
        }
        return snack
    }
}

/// The live handles, by the number each was handed out as.
///
/// A `SnackbarSnack *` is a number, never an address: each handle gets the next generation of a 64-bit
/// counter, never handed out again in the process's life. A freed handle (or a copy of it kept by
/// mistake) is then refused even where the allocator reuses the freed handle's memory for a new one;
/// with addresses as keys, that stale pointer would reach the new snack.
package enum HandleRegistry {
    private static let live = Mutex<(handles: [UInt: CSnackHandle], lastGeneration: UInt)>(([:], 0))

    /// Registers `handle` and returns the pointer given to C.
    package static func register(_ handle: CSnackHandle) -> OpaquePointer {
        let key = live.withLock { registry in
            registry.lastGeneration += 1
            // Shifted to look like an aligned pointer to C code and debuggers; never dereferenced.
            let key = registry.lastGeneration << 4
            registry.handles[key] = handle
            return key
        }
        return OpaquePointer(bitPattern: key)!
    }

    /// The handle behind `pointer`, or nil when it is NULL or not a live handle.
    package static func handle(_ pointer: OpaquePointer?) -> CSnackHandle? {
        guard let pointer else { return nil }
        return live.withLock { $0.handles[UInt(bitPattern: UnsafeRawPointer(pointer))] }
    }

    /// Forgets the handle; returns false when it was not live.
    package static func unregister(_ pointer: OpaquePointer?) -> Bool {
        guard let pointer else { return false }
        return live.withLock { $0.handles.removeValue(forKey: UInt(bitPattern: UnsafeRawPointer(pointer))) } != nil
    }

    /// Runs `body` with the live handle, or warns and returns the matching status.
    package static func with(_ pointer: OpaquePointer?, function: String, _ body: (CSnackHandle) -> Int32) -> Int32 {
        guard pointer != nil else { return CLog.fail(.nullArgument, function, "snack is NULL") }
        guard let handle = handle(pointer) else {
            return CLog.fail(.invalidHandle, function, "snack is not a live handle (already freed?)")
        }
        return body(handle)
    }
}
