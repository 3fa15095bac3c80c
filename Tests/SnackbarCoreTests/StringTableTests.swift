import Testing

@testable import SnackbarCore

/// The board's hash table against the stdlib's `Dictionary` as the model: same answers after every
/// step, through growth and through removals that shift probe runs back.
@Suite struct StringTableTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithDictionaryThroughRandomSetsAndRemovals(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var table = StringTable<Int>(seed: seed)
        var model: [String: Int] = [:]
        // Few keys and many removals: long probe runs that backward-shift deletion must keep findable.
        let keys = (0..<3_000).map { index in index % 3 == 0 ? "snack-\(index)" : "a much longer id that lives on the heap \(index)" }
        for step in 0..<60_000 {
            let key = keys[Int.random(in: 0..<keys.count, using: &random)]
            if Bool.random(using: &random) {
                table.set(step, forKey: key)
                model[key] = step
            } else {
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key), "step \(step): remove \(key)")
            }
            #expect(table.count == model.count)
            if step % 5_000 == 0 {
                for key in keys where table[key] != model[key] {
                    Issue.record("step \(step): \(key) is \(String(describing: table[key])), expected \(String(describing: model[key]))")
                }
            }
        }
        for key in keys { #expect(table[key] == model[key], "\(key)") }
    }

    @Test func keysOfEveryLengthAndScriptAreDistinct() {
        var table = StringTable<String>(seed: 7)
        let keys = [
            "", "a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefgh\u{0}", "ü", "u\u{301}", "🍪", "🍪🍪", "Snack Ω",
            String(repeating: "x", count: 15), String(repeating: "x", count: 16), String(repeating: "x", count: 17)
        ]
        for key in keys { table.set("value of \(key)", forKey: key) }
        #expect(table.count == keys.count)
        for key in keys { #expect(table[key] == "value of \(key)", "\(key.debugDescription)") }
        #expect(table["abcdefgh\u{0}\u{0}"] == nil)
    }

    @Test func positionsStayValidUntilTheNextChangeAndInsertUsesTheGivenHash() {
        var table = StringTable<Int>(seed: 9)
        let hash = table.hash("first")
        let position = table.insert(1, forKey: "first", hash: hash)
        table.set(2, forKey: "second")
        #expect(table.position(of: "first") == position)
        #expect(table.key(at: position) == "first")
        table[position] += 10
        #expect(table["first"] == 11)
        table.removeValue(forKey: "first")
        #expect(table.position(of: "first") == nil)
        #expect(table["second"] == 2)
        #expect(table.key(at: table.position(of: "second")!) == "second")
    }

    @Test func removeAllEmptiesTheTableAndItFillsAgain() {
        var table = StringTable<Int>(seed: 11)
        for index in 0..<100 { table.set(index, forKey: "id-\(index)") }
        table.removeAll()
        #expect(table.count == 0)
        #expect(table["id-5"] == nil)
        table.set(5, forKey: "id-5")
        #expect(table["id-5"] == 5)
    }

    @Test("keys equal as Strings are one key: precomposed and decomposed, Kelvin sign and K")
    func canonicallyEquivalentKeysAreOneKey() {
        let pairs = [
            ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}elvin", "Kelvin"), ("a\u{37E}", "a;"),
            ("\u{1FEF}x", "`x"), ("\u{1E69}", "s\u{323}\u{307}")
        ]
        for (first, second) in pairs {
            #expect(first == second, "the pair itself must be equivalent")
            var table = StringTable<Int>(seed: 7)
            table.set(1, forKey: first)
            table.set(2, forKey: second)
            #expect(table.count == 1, "\(first.unicodeScalars.map(\.value)) and \(second.unicodeScalars.map(\.value))")
            #expect(table[first] == 2)
            #expect(table.removeValue(forKey: second) == 2)
            #expect(table.count == 0)
        }
    }
}
