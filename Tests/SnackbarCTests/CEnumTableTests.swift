import Foundation
import SnackbarCSnack
import SnackbarGlue
import Testing

@testable import SnackbarC

/// Each enum of snackbar.h is listed once in Swift (`CEnums`): the setters, the GTypes and the callbacks'
/// numbers come from that table, for both C libraries (snackbar-gtk4.h includes the same parts). This holds
/// the tables to the headers a C app compiles against, so a value added on one side only fails here.
@Suite("The C enums: one table each, equal to the header's")
struct CEnumTableTests {
    /// Each table as the header should spell it: its type name and its value names in number order.
    static let tables: [(typeName: String, prefix: String, valueNames: [String])] = [
        (CEnums.status.typeName, CEnums.status.prefix, CEnums.status.valueNames), (CEnums.kind.typeName, CEnums.kind.prefix, CEnums.kind.valueNames),
        (CEnums.duration.typeName, CEnums.duration.prefix, CEnums.duration.valueNames),
        (CEnums.edge.typeName, CEnums.edge.prefix, CEnums.edge.valueNames),
        (CEnums.alignment.typeName, CEnums.alignment.prefix, CEnums.alignment.valueNames),
        (CEnums.reason.typeName, CEnums.reason.prefix, CEnums.reason.valueNames),
        (CEnums.priority.typeName, CEnums.priority.prefix, CEnums.priority.valueNames),
        (CEnums.policy.typeName, CEnums.policy.prefix, CEnums.policy.valueNames),
        (CEnums.event.typeName, CEnums.event.prefix, CEnums.event.valueNames)
    ]

    /// The GTK 4 library shows libsnackbar's handle: its header declares no enum of its own and includes the
    /// parts that declare `SnackbarSnack`, its enums and the one `SnackbarStatus`.
    @Test func theGtk4HeaderDeclaresNoEnumOfItsOwnAndIncludesTheHandle() throws {
        let enums = try CHeader.gtk4().enums
        #expect(enums.isEmpty, "snackbar-gtk4.h: \(enums.keys.sorted())")
        let text = try String(contentsOf: CHeader.packageDirectory.appendingPathComponent("include/snackbar-gtk4.h"), encoding: .utf8)
        #expect(text.contains("#include \"snackbar/snackbar-types.h\"") && text.contains("#include \"snackbar/snackbar-snack.h\""))
    }

    @Test func everyEnumOfTheHeaderHasATable() throws {
        let header = try CHeader().enums
        #expect(Set(header.keys) == Set(Self.tables.map(\.typeName)), "header: \(header.keys.sorted())")
    }

    @Test(arguments: tables.map(\.typeName))
    func theHeaderNumbersTheValuesInTheTablesOrder(typeName: String) throws {
        let table = try #require(Self.tables.first { $0.typeName == typeName })
        let declared = try #require(try CHeader().enums[typeName], "\(typeName) is not in the header")
        #expect(declared.map(\.name) == table.valueNames)
        #expect(declared.map(\.number) == Array(0..<Int32(declared.count)), "\(typeName): numbered from 0 without gaps")
    }

    /// The SwiftGtk binding's enums over the C ones (Bindings/SnackbarLib), each with the C enum it mirrors.
    static let bindingEnums = [
        "SnackKind": "SnackbarKind", "SnackEdge": "SnackbarEdge", "SnackAlignment": "SnackbarAlignment",
        "SnackPriority": "SnackbarPriority", "StackPolicy": "SnackbarPolicy"
    ]

    @Test(arguments: bindingEnums.keys.sorted())
    func theBindingsEnumHasTheHeadersValuesInOrder(name: String) throws {
        let binding = try CHeader.swiftSources(under: "Bindings/SnackbarLib/Sources")
        let body = try #require(binding.firstMatch(of: try Regex("public enum \(name): UInt32, Sendable \\{([^}]*)\\}"))?.output[1].substring)
        let cases = body.split(separator: "\n").filter { $0.contains("case ") }
            .flatMap { $0.split(separator: "case ")[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let typeName = try #require(Self.bindingEnums[name])
        let table = try #require(Self.tables.first { $0.typeName == typeName })
        #expect(cases == table.valueNames.map { $0.dropFirst(table.prefix.count).lowercased() }, "\(name) against \(typeName)")
    }

    @Test func theStatusTableFollowsTheStatusCodes() {
        for (number, entry) in CEnums.status.cases.enumerated() { #expect(entry.value.rawValue == Int32(number), "\(entry.name)") }
    }

    @Test func aNumberOutsideTheTableHasNoValueAndARefusalNamingThePrefix() {
        #expect(CEnums.kind.value(5) == nil)
        #expect(CEnums.kind.value(-1) == nil)
        #expect(CEnums.kind.value(4) == .info)
        #expect(CEnums.edge.refusal(2, name: "edge") == "unknown edge 2: use one of the SNACKBAR_EDGE_* values")
        #expect(CEnums.reason.number(of: .rejected) == 8)
    }
}
