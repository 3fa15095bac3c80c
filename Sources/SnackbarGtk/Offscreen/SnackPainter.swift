import CGtk
import SnackbarCore

/// Lays out and paints one snack with cairo and Pango, the way `SnackContentView` arranges its widgets
/// under the theme's CSS: a row of icon, text (the `SnackTextRow`s one under the other), repeat count, inline actions and
/// close button inside the padding, a long action below on the trailing side. No GDK call: it runs
/// without a display (`SnackbarRenderer`).
struct SnackPainter {
    /// An inline or long button's padding (the theme CSS's `padding: 6px 10px`).
    static let buttonPadding = (vertical: 6, horizontal: 10)
    /// The close button: a 16 px icon with 4 px padding.
    static let closeSize = 24
    /// The long-action row's distance from the row above: the content box's 4 px spacing and the button's
    /// 4 px CSS margin.
    static let longActionGap = 8
    /// The space between the text rows and the progress bar (the text box's spacing).
    static let textSpacing = 2
    /// The space between two inline buttons (their box's spacing).
    static let actionSpacing = 4
    /// The progress bar's height.
    static let progressHeight = 4
    /// The fold counter's text: GTK's default font, as the counter's label has no style of the theme's.
    static let counterStyle = ThemeTextStyle(size: 10, weight: .regular)
    /// The countdown bar's height (the theme CSS's 3 px) and its distance from the row above (the content
    /// box's 4 px spacing and the bar's 6 px margin).
    static let countdownHeight = 3, countdownGap = 10
    /// The font family: GTK's default when no settings name one.
    static let family = "Sans"

    let snack: Snack
    let theme: Theme
    let colors: KindPalette
    let borderWidth: Int
    let width: Int
    /// The share of time left the countdown bar shows (1: the moment the snack appears).
    var countdownLeft = 1.0

    private var padding: ThemeInsets { theme.layout.padding }
    private var inlineActions: [SnackAction] { [snack.action, snack.secondaryAction].compactMap { $0 } }
    private var counter: String? { snack.repeatCount > 1 ? "×\(snack.repeatCount)" : nil }
    /// Whether the foot shows the countdown: a timed snack that asked for it, as on screen.
    private var showsCountdown: Bool { snack.showsCountdown && snack.effectiveDuration != .infinite }

    /// The snack's height in logical pixels at `width`.
    func height() -> Int {
        measure().height
    }

    /// Where each visible part goes and the snack's height, without drawing.
    func measure() -> (height: Int, parts: [String: SnackRect]) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return (0, [:]) }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        return arrange(on: cairo, draw: false)
    }

    /// Paints the snack on `cairo` (already scaled), `height` logical pixels tall.
    func paint(on cairo: OpaquePointer?, height: Int) {
        let inset = Double(borderWidth) / 2
        roundedRect(
            cairo, x: inset, y: inset, width: Double(width) - 2 * inset, height: Double(height) - 2 * inset,
            radius: Double(theme.layout.cornerRadius))
        setColor(cairo, colors.background)
        cairo_fill_preserve(cairo)
        setColor(cairo, colors.border)
        cairo_set_line_width(cairo, Double(borderWidth))
        cairo_stroke(cairo)
        _ = arrange(on: cairo, draw: true)
    }

    /// One part of the row's trailing side: its name (none for the empty actions box), its size, the space on
    /// its leading side, how to draw it, and the text inside a button.
    private typealias TrailingPart = (
        name: String?, width: Int, height: Int, spacing: Int, draw: (Int, Int) -> Void, label: PaintedText?
    )

    /// Places every part, drawing it when `draw`; returns the total height and the frame of each part
    /// (`SnackPartNames`), in logical pixels from the snack's top-left corner.
    private func arrange(on cairo: OpaquePointer?, draw: Bool) -> (height: Int, parts: [String: SnackRect]) {
        let spacing = theme.layout.innerSpacing
        let top = borderWidth + padding.top
        var leading = borderWidth + padding.leading
        var trailing = width - borderWidth - padding.trailing
        // Trailing parts first: what stays of the row is the text's.
        var trailingParts: [TrailingPart] = []
        if snack.effectiveShowsCloseButton {
            trailingParts.append(
                (SnackPartNames.close, Self.closeSize, Self.closeSize, spacing, { x, y in self.drawClose(cairo, x: x, y: y) }, nil))
        }
        for (index, action) in inlineActions.enumerated().reversed() {
            let label = PaintedText(cairo, action.label, theme.typography.action)
            let part = button(label, color: colors.action)
            trailingParts.append(
                (SnackPartNames.action(index), part.width, part.height, index == 0 ? spacing : Self.actionSpacing, part.draw, label))
        }
        // Without actions their box stays in the row, empty, and GTK spaces it as any shown child.
        if inlineActions.isEmpty { trailingParts.append((nil, 0, 0, spacing, { _, _ in }, nil)) }
        if let counter {
            let label = PaintedText(cairo, counter, Self.counterStyle)
            trailingParts.append(
                (SnackPartNames.counter, label.width, label.height, spacing, { x, y in label.draw(x: x, y: y, color: colors.foreground) }, nil))
        }
        let icon = snack.shownIcon
        let iconImage: SnackIconImage?
        var iconSize = theme.layout.iconSize
        if case .named(let name)? = icon {
            if name.contains("/") { iconSize = theme.layout.pictureSize }
            iconImage = SnackIconImage(name: name, size: iconSize, color: colors.icon)
        } else {
            iconImage = nil
        }
        if icon != nil { leading += iconSize + spacing }
        for part in trailingParts { trailing -= part.width + part.spacing }
        // Under the text when beside it they would squeeze it (`ActionPlacement`): out of the row, empty box and all.
        var under: [TrailingPart] = []
        if !inlineActions.isEmpty {
            let needs = SnackTextRow.allCases.map { row in
                PaintedText(cairo, row.text(of: snack.content), row.style(in: theme.typography), markup: snack.usesMarkup).width
            }
            let rowWidth = width - 2 * borderWidth - padding.leading - padding.trailing
            if ActionPlacement(rowWidth: rowWidth, textBeside: trailing - leading, textNeeds: needs.max() ?? 0) == .below {
                under = trailingParts.filter { $0.name.map(SnackPartNames.isAction) ?? false }
                trailingParts.removeAll { $0.name.map(SnackPartNames.isAction) ?? true }
                trailing = width - borderWidth - padding.trailing
                for part in trailingParts { trailing -= part.width + part.spacing }
            }
        }
        let textWidth = max(1, trailing - leading)
        // An empty text's label is hidden on screen: its row takes no room.
        let rows = SnackTextRow.allCases.compactMap { row -> (row: SnackTextRow, text: PaintedText)? in
            let text = row.text(of: snack.content)
            guard !text.isEmpty else { return nil }
            let lines = row.lines(messageLines: theme.layout.maxMessageLines)
            return (row, PaintedText(cairo, text, row.style(in: theme.typography), markup: snack.usesMarkup, width: textWidth, maxLines: lines))
        }
        let column = rows.map(\.text.height) + (snack.progress == nil ? [] : [Self.progressHeight])
        let textHeight = column.reduce(0, +) + Self.textSpacing * max(0, column.count - 1)
        let rowHeight = ([textHeight, icon == nil ? 0 : iconSize] + trailingParts.map(\.height)).max() ?? 0
        var height = top + rowHeight
        let long = snack.longAction.map { PaintedText(cairo, $0.label, theme.typography.action) }
        let underHeight = ([long.map { $0.height + 2 * Self.buttonPadding.vertical } ?? 0] + under.map(\.height)).max() ?? 0
        if underHeight > 0 { height += Self.longActionGap + underHeight }
        if showsCountdown { height += Self.countdownGap + Self.countdownHeight }
        let countdownTop = height - Self.countdownHeight
        height += padding.bottom + borderWidth

        var parts: [String: SnackRect] = [:]
        // Beside the title's first line, as on screen.
        let iconLeft = borderWidth + padding.leading
        if icon != nil { parts[SnackPartNames.icon] = SnackRect(x: iconLeft, y: top, width: iconSize, height: iconSize) }
        let textTop = top + (rowHeight - textHeight) / 2
        parts[SnackPartNames.text] = SnackRect(x: leading, y: textTop, width: textWidth, height: textHeight)
        var y = textTop
        for (row, text) in rows {
            parts[SnackPartNames.row(row)] = SnackRect(x: leading, y: y, width: text.width, height: text.height)
            y += text.height + Self.textSpacing
        }
        let progressTop = y
        if case .fraction? = snack.progress {
            parts[SnackPartNames.progress] = SnackRect(x: leading, y: progressTop, width: textWidth, height: Self.progressHeight)
        }
        var placed: [(part: TrailingPart, x: Int, y: Int)] = []
        var x = width - borderWidth - padding.trailing
        for part in trailingParts {
            x -= part.width
            // Level with the title when the buttons are under the text; else in the row's middle.
            let isRaised = part.name == SnackPartNames.close && !under.isEmpty
            placed.append((part, x, isRaised ? top : top + (rowHeight - part.height) / 2))
            x -= part.spacing
        }
        for (part, x, y) in placed {
            guard let name = part.name else { continue }
            parts[name] = SnackRect(x: x, y: y, width: part.width, height: part.height)
            if let label = part.label {
                parts[name + SnackPartNames.labelSuffix] = SnackRect(
                    x: x + Self.buttonPadding.horizontal, y: y + Self.buttonPadding.vertical, width: label.width, height: label.height)
            }
        }
        let longPart = long.map { button($0, color: colors.action) }
        let longLeft = width - borderWidth - padding.trailing - (longPart?.width ?? 0)
        let longTop = top + rowHeight + Self.longActionGap
        // The buttons under the text go before the long action, in its row.
        var underLeft = longLeft
        for (index, part) in under.enumerated() {
            underLeft -= part.width + (index == 0 ? 0 : under[index - 1].spacing)
            placed.append((part, underLeft, longTop))
        }
        for (part, x, y) in placed.suffix(under.count) {
            guard let name = part.name else { continue }
            parts[name] = SnackRect(x: x, y: y, width: part.width, height: part.height)
            if let label = part.label {
                parts[name + SnackPartNames.labelSuffix] = SnackRect(
                    x: x + Self.buttonPadding.horizontal, y: y + Self.buttonPadding.vertical, width: label.width, height: label.height)
            }
        }
        if let long, let longPart {
            parts[SnackPartNames.longAction] = SnackRect(x: longLeft, y: longTop, width: longPart.width, height: longPart.height)
            parts[SnackPartNames.longAction + SnackPartNames.labelSuffix] = SnackRect(
                x: longLeft + Self.buttonPadding.horizontal, y: longTop + Self.buttonPadding.vertical, width: long.width,
                height: long.height)
        }
        guard draw else { return (height, parts) }
        iconImage?.draw(cairo, x: iconLeft, y: top)
        if case .glyph(let glyph)? = icon {
            GlyphPainter.draw(
                glyph, on: cairo, x: Double(iconLeft), y: Double(top), size: Double(theme.layout.iconSize), color: colors.icon.gdk)
        }
        for (row, text) in rows {
            if let frame = parts[SnackPartNames.row(row)] { text.draw(x: frame.x, y: frame.y, color: colors.foreground) }
        }
        if case .fraction(let fraction)? = snack.progress {
            drawProgress(cairo, x: leading, y: progressTop, width: textWidth, fraction: fraction)
        }
        for (part, x, y) in placed { part.draw(x, y) }
        longPart?.draw(longLeft, longTop)
        if showsCountdown {
            let left = borderWidth + padding.leading
            drawCountdown(cairo, x: left, y: countdownTop, width: width - borderWidth - padding.trailing - left)
        }
        return (height, parts)
    }

    /// A flat button (the theme's transparent button) around `label`.
    private func button(_ label: PaintedText, color: RGBAColor) -> (width: Int, height: Int, draw: (Int, Int) -> Void) {
        let pad = Self.buttonPadding
        return (
            label.width + 2 * pad.horizontal, label.height + 2 * pad.vertical,
            { x, y in
                label.draw(x: x + pad.horizontal, y: y + pad.vertical, color: color)
            }
        )
    }

    private func drawClose(_ cairo: OpaquePointer?, x: Int, y: Int) {
        GlyphPainter.draw(.close, on: cairo, x: Double(x + 4), y: Double(y + 4), size: 16, color: colors.foreground.gdk)
    }

    /// The countdown along the foot: a faint band, filled from the leading end by the share of time left.
    private func drawCountdown(_ cairo: OpaquePointer?, x: Int, y: Int, width: Int) {
        cairo_rectangle(cairo, Double(x), Double(y), Double(width), Double(Self.countdownHeight))
        setColor(cairo, colors.foreground.withAlpha(0.15))
        cairo_fill(cairo)
        cairo_rectangle(cairo, Double(x), Double(y), Double(width) * min(1, max(0, countdownLeft)), Double(Self.countdownHeight))
        setColor(cairo, colors.action)
        cairo_fill(cairo)
    }

    private func drawProgress(_ cairo: OpaquePointer?, x: Int, y: Int, width: Int, fraction: Double) {
        roundedRect(cairo, x: Double(x), y: Double(y), width: Double(width), height: Double(Self.progressHeight), radius: 2)
        setColor(cairo, colors.foreground.withAlpha(0.25))
        cairo_fill(cairo)
        let filled = Double(width) * min(1, max(0, fraction))
        guard filled > 0 else { return }
        roundedRect(cairo, x: Double(x), y: Double(y), width: filled, height: Double(Self.progressHeight), radius: 2)
        setColor(cairo, colors.action)
        cairo_fill(cairo)
    }
}

/// cairo paths and colours shared by the painter's parts.
func roundedRect(_ cairo: OpaquePointer?, x: Double, y: Double, width: Double, height: Double, radius: Double) {
    let radius = min(radius, width / 2, height / 2)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
    cairo_arc(cairo, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cairo, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cairo)
}

func setColor(_ cairo: OpaquePointer?, _ color: RGBAColor) {
    let rgba = color.gdk
    cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha)
}

extension RGBAColor {
    /// The colour as GDK and cairo take it: channels from 0 to 1.
    var gdk: GdkRGBA {
        GdkRGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }
}
