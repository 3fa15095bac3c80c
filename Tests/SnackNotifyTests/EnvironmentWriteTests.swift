import Foundation
import Testing

/// The repository's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `setenv`, `putenv` and `unsetenv` race with a `getenv` on another thread (glibc's environment is not
/// guarded; seen as a crash of the service at start-up): the sources write the environment only in the two
/// functions the service's `main` calls first, before anything starts a thread.
@Suite("The environment is written only before a second thread exists")
struct EnvironmentWriteTests {
    /// The files under Sources and the lines in them that write the environment.
    private static func environmentWrites() throws -> [String: [String]] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var writes: [String: [String]] = [:]
        for file in files where ["swift", "c", "h"].contains(file.pathExtension) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n").map(String.init).filter { line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    && line.range(of: #"\b(setenv|putenv|unsetenv)\("#, options: .regularExpression) != nil
            }
            if !lines.isEmpty { writes[file.path.replacingOccurrences(of: sources.path + "/", with: "")] = lines }
        }
        return writes
    }

    @Test func onlyTheStartFunctionsWriteTheEnvironment() throws {
        let writes = try Self.environmentWrites()
        #expect(Set(writes.keys) == ["snack-notifyd/SliceAllocator.swift", "SnackbarGtk/API/SnackbarPresenter.swift"], "\(writes)")
        let presenter = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/SnackbarGtk/API/SnackbarPresenter.swift"), encoding: .utf8)
        let start = try #require(presenter.range(of: "static func prepareSnacksOnlyProcess()"))
        let end = try #require(presenter.range(of: "\n    }\n", range: start.upperBound..<presenter.endIndex))
        let body = presenter[start.upperBound..<end.lowerBound]
        for line in writes["SnackbarGtk/API/SnackbarPresenter.swift"] ?? [] {
            #expect(body.contains(line), "a write outside prepareSnacksOnlyProcess(): \(line)")
        }
    }

    /// In the service's `main`, both come before the first statement that can start a thread.
    @Test func theServiceWritesItBeforeItsFirstThread() throws {
        let main = try String(contentsOf: packageRoot.appendingPathComponent("Sources/snack-notifyd/main.swift"), encoding: .utf8)
        let code = main.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.map(String.init)
        func firstLine(_ pattern: String) -> Int? { code.firstIndex { $0.range(of: pattern, options: .regularExpression) != nil } }
        let slices = try #require(firstLine(#"SliceAllocator\.useMalloc\(\)"#))
        let prepare = try #require(firstLine(#"prepareSnacksOnlyProcess\(\)"#))
        let firstThread = try #require(firstLine(#"BusConnector\(|ConfigurationReloader\(|Thread|DispatchQueue|Task[ {(]|\.start\(\)"#))
        #expect(slices < firstThread && prepare < firstThread, "\(code[firstThread])")
    }
}
