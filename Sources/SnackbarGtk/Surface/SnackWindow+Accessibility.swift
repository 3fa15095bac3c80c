import CGtk

/// What screen readers hear: role notification for every kind, name "kind, title: message" (the content's
/// `texts`), description the buttons ("Actions: Undo, Keep.").
///
/// Role notification, not alert, for warnings and errors too: Orca (43) speaks a notification when it
/// shows, an alert only when it takes the focus, which a snack never does. Orca speaks a notification's
/// name, then its description when no label inside says more than the name.
extension SnackWindow {
    func describe(_ snack: Snack) {
        guard let accessible = gtk_widget_get_accessible(window) else { return }
        atk_object_set_role(accessible, ATK_ROLE_NOTIFICATION)
        atk_object_set_name(accessible, Self.spokenText(snack))
        Gtk.describe(accessible, description: SpokenText.actions(of: snack))
    }

    /// Has screen readers speak the snack once more (a folded repeat, its name ending in the new count, or an
    /// update with a new title): Orca speaks a notification each time it reports showing, and says nothing
    /// when only its name changes.
    func announceAgain() {
        guard let accessible = gtk_widget_get_accessible(window) else { return }
        atk_object_notify_state_change(accessible, AtkState(ATK_STATE_SHOWING.rawValue), 1)
    }

    /// The snack's accessible name (`SpokenText`).
    nonisolated static func spokenText(_ snack: Snack) -> String { SpokenText.of(snack, readingMarkup: pangoText) }

    /// The text a reader speaks: markup read by Pango when it is valid markup, the text itself otherwise.
    nonisolated static func plainText(_ text: String, isMarkup: Bool) -> String {
        SpokenText.plain(text, isMarkup: isMarkup, readingMarkup: pangoText)
    }

    /// What valid Pango markup shows, nil for markup that is not valid.
    nonisolated private static func pangoText(_ markup: String) -> String? {
        var plain: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(markup, -1, 0, nil, &plain, nil, nil) != 0, let plain else { return nil }
        defer { g_free(plain) }
        return String(cString: plain)
    }

    /// The window's accessible (role and name), then each visible push button inside it, as ATK
    /// (and so AT-SPI) reports them.
    func accessibleNodes() -> [AccessibleNode] {
        guard let root = gtk_widget_get_accessible(window) else { return [] }
        var nodes = [Self.node(root)]
        Self.collectButtons(in: root, into: &nodes)
        return nodes
    }

    private static func collectButtons(in object: UnsafeMutablePointer<AtkObject>, into nodes: inout [AccessibleNode]) {
        for index in 0..<atk_object_get_n_accessible_children(object) {
            guard let child = atk_object_ref_accessible_child(object, index) else { continue }
            defer { g_object_unref(asGPointer(child)) }
            guard isVisible(child) else { continue }
            if atk_object_get_role(child) == ATK_ROLE_PUSH_BUTTON {
                nodes.append(node(child))
            } else {
                collectButtons(in: child, into: &nodes)
            }
        }
    }

    private static func isVisible(_ object: UnsafeMutablePointer<AtkObject>) -> Bool {
        guard let states = atk_object_ref_state_set(object) else { return false }
        defer { g_object_unref(asGPointer(states)) }
        return atk_state_set_contains_state(states, ATK_STATE_VISIBLE) != 0
    }

    private static func node(_ object: UnsafeMutablePointer<AtkObject>) -> AccessibleNode {
        let role = atk_role_get_name(atk_object_get_role(object)).map { String(cString: $0) } ?? "unknown"
        let name = atk_object_get_name(object).map { String(cString: $0) } ?? ""
        return AccessibleNode(role: role, name: name)
    }
}
