import Foundation
import Testing

@testable import WaymarkKit

/// The OSM GeoJSON and semicolon CSV sample sites build into whole sites; sources mix, ids stay unique.
@Suite struct TableSitesTests {
    @Test func theOSMGeoJSONSiteBuilds() throws {
        let folder = try TemporaryFolder()
        let report = buildFixture("osm-geojson", into: folder.url)
        let path = Repository.fixture("osm-geojson").path + "/Content/geojson/zurich-banks.geojson"
        #expect(
            report.diagnostics.map(\.description) == [
                "\(path):50:19: warning: feature 3 (\"Seebank Bellevue\") is left out: a Polygon is not a place to pin\n  hint: draw it as a layer in Content/layers/, or give the place a Point",
                "\(path):58:35: warning: feature 4 (\"Café am See\") has type \"cafe\"; it is left out\n  hint: types are branch (or bank) and atm",
            ])
        let files = readTree(folder.url)
        let pages = [
            "ch/zurich/node-2001", "other/other/node-2002", "other/other/node-2004", "ch/zurich/relation-4001-1",
            "ch/zurich/relation-4001-2",
        ]
        for page in pages {
            #expect(files["locations/\(page)/index.html"] != nil, "\(page)")
        }
        #expect(
            files.keys.filter { $0.hasPrefix("locations/") && $0.hasSuffix("/index.html") && $0.split(separator: "/").count == 5 }.sorted()
                == pages.map { "locations/\($0)/index.html" }.sorted())
        let page = String(decoding: files["locations/ch/zurich/node-2001/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains(#""openingHours":"Mo-Fr 09:00-17:00; Th 09:00-18:30; PH off""#))
        #expect(page.contains("Alpenbank Paradeplatz"))
        // One file per location (the default): the week is the page's `#hours` section.
        #expect(page.contains(#"<section class="location-hours" id="hours">"#))
        #expect(files["locations/ch/zurich/node-2001/hours/index.html"] == nil)
    }

    @Test func theSemicolonCSVSiteBuilds() throws {
        let folder = try TemporaryFolder()
        let report = buildFixture("csv-semicolon", into: folder.url)
        let path = Repository.fixture("csv-semicolon").path + "/Content/filialen.csv"
        #expect(
            report.diagnostics.map(\.description) == [
                "\(path):6:63: warning: row 4 (\"Spreebank Geldautomat Ohne Ort\") has no latitude; it is left out",
                "\(path):7:1: warning: row 5 has 11 fields but the header has 10; it is left out\n  hint: quote a field that contains `;` or a line break",
            ])
        let files = readTree(folder.url)
        let page = String(
            decoding: files["locations/de/berlin/spreebank-kurfurstendamm-beratung-berlin/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("Spreebank Kurfürstendamm; Beratung"))
        #expect(page.contains(#""streetAddress":"Kurfürstendamm 21, 2. Etage""#))
        #expect(files["locations/de/berlin/spreebank-alexanderplatz-berlin/index.html"] != nil)
        #expect(files["locations/de/berlin/spreebank-geldautomat-hauptbahnhof-berlin/index.html"] != nil)
    }

    @Test func idsClashingAcrossSourcesAreAnError() {
        var log = DiagnosticLog()
        var files = SiteLoader.Files(
            branches: SiteLoader.File(
                path: "branches.json",
                text: #"{"locations": [{"id": "soho", "type": "branch", "name": "Soho", "coordinate": {"latitude": 1, "longitude": 2}}]}"#))
        files.csv = [SourceFile(path: "more.csv", text: "id,name,lat,lon\nsoho,Soho too,1,2\nwest,West,3,4\n")]
        let data = SiteLoader().load(files, log: &log)
        #expect(data.locations.map(\.id.value) == ["soho", "west"])
        #expect(
            log.all.map(\.description) == [
                "more.csv:2:1: error: location id 'soho' is already used by another source at branches.json:1:16\n"
                    + "  hint: ids must be unique across branches.json, Open Banking, CSV and GeoJSON files; rename one, or map another column to id"
            ])
    }
}
