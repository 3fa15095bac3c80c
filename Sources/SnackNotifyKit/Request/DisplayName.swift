/// X display names as `DISPLAY` spells them: `[host]:number[.screen]`.
package enum DisplayName {
    /// Whether two names mean the same X display: the screen number does not matter (`:0` is `:0.0`) and
    /// `unix:0` is `:0`. Names that are not X display names (a Wayland socket such as `wayland-0`) are
    /// never told apart: the caller cannot compare them.
    package static func same(_ first: String, _ second: String) -> Bool {
        guard let one = server(first), let other = server(second) else { return true }
        return one == other
    }

    /// `host:number` without the screen, or nil for a name without a colon.
    static func server(_ name: String) -> Substring? {
        guard let colon = name.lastIndex(of: ":") else { return nil }
        let host = name[..<colon] == "unix" ? "" : name[..<colon]
        let number = name[name.index(after: colon)...].prefix { $0 != "." }
        return host + ":" + number
    }
}
