import SnackbarCSnack
import SnackbarGlue
import SnackbarGtk

// The manager's settings from C: policy, maximum visible, default edge, monitor, screen-reader switch, the
// route to the desktop, the hold while an anchor window is unseen.
// Any thread: each change reaches the GTK thread after every call made before it.

/// The C entry point `snackbar_set_policy`, documented in include/snackbar.h.
@_cdecl("snackbar_set_policy")
public func snackbar_set_policy(_ policy: Int32) -> Int32 {
    guard let value = CEnums.policy.value(policy) else {
        return CLog.fail(.unknownEnumValue, "snackbar_set_policy", CEnums.policy.refusal(policy, name: "policy"))
    }
    return configure { $0.policy = value }
}

/// The C entry point `snackbar_set_max_visible`, documented in include/snackbar.h.
@_cdecl("snackbar_set_max_visible")
public func snackbar_set_max_visible(_ count: Int32) -> Int32 {
    guard (1...SnackbarC.maxVisibleLimit).contains(count) else {
        return CLog.fail(.invalidValue, "snackbar_set_max_visible", "\(count): use 1 to \(SnackbarC.maxVisibleLimit)")
    }
    return configure { $0.maxVisible = Int(count) }
}

/// The C entry point `snackbar_set_default_edge`, documented in include/snackbar.h.
@_cdecl("snackbar_set_default_edge")
public func snackbar_set_default_edge(_ edge: Int32) -> Int32 {
    guard let value = CEnums.edge.value(edge) else {
        return CLog.fail(.unknownEnumValue, "snackbar_set_default_edge", CEnums.edge.refusal(edge, name: "edge"))
    }
    return configure { $0.defaultEdge = value }
}

/// The C entry point `snackbar_set_monitor`, documented in include/snackbar.h.
@_cdecl("snackbar_set_monitor")
public func snackbar_set_monitor(_ monitor: Int32) -> Int32 {
    let choice: MonitorChoice
    switch monitor {
    case -1: choice = .primary
    case -2: choice = .pointer
    case -3: choice = .all
    case 0...: choice = .index(Int(monitor))
    default:
        return CLog.fail(
            .invalidValue, "snackbar_set_monitor",
            "\(monitor): use SNACKBAR_MONITOR_PRIMARY, SNACKBAR_MONITOR_POINTER, SNACKBAR_MONITOR_ALL or a monitor number from 0")
    }
    return configure { $0.monitor = choice }
}

/// The C entry point `snackbar_set_screen_reader_override`, documented in include/snackbar.h.
@_cdecl("snackbar_set_screen_reader_override")
public func snackbar_set_screen_reader_override(_ mode: Int32) -> Int32 {
    guard (-1...1).contains(mode) else {
        return CLog.fail(
            .unknownEnumValue, "snackbar_set_screen_reader_override",
            "unknown mode \(mode): use -1 (follow the desktop), 0 (off) or 1 (on)")
    }
    return configure { $0.screenReaderOverride = mode < 0 ? nil : mode == 1 }
}

/// The C entry point `snackbar_set_route_to_desktop_when_inactive`, documented in include/snackbar.h.
@_cdecl("snackbar_set_route_to_desktop_when_inactive")
public func snackbar_set_route_to_desktop_when_inactive(_ route: Int32) -> Int32 {
    configure { $0.routesToDesktopWhenInactive = route != 0 }
}

/// The C entry point `snackbar_set_hold_while_unseen`, documented in include/snackbar.h.
@_cdecl("snackbar_set_hold_while_unseen")
public func snackbar_set_hold_while_unseen(_ hold: Int32) -> Int32 {
    configure { $0.holdsWhileUnseen = hold != 0 }
}

/// Bounds of the C ABI's settings.
enum SnackbarC {
    /// The most snacks `snackbar_set_max_visible` accepts per corner: more would not fit any screen.
    static let maxVisibleLimit: Int32 = 100
}

private func configure(_ change: @escaping @Sendable (inout SnackbarSettings) -> Void) -> Int32 {
    SnackbarManager.shared.configure(change)
    return CStatus.ok.rawValue
}
