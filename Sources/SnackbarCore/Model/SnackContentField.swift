/// One field of `SnackContent` as the other ways in name it: its key in the service's `Show` request and its
/// C setter, or why one of them leaves it out. `SnackContent.fields` lists them; the wire
/// (`NotifyRequest.wireFields`) carries each field under its key, and a test holds the wire's keys, the C
/// header and the content's stored properties to the list.
package struct SnackContentField {
    /// Where the field lives in one of the other models.
    package enum Place: Equatable, ExpressibleByStringLiteral {
        /// Under this name: a wire key, or a C function of include/snackbar.
        case named(String)
        /// Left out, for this reason.
        case absent(String)

        package init(stringLiteral name: String) { self = .named(name) }
    }

    /// The stored property; its value type chooses how it travels on the wire.
    package let path: PartialKeyPath<SnackContent>
    /// Its key in the `Show` request.
    package let wire: Place
    /// Its C setter.
    package let c: Place

    init<Value>(_ path: WritableKeyPath<SnackContent, Value>, wire: Place, c: Place) {
        (self.path, self.wire, self.c) = (path, wire, c)
    }

    /// A field that neither the wire nor the C API carries, for the same reason.
    init<Value>(_ path: WritableKeyPath<SnackContent, Value>, absent reason: String) {
        self.init(path, wire: .absent(reason), c: .absent(reason))
    }
}
