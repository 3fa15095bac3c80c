import CGtk
import SnackbarGlue
import SnackbarGtk

/// The "Snackbar Gallery" window: one framed section per `GallerySection`, a button per scenario, and
/// the sections' own widgets (the countdown line, the undo list, the CSS file button).
///
/// GTK owns every widget (the application holds the window); this type only builds them.
@MainActor
enum GalleryWindow {
    /// Builds and shows the window for `application`; returns it.
    static func present(application: UnsafeMutablePointer<GtkApplication>, context: GalleryContext) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_application_window_new(application)!
        gtk_window_set_title(Casts.widget(window), localized("Snackbar Gallery"))
        place(window, context: context)
        context.window = window

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_container_set_border_width(Casts.widget(column), 12)
        let keys = gtk_label_new(localized("F6 takes the keyboard to the newest snack; Escape closes it and gives it back."))!
        gtk_label_set_line_wrap(Casts.widget(keys), 1)
        gtk_label_set_xalign(Casts.widget(keys), 0)
        gtk_box_pack_start(Casts.widget(column), keys, 0, 0, 0)
        for section in GallerySection.allCases {
            gtk_box_pack_start(Casts.widget(column), frame(for: section, context: context), 0, 0, 0)
        }
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(Casts.widget(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // A scrollbar that stays visible: overlay ones hide until hovered, and the lower sections looked missing.
        gtk_scrolled_window_set_overlay_scrolling(Casts.widget(scroller), 0)
        gtk_container_add(Casts.widget(scroller), column)
        gtk_container_add(Casts.widget(window), scroller)
        gtk_widget_show_all(window)
        return window
    }

    /// Puts the window at the left of the snacks' monitor, 24 px from its edges, below the whole stack the gallery's snacks build
    /// at the top (`maxVisible` of its tallest kind of snack), so that no snack lies over a button the user
    /// clicks next; the window takes the height left below (its content scrolls). On a bare X server (no
    /// window manager) this is where it stays.
    private static func place(_ window: UnsafeMutablePointer<GtkWidget>, context: GalleryContext) {
        guard let display = gdk_display_get_default(),
            let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        let settings = context.presenter.settings
        let layout = settings.theme.layout
        let width = max(SnackbarRenderer.widths.lowerBound, min(layout.maxWidth, Int(area.width) - 2 * layout.contentInset))
        let snackHeight =
            GalleryScenario.kindSamples.map {
                SnackbarRenderer.partFrames(snack: $0.snack, theme: settings.theme, width: width).height
            }.max() ?? 0
        let top = Int(area.y) + layout.contentInset + settings.maxVisible * (snackHeight + layout.spacing)
        let height = min(660, Int(area.y) + Int(area.height) - top - layout.contentInset)
        gtk_window_set_default_size(Casts.widget(window), min(720, area.width - 48), Int32(max(height, 1)))
        gtk_window_move(Casts.widget(window), area.x + 24, Int32(top))
    }

    private static func frame(for section: GallerySection, context: GalleryContext) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_frame_new(section.title)!
        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_container_set_border_width(Casts.widget(body), 8)
        let buttons = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(Casts.widget(buttons), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(Casts.widget(buttons), 6)
        let add = { (label: String, run: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> in
            let button = gtk_button_new_with_label(label)!
            ObjectSignal.connect(Casts.object(button), "clicked") { run() }
            gtk_container_add(Casts.widget(buttons), button)
            // The box's child around the button would take Tab itself, where Enter and Space press nothing.
            if let child = gtk_widget_get_parent(button) { gtk_widget_set_can_focus(child, 0) }
            return button
        }
        for scenario in GalleryScenario.catalog where scenario.section == section {
            gtk_widget_set_name(add(scenario.label) { _ = scenario.run(context) }, scenario.name)
        }
        // In the grid with the theme's buttons, lined up with them.
        if section == .theme { _ = add(localized("Load a CSS file…")) { CSSFileChooser.run(context: context) } }
        gtk_box_pack_start(Casts.widget(body), buttons, 0, 0, 0)
        if let extra = extraWidget(for: section, context: context) {
            gtk_box_pack_start(Casts.widget(body), extra, 0, 0, 0)
        }
        gtk_container_add(Casts.widget(frame), body)
        return frame
    }

    /// The widgets a section has besides its scenario buttons.
    private static func extraWidget(for section: GallerySection, context: GalleryContext) -> UnsafeMutablePointer<GtkWidget>? {
        switch section {
        case .durations:
            gtk_label_set_xalign(Casts.widget(context.countdown.label), 0)
            return context.countdown.label
        case .undo:
            return context.undoList.list
        case .kinds, .actions, .placement, .stacking, .progress, .beyond, .theme:
            return nil
        }
    }
}
