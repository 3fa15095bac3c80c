import Foundation

/// A window KWin manages (`workspace.clientList()` of its scripting API): app windows and layer surfaces.
struct KWinWindow: Decodable {
    var caption: String
    /// KWin's stacking layer: 2 for normal windows; layer-shell overlay surfaces sit in its unmanaged
    /// layer (`unmanagedLayer`), above every window.
    var layer: Int
    var isActive: Bool
    /// The virtual desktop, -1 when on all of them.
    var desktop: Int
    var isOnAllDesktops: Bool
    /// Left out of the task manager and of the window switcher (Alt+Tab).
    var skipsTaskbar: Bool
    var skipsSwitcher: Bool
    /// KWin 5.27's layer for layer-shell overlay surfaces.
    static let unmanagedLayer = 10
}

/// Asking KWin through its scripting API (org.kde.kwin.Scripting on `KWIN_BUS`): a script is loaded
/// from a file and run; what it prints comes out in KWin's output (`KWIN_LOG`) as `js: …` lines.
extension WaylandSession {
    /// Every window KWin manages, on every virtual desktop.
    func kwinWindows() async throws -> [KWinWindow] {
        let json = try await kwinScript(
            """
            var windows = workspace.clientList(), list = [];
            for (var i = 0; i < windows.length; i++) {
                var w = windows[i];
                list.push({caption: w.caption, layer: w.layer, isActive: w.active, desktop: w.desktop,
                           isOnAllDesktops: w.onAllDesktops, skipsTaskbar: w.skipTaskbar, skipsSwitcher: w.skipSwitcher});
            }
            return JSON.stringify(list);
            """)
        return try JSONDecoder().decode([KWinWindow].self, from: Data(json.utf8))
    }

    /// Runs `body`, JavaScript statements that return a one-line string, in KWin and returns that string.
    @discardableResult
    func kwinScript(_ body: String) async throws -> String {
        guard let bus = variables["KWIN_BUS"], let log = variables["KWIN_LOG"] else { throw ToolError("\(compositor) is not KWin") }
        let name = "snacktest\(UInt32.random(in: 0...UInt32.max))"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".js").path
        try Data("print(\"\(name) \" + (function () {\n\(body)\n})());\n".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let call = { (path: String, method: String, arguments: [String]) async throws -> String in
            let result = try await Tool.run(
                ["gdbus", "call", "--address", bus, "-d", "org.kde.KWin", "-o", path, "-m", method] + arguments, environment: [:])
            guard result.status == 0 else { throw ToolError("\(method): \(result.errors)") }
            return result.output
        }
        let loaded = try await call("/Scripting", "org.kde.kwin.Scripting.loadScript", [file, name])
        guard let id = Int(loaded.filter(\.isNumber)), id >= 0 else { throw ToolError("KWin did not load the script: \(loaded)") }
        _ = try await call("/\(id)", "org.kde.kwin.Script.run", [])
        let marker = "js: \(name) "
        var answer: String?
        try await Tool.eventually {
            let output = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data(), as: UTF8.self)
            answer = output.split(separator: "\n").last { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
            return answer != nil
        }
        _ = try await call("/Scripting", "org.kde.kwin.Scripting.unloadScript", [name])
        guard let answer else { throw ToolError("no answer from KWin's script \(name)") }
        return answer
    }
}
