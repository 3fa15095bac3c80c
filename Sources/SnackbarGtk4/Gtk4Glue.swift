import CSnackbarGtk4
import SnackbarGlue

// The GTK 4 renderer's typed doors into the glue room (`SnackbarGlue`), and its pointer casts: they
// only cast GTK pointers; the glue boxes the closures, writes the thunks and releases the boxes. Every
// callback runs on the GTK thread, on the main actor.

/// A GTK 4 widget, as GTK's constructors return it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// `pointer` as another GTK type's pointer (a widget as a `GtkBox *`): GTK's cast macros do not import.
@inline(__always)
func cast<Target>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Target> {
    pointer.assumingMemoryBound(to: Target.self)
}

/// `pointer` as a pointer to a GTK type whose struct is private (`GtkOverlay *`, `GtkLabel *`): Swift
/// imports those as `OpaquePointer`.
@inline(__always)
func cast(_ pointer: UnsafeMutableRawPointer) -> OpaquePointer { OpaquePointer(pointer) }

/// Any GObject pointer as the untyped `gpointer` GLib takes.
@inline(__always)
func object<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>) -> gpointer { UnsafeMutableRawPointer(pointer) }

/// A GObject of a type with a private struct as the untyped `gpointer` GLib takes.
@inline(__always)
func object(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

/// The widgets inside `parent`, first to last.
@MainActor
func childWidgets(of parent: Widget) -> [Widget] {
    var children: [Widget] = []
    var child = gtk_widget_get_first_child(parent)
    while let widget = child {
        children.append(widget)
        child = gtk_widget_get_next_sibling(widget)
    }
    return children
}

/// Connects a signal whose C handler is `void (*)(GObject *, gpointer)` (`clicked`, `map`, `leave`).
@MainActor @discardableResult
func connectPlain(_ instance: gpointer, _ signal: String, _ callback: @escaping @MainActor () -> Void) -> gulong {
    ObjectSignal.connect(instance, signal, callback)
}

/// Connects `notify::property`.
@MainActor @discardableResult
func connectNotify(_ instance: gpointer, property: String, _ callback: @escaping @MainActor () -> Void) -> gulong {
    ObjectSignal.connectNotify(instance, property: property, callback)
}

/// Connects a signal with a point, `void (*)(GObject *, double, double, gpointer)`.
@MainActor @discardableResult
func connectPoint(
    _ controller: OpaquePointer, _ signal: String, _ callback: @escaping @MainActor (Double, Double) -> Void
) -> gulong {
    ObjectSignal.connectPoint(object(controller), signal, callback)
}

/// Connects `query-tooltip`: `fill` gets the `GtkTooltip` and returns whether it filled it.
@MainActor @discardableResult
func connectQueryTooltip(_ widget: UnsafeMutablePointer<GtkWidget>, _ fill: @escaping @MainActor (OpaquePointer) -> Bool) -> gulong {
    ObjectSignal.connectQueryTooltip(UnsafeMutableRawPointer(widget)) { tooltip in tooltip.map { fill(OpaquePointer($0)) } ?? false }
}

/// Arms a one-shot timeout after `seconds`. Returns the source id, valid until the callback runs.
@MainActor
func addTimeout(seconds: Double, _ callback: @escaping @MainActor () -> Void) -> guint {
    let milliseconds = min(max(0, seconds * 1000).rounded(.up), Double(UInt32.max))
    return MainLoopSource.after(.milliseconds(UInt32(milliseconds)), callback)
}
