import CSnackbarGLib

/// A GVariant held for a read on another thread: GVariants are immutable and their reference count is atomic,
/// so one may be read from any thread while a reference is held. Takes a reference; drops it when it goes.
final class SharedVariant: @unchecked Sendable {
    let value: OpaquePointer

    init(_ value: OpaquePointer) {
        self.value = g_variant_ref(value)
    }

    deinit { g_variant_unref(value) }
}
