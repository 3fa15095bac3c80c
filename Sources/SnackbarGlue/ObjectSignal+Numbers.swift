import CSnackbarGLib

/// Signals whose handlers take numbers besides the instance and the user data: GTK 4's event
/// controllers report a pointer's position and a key as C `double` and `guint` arguments, which travel
/// in other registers than pointers, so each shape has a thunk of its exact C type.
extension ObjectSignal {
    /// Connects a signal whose handler is `void (*)(GObject *, double, double, gpointer)` (GTK 4's
    /// `GtkEventControllerMotion::enter`, `GtkGestureDrag::drag-update` and `drag-end`): the callback gets
    /// the two numbers. Returns the handler id, 0 for an unknown signal name.
    @discardableResult
    package static func connectPoint(
        _ instance: gpointer, _ signal: String, _ callback: @escaping @MainActor (Double, Double) -> Void
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            _ = CallbackBox.call(data, CallbackArguments(numbers: x, y))
        }
        return connect(
            instance, signal, cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in
                callback(arguments.numbers.0, arguments.numbers.1)
                return 0
            })
    }

    /// Connects a signal whose handler is `void (*)(GObject *, int, double, double, gpointer)` (GTK 4's
    /// `GtkGestureClick::pressed` and `released`: the press count and the point): the callback gets the count.
    @discardableResult
    package static func connectClick(
        _ instance: gpointer, _ signal: String, _ callback: @escaping @MainActor (_ presses: Int) -> Void
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, presses, _, _, data in
            _ = CallbackBox.call(data, CallbackArguments(numbers: Double(presses), 0))
        }
        return connect(
            instance, signal, cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in
                callback(Int(arguments.numbers.0))
                return 0
            })
    }

    /// Connects a signal whose handler is `gboolean (*)(GObject *, guint, guint, guint, gpointer)` (GTK 4's
    /// `GtkEventControllerKey::key-pressed`: key value, hardware key code, modifier state): the callback
    /// gets the key value and the modifier state and returns true when it handled the key.
    @discardableResult
    package static func connectKeyPressed(
        _ instance: gpointer, _ callback: @escaping @MainActor (_ keyValue: UInt32, _ modifiers: UInt32) -> Bool
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = { _, keyValue, _, modifiers, data in
            CallbackBox.call(data, CallbackArguments(numbers: Double(keyValue), Double(modifiers)))
        }
        return connect(
            instance, "key-pressed", cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in
                callback(UInt32(arguments.numbers.0), UInt32(arguments.numbers.1)) ? 1 : 0
            })
    }

    /// Connects `query-tooltip`, whose handler is `gboolean (*)(GtkWidget *, int, int, gboolean, GtkTooltip *,
    /// gpointer)`: the callback gets the `GtkTooltip *` and returns true when it filled it (the tooltip shows).
    @discardableResult
    package static func connectQueryTooltip(
        _ instance: gpointer, _ callback: @escaping @MainActor (_ tooltip: UnsafeMutableRawPointer?) -> Bool
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, Int32, Int32, gboolean, gpointer?, gpointer?) -> gboolean = { _, _, _, _, tooltip, data in
            CallbackBox.call(data, CallbackArguments(tooltip))
        }
        return connect(
            instance, "query-tooltip", cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in callback(arguments.first) ? 1 : 0 })
    }

    /// Connects a signal whose handler is `gboolean (*)(GObject *, gpointer, gpointer, gpointer)` (GTK 4's
    /// `GtkOverlay::get-child-position`: the child and the `GdkRectangle *` to fill): the callback gets the
    /// two pointers and returns true when it filled the rectangle.
    @discardableResult
    package static func connectTwoPointers(
        _ instance: gpointer, _ signal: String,
        _ callback: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> gboolean = { _, first, second, data in
            CallbackBox.call(data, CallbackArguments(first, second))
        }
        return connect(
            instance, signal, cFunction(thunk, as: GCallback.self),
            CallbackBox { arguments in callback(arguments.first, arguments.second) ? 1 : 0 })
    }
}
