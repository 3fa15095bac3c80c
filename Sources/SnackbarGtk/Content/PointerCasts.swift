import CGtk

/// The GObject casts C writes as macros (`GTK_WINDOW(w)`, `G_OBJECT(w)`): every pointer reinterpretation
/// of the renderer lives here, so widget code never writes an unsafe cast itself.
@inline(__always)
func cast<Target>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Target> {
    pointer.assumingMemoryBound(to: Target.self)
}

@inline(__always)
func cast<Source, Target>(_ pointer: UnsafeMutablePointer<Source>) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
}

/// The widget as a `GtkWindow *`.
@inline(__always)
func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> { cast(widget) }

/// The widget as a `GtkContainer *`.
@inline(__always)
func asContainer(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkContainer> { cast(widget) }

/// The widget as a `GtkBox *`.
@inline(__always)
func asBox(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> { cast(widget) }

/// The widget as a `GtkLabel *`.
@inline(__always)
func asLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkLabel> { cast(widget) }

/// The widget as a `GtkButton *`.
@inline(__always)
func asButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkButton> { cast(widget) }

/// The widget as a `GtkImage *`.
@inline(__always)
func asImage(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkImage> { cast(widget) }

/// The widget as a `GtkProgressBar *`.
@inline(__always)
func asProgressBar(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkProgressBar> { cast(widget) }

/// The widget as a `GtkScrolledWindow *`.
@inline(__always)
func asScrolledWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkScrolledWindow> { cast(widget) }

/// The widget as a `GtkViewport *`.
@inline(__always)
func asViewport(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkViewport> { cast(widget) }

/// The widget as a `GtkBin *`.
@inline(__always)
func asBin(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBin> { cast(widget) }

/// The widget as a `GtkMenu *`.
@inline(__always)
func asMenu(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkMenu> { cast(widget) }

/// The widget as a `GtkMenuShell *`.
@inline(__always)
func asMenuShell(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkMenuShell> { cast(widget) }

/// Any typed GObject pointer as the untyped `gpointer` GLib's generic functions take.
@inline(__always)
func asGPointer<Source>(_ pointer: UnsafeMutablePointer<Source>) -> gpointer { UnsafeMutableRawPointer(pointer) }

/// A style provider as the interface pointer `gtk_style_context_add_provider*` takes.
@inline(__always)
func asStyleProvider(_ provider: UnsafeMutablePointer<GtkCssProvider>) -> OpaquePointer { OpaquePointer(provider) }

/// An opaque GObject (GdkPixbuf, GdkMonitor, …) as `gpointer`.
@inline(__always)
func asGPointer(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

/// The widget as a `GObject *`, for `g_object_get_data`/`g_object_set_data`.
@inline(__always)
func asObject(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> { cast(widget) }
