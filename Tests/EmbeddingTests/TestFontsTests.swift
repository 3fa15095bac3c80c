import Testing

/// The fonts the tests measure text with. `make test` points fontconfig at Tests/Fixtures/fontconfig/fonts.conf,
/// which holds DejaVu alone, so that the sizes and pixel counts the tests expect do not follow the machine's
/// default sans (Noto, or Cantarell from GNOME's settings, on a contributor's desktop).
struct TestFontsTests {
    @Test(arguments: ["sans", "Sans:weight=600", "Cantarell", "Noto Sans", "serif", "monospace"])
    func everyFamilyTheTestsMeetIsDejaVu(_ pattern: String) async throws {
        let match = try await Command.run(["fc-match", "--format=%{family[0]}|%{file}", pattern])
        #expect(match.status == 0, "\(match.errors)")
        #expect(
            match.output.hasPrefix("DejaVu ") && match.output.contains("|/usr/share/fonts/truetype/dejavu/"),
            "fc-match '\(pattern)' gives \(match.output): run the tests as `make test` does, with FONTCONFIG_FILE=Tests/Fixtures/fontconfig/fonts.conf"
        )
    }
}
