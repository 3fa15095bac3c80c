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
