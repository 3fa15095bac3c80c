import Testing

@testable import SnackbarC

/// Each enum of snackbar.h is listed once in Swift (`CEnums`): the setters, the GTypes and the callbacks'
/// numbers come from that table. This holds the table to the header a C app compiles against, so a value
/// added on one side only fails here.
@Suite("The C enums: one table each, equal to the header's")
struct CEnumTableTests {
    /// Each table as the header should spell it: its type name and its value names in number order.
    static let tables: [(typeName: String, valueNames: [String])] = [
        (CEnums.status.typeName, CEnums.status.valueNames), (CEnums.kind.typeName, CEnums.kind.valueNames),
        (CEnums.duration.typeName, CEnums.duration.valueNames), (CEnums.edge.typeName, CEnums.edge.valueNames),
        (CEnums.alignment.typeName, CEnums.alignment.valueNames), (CEnums.reason.typeName, CEnums.reason.valueNames),
        (CEnums.priority.typeName, CEnums.priority.valueNames), (CEnums.policy.typeName, CEnums.policy.valueNames),
        (CEnums.event.typeName, CEnums.event.valueNames)
    ]

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
