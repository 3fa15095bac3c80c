import Foundation
import Testing

/// Languages, text direction and text size: the snack's own words from the `snackbar` catalogue, leading
/// and trailing after the locale's direction, each label after its text's, the width after the text scale.
extension DisplayTests {
    @Test("under de_DE.UTF-8 the close button is named and labelled from the catalogue: Schließen")
    func closeButtonSpeaksGerman() async throws {
        try XDisplay.parkPointer()
        let testbed = try Testbed(["accessible"], environment: ["LC_ALL": "de_DE.UTF-8", "LANGUAGE": ""])
        defer { testbed.finish() }
        try #require(await testbed.waitFor("described") != nil, "\(testbed.lines) \(testbed.standardError)")
        #expect(testbed.lines.contains("accessible n role=push button name=Schließen"), "\(testbed.lines)")
        #expect(!testbed.lines.contains { $0.hasSuffix("name=Close") }, "\(testbed.lines)")
    }
}
