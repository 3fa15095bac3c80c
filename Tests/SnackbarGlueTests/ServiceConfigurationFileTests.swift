import SnackbarCore
import SnackbarGlue
import Testing

/// The service's snackbar.conf read through GKeyFile: the system's default under the user's file, a
/// syntax error or a bad value refused whole with FILE:LINE, the environment on top.
struct ServiceConfigurationFileTests {
    private func file(_ name: String, _ text: String) throws -> String {
        let path = try temporaryPath(name)
        try write(Array(text.utf8), to: path)
        return path
    }

    @Test func theUsersFileIsLaidOverTheSystemsDefault() throws {
        let system = try file("system.conf", "[server]\nposition = bottom\nmax-visible = 4\n")
        let user = try file("user.conf", "# mine\n[server]\nmax-visible=6\n[timing]\ntime-scale=2\n")
        let outcome = ServiceConfigurationFile.load(paths: [system, user]) { _ in nil }
        let configuration = try outcome.configuration.get()
        #expect(configuration.edge == .bottom && configuration.maxVisible == 6 && configuration.preferences.timeScale == 2)
        #expect(
            ServiceConfigurationFile.load(paths: ["/no/such/file", user]) { $0 == "SNACKBAR_TIME_SCALE" ? "3" : nil }
                .configuration.map(\.preferences.timeScale) == .success(3))
    }

    @Test func aLineGKeyFileRefusesIsNamedByNumber() throws {
        let user = try file("broken.conf", "[server]\nposition = top\nthis is no key\n")
        guard case .failure(let refusal) = ServiceConfigurationFile.load(paths: [user], environment: { _ in nil }).configuration else {
            Issue.record("accepted")
            return
        }
        #expect(refusal.warning.hasPrefix("\(user):3: "), "\(refusal.warning)")
    }

    @Test func aBadValueIsNamedWithItsLine() throws {
        let user = try file("bad.conf", "[server]\n\nposition = top\nmax-visible = 99\n")
        let outcome = ServiceConfigurationFile.load(paths: [user]) { _ in nil }
        #expect(
            outcome.configuration.map(\.maxVisible)
                == .failure(.init(warning: "\(user):4: [server] max-visible: “99” is not accepted; use a whole number from 1 to 20")))
        #expect(outcome.contents == [Array("[server]\n\nposition = top\nmax-visible = 99\n".utf8)])
    }

    /// An unknown group is named once, at its header, whatever keys it holds.
    @Test func anUnknownGroupIsNamedOnceAtItsHeader() throws {
        let user = try file("group.conf", "[server]\nposition = top\n\n[sever]\nmax-visible = 3\nalignment = leading\n")
        #expect(
            ServiceConfigurationFile.load(paths: [user]) { _ in nil }.configuration.map(\.edge)
                == .failure(.init(warning: "\(user):4: [sever]: unknown group (known: [server], [timing], [rule NAME])")))
    }

    /// What GKeyFile takes without a word, the file applies with a note: a key written twice (the last
    /// counts) and a group with no key, such as a rule left empty.
    @Test func aRepeatedKeyAndAnEmptyGroupAreNoted() throws {
        let user = try file("notes.conf", "[server]\nposition = top\nposition = bottom\n[rule muted]\n# nothing yet\n[timing]\ntime-scale = 2\n")
        let configuration = try ServiceConfigurationFile.load(paths: [user]) { _ in nil }.configuration.get()
        #expect(configuration.edge == .bottom && configuration.preferences.timeScale == 2 && configuration.rules.isEmpty)
        #expect(
            configuration.notes == [
                "\(user):3: [server] position: written again (first on line 2); this one counts",
                "\(user):4: [rule muted]: a group with no key sets nothing"
            ])
    }

    /// GKeyFile alone would apply the valid line before a NUL, and names an invalid UTF-8 key by its
    /// replacement characters: the file is refused whole, naming the line.
    @Test(arguments: [
        (Array("[server]\nposition = top\n".utf8) + [0] + Array("\nmax-visible = 3\n".utf8), 3, "a NUL byte; the file must be text"),
        (Array("[server]\nposition = top\nmax-visible = 3".utf8) + [0], 3, "a NUL byte; the file must be text"),
        (Array("[server]\nposition = top\n".utf8) + [0xFF, 0xFE] + Array(" = 3\n".utf8), 3, "not UTF-8 text; the file must be UTF-8"),
        (Array("# caf".utf8) + [0xE9] + Array("\n[server]\n".utf8), 1, "not UTF-8 text; the file must be UTF-8")
    ])
    func aNulByteOrInvalidUTF8AnywhereRefusesTheFileWhole(bytes: [UInt8], line: Int, reason: String) throws {
        let path = try temporaryPath("bytes.conf")
        try write(bytes, to: path)
        #expect(
            ServiceConfigurationFile.load(paths: [path]) { _ in nil }.configuration.map(\.edge)
                == .failure(.init(warning: "\(path):\(line): \(reason)")))
    }
}
