import Foundation
import SnackbarGtk

/// A window in sway's tree (`swaymsg -t get_tree`): layer surfaces are never among them.
struct SwayWindow {
    /// The title.
    var name: String
    /// "xdg_shell" for a Wayland-native window, "xwayland" for an X11 one.
    var shell: String
    var focused: Bool
    /// Where its content starts on the output (sway's `rect` plus the `window_rect` inside it).
    var contentOrigin: (x: Int, y: Int)
}

/// Driving sway the way a user would, and reading what it shows.
extension WaylandSession {
    /// Every window sway manages (tiled and floating, on every workspace).
    func swayWindows() async throws -> [SwayWindow] {
        let tree = try JSONSerialization.jsonObject(with: try await swaymsg(["-t", "get_tree"]).data)
        var windows: [SwayWindow] = []
        func visit(_ node: Any) {
            guard let node = node as? [String: Any] else { return }
            // Only views have a pid; outputs, workspaces and containers do not.
            if node["pid"] != nil {
                let rect = node["rect"] as? [String: Int] ?? [:]
                let inner = node["window_rect"] as? [String: Int] ?? [:]
                windows.append(
                    SwayWindow(
                        name: node["name"] as? String ?? "", shell: node["shell"] as? String ?? "",
                        focused: node["focused"] as? Bool ?? false,
                        contentOrigin: ((rect["x"] ?? 0) + (inner["x"] ?? 0), (rect["y"] ?? 0) + (inner["y"] ?? 0))))
            }
            for key in ["nodes", "floating_nodes"] { (node[key] as? [Any])?.forEach(visit) }
        }
        visit(tree)
        return windows
    }

    /// The CLIPBOARD's text as `wl-paste` reads it (through wlroots' data-control, no focus needed); nil
    /// while the clipboard is empty.
    func clipboard() async throws -> String? {
        let result = try await run(["wl-paste", "--no-newline", "--type", "text/plain;charset=utf-8"])
        return result.status == 0 ? result.output : nil
    }

    /// Empties the CLIPBOARD (`wl-copy --clear` serves nothing, so no process stays behind).
    func clearClipboard() async throws {
        let result = try await run(["wl-copy", "--clear"])
        guard result.status == 0 else { throw ToolError("wl-copy --clear failed: \(result.errors)") }
    }

    @discardableResult
    func swaymsg(_ arguments: [String]) async throws -> ToolResult {
        let result = try await run(["swaymsg"] + arguments)
        guard result.status == 0 else { throw ToolError("swaymsg \(arguments.joined(separator: " ")) failed: \(result.output)\(result.errors)") }
        return result
    }
}
