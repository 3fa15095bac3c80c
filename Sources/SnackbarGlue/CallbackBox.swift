import CSnackbarGLib

/// A Swift closure handed to C as a callback's user data: retained once when it goes to C
/// (`retained()`) and released once by GLib's destroy notify, closure notify or the owner of a
/// registration that has none (`CallbackBox.release`).
///
/// Every C callback of the package enters Swift through `call`. GLib runs them on the thread that runs
/// the default main context, which is the main thread in every program of the package (GTK's rule,
/// the client's and the service's loops), so the main actor is asserted there, here and nowhere else.
package final class CallbackBox: Sendable {
    /// What a thunk passes on: the C arguments besides the user data, untyped; the result is the
    /// thunk's return value (a `gboolean`, or ignored for `void` callbacks).
    package typealias Handler = @MainActor (CallbackArguments) -> Int32

    let handler: Handler

    /// Boxes `handler`; nothing is retained for C until `retained()`.
    package init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Hands one retain to C and returns the pointer to pass as user data.
    package func retained() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Runs the handler boxed at `data` (a pointer from `retained()`) on the main actor.
    package static func call(_ data: gpointer?, _ arguments: CallbackArguments = CallbackArguments()) -> Int32 {
        let box = Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue()
        return MainActor.assumeIsolated { box.handler(arguments) }
    }

    /// Gives back the retain `retained()` handed to C.
    package static func release(_ data: gpointer?) {
        if let data { Unmanaged<CallbackBox>.fromOpaque(data).release() }
    }

    /// The destroy notify of sources, tick callbacks and D-Bus registrations.
    package static let destroyNotify: GDestroyNotify = { data in release(data) }

    /// The notify of a signal handler's closure.
    static let closureNotify: GClosureNotify = { data, _ in release(data) }
}

/// The C arguments of one callback besides its user data, as untyped pointers: the typed helpers
/// cast them back (a `GdkEvent *`, a `GVariant *`, …) on the main actor.
package struct CallbackArguments: @unchecked Sendable {
    /// The first pointer argument the helper passes on (an event, a section, a GVariant, …).
    package var first: UnsafeMutableRawPointer?
    /// The second one, if the callback has it.
    package var second: UnsafeMutableRawPointer?
    /// The third one, if the callback has it.
    package var third: UnsafeMutableRawPointer?
    /// The callback's number arguments, for the shapes that have them (a point's `x` and `y`; a key's
    /// value and modifier state, unsigned integers that a `Double` holds exactly).
    package var numbers: (Double, Double) = (0, 0)

    /// Carries up to three pointers; `@unchecked` because they are only read on the thread GLib called from.
    package init(
        _ first: UnsafeMutableRawPointer? = nil, _ second: UnsafeMutableRawPointer? = nil,
        _ third: UnsafeMutableRawPointer? = nil
    ) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// Carries two numbers and no pointer.
    package init(numbers first: Double, _ second: Double) {
        numbers = (first, second)
    }
}

/// A C function as another C function type of the same ABI: a thunk as the untyped `GCallback`
/// `g_signal_connect_data` takes, or as `GdkFilterFunc` / `GtkTickCallback`, whose parameters are all
/// pointers. The package's one reinterpretation of a function.
@inline(__always)
package func cFunction<Function, Target>(_ function: Function, as _: Target.Type) -> Target {
    unsafeBitCast(function, to: Target.self)
}
