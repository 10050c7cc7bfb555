import Foundation
import Testing

@testable import WaymarkKit

extension IncrementalBuildTests {
    /// Two locations on the street draw its tiles in their pages (two maps show them); a third location's map shows
    /// them too, which makes them files: the two pages link the files after an incremental build, as after a clean one.
    /// (Here the third is also their neighbour, which their keys take too; `StreetTileUseTests` checks that a key
    /// changes with its tiles alone.)
    @Test func aThirdMapShowingATileMakesItAFileForEveryPageThatShowsIt() throws {
        var random = SeededRandom(seed: 12)
        let site = try EditableSite(records: 2, random: &random)
        for i in 0..<2 {
            (site.records[i].city, site.records[i].latitude, site.records[i].longitude) = ("Edinburgh", 55.951, -3.19 + 0.0004 * Double(i))
        }
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        func firstPage() -> String {
            let tree = readTree(site.site.output)
            let path = tree.keys.first { $0.hasSuffix("/\(site.records[0].id)/index.html") }
            return path.flatMap { tree[$0] }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        #expect(firstPage().contains("wm-layer-major-street"))
        #expect(!firstPage().contains("/streets/"))

        var third = site.newRecord(&random)
        (third.city, third.latitude, third.longitude) = ("Edinburgh", 55.951, -3.1898)
        site.records.append(third)
        try site.writeRecords()
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(firstPage().contains("/streets/"))
        #expect(!firstPage().contains("wm-layer-major-street"))
        #expect(try readTree(site.site.output) == cleanBuild(site, step: 1))
    }
}
