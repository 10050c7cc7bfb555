import Foundation
import Testing

@testable import WaymarkKit

/// Each whole-file input whose digest the loader makes from the bytes it read (`InputDigests`): an edit to it renders
/// again what shows it, and the incremental output is a clean build's.
@Suite struct InputEditTests {
    let builds = IncrementalBuildTests()

    /// Builds the site with the files `also`, writes `file` as `first` then as `second`, building after each; the
    /// second build's output differs from the first's and is a clean build's. Only some pages are rendered again, or
    /// all of them (`everyPage`: an input every page depends on).
    func expectEditShows(
        _ file: String, first: String, second: String, also: [String: String] = [:], everyPage: Bool = false
    ) throws {
        var random = SeededRandom(seed: 12)
        let site = try EditableSite(records: 6, random: &random)
        for (path, text) in also { try site.site.write(path, Data(text.utf8)) }
        try site.site.write(file, Data(first.utf8))
        let full = builds.build(site)
        #expect(!full.hasErrors, "\(full.diagnostics)")
        let before = readTree(site.site.output)
        try site.site.write(file, Data(second.utf8))
        let report = builds.build(site)
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(report.rendered > 0 && (report.rendered < report.pages) != everyPage, "rendered \(report.rendered) of \(report.pages)")
        let after = readTree(site.site.output)
        #expect(after != before)
        #expect(try after == builds.cleanBuild(site, step: 1))
    }

    /// A `countries.plist` of one country, with a flag.
    static func countries(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>global</key><array>
        <dict><key>name</key><string>\(name)</string><key>capital</key><string>London</string>
        <key>latitude</key><string>51.5</string><key>longitude</key><string>-0.12</string><key>flag</key><string>gb.svg</string></dict>
        </array></dict></plist>
        """
    }

    static func flag(_ colour: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 3 2\"><rect width=\"3\" height=\"2\" fill=\"\(colour)\"/></svg>\n"
    }

    @Test func aCountryRenamedInCountriesPlistIsShownAgain() throws {
        try expectEditShows(
            "Content/countries.plist", first: Self.countries("United Kingdom"), second: Self.countries("Great Britain"),
            also: ["Content/flags/gb.svg": Self.flag("#012169")])
    }

    @Test func aRedrawnFlagIsShownAgain() throws {
        try expectEditShows(
            "Content/flags/gb.svg", first: Self.flag("#012169"), second: Self.flag("#c8102e"),
            also: ["Content/countries.plist": Self.countries("United Kingdom")])
    }

    /// The site's `Public/` files are digested with `site.yml`: every page is rendered again.
    @Test func anEditedPublicFileIsCopiedAgain() throws {
        try expectEditShows("Public/notes.txt", first: "First edition.\n", second: "Second edition.\n", everyPage: true)
    }

    @Test func anEditedGeocodingAnswerIsShownAgain() throws {
        func answer(_ address: String) -> String {
            """
            {"results": [{"formatted_address": "\(address)", "place_id": "edit-test",
              "address_components": [{"long_name": "Edinburgh", "short_name": "Edinburgh", "types": ["locality"]}],
              "geometry": {"location": {"lat": 55.95, "lng": -3.19}, "location_type": "APPROXIMATE"},
              "types": ["locality"]}], "status": "OK"}
            """
        }
        try expectEditShows("Content/geocode/Edinburgh.json", first: answer("Edinburgh, UK"), second: answer("Edinburgh, Scotland"))
    }
}
