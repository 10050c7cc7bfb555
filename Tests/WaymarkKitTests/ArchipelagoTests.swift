import Testing

@testable import WaymarkKit

/// Capitals placed in the sea between their own islands (issue #13): São Tomé and Príncipe, Tuvalu.
@Suite struct ArchipelagoTests {
    @Test func aPointAmongACountrysIslandsIsNotOutsideIt() throws {
        let countries = [
            Country(
                name: "São Tomé and Príncipe", displayName: "São Tomé and Príncipe", isoCode: "ST", capital: "São Tomé",
                coordinate: Coordinate(latitude: 1, longitude: 7), flagFile: "", slug: Slug(making: "sao tome"),
                position: SourcePosition(path: "c.plist", line: 3, column: 3)),
            Country(
                name: "Tuvalu", displayName: "Tuvalu", isoCode: "TV", capital: "Funafuti",
                coordinate: Coordinate(latitude: -8, longitude: 178), flagFile: "", slug: Slug(making: "tuvalu"),
                position: SourcePosition(path: "c.plist", line: 9, column: 3)),
        ]
        var log = DiagnosticLog()
        CountryChecker(basemap: SharedBasemap.basemap).check(countries, log: &log)
        #expect(log.all.map(\.description) == [])
    }
}
