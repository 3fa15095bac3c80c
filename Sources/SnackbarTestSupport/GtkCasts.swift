import CGtk

/// The GObject casts C writes as macros, for the fixtures here (the renderer keeps its own, internal).
@inline(__always)
func cast<Target>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Target> {
    pointer.assumingMemoryBound(to: Target.self)
}

/// Any typed GObject pointer as the untyped `gpointer` GLib's generic functions take.
@inline(__always)
func asGPointer<Source>(_ pointer: UnsafeMutablePointer<Source>) -> gpointer { UnsafeMutableRawPointer(pointer) }
