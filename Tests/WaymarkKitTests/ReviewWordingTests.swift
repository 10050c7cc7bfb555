import Foundation
import Testing

@testable import WaymarkKit

/// Titles, section wording and the sitemap rules of issue 16, on whole built sites.
@Suite struct ReviewWordingTests {
    private static let branches = """
        {"bank": {"name": "B"}, "locations": [
          {"id": "soho", "type": "branch", "name": "Soho",
           "address": {"street": "1 Dean St", "city": "London", "postcode": "W1D 3RB", "country": "GB"},
           "coordinate": {"latitude": 51.5136, "longitude": -0.1316}}]}
        """

    private func title(_ html: String?) -> String? {
        guard let html, let start = html.range(of: "<title>"), let end = html.range(of: "</title>") else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    private func navigation(_ html: String?) -> String? {
        guard let html, let start = html.range(of: "<nav aria-label=\"Sections\">"),
            let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func titlesNameTheSiteOnceAndAMinimalSiteHasNoEmptySections() throws {
        let site = try TemporarySite(["Content/branches.json": Self.branches])
        let report = site.build()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(title(site.text("index.html")) == "Waymark site")
        #expect(title(site.text("locations/gb/london/soho/index.html")) == "Soho · Waymark site")
        #expect(
            navigation(site.text("index.html"))
                == "\n<ul>\n<li><a href=\"/locations/\">Locations</a></li>\n<li><a href=\"/saved/\">Saved</a></li>\n</ul>\n")
        let home = try #require(site.text("index.html"))
        #expect(!home.contains("countries") && !home.contains("geocode") && !home.contains("Geocoding"))
        #expect(site.text("countries/index.html") == nil && site.text("geocode/index.html") == nil)
    }

    @Test func theHomePageTitleIsTheSiteTitleAlone() throws {
        let site = try TemporarySite([
            "Content/branches.json": Self.branches, "Content/site.yml": "title: \"Imaginary Bank — World\"\n",
        ])
        _ = site.build()
        #expect(title(site.text("index.html")) == "Imaginary Bank — World")
        #expect(title(site.text("saved/index.html")) == "Saved places · Imaginary Bank — World")
    }

    @Test func placeSearchIsCalledThatAndNeverAsksVisitorsToRunACommand() throws {
        let root = Repository.root.appendingPathComponent("Content")
        let saved = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("geocode").path)
        var files = ["Content/branches.json": Self.branches]
        for name in saved where name.hasSuffix(".json") {
            files["Content/geocode/" + name] = try String(contentsOf: root.appendingPathComponent("geocode/" + name), encoding: .utf8)
        }
        let site = try TemporarySite(files)
        _ = site.build()
        let home = try #require(site.text("index.html"))
        #expect(navigation(home)?.contains("<li><a href=\"/geocode/\">Place search</a></li>") == true)
        #expect(home.contains("<a href=\"/geocode/\">Place search</a>"))
        #expect(title(site.text("geocode/index.html")) == "Place search · Waymark site")
        for path in ["index.html", "geocode/index.html", "saved/index.html"] {
            let html = try #require(site.text(path))
            #expect(!html.contains("Geocoding") && !html.contains("waymark geocode") && !html.contains("saved place searches"), "\(path)")
        }
    }

    @Test func withoutAnAbsoluteBaseURLThereIsNoSitemapAndCheckSaysSo() throws {
        let site = try TemporarySite(["Content/branches.json": Self.branches])
        _ = site.build()
        #expect(site.text("robots.txt") == "User-agent: *\nAllow: /\n")
        #expect(site.text("sitemap.xml") == nil)
        let check = site.build(write: false)
        #expect(
            check.diagnostics.map(\.description) == [
                "\(site.root.path)/Content/site.yml:1:1: warning: no absolute base_url, so sitemap.xml is not written"
                    + " and robots.txt names no sitemap (crawlers take only absolute URLs)\n  hint: set the address the site is"
                    + " published at, e.g. base_url: https://example.com/ in site.yml (or --base-url)"
            ])
    }

    @Test func withAnAbsoluteBaseURLTheSitemapAndRobotsUseIt() throws {
        let site = try TemporarySite([
            "Content/branches.json": Self.branches, "Content/site.yml": "base_url: https://example.com/sub/\n",
        ])
        _ = site.build()
        #expect(site.text("robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://example.com/sub/sitemap.xml\n")
        let sitemap = try #require(site.text("sitemap.xml"))
        #expect(sitemap.contains("  <url><loc>https://example.com/sub/</loc></url>\n"))
        #expect(!sitemap.contains("<loc>/"))
        #expect(site.build(write: false).diagnostics.isEmpty)
    }

    @Test func aPipeTableIsReportedAtItsHeaderLineOutsideCodeBlocks() {
        let text = """
            ---
            title: Help
            ---
            Intro

            | What | Where |
            | --- | :-: |
            | a | b |

            ```
            | in | code |
            |----|------|
            ```
            a | b
            --|--
            """
        var log = DiagnosticLog()
        let page = PageReader().read(text: text, path: "Content/pages/help.md", log: &log)
        #expect(page != nil)
        #expect(
            log.sorted.map(\.description) == [
                "Content/pages/help.md:6:1: warning: a pipe table is shown as plain text with '|' characters: CommonMark has no tables"
                    + "\n  hint: write it as a list, or as an HTML <table> in a page with `html: true`",
                "Content/pages/help.md:14:1: warning: a pipe table is shown as plain text with '|' characters: CommonMark has no tables"
                    + "\n  hint: write it as a list, or as an HTML <table> in a page with `html: true`",
            ])
    }

    @Test func theSampleHelpPageHasNoPipeTable() throws {
        let help = try String(contentsOf: Repository.root.appendingPathComponent("Content/pages/help.md"), encoding: .utf8)
        var log = DiagnosticLog()
        _ = PageReader().read(text: help, path: "help.md", log: &log)
        #expect(log.sorted.isEmpty, "\(log.sorted)")
    }
}
