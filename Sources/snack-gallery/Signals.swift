import CGtk

/// Every C-to-Swift trampoline of the gallery.
///
/// A closure goes to GLib inside a `SignalBox`, retained once; GLib's closure or destroy notify releases
/// it when the handler or source goes. Every callback runs on the GTK thread, so the thunks enter the
/// main actor with `assumeIsolated`.
final class SignalBox {
    let callback: @MainActor () -> Bool

    init(_ callback: @escaping @MainActor () -> Bool) { self.callback = callback }

    static func run(_ pointer: gpointer?) -> Bool {
        nonisolated(unsafe) let pointer = pointer
        return MainActor.assumeIsolated {
            Unmanaged<SignalBox>.fromOpaque(pointer!).takeUnretainedValue().callback()
        }
    }
}

private let releaseClosureBox: GClosureNotify = { pointer, _ in
    if let pointer { Unmanaged<SignalBox>.fromOpaque(pointer).release() }
}

private let releaseSourceBox: GDestroyNotify = { pointer in
    if let pointer { Unmanaged<SignalBox>.fromOpaque(pointer).release() }
}

@MainActor
enum Signals {
    /// Connects a signal whose handler is `void (*)(GObject *, gpointer)` (`clicked`, `activate`,
    /// `toggled`, `changed`, `destroy`). An unknown signal name gives id 0 and no notify, so the box
    /// is released here then.
    @discardableResult
    static func connect(_ instance: gpointer, _ signal: String, _ callback: @escaping @MainActor () -> Void) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in _ = SignalBox.run(data) }
        let data = Unmanaged.passRetained(SignalBox { callback(); return false }).toOpaque()
        let id = g_signal_connect_data(instance, signal, Casts.callback(thunk), data, releaseClosureBox, GConnectFlags(rawValue: 0))
        if id == 0 { Unmanaged<SignalBox>.fromOpaque(data).release() }
        return id
    }

    /// Connects `clicked` on a button.
    static func onClicked(_ button: UnsafeMutablePointer<GtkWidget>, _ callback: @escaping @MainActor () -> Void) {
        connect(Casts.object(button), "clicked", callback)
    }

    /// Calls `callback` every `milliseconds` while it returns true; returns the source id.
    @discardableResult
    static func every(milliseconds: UInt32, _ callback: @escaping @MainActor () -> Bool) -> guint {
        let thunk: GSourceFunc = { data in SignalBox.run(data) ? 1 : 0 }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, Unmanaged.passRetained(SignalBox(callback)).toOpaque(), releaseSourceBox)
    }

    /// Calls `callback` once after `milliseconds`.
    static func after(milliseconds: UInt32, _ callback: @escaping @MainActor () -> Void) {
        every(milliseconds: milliseconds) { callback(); return false }
    }
}
