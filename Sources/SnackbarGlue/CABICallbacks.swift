import Glibc

/// The function pointer types of libsnackbar's C ABI (include/snackbar.h), which an app hands in and the
/// library calls back on the GTK thread. Kept in the glue room with every other C callback shape.

/// `void (*)(const char *snack_id, const char *action_id, void *user_data)`.
public typealias CActionCallback = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
/// `void (*)(const char *snack_id, SnackbarReason reason, const char *action_id, void *user_data)`.
public typealias CDismissedCallback = @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
/// `void (*)(void *user_data)`.
public typealias CDestroyNotify = @convention(c) (UnsafeMutableRawPointer?) -> Void
/// `void (*)(const char *snack_id, void *user_data)`.
public typealias CTapCallback = @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
/// `void (*)(const char *snack_id, SnackbarEvent event, SnackbarReason reason, int x, int y, int width,
/// int height, void *user_data)`.
public typealias CEventCallback =
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32, Int32, Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Void

/// A C callback's `user_data` and its optional destroy notify, called once when the last owner (a handle,
/// or a shown snack's closures) lets go. The pointer is the app's; the library never dereferences it and
/// only passes it back on the GTK thread. Shared by libsnackbar and libsnackbar-gtk4.
public final class CUserData: @unchecked Sendable {
    /// The app's pointer.
    public let pointer: UnsafeMutableRawPointer?
    private let destroy: CDestroyNotify?

    /// Holds `pointer` until this value goes, then calls `destroy` with it once.
    public init(_ pointer: UnsafeMutableRawPointer?, destroy: CDestroyNotify?) {
        self.pointer = pointer
        self.destroy = destroy
    }

    deinit { destroy?(pointer) }
}

/// Whether the caller is the process's first thread, the one a C app runs GTK on: "/proc/thread-self"
/// links to "PID/task/TID", and the main thread's TID is the PID.
public func isMainThread() -> Bool {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
    guard length > 0 else { return false }
    let parts = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: "/")
    return parts.count == 3 && parts[0] == parts[2]
}
