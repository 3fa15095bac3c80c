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
/// The property's content is kept from the last read or write until another process changes it, and that re-read waits until the pending X events are handled: each read is a round
/// trip to the X server, and a restack on the way to showing a snack made two. Another process's change is
/// a PropertyNotify beyond the count of this process's own writes: X reports every change in the order
/// the server made them, so once the notices of this process's writes are all in, any more mean another
/// writer (one of them may have come first; the last notice still says so).
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
    /// The root window property every process's stacks are in.
    static let propertyName = "_SNACKBAR_STACKS"
    // `gdk_atom_intern`, which copies the name: the `_static_string` variant would keep a pointer to
    // Swift's temporary C string.
    private let atom = gdk_atom_intern(RootWindowStacks.propertyName, 0)
    private let cardinal = gdk_atom_intern("CARDINAL", 0)
    /// This process's frames by edge, as last published.
    private var mine: [SnackEdge: [SnackRect]] = [:]
    /// The other processes' records as the stacks were last laid out against.
    private var othersSeen: [Record] = []
    /// The property's values as last read or written; nil once it changed since.
    private var knownValues: [Int]?
    /// This process's writes whose PropertyNotify has not come yet.
    private var ownWritesUnseen = 0
    /// The idle call reading the property after a change; 0 when none is due.
    private var pendingCheck: guint = 0
    private var filter: CHook?

    /// Neighbours on the default display when it is an X11 one; nil elsewhere (Wayland has no shared root).
    static func onDefaultDisplay() -> RootWindowStacks? {
        guard let display = gdk_display_get_default(), snack_is_x11_display(display) != 0,
            let root = gdk_get_default_root_window()
        else { return nil }
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
            guard event.type == propertyNotify, event.xproperty.atom == xAtom, let self else { return }
            guard ownWritesUnseen == 0 else { return ownWritesUnseen -= 1 }
            knownValues = nil
            guard pendingCheck == 0 else { return }
            pendingCheck = MainLoopSource.whenIdle { [weak self] in
                guard let self else { return }
                pendingCheck = 0
                othersChanged()
            }
        }
    }

    isolated deinit {
        if let filter { removeEventFilter(root, filter) }
        MainLoopSource.remove(&pendingCheck)
        gdk_window_destroy(owner)
    }

    func occupied(on edge: SnackEdge) -> [SnackRect] {
        let records = liveRecords()
        // What the layout keeps clear of now: a later change is measured against it.
        othersSeen = records.filter { $0.owner != ownerID }
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
        var values = merged.flatMap { [Int($0.owner), $0.edge == .top ? 0 : 1, $0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] }
        // A delete is not counted: deleting a property that is already gone sends no notice, and an
        // uncounted notice costs only a read.
        guard !merged.isEmpty else {
            knownValues = nil
            return gdk_property_delete(root, atom)
        }
        knownValues = values
        ownWritesUnseen += 1
        let count = Int32(values.count)
        // Format 32 travels as C longs, which Int is here.
        values.withUnsafeMutableBytes { bytes in
            gdk_property_change(root, atom, cardinal, 32, GDK_PROP_MODE_REPLACE, bytes.baseAddress!.assumingMemoryBound(to: guchar.self), count)
        }
    }

    /// The property's values: as known, else read from the X server.
    private func currentValues() -> [Int] {
        if let knownValues { return knownValues }
        var type: GdkAtom?
        var format: Int32 = 0
        var length: Int32 = 0
        var data: UnsafeMutablePointer<guchar>?
        var values: [Int] = []
        if gdk_property_get(root, atom, cardinal, 0, 64 * 1024, 0, &type, &format, &length, &data) != 0, let data {
            values = Array(UnsafeRawBufferPointer(start: data, count: Int(length)).bindMemory(to: Int.self))
            g_free(data)
        }
        knownValues = values
        return values
    }

    /// The property's records whose owner window still exists (asked on every call while other processes
    /// have records: one that ended changes nothing in the property).
    private func liveRecords() -> [Record] {
        let values = currentValues()
        var alive: [UInt: Bool] = [ownerID: true]
        return stride(from: 0, to: values.count - 5, by: 6).compactMap { start in
            let owner = UInt(bitPattern: values[start])
            if alive[owner] == nil { alive[owner] = windowExists(owner) }
            guard alive[owner] == true else { return nil }
            return Record(
                owner: owner, edge: values[start + 1] == 0 ? .top : .bottom,
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
