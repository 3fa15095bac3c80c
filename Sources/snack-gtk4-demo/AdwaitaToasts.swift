import CSnackbarAdwaita
import CSnackbarGtk4
import SnackbarCore
import SnackbarGlue
import SnackbarGtk4

/// The demo's snacks as libadwaita's toasts, for comparison: each `Snack` becomes an `AdwToast` with what a
/// toast can carry (a title, one button, a timeout in whole seconds, a priority). Progress becomes a
/// percentage in the title; kind, second action, close button choice, edge and alignment are left out.
///
/// AdwToast tells no more than "dismissed": a click on its button is reported as `dismissed ID action
/// ACTION-ID` (from its `button-clicked` signal), anything else as `dismissed ID dismissed`. A toast has no
/// "shown" signal: `queued ID` is printed when it is handed to the overlay.
@MainActor
final class AdwaitaToasts: DemoSnacks {
    /// The `AdwToastOverlay`, with the window's content inside it.
    let widget: UnsafeMutablePointer<GtkWidget>
    var onReport: (@MainActor (String) -> Void)?
    /// The toasts handed to the overlay and not yet dismissed, by snack id (a reference each), with the
    /// button's action id and the title as markup.
    private var toasts: [String: (toast: OpaquePointer, actionID: String?, title: String)] = [:]
    private var clicked: Set<String> = []

    init(child: UnsafeMutablePointer<GtkWidget>) {
        widget = adw_toast_overlay_new()
        adw_toast_overlay_set_child(overlay, child)
    }

    private var overlay: OpaquePointer { OpaquePointer(widget) }

    func add(_ snack: Snack) throws {
        try snack.validate()
        // AdwToast 1.2 always reads its title as Pango markup: the snack's plain text is escaped first.
        let escaped = g_markup_escape_text(Self.title(of: snack), -1)
        defer { g_free(escaped) }
        let timeout = snack.duration.seconds.map { guint(max(1, $0.rounded())) } ?? 0
        if let shown = toasts[snack.id] {
            adw_toast_set_title(shown.toast, escaped)
            adw_toast_set_timeout(shown.toast, timeout)
            toasts[snack.id]?.title = String(cString: escaped!)
            return
        }
        let toast = adw_toast_new(escaped)!
        adw_toast_set_timeout(toast, timeout)
        if snack.priority == .high { adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH) }
        let id = snack.id
        if let action = snack.action {
            adw_toast_set_button_label(toast, action.label)
            ObjectSignal.connect(UnsafeMutableRawPointer(toast), "button-clicked") { [weak self] in
                self?.clicked.insert(id)
                action.perform {}
            }
        }
        ObjectSignal.connect(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in self?.dismissed(id) }
        toasts[id] = (OpaquePointer(g_object_ref(UnsafeMutableRawPointer(toast))), snack.action?.id, String(cString: escaped!))
        adw_toast_overlay_add_toast(overlay, toast)
        onReport?("queued \(id)")
    }

    func remove(id: String) {
        if let shown = toasts[id] { adw_toast_dismiss(shown.toast) }
    }

    /// AdwToast offers no call that moves the focus to a toast.
    func focusNewest() -> Bool { false }

    /// Finds the toast's widget among the overlay's by its title, then its button by its label (or the close
    /// button by its icon): libadwaita keeps its toast widget private.
    func center(of part: SnackOverlay.Part, id: String) -> (x: Int, y: Int)? {
        guard let shown = toasts[id], let toastWidget = toastWidget(titled: shown.title) else { return nil }
        let wanted: (UnsafeMutablePointer<GtkButton>) -> Bool
        switch part {
        case .action(let actionID):
            guard toasts[id]?.actionID == actionID, let label = currentLabel(of: id) else { return nil }
            wanted = { button in gtk_button_get_label(button).map { String(cString: $0) } == label }
        case .closeButton:
            wanted = { button in gtk_button_get_icon_name(button).map { String(cString: $0) } == "window-close-symbolic" }
        case .card, .text, .icon: return nil
        }
        return first(in: toastWidget) { widget in
            snack_adw_is_button(widget) != 0 && wanted(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self))
        }.flatMap(SnackOverlay.surfaceCenter)
    }

    /// The mapped toast widget whose title label reads `title`.
    private func toastWidget(titled title: String) -> UnsafeMutablePointer<GtkWidget>? {
        let label = first(in: widget) { widget in
            snack_adw_is_label(widget) != 0
                && gtk_label_get_label(OpaquePointer(widget)).map { String(cString: $0) } == title
        }
        var ancestor = label
        while let current = ancestor, String(cString: snack_adw_type_name(current)) != "AdwToastWidget" {
            ancestor = gtk_widget_get_parent(current)
        }
        return ancestor
    }

    private func currentLabel(of id: String) -> String? {
        guard let toast = toasts[id]?.toast, let label = adw_toast_get_button_label(toast) else { return nil }
        return String(cString: label)
    }

    /// The first mapped widget in `widget`'s tree (itself included) that is `wanted`.
    private func first(
        in widget: UnsafeMutablePointer<GtkWidget>, where wanted: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        if wanted(widget) { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = first(in: current, where: wanted) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private func dismissed(_ id: String) {
        guard let shown = toasts.removeValue(forKey: id) else { return }
        let actionID = clicked.remove(id) != nil ? shown.actionID : nil
        onReport?("dismissed \(id) " + (actionID.map { "action " + $0 } ?? "dismissed"))
        g_object_unref(UnsafeMutableRawPointer(shown.toast))
    }

    /// The toast's one line: the snack's title and message, and its progress as a percentage.
    private static func title(of snack: Snack) -> String {
        var text = (snack.title.map { $0 + ": " } ?? "") + snack.message
        switch snack.progress {
        case .fraction(let value): text += " (\(Int((value * 100).rounded())) %)"
        case .indeterminate: text += " (…)"
        case nil: break
        }
        return text
    }
}
