import SnackbarCore
import Testing

/// The standard-library substring search that keeps `_StringProcessing` (and its regex engine) out of the binaries.
struct TextSearchTests {
    @Test("firstRange(ofText:) finds the first occurrence, by characters, after false starts")
    func firstRange() {
        let text = "aab<aa<a href>x"
        let found = text.firstRange(ofText: "<a ")
        #expect(found.map { String(text[$0]) } == "<a ")
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 6)
        #expect("aaab".firstRange(ofText: "aab").map { "aaab".distance(from: "aaab".startIndex, to: $0.lowerBound) } == 1)
        #expect("abc".firstRange(ofText: "abcd") == nil)
        #expect("abc".firstRange(ofText: "x") == nil)
        #expect("abc".firstRange(ofText: "") == "abc".startIndex..<"abc".startIndex)
        // Characters, not scalars: an "e" followed by a combining accent is not an "e".
        #expect("cafe\u{301}".firstRange(ofText: "fe") == nil)
        #expect("cafe\u{301}".containsText("fe\u{301}"))
    }

    @Test("containsText and replacingText on strings and substrings")
    func containsAndReplace() {
        #expect("/usr/lib/libsnackbar.so.0".containsText(".so"))
        #expect(!"/usr/bin/snack-notifyd".containsText(".so"))
        #expect("a</a>b</a>".replacingText("</a>", with: "") == "ab")
        #expect("xxxx".replacingText("xx", with: "y") == "yy")
        #expect("abc".replacingText("", with: "-") == "abc")
        let slice = "[one two one]".dropFirst().dropLast()
        #expect(slice.replacingText("one", with: "1") == "1 two 1")
    }
}
