import Foundation
import SnackbarTestTags

/// Pointer, keys, pixels and the focused window the way a user meets them, on whichever compositor the
/// session runs: sway through its own tools (swaymsg, wtype, grim), the nested ones (KWin) through the
/// Xvfb that shows them (`SCREEN_DISPLAY`: xdotool, import).
extension WaylandSession {
    /// The title of the window that has the keyboard focus, nil when none has (a layer surface may).
    func focusedWindowName() async throws -> String? {
        switch compositor {
        case .sway: try await swayWindows().first { $0.focused }?.name
        case .kwin: try await kwinWindows().first { $0.isActive && !$0.skipsTaskbar }?.caption
        default: throw ToolError("no window list on \(compositor)")
        }
    }

    /// The titles of the windows a user can switch to (sway's tree; KWin's task list): a snack is never one.
    func windowNames() async throws -> [String] {
        switch compositor {
        case .sway: try await swayWindows().map(\.name)
        case .kwin: try await kwinWindows().filter { !$0.skipsTaskbar }.map(\.caption)
        default: throw ToolError("no window list on \(compositor)")
        }
    }

    /// What the output shows now (`grim` through wlroots' screencopy; the nested compositor's Xvfb).
    func screenshot() async throws -> Screenshot {
        let result =
            compositor == .sway
            ? try await run(["grim", "-t", "ppm", "-"])
            : try await onScreen(["import", "-window", "root", "-depth", "8", "ppm:-"])
        guard result.status == 0 else { throw ToolError("the screenshot failed: \(result.errors)") }
        return try Screenshot(ppm: result.data)
    }

    /// Types `text` into whatever has the keyboard focus: on sway a virtual keyboard (`wtype`), which
    /// waits 100 ms before the first key (without it the first key is often lost: the keymap is not in
    /// place yet); on a nested compositor the Xvfb's keyboard.
    func type(_ text: String) async throws {
        try await keys(sway: ["wtype", "-s", "100", text], screen: ["xdotool", "type", "--delay", "60", text])
    }

    /// Presses and releases a key by its xkb name (`Escape`, `Tab`, `Return`).
    func press(_ key: String) async throws {
        try await keys(sway: ["wtype", "-s", "100", "-k", key], screen: ["xdotool", "key", key])
    }

    /// Moves the pointer to `(x, y)` in output pixels.
    func movePointer(x: Int, y: Int) async throws {
        if compositor == .sway {
            try await swaymsg(["seat", "seat0", "cursor", "set", String(x), String(y)])
        } else {
            try await xdotool(["mousemove", String(x), String(y)])
        }
    }

    /// Moves the pointer to `(x, y)` and clicks the left button there.
    func click(x: Int, y: Int) async throws {
        try await movePointer(x: x, y: y)
        try await click()
    }

    /// Clicks `button` (`button1` left, `button3` right) where the pointer is.
    func click(_ button: String = "button1") async throws {
        if compositor == .sway {
            try await swaymsg(["seat", "seat0", "cursor", "press", button])
            try await swaymsg(["seat", "seat0", "cursor", "release", button])
        } else {
            try await xdotool(["click", String(button.dropFirst("button".count))])
        }
    }

    private func keys(sway: [String], screen: [String]) async throws {
        let result = compositor == .sway ? try await run(sway) : try await onScreen(screen)
        guard result.status == 0 else { throw ToolError("\(result.errors)") }
    }

    private func xdotool(_ arguments: [String]) async throws {
        let result = try await onScreen(["xdotool"] + arguments)
        guard result.status == 0 else { throw ToolError("xdotool \(arguments.joined(separator: " ")) failed: \(result.errors)") }
    }

    /// Runs an X11 tool on the Xvfb that shows the nested compositor.
    private func onScreen(_ arguments: [String]) async throws -> ToolResult {
        guard let screen = variables["SCREEN_DISPLAY"] else { throw ToolError("\(compositor) has no SCREEN_DISPLAY") }
        return try await Tool.run(arguments, environment: ["DISPLAY": screen, "XAUTHORITY": nil])
    }
}

extension WaylandSession {
    /// A keyboard plugged in for as long as the returned process runs (at most two minutes): on sway a virtual
    /// keyboard holding Shift (`wtype`), as a user's keyboard is there between key presses. Headless sway has
    /// no keyboard of its own, and without one it gives no surface the keyboard focus.
    func plugKeyboard() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/wtype")
        process.arguments = ["-M", "shift", "-s", "120000"]
        process.environment = Tool.merged(wayland)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.runExclusively()
        return process
    }
}
