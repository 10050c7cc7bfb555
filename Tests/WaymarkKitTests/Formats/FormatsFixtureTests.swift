import Foundation
import Testing

@testable import WaymarkKit

/// The same four locations built in en-US and in fr (`Tests/Fixtures/formats-en-us`, `formats-fr`): their hours
/// tables are golden files, the hours pages cut down to the table and the holidays.
@Suite struct FormatsFixtureTests {
    static let pages = [
        "locations/us/new-york/midtown/hours/index.html", "locations/us/new-york/bryant-park-atm/hours/index.html",
        "locations/fr/paris/opera/hours/index.html", "locations/fr/paris/chatelet-atm/hours/index.html",
    ]

    @Test(arguments: ["formats-en-us", "formats-fr"])
    func hoursTablesMatchTheirGoldenFiles(_ fixture: String) throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site"), tables = folder.url.appendingPathComponent("tables")
        let report = buildFixture(fixture, into: site, baseURL: "https://example.com/")
        #expect(report.diagnostics == [])
        for page in Self.pages {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            let table = try #require(Self.hoursTable(html), "\(page) has no hours table")
            let file = tables.appendingPathComponent(page)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(table.utf8).write(to: file)
        }
        try expectMatchesGolden(tables, fixture: fixture, wholeSite: false)
    }

    /// From `<table class="hours"` to the end of the holidays, or of the table when there are none.
    static func hoursTable(_ html: String) -> String? {
        guard let start = html.range(of: "<table class=\"hours\"") else { return nil }
        let rest = html[start.lowerBound...]
        let end = rest.range(of: "</section>\n") ?? rest.range(of: "</table>\n")
        return end.map { String(rest[..<$0.upperBound]) }
    }

    @Test func neighboursAreInMilesInAmericanEnglishAndInKilometresWithADecimalCommaInFrench() throws {
        let folder = try TemporaryFolder()
        let page = "locations/fr/paris/opera/index.html"
        var distances: [String: [String]] = [:]
        for fixture in ["formats-en-us", "formats-fr"] {
            let site = folder.url.appendingPathComponent(fixture)
            _ = buildFixture(fixture, into: site)
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            distances[fixture] = html.components(separatedBy: "<span class=\"distance\">").dropFirst().map {
                String($0.prefix { $0 != "<" })
            }
        }
        #expect(distances["formats-en-us"] == ["1.1 mi", "3,623 mi", "3,624 mi"])
        #expect(distances["formats-fr"] == ["1,8 km", "5\u{202F}831 km", "5\u{202F}832 km"])
    }
}
