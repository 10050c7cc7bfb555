import Foundation
import Testing

@testable import WaymarkKit

@Suite struct BuildTests {
    @Test func minimalSiteMatchesItsGoldenTree() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        let report = buildFixture("minimal", into: output, baseURL: "https://example.com/")
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        try expectMatchesGolden(output, fixture: "minimal")
    }

    @Test func buildIsByteIdenticalAcrossRunsAndJobs() throws {
        let folder = try TemporaryFolder()
        let one = folder.url.appendingPathComponent("one"), two = folder.url.appendingPathComponent("two")
        _ = buildFixture("minimal", into: one, jobs: 1)
        _ = buildFixture("minimal", into: two, jobs: 2)
        let first = readTree(one), second = readTree(two)
        #expect(first.count > 10)
        #expect(first == second)
        _ = buildFixture("minimal", into: two, jobs: 2)
        #expect(readTree(two) == first)
    }

    @Test func brokenBranchesReportEveryProblemAndLeaveThePreviousOutput() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        try writeEarlierOutput(output, files: ["index.html": "previous"])
        let report = buildFixture("broken-branches", into: output)
        let content = Repository.fixture("broken-branches").path + "/Content"
        let path = content + "/branches.json"
        #expect(
            // Each record's problems name it (issue #36), unless the message already quotes its id.
            report.diagnostics.map(\.description) == [
                "\(path):4:13: warning: id \"Bad Id!\" is not URL-safe; the record is left out\n  hint: use lower-case letters, digits and single hyphens, e.g. \"bad-id\"",
                "\(path):6:5: warning: location \"no-name\": this location is missing the required field 'name'; the record is left out",
                "\(path):6:32: warning: location \"no-name\": type \"kiosk\" is not one of \"branch\" or \"atm\"; the record is left out",
                "\(path):7:35: warning: location \"no-name\": latitude 95.0 is out of range; it must be between -90 and 90; the record is left out",
                "\(path):7:54: warning: location \"no-name\": 'longitude' must be a number, found a string; the record is left out",
                "\(path):10:30: warning: location \"bad-hours\": unknown time zone \"Mars/Olympus\"; the record is left out\n  hint: use an IANA name such as \"Europe/London\"",
                "\(path):10:67: warning: location \"bad-hours\": invalid time \"9am\"; expected HH:MM between 00:00 and 24:00; the record is left out",
                "\(path):10:85: warning: location \"bad-hours\": unknown day \"fun\"; the record is left out\n  hint: days are mon, tue, wed, thu, fri, sat, sun",
                "\(path):13:5: warning: duplicate location id 'good'; it is already used at \(path):11:5; this one is left out\n  hint: every location needs its own id",
                // Records that cannot be used are left out with warnings; a file that cannot be read at all fails the build.
                "\(content)/openbanking/cut-off.json:2:1: error: invalid JSON: unexpected end of file; expected a value",
            ])
        #expect(readTree(output) == ["index.html": Data("previous".utf8)])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(leftovers == ["site"])
    }
}

@Suite struct SiteFixtureTests {
    @Test func everyBrokenInputIsReportedInOneRun() throws {
        let folder = try TemporaryFolder()
        let report = buildFixture("broken-inputs", into: folder.url.appendingPathComponent("site"))
        let root = Repository.fixture("broken-inputs").path + "/Content/"
        let lines = report.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "") }
        #expect(
            lines == [
                "countries.plist:13:5: warning: this country is missing the required key 'capital'; the record is left out",
                "countries.plist:13:5: warning: this country is missing the required key 'longitude'; the record is left out",
                "countries.plist:15:26: warning: 'latitude' must be a number, found the string \"north\"; the record is left out",
                "geocode/Not JSON.json:1:1: error: invalid JSON: unexpected '<'; expected a value",
                "geocode/Paris.json:5:56: error: longitude 402.35 is out of range; it must be between -180 and 180",
                "pages/help.md:1:1: error: the front matter that starts here has no closing `---`\n  hint: Did you forget the closing `---` of the front matter?",
                "site.yml:4:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 3)",
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
    }

    @Test func aSiteOverridesTemplatesAndPublicFilesOneByOne() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        let report = buildFixture("override", into: output)
        #expect(!report.hasErrors)
        let notFound = try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains("<h1>Lost? This 404 page comes from the site's own Templates/.</h1>"))
        #expect(notFound.contains("<p>Custom footer for Override test</p>"))
        let home = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<p>Custom footer for Override test</p>"))
        #expect(home.contains("<a class=\"brand\" href=\"/\">Override test</a>"), "the default header is still used")
        #expect(
            try String(contentsOf: output.appendingPathComponent("assets/waymark.css"), encoding: .utf8)
                == "/* the site's own stylesheet */\n")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/waymark.js").path), "theme files stay")
        #expect(try String(contentsOf: output.appendingPathComponent("extra.txt"), encoding: .utf8) == "extra file\n")
        let contact = try String(contentsOf: output.appendingPathComponent("contact/index.html"), encoding: .utf8)
        #expect(contact.contains("<form class=\"contact-form\" action=\"mailto:help@example.com\" method=\"post\" enctype=\"text/plain\">"))
    }
}

@Suite struct SitemapTests {
    @Test func aLargeSiteGetsASitemapIndexOfFilesOf50000URLs() throws {
        let locations = (0..<60_000).map { n in
            Location(
                id: Slug(validating: "l\(n)")!, kind: .atm, name: "ATM \(n)", address: .init(city: "Leeds", country: "GB"),
                coordinate: Coordinate(latitude: 53.8, longitude: -1.55), position: .file("x"))
        }
        var log = DiagnosticLog()
        let plan = SitePlan(data: SiteData(config: SiteConfig(baseURL: "https://example.com/"), locations: locations), log: &log)
        let files = SiteFiles(
            plan: plan, site: SiteContext(config: SiteConfig(baseURL: "https://example.com/"), sections: plan.sections, contentPages: []))
        let sitemaps = files.sitemaps
        #expect(sitemaps.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"])
        #expect(sitemaps[0].text.contains("<loc>https://example.com/sitemap-2.xml</loc>"))
        let counts = sitemaps.dropFirst().map { $0.text.components(separatedBy: "<url>").count - 1 }
        // Every page but the 404 page and the service worker's offline page.
        #expect(counts == [50_000, plan.pages.count - 2 - 50_000])
    }
}

@Suite struct GeoJSONTests {
    func files(_ count: Int) -> SiteFiles {
        let locations = (0..<count).map { n in
            Location(
                id: Slug(validating: "l\(n)")!, kind: .atm, name: "ATM \(n)", address: .init(city: "Leeds", country: "GB"),
                coordinate: Coordinate(latitude: 53.8, longitude: -1.55), position: .file("x"))
        }
        var log = DiagnosticLog()
        let plan = SitePlan(data: SiteData(config: SiteConfig(baseURL: "https://example.com/"), locations: locations), log: &log)
        return SiteFiles(
            plan: plan, site: SiteContext(config: SiteConfig(baseURL: "https://example.com/"), sections: plan.sections, contentPages: []))
    }

    /// Features past the part size go on in `locations-2.geojson` and on, each part named by the one before it; every
    /// part is a FeatureCollection of whole lines, and together they hold every location once, in order.
    @Test func largeGeoJSONIsWrittenInPartsEachNamingTheNext() throws {
        let files = files(5)
        let whole = files.geoJSON()
        #expect(whole.map(\.path) == ["locations.geojson"])
        let line =
            #"{"type":"Feature","id":"l0","geometry":{"type":"Point","coordinates":[-1.550000,53.800000]},"properties":{"name":"ATM 0","type":"atm","address":"Leeds","country":"GB","url":"https://example.com/locations/gb/leeds/l0/"}}"#
        #expect(whole[0].text.hasPrefix("{\"type\":\"FeatureCollection\",\"features\":[\n" + line + ",\n"))
        #expect(whole[0].text.hasSuffix("}}\n]}\n"))
        // Room for two features a part: each line is about 210 bytes, and the last line naming the next part about 90.
        let parts = files.geoJSON(partBytes: 700)
        #expect(parts.map(\.path) == ["locations.geojson", "locations-2.geojson", "locations-3.geojson"])
        #expect(
            parts[0].text.hasSuffix(
                "}},\n" + line.replacingOccurrences(of: "l0", with: "l1").replacingOccurrences(of: "ATM 0", with: "ATM 1")
                    + "\n],\"links\":[{\"rel\":\"next\",\"type\":\"application/geo+json\",\"href\":\"locations-2.geojson\"}]}\n"))
        #expect(
            parts[1].text.hasSuffix(
                "\n],\"links\":[{\"rel\":\"next\",\"type\":\"application/geo+json\",\"href\":\"locations-3.geojson\"}]}\n"))
        #expect(parts[2].text.hasSuffix("}}\n]}\n"))
        var ids: [String] = []
        for part in parts {
            let object = try #require(JSONSerialization.jsonObject(with: Data(part.text.utf8)) as? [String: Any])
            #expect(object["type"] as? String == "FeatureCollection")
            let features = try #require(object["features"] as? [[String: Any]])
            #expect(features.count <= 2 && part.text.utf8.count <= 700)
            ids += features.compactMap { $0["id"] as? String }
        }
        #expect(ids == (0..<5).map { "l\($0)" })
        // A part may be exactly the limit, with its last line; a byte less and its second feature goes on in the next.
        let full = parts[0].text.utf8.count
        #expect(files.geoJSON(partBytes: full)[0].text == parts[0].text)
        #expect(files.geoJSON(partBytes: full - 1)[0].text.components(separatedBy: "\"type\":\"Feature\"").count - 1 == 1)
    }

    @Test func aSiteWithoutLocationsHasAnEmptyCollection() {
        #expect(files(0).geoJSON().map(\.text) == ["{\"type\":\"FeatureCollection\",\"features\":[\n]}\n"])
    }
}

@Suite struct LinkCheckTests {
    @Test func brokenInternalLinksAreErrorsAtTheirSourceOncePerTarget() throws {
        let folder = try TemporaryFolder()
        let options = BuildOptions(
            site: Repository.fixture("broken-links").path, output: folder.url.appendingPathComponent("out"),
            write: false)
        let report = Pipeline(options: options).run()
        let root = Repository.fixture("broken-links").path + "/"
        #expect(
            report.diagnostics.map { $0.description.replacingOccurrences(of: root, with: "") } == [
                // The site has no locations, so no /locations/ page: a link to it would show an empty list (issue #36).
                "Content/pages/help.md:4:22: error: the page /help/ links to /locations/, which is not part of the site\n  hint: fix the link, or add the page or file it points to",
                "Content/pages/help.md:4:89: error: the page /help/ links to /nowhere/, which is not part of the site\n  hint: fix the link, or add the page or file it points to",
                "Content/pages/help.md:5:17: error: the page /help/ links to /files/leaflet.pdf, which is not part of the site\n  hint: fix the link, or add the page or file it points to",
                "Content/site.yml:1:1: warning: \(Pipeline.noAddressMessage)\n  hint: set the address the site is published at, e.g. base_url: https://example.com/ in site.yml (or --base-url)",
                "Templates/partials/footer.mustache:2:26: error: the page / links to /imprint/, which is not part of the site\n  hint: fix the link, or add the page or file it points to",
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }

    /// `check` without a host makes neither the GeoJSON nor the search index, yet a written link to one of their files
    /// is found (they are named once a link is not), and a link to a file they do not have is still an error.
    @Test func aCheckWithoutAHostFindsLinksToTheGeoJSONAndTheSearchIndex() throws {
        let folder = try TemporaryFolder()
        let site = try copyFixture("minimal", into: folder.url)
        let pages = site.appendingPathComponent("Content/pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try "---\ntitle: Data\n---\n[All](/locations.geojson), [a pack](/search/r/0.bin), [none](/search/r/99.bin)\n"
            .write(to: pages.appendingPathComponent("data.md"), atomically: true, encoding: .utf8)
        for write in [false, true] {
            var options = BuildOptions(site: site.path, output: folder.url.appendingPathComponent("out"), write: write)
            options.baseURL = "https://example.com/"
            let report = Pipeline(options: options).run()
            #expect(
                report.diagnostics.map { $0.description.replacingOccurrences(of: site.path + "/", with: "") } == [
                    "Content/pages/data.md:4:62: error: the page /data/ links to /search/r/99.bin, which is not part of the site\n  hint: fix the link, or add the page or file it points to"
                ], "write: \(write)")
        }
    }

    @Test func findsOnlyInternalHrefAndSrcValues() {
        let html =
            #"<a href="/a/?q=1#x">a</a> <img src="/b.svg"> <a href="//cdn/x"></a> <a href="https://x/">"#
            + #"<div data-href="/c/"></div> <a href="/d%20e/">"#
        #expect(LinkCheck.internalLinks(in: html, basePath: "/") == ["/a/", "/b.svg", "/d e/"])
    }
}

@Suite struct SubPathTests {
    @Test func aSiteServedFromASubPathLinksOnlyBelowIt() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("site")
        let report = buildFixture("override", into: output, baseURL: "https://example.com/sub/")
        #expect(!report.hasErrors, "\(report.diagnostics)")
        var outside: [String] = []
        for (path, data) in readTree(output) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            outside += LinkCheck.internalLinks(in: html, basePath: "/").filter { !$0.hasPrefix("/sub/") }.map { "\(path): \($0)" }
        }
        #expect(outside == [])
    }
}
