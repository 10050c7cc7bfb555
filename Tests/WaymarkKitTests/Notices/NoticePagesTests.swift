import Foundation
import Testing

@testable import WaymarkKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Notices as a reader sees them: on the pages of the places they name, on their own pages and in their feeds.
@Suite struct NoticePagesTests {
    static let branches = """
        {"bank": {"name": "Imaginary Bank"}, "locations": [
          {"id": "london-soho", "type": "branch", "name": "Soho", "address": {"city": "London", "country": "GB"},
           "coordinate": {"latitude": 51.51, "longitude": -0.13}},
          {"id": "paris-opera", "type": "branch", "name": "Opéra", "address": {"city": "Paris", "country": "FR"},
           "coordinate": {"latitude": 48.87, "longitude": 2.33}}]}
        """

    static let files = [
        "Content/site.yml": "title: Bank & Co\nbase_url: https://example.com/bank/\n",
        "Content/branches.json": branches,
        "Content/notices/soho-works.md":
            "---\ntitle: Soho <closed>\ndate: 2026-11-24\ntopics: [closure]\nlocations: [london-soho]\n---\nBack in *January* & [see London](/locations/gb/london/).\n",
        "Content/notices/france-hours.md":
            "---\ntitle: Hours in France\ndate: 2026-11-26\ntopics: [hours]\ncountries: [fr]\nall: true\n---\nShorter hours.\n",
        "Content/notices/old.md": "---\ntitle: Old\ndate: 2026-11-01\nexpires: 2026-11-27\nall: true\n---\nGone.\n",
        "Content/notices/later.md": "---\ntitle: Later\ndate: 2026-11-28\nall: true\n---\nNot yet.\n",
    ]

    static func built() throws -> TemporarySite {
        let site = try TemporarySite(files)
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 1)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        let report = Pipeline(options: options).run()
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        return site
    }

    /// The notice boxes of a page, from `<section class="notices"` to its `</section>`.
    static func box(_ html: String?) -> String {
        guard let html, let start = html.range(of: "<section class=\"notices\""),
            let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
        else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func aNoticeShowsOnThePagesOfThePlacesItNamesNewestFirst() throws {
        let site = try Self.built()
        #expect(
            Self.box(site.text("locations/gb/london/london-soho/index.html")) == """
                <section class="notices" aria-label="Notices">
                <article class="notice">
                <h2 class="notice-title"><a href="/bank/notices/soho-works/">Soho &lt;closed&gt;</a></h2>
                <p class="notice-meta"><time class="notice-date" datetime="2026-11-24">Tuesday, 24 November 2026</time> · <a class="notice-topic" href="/bank/notices/closure/">closure</a></p>
                <div class="notice-body">
                <p>Back in <em>January</em> &amp; <a href="/bank/locations/gb/london/">see London</a>.</p>

                </div>
                </article>
                </section>
                """)
        let titles = { (path: String) in
            Self.box(site.text(path)).components(separatedBy: "class=\"notice-title\"><a href=\"/bank/notices/").dropFirst()
                .map { String($0.prefix { $0 != "/" }) }
        }
        #expect(titles("locations/fr/paris/paris-opera/index.html") == ["france-hours"])
        #expect(titles("locations/gb/london/index.html") == ["soho-works"])
        // The home page shows the notices for everywhere; the expired one and the one not yet published are nowhere.
        #expect(titles("index.html") == ["france-hours"])
        #expect(site.text("notices/old/index.html") == nil)
        #expect(site.text("notices/later/index.html") == nil)
    }

    @Test func noticesHaveTheirOwnPagesByTopicAndPlaceInTheSitemap() throws {
        let site = try Self.built()
        let index = try #require(site.text("notices/index.html"))
        #expect(index.contains(#"<link rel="alternate" type="application/atom+xml" title="Notices" href="/bank/notices/feed.xml">"#))
        #expect(index.contains(#"<h3><a href="/bank/notices/closure/">closure</a></h3>"#))
        // A site without countries.plist has no country pages: the country is named, not linked.
        #expect(index.contains("<h3>France</h3>"))
        #expect(index.contains(#"<h3><a href="/bank/locations/gb/london/london-soho/">Soho</a></h3>"#))
        #expect(site.text("notices/hours/index.html")?.contains(#"href="/bank/notices/hours/feed.xml">"#) == true)
        let sitemap = try #require(site.text("sitemap.xml"))
        for path in ["notices/", "notices/soho-works/", "notices/france-hours/", "notices/closure/", "notices/hours/"] {
            #expect(sitemap.contains("<loc>https://example.com/bank/\(path)</loc>"), "\(path)")
        }
    }

    @Test func aTopicFeedIsExactlyThis() throws {
        let site = try Self.built()
        #expect(
            site.text("notices/closure/feed.xml") == """
                <?xml version="1.0" encoding="utf-8"?>
                <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.com/bank/">
                <id>https://example.com/bank/notices/closure/feed.xml</id>
                <title>Bank &amp; Co — Notices: closure</title>
                <updated>2026-11-24T00:00:00Z</updated>
                <author><name>Bank &amp; Co</name></author>
                <link rel="self" type="application/atom+xml" href="https://example.com/bank/notices/closure/feed.xml"/>
                <link rel="alternate" type="text/html" href="https://example.com/bank/notices/closure/"/>
                <entry>
                <id>https://example.com/bank/notices/soho-works/</id>
                <title>Soho &lt;closed&gt;</title>
                <published>2026-11-24T00:00:00Z</published>
                <updated>2026-11-24T00:00:00Z</updated>
                <link rel="alternate" type="text/html" href="https://example.com/bank/notices/soho-works/"/>
                <category term="closure"/>
                <content type="html">&lt;p&gt;Back in &lt;em&gt;January&lt;/em&gt; &amp;amp; &lt;a href=&quot;/bank/locations/gb/london/&quot;&gt;see London&lt;/a&gt;.&lt;/p&gt;
                </content>
                </entry>
                </feed>

                """)
    }

    /// RFC 4287 §4.1.1–4.1.2: a feed has one id, title and updated, and an author unless every entry has one; each
    /// entry one id, title and updated, and content or an alternate link. Ids are absolute IRIs, dates RFC 3339.
    @Test func theSiteFeedHasEveryElementRFC4287Requires() throws {
        let site = try Self.built()
        let feed = try #require(site.text("notices/feed.xml"))
        let tree = try AtomTree(Data(feed.utf8))
        #expect(tree.root == "feed")
        #expect(tree.namespace == "http://www.w3.org/2005/Atom")
        for name in ["id", "title", "updated", "author"] { #expect(tree.feed[name]?.count == 1, "feed \(name)") }
        #expect(tree.entries.count == 2)
        let date = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})/
        for entry in tree.entries {
            for name in ["id", "title", "updated", "content"] { #expect(entry[name]?.count == 1, "entry \(name)") }
            #expect(entry["id"]?.first.flatMap(URL.init(string:))?.scheme == "https")
            #expect(entry["updated"]?.first?.wholeMatch(of: date) != nil)
        }
        #expect(tree.feed["updated"]?.first?.wholeMatch(of: date) != nil)
        #expect(tree.entries.compactMap { $0["title"]?.first } == ["Hours in France", "Soho <closed>"])
        #expect(tree.entries.last?["content"]?.first?.hasPrefix("<p>Back in <em>January</em> &amp; <a href=\"/bank/") == true)
    }

    /// "Near me" reads which notices name which list positions; the list page's form names the file.
    @Test func nearMeReadsTheNoticesOfPlacesByListPosition() throws {
        let site = try Self.built()
        #expect(
            site.text("notices/near.json") == """
                {"notices":[
                {"title":"Hours in France","href":"/bank/notices/france-hours/","date":"2026-11-26","day":"Thursday, 26 November 2026","topics":["hours"],"at":[[0,0]]}
                ,{"title":"Soho \\u003cclosed\\u003e","href":"/bank/notices/soho-works/","date":"2026-11-24","day":"Tuesday, 24 November 2026","topics":["closure"],"at":[[1,1]]}]}

                """)
        #expect(site.text("locations/index.html")?.contains(#" data-notices="/bank/notices/near.json">"#) == true)
        #expect(NearNotices.runs([0, 1, 2, 5, 7, 8]) == "[[0,2],[5,5],[7,8]]")
        #expect(NearNotices.runs([]) == "[]")
    }

    /// XML forbids U+FFFE and U+FFFF anywhere in a document: a reader that meets one refuses the whole feed. They
    /// become spaces, and the feed still parses.
    @Test func aNoticeWithCharactersXMLForbidsStillGivesAFeedThatParses() throws {
        var files = Self.files
        files["Content/notices/odd.md"] = "---\ntitle: Odd\ndate: 2026-11-25\nall: true\n---\nA\u{FFFE}B\u{FFFF}C \u{7}D.\n"
        let site = try TemporarySite(files)
        var options = BuildOptions(site: site.root.path, output: site.output, jobs: 1)
        options.today = CalendarDay(year: 2026, month: 11, day: 27)
        _ = Pipeline(options: options).run()
        let feed = try #require(site.text("notices/feed.xml"))
        #expect(!feed.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || $0.value == 7 })
        let tree = try AtomTree(Data(feed.utf8))
        #expect(tree.entries.first { $0["title"] == ["Odd"] }?["content"] == ["<p>A B C  D.</p>\n"])
        // The page itself keeps them as HTML allows (U+FFFE is a parse error there too, but not a fatal one).
        #expect(site.text("notices/odd/index.html")?.contains("<p>A\u{FFFE}B\u{FFFF}C  D.</p>") == true)
    }
}

/// An Atom document read with Foundation's XMLParser: the feed's own child elements' texts and each entry's.
private final class AtomTree: NSObject, XMLParserDelegate {
    var root = ""
    var namespace = ""
    var feed: [String: [String]] = [:]
    var entries: [[String: [String]]] = []
    private var path: [String] = []
    private var text = ""

    init(_ data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
    ) {
        if path.isEmpty { (root, namespace) = (name, namespaceURI ?? "") }
        if path == ["feed"], name == "entry" { entries.append([:]) }
        path.append(name)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if path.count == 2 { feed[name, default: []].append(text) }
        if path.count == 3, path[1] == "entry" { entries[entries.count - 1][name, default: []].append(text) }
        path.removeLast()
    }
}
