import Testing

@testable import SnackbarCore

/// `localized`'s argument substitution and its English fallback (the tests run under the C locale).
struct LocalizedTests {
    @Test("%s takes the arguments in order, %N$s by position (a translation may reorder), %% is a percent sign")
    func substitution() {
        #expect(MessageCatalog.substitute("Invalid value “%s” for %s.", ["x", "--type"]) == "Invalid value “x” for --type.")
        #expect(MessageCatalog.substitute("»%2$s« für %1$s", ["--type", "x"]) == "»x« für --type")
        #expect(MessageCatalog.substitute("100%% of %s", ["it"]) == "100% of it")
        #expect(MessageCatalog.substitute("%s and %s", ["one"]) == "one and %s")
        #expect(MessageCatalog.substitute("%9$s", ["one"]) == "%9$s")
    }

    @Test("under the C locale the msgid itself comes back, substituted")
    func englishUnderC() {
        #expect(localized("Unknown option %s", "--x") == "Unknown option --x")
        #expect(localizedPlural("%s monitor", "%s monitors", count: 1, "1") == "1 monitor")
        #expect(localizedPlural("%s monitor", "%s monitors", count: 3, "3") == "3 monitors")
    }
}
