import SnackbarCore
import SnackbarGlue

// Building a snack from C: snackbar_snack_new, the setters, the actions, free. Any thread.

/// The C entry point `snackbar_snack_new`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_new")
public func snackbar_snack_new(_ message: UnsafePointer<CChar>?) -> OpaquePointer? {
    let function = "snackbar_snack_new"
    do {
        return HandleRegistry.register(CSnackHandle(message: try CString.required(message)))
    } catch .null {
        CLog.warn(function, "message is NULL (pass \"\" for a snack with a title only)")
    } catch {
        CLog.warn(function, "message is not valid UTF-8")
    }
    return nil
}

/// The C entry point `snackbar_snack_free`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_free")
public func snackbar_snack_free(_ snack: OpaquePointer?) {
    guard snack != nil else { return }
    if !HandleRegistry.unregister(snack) {
        CLog.warn("snackbar_snack_free", "snack is not a live handle (freed twice?); ignored")
    }
}

/// The C entry point `snackbar_snack_set_message`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_message")
public func snackbar_snack_set_message(_ snack: OpaquePointer?, _ message: UnsafePointer<CChar>?) -> Int32 {
    setText(snack, message, name: "message", function: "snackbar_snack_set_message", required: true) { $0.content.message = $1 ?? "" }
}

/// The C entry point `snackbar_snack_set_title`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_title")
public func snackbar_snack_set_title(_ snack: OpaquePointer?, _ title: UnsafePointer<CChar>?) -> Int32 {
    setText(snack, title, name: "title", function: "snackbar_snack_set_title") { $0.content.title = $1 }
}

/// The C entry point `snackbar_snack_set_icon`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_icon")
public func snackbar_snack_set_icon(_ snack: OpaquePointer?, _ icon: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_snack_set_icon"
    // A path that exists but cannot be an icon file (a FIFO, a device, over 16 MiB) is refused here, at
    // once; one that does not exist (yet) shows the kind's default icon, as a missing name does.
    if let path = icon.flatMap({ String(validatingCString: $0) }), path.contains("/"),
        let refusal = BoundedFile.check(path, limit: FileRefusal.imageBytes), refusal != .missing
    {
        return CLog.fail(.invalidValue, function, "icon " + refusal.message(path: path))
    }
    return setText(snack, icon, name: "icon", function: function) { $0.content.icon = $1 }
}

/// The C entry point `snackbar_snack_set_tap_label`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_tap_label")
public func snackbar_snack_set_tap_label(_ snack: OpaquePointer?, _ label: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_snack_set_tap_label"
    // The body named by a blank label is an unnamed stop for a screen reader, as a blank button is.
    if snack != nil, let label, String(cString: label).isBlank {
        return CLog.fail(.invalidValue, function, "label must have text to show, not be empty or only white space (NULL: no name)")
    }
    return setText(snack, label, name: "label", function: function) { $0.tapLabel = $1 }
}

/// The C entry point `snackbar_snack_set_id`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_id")
public func snackbar_snack_set_id(_ snack: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    setText(snack, id, name: "id", function: "snackbar_snack_set_id") { $0.id = ($1?.isEmpty ?? true) ? nil : $1 }
}

/// The C entry point `snackbar_snack_set_kind`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_kind")
public func snackbar_snack_set_kind(_ snack: OpaquePointer?, _ kind: Int32) -> Int32 {
    setEnum(snack, kind, CEnums.kind, name: "kind", function: "snackbar_snack_set_kind") { $0.content.kind = $1 }
}

/// The C entry point `snackbar_snack_set_duration`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_duration")
public func snackbar_snack_set_duration(_ snack: OpaquePointer?, _ duration: Int32) -> Int32 {
    setEnum(snack, duration, CEnums.duration, name: "duration", function: "snackbar_snack_set_duration") { $0.content.duration = $1 }
}

/// The C entry point `snackbar_snack_set_duration_seconds`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_duration_seconds")
public func snackbar_snack_set_duration_seconds(_ snack: OpaquePointer?, _ seconds: Double) -> Int32 {
    HandleRegistry.with(snack, function: "snackbar_snack_set_duration_seconds") { handle in
        guard seconds.isFinite, seconds > 0 else {
            return CLog.fail(.invalidValue, "snackbar_snack_set_duration_seconds", "\(seconds) s: use a finite number greater than 0")
        }
        handle.fields.withLock { $0.content.duration = .custom(seconds) }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_snack_set_show_delay`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_show_delay")
public func snackbar_snack_set_show_delay(_ snack: OpaquePointer?, _ milliseconds: Int32) -> Int32 {
    setMilliseconds(snack, milliseconds, function: "snackbar_snack_set_show_delay") { $0.content.showDelay = $1 }
}

/// The C entry point `snackbar_snack_set_min_visible`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_min_visible")
public func snackbar_snack_set_min_visible(_ snack: OpaquePointer?, _ milliseconds: Int32) -> Int32 {
    setMilliseconds(snack, milliseconds, function: "snackbar_snack_set_min_visible") { $0.content.minimumVisible = $1 }
}

/// Sets one anti-flicker time: 0…`SnackLimits.maxAntiFlickerSeconds` in milliseconds, else refused.
private func setMilliseconds(
    _ snack: OpaquePointer?, _ milliseconds: Int32, function: String,
    _ set: @escaping (inout CSnackHandle.Fields, Double) -> Void
) -> Int32 {
    HandleRegistry.with(snack, function: function) { handle in
        let most = Int32(SnackLimits.maxAntiFlickerSeconds * 1000)
        guard (0...most).contains(milliseconds) else {
            return CLog.fail(.invalidValue, function, "\(milliseconds) ms: use 0 (off) to \(most)")
        }
        handle.fields.withLock { set(&$0, Double(milliseconds) / 1000) }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_snack_set_edge`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_edge")
public func snackbar_snack_set_edge(_ snack: OpaquePointer?, _ edge: Int32) -> Int32 {
    setEnum(snack, edge, CEnums.edge, name: "edge", function: "snackbar_snack_set_edge") { $0.content.edge = $1 }
}

/// The C entry point `snackbar_snack_set_alignment`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_alignment")
public func snackbar_snack_set_alignment(_ snack: OpaquePointer?, _ alignment: Int32) -> Int32 {
    setEnum(snack, alignment, CEnums.alignment, name: "alignment", function: "snackbar_snack_set_alignment") { $0.content.alignment = $1 }
}

/// The C entry point `snackbar_snack_set_close_button`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_close_button")
public func snackbar_snack_set_close_button(_ snack: OpaquePointer?, _ shown: Int32) -> Int32 {
    setFlag(snack, shown, function: "snackbar_snack_set_close_button") { $0.content.showsCloseButton = $1 }
}

/// The C entry point `snackbar_snack_set_markup`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_markup")
public func snackbar_snack_set_markup(_ snack: OpaquePointer?, _ markup: Int32) -> Int32 {
    setFlag(snack, markup, function: "snackbar_snack_set_markup") { $0.content.usesMarkup = $1 }
}

/// The C entry point `snackbar_snack_set_requires_interaction`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_requires_interaction")
public func snackbar_snack_set_requires_interaction(_ snack: OpaquePointer?, _ required: Int32) -> Int32 {
    setFlag(snack, required, function: "snackbar_snack_set_requires_interaction") { $0.content.requiresInteraction = $1 }
}

/// The C entry point `snackbar_snack_set_countdown`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_countdown")
public func snackbar_snack_set_countdown(_ snack: OpaquePointer?, _ shown: Int32) -> Int32 {
    setFlag(snack, shown, function: "snackbar_snack_set_countdown") { $0.content.showsCountdown = $1 }
}

/// The C entry point `snackbar_snack_set_repeat_count`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_repeat_count")
public func snackbar_snack_set_repeat_count(_ snack: OpaquePointer?, _ count: Int32) -> Int32 {
    HandleRegistry.with(snack, function: "snackbar_snack_set_repeat_count") { handle in
        guard (1...SnackLimits.maxRepeatCount).contains(Int(count)) else {
            return CLog.fail(.invalidValue, "snackbar_snack_set_repeat_count", "\(count): use 1 to \(SnackLimits.maxRepeatCount)")
        }
        handle.fields.withLock { $0.content.repeatCount = Int(count) }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_snack_set_priority`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_priority")
public func snackbar_snack_set_priority(_ snack: OpaquePointer?, _ priority: Int32) -> Int32 {
    setEnum(snack, priority, CEnums.priority, name: "priority", function: "snackbar_snack_set_priority") { $0.content.priority = $1 }
}

/// The C entry point `snackbar_snack_set_progress`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_set_progress")
public func snackbar_snack_set_progress(_ snack: OpaquePointer?, _ fraction: Double) -> Int32 {
    let function = "snackbar_snack_set_progress"
    return HandleRegistry.with(snack, function: function) { handle in
        CArgument.progress(fraction, function: function) { progress in
            handle.fields.withLock { $0.content.progress = progress }
            return CStatus.ok.rawValue
        }
    }
}

/// The C entry point `snackbar_snack_clear_progress`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_clear_progress")
public func snackbar_snack_clear_progress(_ snack: OpaquePointer?) -> Int32 {
    HandleRegistry.with(snack, function: "snackbar_snack_clear_progress") { handle in
        handle.fields.withLock { $0.content.progress = nil }
        return CStatus.ok.rawValue
    }
}

/// The C entry point `snackbar_snack_copy`, documented in include/snackbar.h.
@_cdecl("snackbar_snack_copy")
public func snackbar_snack_copy(_ snack: OpaquePointer?) -> OpaquePointer? {
    var copy: OpaquePointer?
    _ = HandleRegistry.with(snack, function: "snackbar_snack_copy") { handle in
        copy = HandleRegistry.register(CSnackHandle(copying: handle))
        return CStatus.ok.rawValue
    }
    return copy
}

/// Sets one boolean field from a C `gboolean` (any non-zero value is TRUE).
private func setFlag(_ snack: OpaquePointer?, _ value: Int32, function: String, _ set: (inout CSnackHandle.Fields, Bool) -> Void) -> Int32 {
    HandleRegistry.with(snack, function: function) { handle in
        handle.fields.withLock { set(&$0, value != 0) }
        return CStatus.ok.rawValue
    }
}

/// Sets one string field: NULL clears it unless `required`; invalid UTF-8 is refused.
private func setText(
    _ snack: OpaquePointer?, _ text: UnsafePointer<CChar>?, name: String, function: String, required: Bool = false,
    _ set: @escaping (inout CSnackHandle.Fields, String?) -> Void
) -> Int32 {
    HandleRegistry.with(snack, function: function) { handle in
        CString.with(
            { () throws(CString.Problem) in required ? try CString.required(text) : try CString.optional(text) },
            name: name, function: function
        ) { value in
            handle.fields.withLock { set(&$0, value) }
            return CStatus.ok.rawValue
        }
    }
}

/// Sets one enum field to the Swift value of the C value `number` in `table`, or refuses a number it lacks.
private func setEnum<Value>(
    _ snack: OpaquePointer?, _ number: Int32, _ table: CEnum<Value>, name: String, function: String,
    _ set: (inout CSnackHandle.Fields, Value) -> Void
) -> Int32 {
    HandleRegistry.with(snack, function: function) { handle in
        guard let value = table.value(number) else { return CLog.fail(.unknownEnumValue, function, table.refusal(number, name: name)) }
        handle.fields.withLock { set(&$0, value) }
        return CStatus.ok.rawValue
    }
}
