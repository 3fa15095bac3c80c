import CGtk
import SnackbarCore

/// Pango markup taken apart (`pango_parse_markup`) to see what it asks for: its plain text, and its
/// attributes without those past the bounds a popup can show. A `<span font="1000">` made a popup
/// 1371×7317 pixels; font sizes past `SnackLimits.fontPixels`, and the spacing, rise and scale
/// attributes that grow text the same way, are dropped (their text keeps the label's own size).
///
/// Owns `attributes` (one reference), released in `deinit`.
final class CheckedMarkup {
    /// The text without its tags.
    let plain: String
    /// The attributes within the bounds.
    let attributes: OpaquePointer
    /// Whether any attribute was dropped.
    let droppedAny: Bool

    /// The largest scale factor kept (`<big>` is 1.2, nested ones multiply).
    static let maxScale = 4.0
    /// The largest letter spacing and rise kept, in pixels.
    static let maxSpacingPixels = 32

    /// Takes `markup` apart; nil when it is not valid markup (GtkLabel's `<a href>` links are allowed and
    /// dropped: the plain text keeps their content).
    init?(_ markup: String) {
        var list: OpaquePointer?
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        guard pango_parse_markup(SpokenText.withoutLinkTags(markup), -1, 0, &list, &text, nil, &error) != 0,
            let list, let text
        else {
            if let error { g_error_free(error) }
            return nil
        }
        plain = String(cString: text)
        g_free(text)
        let kept = pango_attr_list_new()!
        var dropped = false
        var node = pango_attr_list_get_attributes(list)
        let head = node
        while let item = node {
            let attribute = item.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            if Self.isWithinBounds(attribute) {
                pango_attr_list_insert(kept, attribute)
            } else {
                dropped = true
                pango_attribute_destroy(attribute)
            }
            node = item.pointee.next
        }
        g_slist_free(head)
        pango_attr_list_unref(list)
        attributes = kept
        droppedAny = dropped
    }

    deinit { pango_attr_list_unref(attributes) }

    /// Whether one attribute stays: sizes, spacing, rise, scale and line height within the bounds.
    private static func isWithinBounds(_ attribute: UnsafeMutablePointer<PangoAttribute>) -> Bool {
        let pixelsPerPoint = 96.0 / 72
        let points = { (units: Int32) in Double(units) / Double(PANGO_SCALE) }
        let integer = { (cast(attribute) as UnsafeMutablePointer<PangoAttrInt>).pointee.value }
        let fraction = { (cast(attribute) as UnsafeMutablePointer<PangoAttrFloat>).pointee.value }
        let fontPixels = Double(SnackLimits.fontPixels)
        switch attribute.pointee.klass.pointee.type {
        case PANGO_ATTR_SIZE: return points(integer()) * pixelsPerPoint <= fontPixels
        case PANGO_ATTR_ABSOLUTE_SIZE, PANGO_ATTR_ABSOLUTE_LINE_HEIGHT: return points(integer()) <= fontPixels
        case PANGO_ATTR_FONT_DESC:
            let description = (cast(attribute) as UnsafeMutablePointer<PangoAttrFontDesc>).pointee.desc
            let size = points(pango_font_description_get_size(description))
            return size * (pango_font_description_get_size_is_absolute(description) != 0 ? 1 : pixelsPerPoint) <= fontPixels
        case PANGO_ATTR_LETTER_SPACING, PANGO_ATTR_RISE: return abs(points(integer())) <= Double(maxSpacingPixels)
        case PANGO_ATTR_SCALE, PANGO_ATTR_LINE_HEIGHT: return fraction() <= maxScale
        default: return true
        }
    }
}
