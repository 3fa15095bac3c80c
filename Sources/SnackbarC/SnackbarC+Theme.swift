import Glibc
import SnackbarGtk

// Theme from C. GTK thread only: these touch GTK's style providers directly.

/// The C entry point `snackbar_set_theme_file`, documented in include/snackbar.h.
@_cdecl("snackbar_set_theme_file")
public func snackbar_set_theme_file(_ path: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_set_theme_file"
    return CString.with({ () throws(CString.Problem) in try CString.required(path) }, name: "path", function: function) { path in
        onGtkThread(function) { loadCSS(file: path, shownAs: path) }
    }
}

/// The C entry point `snackbar_set_theme_css`, documented in include/snackbar.h.
@_cdecl("snackbar_set_theme_css")
public func snackbar_set_theme_css(_ css: UnsafePointer<CChar>?) -> Int32 {
    let function = "snackbar_set_theme_css"
    return CString.with({ () throws(CString.Problem) in try CString.required(css) }, name: "css", function: function) { css in
        onGtkThread(function) {
            // The manager loads stylesheets from files: write the text to a private temporary one.
            var template = Array("/tmp/snackbar-css-XXXXXX".utf8CString)
            let fd = mkstemp(&template)
            guard fd >= 0 else { return CLog.fail(.invalidValue, function, "cannot create a temporary file") }
            let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            defer { unlink(path) }
            let written = css.withCString { write(fd, $0, strlen($0)) }
            close(fd)
            guard written == css.utf8.count else { return CLog.fail(.invalidValue, function, "cannot write a temporary file") }
            return loadCSS(file: path, shownAs: "<css>")
        }
    }
}

/// The C entry point `snackbar_set_dark`, documented in include/snackbar.h.
@_cdecl("snackbar_set_dark")
public func snackbar_set_dark(_ mode: Int32) -> Int32 {
    let function = "snackbar_set_dark"
    guard (-1...1).contains(mode) else {
        return CLog.fail(.unknownEnumValue, function, "unknown mode \(mode): use -1 (follow GTK), 0 (light) or 1 (dark)")
    }
    return onGtkThread(function) {
        SnackbarPresenter.shared.forcedVariant = mode < 0 ? nil : mode == 1 ? .dark : .light
        return CStatus.ok.rawValue
    }
}

/// Runs `body` on the main actor when called on the main thread; otherwise warns.
func onGtkThread(_ function: String, _ body: @MainActor () -> Int32) -> Int32 {
    guard isMainThread() else {
        return CLog.fail(.wrongThread, function, "call it on the thread that runs the GTK main loop")
    }
    return MainActor.assumeIsolated { body() }
}

/// Whether the caller is the process's first thread: "/proc/thread-self" links to "PID/task/TID", and
/// the main thread's TID is the PID. (glibc's `gettid` is not visible to Swift.)
private func isMainThread() -> Bool {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
    guard length > 0 else { return false }
    let parts = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }.split(separator: "/")
    return parts.count == 3 && parts[0] == parts[2]
}

@MainActor
private func loadCSS(file path: String, shownAs name: String) -> Int32 {
    let problems = SnackbarPresenter.shared.loadUserCSS(file: path)
    if problems.contains(where: { $0.hasSuffix("no display") }) { return CStatus.noDisplay.rawValue }
    // The manager already printed each problem; with CSS text the temporary file's name means nothing.
    for problem in problems where name != path { CLog.warn("snackbar_set_theme_css", problem.replacingPrefix(path, with: name)) }
    return problems.isEmpty ? CStatus.ok.rawValue : CStatus.cssProblems.rawValue
}

private extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
