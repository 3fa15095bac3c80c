import CGtk
import SnackbarCore
import SnackbarGlue

/// `StackNeighbours` on X11: one property on the root window, `_SNACKBAR_STACKS`, lists every process's
/// snack frames as records of six CARDINALs — the owner's window, the edge (0 top, 1 bottom), x, y,
/// width, height — in the order the owners first showed snacks.
///
/// The owner is an unmapped input-only window this process creates: when the process goes, the X
/// server destroys it, and the first writer after that drops its records, so a crashed process leaves
/// no band behind. Writes are read-modify-write without a server grab; a process that loses a race
/// sees the other's change (PropertyNotify) and writes its records again.
///
/// Owns the owner window and a filter on the root window for its life (the runtime's).
@MainActor
final class RootWindowStacks: StackNeighbours {
    private struct Record: Equatable {
        var owner: UInt
        var edge: SnackEdge
        var frame: SnackRect
    }

    var onChange: (@MainActor () -> Void)?
    private let display: OpaquePointer
    private let root: OpaquePointer
    private let owner: OpaquePointer
    private let ownerID: UInt
    // `gdk_atom_intern`, which copies the name: the `_static_string` variant would keep a pointer to
    // Swift's temporary C string.
    private let atom = gdk_atom_intern("_SNACKBAR_STACKS", 0)
    private let cardinal = gdk_atom_intern("CARDINAL", 0)
    /// This process's frames by edge, as last published.
    private var mine: [SnackEdge: [SnackRect]] = [:]
    /// The other processes' records as last seen, to tell their changes from this process's own writes.
    private var othersSeen: [Record] = []
    private var filter: CHook?

    /// Neighbours on the default display when it is an X11 one; nil elsewhere (Wayland has no shared root).
    static func onDefaultDisplay() -> RootWindowStacks? {
        guard let display = gdk_display_get_default(), snack_is_x11_display(display) != 0,
              let root = gdk_get_default_root_window() else { return nil }
        return RootWindowStacks(display: display, root: root)
    }

    private init(display: OpaquePointer, root: OpaquePointer) {
        self.display = display
        self.root = root
        var attributes = GdkWindowAttr()
        attributes.window_type = GDK_WINDOW_TOPLEVEL
        attributes.wclass = GDK_INPUT_ONLY
        attributes.x = -10
        attributes.y = -10
        attributes.width = 1
        attributes.height = 1
        owner = gdk_window_new(root, &attributes, Int32(GDK_WA_X.rawValue | GDK_WA_Y.rawValue))
        ownerID = UInt(gdk_x11_window_get_xid(owner))
        gdk_window_set_events(root, GdkEventMask(gdk_window_get_events(root).rawValue | GDK_PROPERTY_CHANGE_MASK.rawValue))
        let propertyNotify: Int32 = 28
        let xAtom = gdk_x11_atom_to_xatom_for_display(display, atom)
        filter = addEventFilter(root) { [weak self] xEvent in
            let event = xEvent.assumingMemoryBound(to: XEvent.self).pointee
            guard event.type == propertyNotify, event.xproperty.atom == xAtom else { return }
            self?.othersChanged()
        }
    }

    isolated deinit {
        if let filter { removeEventFilter(root, filter) }
        gdk_window_destroy(owner)
    }

    func occupied(on edge: SnackEdge) -> [SnackRect] {
        let records = liveRecords()
        let position = records.firstIndex { $0.owner == ownerID } ?? records.count
        return records[..<position].filter { $0.edge == edge && $0.owner != ownerID }.map(\.frame)
    }

    func publish(_ frames: [SnackRect], on edge: SnackEdge) {
        mine[edge] = frames
        write(merging: liveRecords())
    }

    /// Writes this process's records into `records` where its first one was (appended when it had none).
    private func write(merging records: [Record]) {
        let own = SnackEdge.allCases.flatMap { edge in (mine[edge] ?? []).map { Record(owner: ownerID, edge: edge, frame: $0) } }
        var merged = records
        let position = merged.firstIndex { $0.owner == ownerID } ?? merged.count
        merged.removeAll { $0.owner == ownerID }
        merged.insert(contentsOf: own, at: min(position, merged.count))
        guard merged != records else { return }
        guard !merged.isEmpty else { return gdk_property_delete(root, atom) }
        var values = merged.flatMap { [Int($0.owner), $0.edge == .top ? 0 : 1, $0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        let count = Int32(values.count)
        // Format 32 travels as C longs, which Int is here.
        values.withUnsafeMutableBytes { bytes in
            gdk_property_change(root, atom, cardinal, 32, GDK_PROP_MODE_REPLACE, bytes.baseAddress!.assumingMemoryBound(to: guchar.self), count)
        }
    }

    /// The property's records whose owner window still exists.
    private func liveRecords() -> [Record] {
        var type: GdkAtom?
        var format: Int32 = 0, length: Int32 = 0
        var data: UnsafeMutablePointer<guchar>?
        guard gdk_property_get(root, atom, cardinal, 0, 64 * 1024, 0, &type, &format, &length, &data) != 0,
              let data else { return [] }
        defer { g_free(data) }
        let values = UnsafeRawBufferPointer(start: data, count: Int(length)).bindMemory(to: Int.self)
        var alive: [UInt: Bool] = [ownerID: true]
        return stride(from: 0, to: values.count - 5, by: 6).compactMap { start in
            let owner = UInt(bitPattern: values[start])
            if alive[owner] == nil { alive[owner] = windowExists(owner) }
            guard alive[owner] == true else { return nil }
            return Record(owner: owner, edge: values[start + 1] == 0 ? .top : .bottom,
                          frame: SnackRect(x: values[start + 2], y: values[start + 3], width: values[start + 4], height: values[start + 5]))
        }
    }

    private func windowExists(_ id: UInt) -> Bool {
        guard let window = gdk_x11_window_foreign_new_for_display(display, Window(id)) else { return false }
        g_object_unref(asGPointer(window))
        return true
    }

    /// The property changed: restack when the other processes' records did, and write this one's again
    /// if a racing writer dropped them.
    private func othersChanged() {
        let records = liveRecords()
        let others = records.filter { $0.owner != ownerID }
        if mine.values.contains(where: { !$0.isEmpty }), !records.contains(where: { $0.owner == ownerID }) {
            write(merging: records)
        }
        guard others != othersSeen else { return }
        othersSeen = others
        onChange?()
    }
}
