import Foundation
import Testing

@testable import WaymarkKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SitemapAlternatesTests {
    /// The minimal fixture's locations in English and Welsh, built; the site is removed by the caller.
    private func buildBilingual() throws -> (site: URL, output: URL, report: BuildReport) {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-sitemap-\(UUID().uuidString)")
        let content = site.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.fixture("minimal/Content/branches.json"), to: content.appendingPathComponent("branches.json"))
        try "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n".write(
            to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let output = site.appendingPathComponent("out")
        var options = BuildOptions(site: site.path, output: output, jobs: 2)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        return (site, output, Pipeline(options: options).run())
    }

    @Test func eachURLListsEveryVersionAndTheDefaultInGooglesFormat() throws {
        let (site, output, report) = try buildBilingual()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(report.diagnostics == [])
        let welsh = try String(contentsOf: output.appendingPathComponent("cy/sitemap.xml"), encoding: .utf8)
        #expect(
            welsh.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
                  <url>
                    <loc>https://bank.example/cy/</loc>
                    <xhtml:link rel="alternate" hreflang="en" href="https://bank.example/"/>
                    <xhtml:link rel="alternate" hreflang="cy" href="https://bank.example/cy/"/>
                    <xhtml:link rel="alternate" hreflang="x-default" href="https://bank.example/"/>
                  </url>
                  <url>

                """))
        #expect(
            welsh.contains(
                """
                  <url>
                    <loc>https://bank.example/cy/locations/</loc>
                    <xhtml:link rel="alternate" hreflang="en" href="https://bank.example/locations/"/>
                    <xhtml:link rel="alternate" hreflang="cy" href="https://bank.example/cy/locations/"/>
                    <xhtml:link rel="alternate" hreflang="x-default" href="https://bank.example/locations/"/>
                  </url>

                """))
        #expect(welsh.hasSuffix("  </url>\n</urlset>\n"))
    }

    /// Read as a namespace-aware XML parser reads them, both trees' sitemaps make a sound mesh, and each URL's
    /// alternates are exactly the `hreflang` links in its page's head.
    @Test func theSitemapsAgreeWithThePagesAndMakeASoundMesh() throws {
        let (site, output, _) = try buildBilingual()
        defer { try? FileManager.default.removeItem(at: site) }
        var mesh = HreflangMesh()
        for tree in ["", "cy/"] {
            let urls = SitemapReader(try Data(contentsOf: output.appendingPathComponent(tree + "sitemap.xml"))).urls
            #expect(urls.count > 5)
            for (url, links) in urls {
                mesh.add(url, links)
                let path = String(url.dropFirst("https://bank.example/".count))
                let page = try String(
                    contentsOf: output.appendingPathComponent(path.hasSuffix("/") || path.isEmpty ? path + "index.html" : path),
                    encoding: .utf8)
                let head = links.map { "<link rel=\"alternate\" hreflang=\"\($0.hreflang)\" href=\"\($0.href)\">\n" }
                #expect(page.contains(head.joined()), "\(url)")
            }
        }
        #expect(mesh.problems() == [])
    }
}

/// A sitemap read with Foundation's XMLParser: each `loc` of the sitemap namespace and the XHTML namespace's
/// `link` alternates of its `url`.
private final class SitemapReader: NSObject, XMLParserDelegate {
    private(set) var urls: [(url: String, links: [(hreflang: String, href: String)])] = []
    private var text = ""

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = self
        parser.parse()
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        text = ""
        if element == "url", namespaceURI == "http://www.sitemaps.org/schemas/sitemap/0.9" { urls.append(("", [])) }
        if element == "link", namespaceURI == "http://www.w3.org/1999/xhtml", attributes["rel"] == "alternate" {
            urls[urls.count - 1].links.append((attributes["hreflang"] ?? "", attributes["href"] ?? ""))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "loc" { urls[urls.count - 1].url = text }
    }
}
