import Testing

/// The C functions: every function snackbar.h declares is defined by the library (an `@_cdecl` in
/// Sources/SnackbarC or the shared handle's Sources/SnackbarCSnack) and nothing else is exported; the same for
/// snackbar-gtk4.h, whose library compiles the same handle; every snack setter is used by the SwiftGtk binding
/// (Bindings/SnackbarLib), or the line below says why not. The GIR is made from this header, and
/// `IntrospectionTests` holds the built GIR to it.
@Suite("The C functions: declared, defined and bound alike")
struct CFunctionTests {
    /// Snack setters the binding does not call, and why.
    static let unbound: [String: String] = [
        "snackbar_snack_set_message": "the message goes to snackbar_snack_new",
        "snackbar_snack_clear_progress": "a binding snack is filled once; no progress is nil"
    ]

    @Test func everyDeclaredFunctionIsDefinedAndEveryDefinedOneDeclared() throws {
        let declared = try CHeader().functions
        let defined = try CHeader.definedFunctions(under: ["Sources/SnackbarC", "Sources/SnackbarCSnack"])
        #expect(Set(declared).subtracting(defined).sorted() == [], "declared in snackbar.h, defined nowhere")
        #expect(Set(defined).subtracting(declared).sorted() == [], "exported, but not in snackbar.h")
        #expect(declared.count == Set(declared).count, "declared twice: \(declared)")
    }

    /// libsnackbar-gtk4 defines its own calls, the GObject types' and the whole shared handle (snackbar_snack_…,
    /// the enums' GTypes, the version calls) from the same sources as libsnackbar, and declares them all.
    @Test func theGtk4LibraryDefinesEveryFunctionItsHeaderDeclares() throws {
        let declared = try CHeader.gtk4WithParts().functions
        let defined = try CHeader.definedFunctions(under: ["Sources/SnackbarGtk4C", "Sources/SnackbarCSnack", "Sources/SnackbarGtk4GObject"])
        #expect(declared.contains("snackbar_snack_set_long_action") && declared.contains("snackbar_gtk4_overlay_add"))
        #expect(Set(declared).subtracting(defined).sorted() == [], "declared in snackbar-gtk4.h, defined nowhere")
        #expect(Set(defined).subtracting(declared).sorted() == [], "exported, but not in snackbar-gtk4.h")
        #expect(!declared.contains("snackbar_gtk4_overlay_show"), "the one-call show with every field as an argument is gone")
    }

    @Test func theBindingCallsEverySnackSetter() throws {
        let binding = try CHeader.swiftSources(under: "Bindings/SnackbarLib/Sources")
        let setters = try CHeader().functions.filter { name in ["set", "add", "clear"].contains { name.hasPrefix("snackbar_snack_\($0)_") } }
        #expect(setters.count > 10, "\(setters)")
        for setter in setters where Self.unbound[setter] == nil {
            #expect(binding.contains(setter + "("), "Bindings/SnackbarLib never calls \(setter)")
        }
        for setter in Self.unbound.keys { #expect(setters.contains(setter), "\(setter) is gone from snackbar.h") }
    }
}
