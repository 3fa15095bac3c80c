import CSnackbarGLib
import Glibc
import SnackbarCSnack
import SnackbarCore
import SnackbarGlue
import SnackbarGtk

// Theme from C. GTK thread only: these touch GTK's style providers directly.

/// The C entry point `snackbar_set_theme_file`, documented in include/snackbar.h.
@_cdecl("snackbar_set_theme_file")
public func snackbar_set_theme_file(_ path: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_set_theme_file"
    return CArgument.text(path, name: "path", function: function) { path in
        onGtkThread(function) { warnEach(loadCSS(file: path), function: function) }
    }
}

/// The C entry point `snackbar_set_theme_css`, documented in include/snackbar.h.
@_cdecl("snackbar_set_theme_css")
public func snackbar_set_theme_css(_ css: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_set_theme_css"
    return CArgument.text(css, name: "css", function: function) { css in
        onGtkThread(function) { warnEach(loadCSS(text: css), function: function) }
    }
}

/// Warns each problem of a load as `function: problem`; the load's status.
private func warnEach(_ load: (status: CStatus, problems: [String]), function: String) -> Int32 {
    for problem in load.problems { CLog.warn(function, problem) }
    return load.status.rawValue
}

/// The C entry point `snackbar_load_css`, documented in include/snackbar.h.
@_cdecl("snackbar_load_css")
public func snackbar_load_css(_ css: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> Int32 {
    withGError(errorOut, css, name: "css", function: "snackbar_load_css") { loadCSS(text: $0) }
}

/// The C entry point `snackbar_load_css_file`, documented in include/snackbar.h.
@_cdecl("snackbar_load_css_file")
public func snackbar_load_css_file(_ path: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> Int32 {
    withGError(errorOut, path, name: "path", function: "snackbar_load_css_file") { loadCSS(file: $0) }
}

/// Runs a GTK-thread CSS load for a `GError **` call: TRUE (1) when all of it applies, else FALSE with
/// `errorOut` set to the status and the problems, one per line.
private func withGError(
    _ errorOut: CError.Out, _ argument: UnsafePointer<CChar>?, name: String, function: String,
    _ load: @MainActor (String) -> (status: CStatus, problems: [String])
) -> Int32 {
    let text: String
    do {
        text = try CString.required(argument)
    } catch .null {
        return CError.fail(errorOut, .nullArgument, "\(name) is NULL") ?? 0
    } catch {
        return CError.fail(errorOut, .invalidUTF8, "\(name) is not valid UTF-8") ?? 0
    }
    guard isMainThread() else { return CError.fail(errorOut, .wrongThread, "call \(function) on the thread that runs the GTK main loop") ?? 0 }
    let (status, problems) = MainActor.assumeIsolated { load(text) }
    guard status != .ok else { return 1 }
    return CError.fail(errorOut, status, problems.isEmpty ? String(describing: status.message) : problems.joined(separator: "\n")) ?? 0
}

/// The C entry point `snackbar_get_time_left`, documented in include/snackbar.h.
@_cdecl("snackbar_get_time_left")
public func snackbar_get_time_left(_ id: UnsafePointer<CChar>?) -> Double {
    guard let id = id.flatMap({ String(validatingCString: $0) }), isMainThread() else { return -1 }
    return MainActor.assumeIsolated { SnackbarPresenter.shared.timeLeft(id: id) ?? -1 }
}

/// The C entry point `snackbar_is_paused`, documented in include/snackbar.h.
@_cdecl("snackbar_is_paused")
public func snackbar_is_paused(_ id: UnsafePointer<CChar>?) -> Int32 {
    guard let id = id.flatMap({ String(validatingCString: $0) }), isMainThread() else { return 0 }
    return MainActor.assumeIsolated { SnackbarPresenter.shared.isPaused(id: id) ? 1 : 0 }
}

/// The C entry point `snackbar_set_dark`, documented in include/snackbar.h.
@_cdecl("snackbar_set_dark")
public func snackbar_set_dark(_ mode: Int32) -> Int32 {
    let function = "snackbar_set_dark"
    return CArgument.palette(mode, function: function) { variant in
        onGtkThread(function) {
            SnackbarPresenter.shared.forcedVariant = variant
            return CStatus.ok.rawValue
        }
    }
}

/// Loads CSS text over the theme through a private temporary file (the presenter loads files); the
/// problems name the text "<css>".
@MainActor
private func loadCSS(text css: String) -> (status: CStatus, problems: [String]) {
    var template = Array("/tmp/snackbar-css-XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { return (.invalidValue, ["cannot create a temporary file"]) }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { unlink(path) }
    let written = css.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    guard written == css.utf8.count else { return (.invalidValue, ["cannot write a temporary file"]) }
    let (status, problems) = loadCSS(file: path)
    return (status, problems.map { $0.replacingPrefix(path, with: "<css>") })
}

/// Loads a CSS file over the theme; its problems come back for the caller to log or to put in a `GError`, and are
/// logged nowhere else.
@MainActor
private func loadCSS(file path: String) -> (status: CStatus, problems: [String]) {
    // As libsnackbar-gtk4 does: a file that cannot be read is a wrong path, not CSS with errors.
    if let refusal = BoundedFile.check(path, limit: FileRefusal.styleSheetBytes) { return (.invalidValue, ["\(path): \(refusal)"]) }
    let (problems, warnings) = GLibLog.capturingWarnings { SnackbarPresenter.shared.loadUserCSS(file: path) }
    // The presenter warns each problem as well, for Swift apps; any other warning still goes out.
    for warning in warnings where !problems.contains(where: { warning.hasSuffix(": " + $0) }) { GLibLog.warning(warning) }
    if problems.contains(where: { $0.hasSuffix("no display") }) { return (.noDisplay, problems) }
    return (problems.isEmpty ? .ok : .cssProblems, problems)
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
