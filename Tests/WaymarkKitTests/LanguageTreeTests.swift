import Foundation
import Testing

@testable import WaymarkKit

/// A temporary site: the minimal fixture's locations, with `siteYAML` as its settings.
private func makeSite(_ siteYAML: String) throws -> URL {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-languages-\(UUID().uuidString)")
    let content = site.appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: Repository.fixture("minimal/Content/branches.json"), to: content.appendingPathComponent("branches.json"))
    try siteYAML.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
    return site
}

private func build(_ site: URL) -> (BuildReport, URL) {
    let output = site.appendingPathComponent("out")
    var options = BuildOptions(site: site.path, output: output, jobs: 2)
    options.today = CalendarDay(year: 2026, month: 11, day: 27)
    return (Pipeline(options: options).run(), output)
}

private func text(_ output: URL, _ path: String) -> String {
    (try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)) ?? ""
}

@Suite struct LanguageTreeTests {
    @Test func eachLanguageGetsATreeWithItsLanguageAlternatesAndSwitch() throws {
        let site = try makeSite("title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy, ar]\n")
        defer { try? FileManager.default.removeItem(at: site) }
        let (report, output) = build(site)
        #expect(report.diagnostics == [])
        #expect(report.languages == ["en", "cy", "ar"])
        for tree in ["", "cy/", "ar/"] {
            for file in ["index.html", "404.html", "sitemap.xml", "sw.js", "search/", "locations/index.html"] {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(tree + file).path), "\(tree)\(file)")
            }
        }
        let welsh = text(output, "cy/locations/index.html")
        #expect(welsh.contains("<html lang=\"cy\">\n"))
        #expect(
            welsh.contains(
                """
                <link rel="canonical" href="https://bank.example/cy/locations/">
                <link rel="alternate" hreflang="en" href="https://bank.example/locations/">
                <link rel="alternate" hreflang="cy" href="https://bank.example/cy/locations/">
                <link rel="alternate" hreflang="ar" href="https://bank.example/ar/locations/">
                <link rel="alternate" hreflang="x-default" href="https://bank.example/locations/">

                """))
        #expect(
            welsh.contains(
                """
                <nav class="language-switch" aria-label="Ieithoedd">
                <ul>
                <li><a href="/locations/" hreflang="en" lang="en">English</a></li>
                <li><a href="/ar/locations/" hreflang="ar" lang="ar">العربية</a></li>
                </ul>
                </nav>

                """))
        #expect(text(output, "ar/index.html").contains("<html lang=\"ar\" dir=\"rtl\">\n"))
        #expect(
            text(output, "robots.txt")
                == "User-agent: *\nAllow: /\nSitemap: https://bank.example/sitemap.xml\nSitemap: https://bank.example/cy/sitemap.xml\n"
                + "Sitemap: https://bank.example/ar/sitemap.xml\n")
        // A second build keeps the other trees without calling them files Waymark did not write.
        #expect(build(site).0.diagnostics == [])
    }

    @Test func oneLanguageHasNoAlternatesNorSwitch() throws {
        let site = try makeSite("title: Bank\nlanguage: cy\n")
        defer { try? FileManager.default.removeItem(at: site) }
        let (report, output) = build(site)
        #expect(report.diagnostics == [])
        let page = text(output, "index.html")
        #expect(page.contains("<html lang=\"cy\">\n") && page.contains(">Neidio i'r cynnwys<"))
        #expect(!page.contains("hreflang") && !page.contains("language-switch"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("cy").path))
    }

    @Test func badLanguageTagsAreErrorsInSiteYML() {
        var log = DiagnosticLog()
        let config = SiteConfigReader().read(
            text: "language: english\nlanguages: [en, cy, en_GB, cy]\n", path: "Content/site.yml", log: &log)
        #expect(
            log.reported == [
                Reported(.error, 1, 11, "unknown language tag \"english\""),
                Reported(.error, 2, 21, "unknown language tag \"en_GB\""),
                Reported(.error, 2, 28, "'cy' is listed twice in languages"),
            ])
        #expect(config.languages == ["en", "cy"])
        #expect(config.language == "en")
    }
}
