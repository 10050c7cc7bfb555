import Foundation
import Testing

@testable import WaymarkKit

/// A response with many results writes pages that each list a bounded number of them (issue #13: 1,000 results
/// wrote 235 MB, every result page listing every result).
@Suite struct GeocodeManyResultsTests {
    static func response(results count: Int) -> String {
        let results = (0..<count).map { i in
            """
            {"formatted_address": "Place \(i + 1)", "geometry": {"location": {"lat": \(Double(i) / 100), "lng": \(Double(i) / 50)}},
             "place_id": "p\(i)", "types": ["locality"]}
            """
        }
        return "{\"status\": \"OK\", \"results\": [\(results.joined(separator: ",\n"))]}"
    }

    @Test func aResultPageListsItsNeighboursAndLinksToAllResults() throws {
        let site = try TemporarySite(["Content/geocode/many.json": Self.response(results: 40)])
        let report = site.build()
        #expect(report.diagnostics == [])
        let page = try #require(site.text("geocode/many/20/index.html"))
        #expect(page.components(separatedBy: "class=\"pin-number\"").count - 1 == 11)
        #expect(page.contains("<h2 id=\"pins-heading\">Results 15–25 of 40 for “many”</h2>"))
        #expect(page.contains("<p><a href=\"/geocode/many/\">All 40 results</a></p>"))
        let first = try #require(site.text("geocode/many/1/index.html"))
        #expect(first.contains("Results 1–11 of 40"))
        #expect(try #require(site.text("geocode/many/index.html")).components(separatedBy: "Place ").count - 1 >= 40)
        #expect(PageRenderer.window(around: 39, count: 40) == 29..<40)
        #expect(PageRenderer.window(around: 1, count: 3) == 0..<3)
    }
}
