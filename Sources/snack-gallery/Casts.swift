import CGtk

/// The GObject casts C writes as macros (`GTK_BOX(w)`, `G_OBJECT(w)`): every pointer reinterpretation
/// of the gallery lives here, so the widget code never writes an unsafe cast itself.
enum Casts {
    /// The widget as another GTK struct type (`GtkBox`, `GtkLabel`, `GtkWindow`, …).
    @inline(__always)
    static func widget<Target>(_ widget: UnsafeMutablePointer<GtkWidget>, as _: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
    }

    /// A `GtkApplication *` (or any GTK struct) as `GtkWidget *`-free untyped `gpointer`.
    @inline(__always)
    static func object<Source>(_ pointer: UnsafeMutablePointer<Source>) -> gpointer {
        UnsafeMutableRawPointer(pointer)
    }

    /// A GTK struct pointer as another (`GtkApplication *` as `GApplication *`).
    @inline(__always)
    static func pointer<Source, Target>(_ pointer: UnsafeMutablePointer<Source>, as _: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
    }

    /// An object of an opaque struct type (`GtkFileChooserNative *`) as `gpointer`.
    @inline(__always)
    static func object(_ pointer: OpaquePointer) -> gpointer {
        UnsafeMutableRawPointer(pointer)
    }

    /// An object of an opaque struct type as its parent class (`GtkFileChooserNative *` as `GtkNativeDialog *`).
    @inline(__always)
    static func pointer<Target>(_ pointer: OpaquePointer, as _: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
    }

    /// An interface-typed object (`GtkFileChooser *`, `GdkPixbuf *`) as the opaque pointer Swift imports.
    @inline(__always)
    static func opaque<Source>(_ pointer: UnsafeMutablePointer<Source>) -> OpaquePointer {
        OpaquePointer(pointer)
    }
}
