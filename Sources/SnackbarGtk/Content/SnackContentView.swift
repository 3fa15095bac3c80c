import CGtk
import SnackbarCore

/// The widgets inside one snack window: icon, text rows (title, message: `SnackTextRow`), progress, actions and
/// close button.
///
/// Owns nothing itself: every widget belongs to `root`, which belongs to the window; the pointers stay
/// valid until the window is destroyed.
@MainActor
final class SnackContentView {
    /// The close icon's size at the standard text size: GTK_ICON_SIZE_BUTTON's.
    static let closeIconPixels = 16
    /// Characters an inline button's label shows before its ellipsis: two of them, the icon and the close
    /// button fit a snack's width. A long action has a row of its own and shows them all.
    static let inlineLabelCharacters: Int32 = 14
    /// The outermost box, added to the window.
    let root: UnsafeMutablePointer<GtkWidget>
    let row: UnsafeMutablePointer<GtkWidget>
    /// The text rows (and progress, custom widget): focusable while some text is cut, to open it.
    let textBox: UnsafeMutablePointer<GtkWidget>
    /// Scrolls the text while it is expanded (see `SnackContentView+Expansion`).
    var expansion: UnsafeMutablePointer<GtkWidget>?
    /// The text's height before it opened: the least an opened text shrinks to when its stack runs short of room.
    var collapsedTextHeight: Int32 = 1
    /// The text's width as it opened, which it keeps in its scroller: what the opened text is measured at until it
    /// is allocated there (moved, it has no width of its own).
    var openedTextWidth: Int32 = 1
    /// A GtkImage: an image or icon-theme icon, or left empty with `iconGlyph` drawn over it.
    let icon: UnsafeMutablePointer<GtkWidget>
    /// The built-in glyph the icon shows, if any (see `showIcon`).
    var iconGlyph: SnackGlyph?
    /// The icon's size in pixels.
    let iconSize: Int32
    /// The close cross's size in pixels, grown with the desktop's text scale as the icon's is.
    let closeIconSize: Int32
    /// The side a picture (an image file, a notification's image) is scaled to fit, in pixels.
    let pictureSize: Int32
    /// A label per text row (`SnackTextRow.allCases`), in that (reading) order, which is the order of the
    /// snack's `texts`: each is packed in `textBox`, shows its text, and opens with the others when the text
    /// is expanded.
    let textLabels: [ClampedLabel]
    let progress: UnsafeMutablePointer<GtkWidget>
    /// The visible countdown along the foot (made when a snack first asks for it), and the bar length in
    /// pixels it last drew.
    private var countdown: UnsafeMutablePointer<GtkWidget>?
    private var countdownPixels: Int32?
    private let spinner = DrawnSpinner()
    /// "×N" after the text while the snack has folded repeats.
    let repeatCount: UnsafeMutablePointer<GtkWidget>
    /// The inline buttons' row (the "More" button included).
    let actions: UnsafeMutablePointer<GtkWidget>
    /// The row below the text: the long action's, and the inline buttons' when they go under the text.
    let longActionRow: UnsafeMutablePointer<GtkWidget>
    /// Where the inline buttons are (see `placeActions(forRowWidth:)`).
    var actionPlacement = ActionPlacement.beside
    let close: UnsafeMutablePointer<GtkWidget>
    /// Holds an app's own widget below the message, if the snack has one.
    private let customSlot: UnsafeMutablePointer<GtkWidget>
    private var custom: UnsafeMutablePointer<GtkWidget>?
    var actionButtons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The action layout the buttons were built for; rebuilt only when it changes.
    private var actionSignature: [String] = []
    /// The snack whose icon name `showIcon` left unchecked until the window maps (first popup only).
    var deferredIconSnack: Snack?
    /// The name of what a tap on the body does (`Snack.tapLabel`), when the snack has a tap: the body is then
    /// the keyboard's first stop, a button that Enter presses.
    var tapLabel: String?
    /// Called with an action id when its button is clicked (the window's snack may change, see `SnackWindow.adopt`).
    var onAction: (String) -> Void = { _ in }
    /// Called when the close button is clicked.
    var onClose: () -> Void = {}
    /// Called with true when the "More" menu opens and false when it closes (the snack's time stands still).
    var onMenu: (Bool) -> Void = { _ in }

    /// Builds the widgets.
    init(style: SnackStyle) {
        iconSize = TextScale.scaled(style.iconSize)
        pictureSize = TextScale.scaled(style.pictureSize)
        closeIconSize = TextScale.scaled(Self.closeIconPixels)
        root = Gtk.box(vertical: true, spacing: 4)
        row = Gtk.box(vertical: false, spacing: Int32(style.innerSpacing))
        textBox = Gtk.box(vertical: true, spacing: 2)
        icon = gtk_image_new()
        textLabels = SnackTextRow.allCases.map {
            ClampedLabel(cssClass: $0.cssClass, lines: $0.lines(messageLines: style.maxMessageLines))
        }
        progress = gtk_progress_bar_new()
        repeatCount = gtk_label_new(nil)
        actions = Gtk.box(vertical: false, spacing: 4)
        longActionRow = Gtk.box(vertical: false, spacing: 0)
        close = gtk_button_new()
        customSlot = Gtk.box(vertical: true, spacing: 0)
        assemble()
        connectPlain(asGPointer(close), "clicked") { [weak self] in self?.onClose() }
        for label in textLabels { label.onHiddenTextChange = { [weak self] in self?.updateTextFocusability() } }
    }

    private func assemble() {
        let text = textBox
        Gtk.addClass(icon, SnackbarCSSClass.icon)
        Gtk.addClass(progress, SnackbarCSSClass.progress)
        Gtk.addClass(spinner.widget, SnackbarCSSClass.spinner)
        Gtk.addClass(repeatCount, SnackbarCSSClass.repeatCount)
        gtk_widget_set_valign(repeatCount, GTK_ALIGN_CENTER)
        Gtk.addClass(close, SnackbarCSSClass.close)
        gtk_image_set_pixel_size(asImage(icon), iconSize)
        // Beside the title's first line, as a notification's icon sits, however many lines follow.
        gtk_widget_set_valign(icon, GTK_ALIGN_START)
        gtk_widget_set_valign(spinner.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(close, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(longActionRow, GTK_ALIGN_END)
        gtk_button_set_relief(asButton(close), GTK_RELIEF_NONE)
        gtk_button_set_always_show_image(asButton(close), 1)
        // The cross is drawn, not looked up: a snack naming no icon never loads the icon theme. The empty
        // image keeps the button an image button, styled as the theme styles those.
        let closeImage = gtk_image_new()!
        gtk_widget_set_size_request(closeImage, closeIconSize, closeIconSize)
        gtk_button_set_image(asButton(close), closeImage)
        connectDrawAfter(closeImage) { [closeIconSize] cairo in GlyphPainter.draw(.close, in: closeImage, on: cairo, size: closeIconSize) }
        FocusRing.attach(to: text)
        connectDrawAfter(icon) { [weak self] cairo in
            guard let self, let glyph = iconGlyph else { return }
            GlyphPainter.draw(glyph, in: icon, on: cairo, size: iconSize)
        }
        let closeName = localized("Close")
        gtk_widget_set_tooltip_text(close, closeName)
        // An icon-only button has no name for screen readers unless it is given one.
        if let accessible = gtk_widget_get_accessible(close) { atk_object_set_name(accessible, closeName) }
        let labels = Dictionary(uniqueKeysWithValues: zip(SnackTextRow.allCases, textLabels))
        for part in SnackPart.column {
            switch part {
            case .row(let row): if let label = labels[row] { Gtk.pack(text, label.widget) }
            case .progress: Gtk.pack(text, progress)
            case .custom: Gtk.pack(text, customSlot)
            }
        }
        for part in SnackPart.row {
            switch part {
            case .icon: Gtk.pack(row, icon)
            case .text: Gtk.pack(row, text, expand: true)
            case .counter: Gtk.pack(row, repeatCount)
            case .spinner: Gtk.pack(row, spinner.widget)
            case .actions: Gtk.pack(row, actions)
            case .close: Gtk.pack(row, close)
            }
        }
        Gtk.pack(root, row)
        Gtk.pack(root, longActionRow)
        for widget in [root, row, text, actions] { Gtk.setVisible(widget, true) }
    }

    /// Shows `snack`'s content; `busy` shows the spinner and disables the actions (long-running work).
    func show(_ snack: Snack, busy: Bool) {
        showIcon(snack)
        for (label, text) in zip(textLabels, snack.texts) { label.show(text, usesMarkup: snack.usesMarkup) }
        showProgress(snack.progress, busy: busy)
        showCountdownBar(snack.showsCountdown && snack.effectiveDuration != .infinite)
        gtk_label_set_text(asLabel(repeatCount), SpokenText.repeatText(snack.repeatCount))
        Gtk.setVisible(repeatCount, snack.repeatCount > 1)
        showActions(snack, busy: busy)
        Gtk.setVisible(close, snack.effectiveShowsCloseButton)
        tapLabel = snack.onTap == nil ? nil : snack.tapLabel
        updateTextFocusability()
    }

    /// Shows the app's `widget` below the message, or takes the current one out (nil). The app's widget is
    /// only ever removed, never destroyed: its owner may show it again.
    func setCustom(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        guard widget != custom else { return }
        if let custom { gtk_container_remove(asContainer(customSlot), custom) }
        custom = widget
        Gtk.setVisible(customSlot, widget != nil)
        guard let widget else { return }
        Gtk.pack(customSlot, widget)
        gtk_widget_show_all(widget)
    }

    private func showProgress(_ value: SnackProgress?, busy: Bool) {
        if case .fraction(let fraction) = value {
            gtk_progress_bar_set_fraction(asProgressBar(progress), fraction)
            Gtk.setVisible(progress, true)
        } else {
            Gtk.setVisible(progress, false)
        }
        let spins = busy || value == .indeterminate
        if spins { spinner.start() } else { spinner.stop() }
        Gtk.setVisible(spinner.widget, spins)
    }

    /// Shows the share of time left on the countdown's bar (shown by `show` for a timed snack that asked
    /// for it). The bar is set only when its length changes by a whole pixel, so a running countdown
    /// redraws no more often than it must.
    func showCountdown(_ fraction: Double?) {
        guard let fraction, let countdown, gtk_widget_get_visible(countdown) != 0 else { return }
        let width = gtk_widget_get_allocated_width(countdown)
        let pixels = Int32((fraction * Double(max(width, 1))).rounded())
        guard pixels != countdownPixels || width <= 1 else { return }
        countdownPixels = pixels
        gtk_progress_bar_set_fraction(asProgressBar(countdown), fraction)
    }

    /// Shows the countdown's bar (made the first time) or hides it. Shown full from the start, so that the
    /// snack has its final height when it is first placed.
    private func showCountdownBar(_ shown: Bool) {
        guard shown || countdown != nil else { return }
        let bar = countdown ?? makeCountdownBar()
        if shown && gtk_widget_get_visible(bar) == 0 {
            gtk_progress_bar_set_fraction(asProgressBar(bar), 1)
            countdownPixels = nil
        }
        Gtk.setVisible(bar, shown)
    }

    private func makeCountdownBar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_progress_bar_new()!
        Gtk.addClass(bar, SnackbarCSSClass.countdown)
        // The time left is in the timer screen readers already know of; the bar is for the eyes only.
        if let accessible = gtk_widget_get_accessible(bar) { atk_object_set_role(accessible, ATK_ROLE_REDUNDANT_OBJECT) }
        Gtk.pack(root, bar)
        countdown = bar
        return bar
    }

    private func showActions(_ snack: Snack, busy: Bool) {
        let inline = [snack.action, snack.secondaryAction].compactMap { $0 }
        let signature =
            inline.map { "i\u{1}\($0.id)\u{1}\($0.label)" } + snack.moreActions.map { "m\u{1}\($0.id)\u{1}\($0.label)" }
            + [snack.longAction].compactMap { $0 }.map { "l\u{1}\($0.id)\u{1}\($0.label)" }
        if signature != actionSignature {
            actionSignature = signature
            for button in actionButtons { gtk_widget_destroy(button) }
            actionButtons = inline.map {
                addButton(for: $0, cssClass: SnackbarCSSClass.action, characters: Self.inlineLabelCharacters, into: actions)
            }
            if !snack.moreActions.isEmpty { actionButtons.append(addMoreButton(for: snack.moreActions)) }
            if let long = snack.longAction {
                actionButtons.append(
                    addButton(
                        for: long, cssClass: SnackbarCSSClass.longAction,
                        characters: Int32(SnackLimits.actionLabelCharacters), into: longActionRow))
            }
        }
        showLongActionRow()
        for button in actionButtons { gtk_widget_set_sensitive(button, busy ? 0 : 1) }
    }

    private func addButton(
        for action: SnackAction, cssClass: String, characters: Int32,
        into box: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = Gtk.button(label: action.label, cssClass: cssClass, characters: characters)
        let actionID = action.id
        connectPlain(asGPointer(button), "clicked") { [weak self] in self?.onAction(actionID) }
        Gtk.pack(box, button)
        Gtk.setVisible(button, true)
        return button
    }
}
