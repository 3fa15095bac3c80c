import CGtk
import SnackbarCore
import SnackbarGlue

/// `StackNeighbours` on X11: one property on the root window, `_SNACKBAR_STACKS`, lists every process's
/// snack frames in the order the owners first showed snacks. CARDINALs: the format's version (see
/// `Record`), then a record of seven per frame. A reader ignores a property of a version it does not know,
/// and writes its own over it only when its own snacks change (never in answer to that property, so two
/// versions do not overwrite each other in a loop).
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
    fileprivate struct Record: Equatable {
        var owner: UInt
        /// The corner as it reads left to right: leading is the left.
        var corner: SnackCorner
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
    /// This process's frames by edge, each with its corner, as last published.
    private var mine: [SnackEdge: [(corner: SnackCorner, frame: SnackRect)]] = [:]
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

    func occupied(along edge: SnackEdge) -> [SnackRect] {
        let records = liveRecords() ?? []
        // What the layout keeps clear of now: a later change is measured against it.
        othersSeen = records.filter { $0.owner != ownerID }
        let position = records.firstIndex { $0.owner == ownerID } ?? records.count
        return records[..<position].filter { $0.corner.edge == edge && $0.owner != ownerID }.map(\.frame)
    }

    func publish(_ frames: [(corner: SnackCorner, frame: SnackRect)], along edge: SnackEdge) {
        mine[edge] = frames
        write(merging: liveRecords() ?? [])
    }

    /// Writes this process's records into `records` where its first one was (appended when it had none).
    private func write(merging records: [Record]) {
        let own = SnackEdge.allCases.flatMap { edge in (mine[edge] ?? []).map { Record(owner: ownerID, corner: $0.corner, frame: $0.frame) } }
        var merged = records
        let position = merged.firstIndex { $0.owner == ownerID } ?? merged.count
        merged.removeAll { $0.owner == ownerID }
        merged.insert(contentsOf: own, at: min(position, merged.count))
        guard merged != records else { return }
        var values = [Record.version] + merged.flatMap(\.values)
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
    /// have records: one that ended changes nothing in the property); nil when the property holds another
    /// version's records, none when it is empty.
    private func liveRecords() -> [Record]? {
        let values = currentValues()
        guard let version = values.first else { return [] }
        guard version == Record.version else { return nil }
        var alive: [UInt: Bool] = [ownerID: true]
        return stride(from: 1, to: values.count - Record.count + 1, by: Record.count).compactMap { start in
            guard let record = Record(values[start..<start + Record.count]) else { return nil }
            if alive[record.owner] == nil { alive[record.owner] = windowExists(record.owner) }
            return alive[record.owner] == true ? record : nil
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
        let readable = liveRecords()
        let records = readable ?? []
        let others = records.filter { $0.owner != ownerID }
        if readable != nil, mine.values.contains(where: { !$0.isEmpty }), !records.contains(where: { $0.owner == ownerID }) {
            write(merging: records)
        }
        guard others != othersSeen else { return }
        othersSeen = others
        onChange?()
    }
}

/// A record's CARDINALs in `_SNACKBAR_STACKS` version 2: the owner's window, the edge (0 top, 1 bottom),
/// the alignment as it reads left to right (0 leading, 1 centre, 2 trailing), x, y, width, height.
extension RootWindowStacks.Record {
    /// The format this process reads and writes, the property's first value.
    static let version = 2
    /// How many values a record takes.
    static let count = 7

    /// This record as the property's values.
    var values: [Int] {
        [Int(owner), corner.edge.code, corner.alignment.code, frame.x, frame.y, frame.width, frame.height]
    }

    /// The record in `values` (`count` of them); nil when an edge or alignment has no meaning here.
    init?(_ values: ArraySlice<Int>) {
        let value = Array(values)
        guard value.count == Self.count, let edge = SnackEdge.allCases.first(where: { $0.code == value[1] }),
            let alignment = SnackAlignment.allCases.first(where: { $0.code == value[2] })
        else { return nil }
        self.init(
            owner: UInt(bitPattern: value[0]), corner: SnackCorner(edge: edge, alignment: alignment),
            frame: SnackRect(x: value[3], y: value[4], width: value[5], height: value[6]))
    }
}

extension SnackEdge {
    /// The edge's number in `_SNACKBAR_STACKS`.
    fileprivate var code: Int {
        switch self {
        case .top: 0
        case .bottom: 1
        }
    }
}

extension SnackAlignment {
    /// The alignment's number in `_SNACKBAR_STACKS`.
    fileprivate var code: Int {
        switch self {
        case .leading: 0
        case .center: 1
        case .trailing: 2
        }
    }
}
