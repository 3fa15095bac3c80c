import Testing

/// The C functions: every function snackbar.h declares is defined by the library (an `@_cdecl` in
/// Sources/SnackbarC) and nothing else is exported; every snack setter is used by the SwiftGtk binding
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
        let defined = try CHeader.swiftSources(under: "Sources/SnackbarC").matches(of: /@_cdecl\("(\w+)"\)/).map { String($0.1) }
        #expect(Set(declared).subtracting(defined).sorted() == [], "declared in snackbar.h, defined nowhere")
        #expect(Set(defined).subtracting(declared).sorted() == [], "exported, but not in snackbar.h")
        #expect(declared.count == Set(declared).count, "declared twice: \(declared)")
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
