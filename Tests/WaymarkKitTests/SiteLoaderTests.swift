import Foundation
import Testing

@testable import WaymarkKit

@Suite struct SiteLoaderTests {
    private static let branches = """
        {"bank": {"name": "Imaginary Bank"}, "locations": [
          {"id": "hsbc-uk-atm-a1", "type": "atm", "name": "A", "coordinate": {"latitude": 51.5, "longitude": -0.1}}]}
        """
    private static let feed = """
        {"data": [{"Brand": [{"BrandName": "HSBC UK", "ATM": [
          {"Identification": "A1", "Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "51.5", "Longitude": "-0.1"}}}}},
          {"Identification": "A2", "Location": {"PostalAddress": {"GeoLocation": {"GeographicCoordinates": {"Latitude": "51.6", "Longitude": "-0.1"}}}}}]}]}]}
        """

    /// Two sources that give one id are a clash to fix (issue 15), not a record to drop quietly.
    @Test func duplicateIdsAcrossFilesAreAnErrorAtTheSecond() {
        var log = DiagnosticLog()
        let data = SiteLoader().load(
            .init(
                branches: .init(path: "Content/branches.json", text: Self.branches),
                openBanking: [.init(path: "Content/openbanking/hsbc.json", text: Self.feed)]), log: &log)
        #expect(data.bankName == "Imaginary Bank")
        #expect(data.locations.map(\.id.value) == ["hsbc-uk-atm-a1", "hsbc-uk-atm-a2"])
        #expect(data.locations.map(\.position.path) == ["Content/branches.json", "Content/openbanking/hsbc.json"])
        #expect(
            log.all.map(\.description) == [
                "Content/openbanking/hsbc.json:2:3: error: location id 'hsbc-uk-atm-a1' is already used by another source at Content/branches.json:2:3\n"
                    + "  hint: ids must be unique across branches.json, Open Banking, CSV and GeoJSON files; rename one, or map another column to id"
            ])
    }

    @Test func readsEveryKindOfInput() {
        var log = DiagnosticLog()
        let data = SiteLoader().load(
            .init(
                siteConfig: .init(path: "s/Content/site.yml", text: "\u{FEFF}title: Locator\n"),
                countries: .init(
                    path: "s/Content/countries.plist",
                    text:
                        "<plist><array><dict><key>name</key><string>Wales</string><key>capital</key><string>Cardiff</string><key>latitude</key><real>51.5</real><key>longitude</key><real>-3.2</real></dict></array></plist>"
                ),
                openBanking: [.init(path: "s/Content/openbanking/hsbc.json", text: Self.feed)],
                geocode: [
                    .init(path: "s/Content/geocode/Paris.json", text: "{\"status\": \"ZERO_RESULTS\", \"results\": []}"),
                    .init(path: "s/Content/geocode/paris.json", text: "{\"status\": \"ZERO_RESULTS\"}"),
                ],
                pages: [
                    .init(path: "s/Content/pages/about.md", text: "---\ntitle: About\n---\nHi\n"),
                    .init(path: "s/Content/pages/bad.md", bytes: [0x2D, 0xFF]),
                ]), log: &log)
        #expect(data.config.title == "Locator")
        #expect(data.countries.map { "\($0.displayName) \($0.isoCode ?? "-")" } == ["Wales GB"])
        #expect(data.bankName == "HSBC UK")
        #expect(data.locations.count == 2)
        #expect(data.geocodeQueries.map(\.query) == ["Paris"])
        #expect(data.pages.map(\.title) == ["About"])
        #expect(
            log.all.map(\.description) == [
                "s/Content/pages/bad.md:1:1: error: the file is not valid UTF-8 text\n  hint: save it with UTF-8 encoding",
                "s/Content/geocode/paris.json:1:1: error: the query \"paris\" has the same address /geocode/paris/ as s/Content/geocode/Paris.json\n"
                    + "  hint: rename one of the two files",
            ])
    }

    @Test(arguments: [
        (".", "Content"), ("", "Content"), ("mysite", "mysite/Content"), ("mysite/", "mysite/Content"),
        ("./a/b//", "./a/b/Content"), ("/", "/Content"), ("/srv/site", "/srv/site/Content"),
    ])
    func pathsKeepTheFormTheUserGave(site: String, expected: String) {
        #expect(SiteLoader.join(site, "Content") == expected)
    }

    @Test func loadsAFolderFromDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-loader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        for folder in ["openbanking", "geocode", "pages"] {
            try FileManager.default.createDirectory(at: content.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ relative: String, _ text: String) throws {
            try Data(text.utf8).write(to: content.appendingPathComponent(relative))
        }
        try write("branches.json", Self.branches)
        try write("openbanking/b.json", "[]")
        try write("openbanking/a.json", Self.feed)
        try write("openbanking/notes.txt", "ignored")
        try write("geocode/toledo.yml", "# a comment\nstatus: ZERO_RESULTS\n")
        try write("geocode/madrid.yaml", "{\"status\": \"ZERO_RESULTS\",}")
        try write("geocode/toledo.json", "{\"status\": \"OK\", \"results\": []}")
        try write("pages/contact.md", "---\ntitle: Contact\n---\n")
        let (data, log) = SiteLoader().load(site: root.path)
        let base = root.path + "/Content"
        #expect(data.locations.map(\.id.value) == ["hsbc-uk-atm-a1", "hsbc-uk-atm-a2"])
        #expect(data.geocodeQueries.map(\.query) == ["madrid", "toledo"])
        #expect(data.pages.map(\.slug.value) == ["contact"])
        #expect(
            log.all.map { "\($0.position) \($0.severity.rawValue)" } == [
                "\(base)/openbanking/notes.txt:1:1 warning",  // not read, and said so (issue #36)
                "\(base)/openbanking/b.json:1:1 warning",  // an empty feed
                "\(base)/geocode/toledo.json:1:12 warning",
                "\(base)/openbanking/a.json:2:3 error",
                "\(base)/geocode/toledo.yml:2:1 error",
            ])
    }

    @Test func missingContentFolderIsAnError() {
        let (_, log) = SiteLoader().load(site: "/nonexistent-waymark-site")
        #expect(
            log.all.map(\.description) == [
                "/nonexistent-waymark-site/Content:1:1: error: there is no Content folder here, so there is nothing to build\n"
                    + "  hint: run waymark in the site's folder, or pass --site DIR"
            ])
    }
}
