import SnackNotifyKit
import SnackbarCore

/// A parser environment with a fixed standard input, files that exist (regular and small unless `refusals`
/// says otherwise) and a variant checker.
struct FakeEnvironment: NotifyEnvironment {
    var standardInput: [UInt8] = []
    var existingFiles: Set<String> = []
    var refusals: [String: FileRefusal] = [:]
    var currentDirectory: String? = "/home/user"

    func readStandardInput() -> [UInt8] { standardInput }
    func refusal(ofFile path: String, limit: Int) -> FileRefusal? {
        refusals[path] ?? (existingFiles.contains(path) ? nil : .missing)
    }
    /// Accepts what a GVariant text of a number or quoted string looks like; enough to tell good from bad.
    func isValidVariant(_ text: String) -> Bool { Int(text) != nil || (text.hasPrefix("'") && text.hasSuffix("'")) }
}

/// Parses `arguments` (as UTF-8 strings) with `environment`.
func parse(_ arguments: [String], environment: FakeEnvironment = FakeEnvironment()) throws(NotifyFailure) -> NotifyCommand {
    try NotifyArgumentParser(environment: environment).parse(arguments.map { Array($0.utf8) })
}

/// Parses `arguments` and requires a `.show` request.
func request(_ arguments: [String], environment: FakeEnvironment = FakeEnvironment()) throws -> NotifyRequest {
    guard case .show(let request) = try parse(arguments, environment: environment) else {
        throw NotifyFailure("expected a request")
    }
    return request
}

/// The failure parsing `arguments` throws, or nil when it parses.
func failure(_ arguments: [String], environment: FakeEnvironment = FakeEnvironment()) -> NotifyFailure? {
    do {
        _ = try parse(arguments, environment: environment)
        return nil
    } catch { return error }
}
