import CGtk

/// Pango (1.44 and later) puts a hyphen where it breaks a word that does not fit its line. In a snack such
/// words are mostly file names, paths and addresses, where a hyphen reads as part of the name
/// ("Report_Decemb-er.pdf"): every text is laid out without it, broken where it must be, and nothing added.
enum UnhyphenatedText {
    /// A new attribute list (the caller's reference): `list`'s attributes, or none, and no inserted hyphens.
    static func attributes(adding list: OpaquePointer?) -> OpaquePointer {
        let copy = list.flatMap { pango_attr_list_copy($0) } ?? pango_attr_list_new()!
        pango_attr_list_insert_before(copy, pango_attr_insert_hyphens_new(0))
        return copy
    }

    /// Gives `label` the attributes `list` (or none) without inserted hyphens; markup set after it merges its own.
    static func apply(_ list: OpaquePointer?, to label: UnsafeMutablePointer<GtkLabel>) {
        let attributes = attributes(adding: list)
        gtk_label_set_attributes(label, attributes)
        pango_attr_list_unref(attributes)
    }
}
