import CSnackbarGLib

/// A thunk and the boxed closure it expects as user data, for a registration function of GDK or GTK,
/// which this GTK-free target cannot call: the renderer passes `thunk` (through `cFunction`) and `data`
/// to `gdk_window_add_filter` or `gtk_widget_add_tick_callback` itself.
///
/// With a destroy notify (`CallbackBox.destroyNotify`, for tick callbacks) GTK releases the box; a
/// registration without one (event filters) calls `release()` once, after removing it.
package struct CHook: @unchecked Sendable {
    /// `gint (*)(gpointer, gpointer, gpointer)`: the ABI of `GdkFilterFunc` (GdkXEvent *, GdkEvent *,
    /// data → GdkFilterReturn) and of `GtkTickCallback` (GtkWidget *, GdkFrameClock *, data → gboolean).
    package typealias Thunk = @convention(c) (gpointer?, gpointer?, gpointer?) -> Int32

    /// The function to register.
    package let thunk: Thunk = { first, second, data in CallbackBox.call(data, CallbackArguments(first, second)) }
    /// The user data to register it with: one retain of the box.
    package let data: gpointer

    /// Boxes `handler`, which gets the callback's two pointer arguments as `first` and `second`.
    package init(_ handler: @escaping CallbackBox.Handler) {
        data = CallbackBox(handler).retained()
    }

    /// Gives back the box, for a registration without a destroy notify, once it is removed.
    package func release() {
        CallbackBox.release(data)
    }
}
