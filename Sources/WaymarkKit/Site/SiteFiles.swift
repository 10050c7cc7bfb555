/// The site's machine-readable files: `sitemap.xml`, `robots.txt` and `locations.geojson`.
struct SiteFiles {
    let plan: SitePlan
    let site: SiteContext

    /// The sitemap protocol's limit of URLs in one file.
    static let sitemapLimit = 50_000

    /// Whether the site knows its own address (`base_url: https://…`). Crawlers take only absolute URLs
    /// in a sitemap and in robots.txt's `Sitemap:` line, so a site without one gets neither.
    var knowsItsAddress: Bool { BaseURLRule.isAbsolute(site.baseURL) }

    /// The pages a sitemap lists: all but the 404 and offline pages.
    private var listedPages: LazyFilterSequence<[SitePlan.Page]> {
        plan.pages.lazy.filter { $0.kind != .notFound && $0.kind != .offline }
    }

    /// The routes of the pages a sitemap lists, in its order.
    var listedRoutes: some Sequence<Route> { listedPages.map(\.route) }

    /// The sitemap files for `count` listed pages: `sitemap.xml`, then, past 50,000 pages, `sitemap-1.xml`… (of which
    /// `sitemap.xml` is then the index).
    private static func sitemapNames(count: Int) -> [String] {
        guard count > sitemapLimit else { return ["sitemap.xml"] }
        return ["sitemap.xml"] + (1...(count + sitemapLimit - 1) / sitemapLimit).map { "sitemap-\($0).xml" }
    }

    /// The sitemap files' paths, without making them (a dry run counts them as files of unknown size, as it does pages).
    var sitemapPaths: [String] { knowsItsAddress ? Self.sitemapNames(count: listedPages.count) : [] }

    /// `sitemap.xml`, or, for a site of more than 50,000 pages, a sitemap index with `sitemap-1.xml`, `sitemap-2.xml`…;
    /// none for a site without an absolute base URL.
    var sitemaps: [(path: String, text: String)] {
        guard knowsItsAddress else { return [] }
        let routes = Array(listedRoutes)
        let names = Self.sitemapNames(count: routes.count)
        guard names.count > 1 else { return [("sitemap.xml", urlSet(routes[...]))] }
        var index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        var files: [(String, String)] = []
        for (n, name) in names.dropFirst().enumerated() {
            index += "  <sitemap><loc>\(Escape.xml(site.baseURL + name))</loc></sitemap>\n"
            let start = n * Self.sitemapLimit
            files.append((name, urlSet(routes[start..<min(start + Self.sitemapLimit, routes.count)])))
        }
        return [("sitemap.xml", index + "</sitemapindex>\n")] + files
    }

    /// A `urlset` of the routes' absolute URLs; on a site of several languages each URL lists every version of its
    /// page and `x-default` as `xhtml:link` alternates, the links its page's head has, as Google reads them.
    private func urlSet(_ routes: ArraySlice<Route>) -> String {
        let multilingual = site.versions.tags.count > 1
        let namespaces = multilingual ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"" : ""
        var xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\(namespaces)>\n"
        for route in routes {
            let loc = "<loc>\(Escape.xml(site.absoluteURL(route)))</loc>"
            guard multilingual else {
                xml += "  <url>\(loc)</url>\n"
                continue
            }
            xml += "  <url>\n    \(loc)\n"
            let versions = site.versions.alternates(route).map { ($0.hreflang, $0.href.text) }
            for (hreflang, href) in versions + [("x-default", site.versions.xDefault(route).text)] {
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(hreflang)\" href=\"\(Escape.xml(href))\"/>\n"
            }
            xml += "  </url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// Names the sitemap of every language's tree (the other languages' trees have robots.txt files of their own,
    /// which crawlers do not read, but they are harmless).
    var robots: String {
        let sitemaps = site.versions.tags.map { "Sitemap: \(site.versions.base($0))sitemap.xml\n" }
        return "User-agent: *\nAllow: /\n" + (knowsItsAddress ? sitemaps.joined() : "")
    }

    /// A part of the GeoJSON holds at most this many bytes: under the 25 MiB a file that Cloudflare Pages takes,
    /// with room for the closing lines.
    static let geoJSONPartBytes = 20_000_000

    /// Every location as a GeoJSON Feature, one per line so a change shows as a one-line diff: `locations.geojson`,
    /// and when the features pass `partBytes`, the rest in `locations-2.geojson`, `locations-3.geojson`…, each a
    /// FeatureCollection whose `links` name the next part (`"rel": "next"`, as OGC API – Features pages its
    /// collections). A large site's features are more than a host with a limit a file takes.
    func geoJSON(partBytes: Int = geoJSONPartBytes) -> [(path: String, text: String)] {
        var parts: [(path: String, text: String)] = []
        geoJSON(partBytes: partBytes) { parts.append(($0, $1)) }
        return parts
    }

    /// The same, each part given to `emit` once it is made, and let go: a million locations make ten parts.
    func geoJSON(partBytes: Int = geoJSONPartBytes, _ emit: (_ path: String, _ text: String) throws -> Void) rethrows {
        let locations = plan.locations
        let opening = "{\"type\":\"FeatureCollection\",\"features\":[\n"
        // Room for a whole part at once (a feature's fixed text and URL are under 320 bytes): at 100,000 locations a
        // string grown by doubling would hold its old and new buffers, tens of megabytes, to copy them.
        var unwritten = locations.indices.reduce(64) { sum, i in
            sum + 320 + locations[i].name.utf8.count + locations[i].address.lines.reduce(0) { $0 + $1.utf8.count + 2 }
                + locations[i].address.city.utf8.count + locations[i].address.postcode.utf8.count
        }
        func newPart() -> JSONWriter.Appender {
            var json = JSONWriter.Appender(reservingCapacity: min(unwritten, partBytes))
            json.verbatim(opening)
            return json
        }
        var made = 0
        var json = newPart()
        var featuresInPart = 0
        // The last line of a part: with `next`, the member that names the part after it.
        func closing(next: Int?) -> String {
            let links = next.map {
                ",\"links\":[{\"rel\":\"next\",\"type\":\"application/geo+json\",\"href\":\"\(Self.geoJSONPath(part: $0))\"}]"
            }
            return "]" + (links ?? "") + "}\n"
        }
        // What a part may hold before its last line names the next (the longest it can then be).
        var room = partBytes - closing(next: 2).utf8.count - 1
        // Each feature is written on its own first, kept (with its room) from one to the next, to see whether it fits.
        var feature = JSONWriter.Appender()
        for i in locations.indices {
            feature.text.removeAll(keepingCapacity: true)
            writeFeature(locations[i], into: &feature)
            if featuresInPart > 0, json.text.utf8.count + 2 + feature.text.utf8.count > room {
                json.verbatim("\n" + closing(next: made + 2))
                made += 1
                unwritten -= json.text.utf8.count
                try emit(Self.geoJSONPath(part: made), json.text)
                room = partBytes - closing(next: made + 2).utf8.count - 1
                json = newPart()
                featuresInPart = 0
            }
            if featuresInPart > 0 { json.verbatim(",\n") }
            json.verbatim(feature.text)
            featuresInPart += 1
        }
        json.verbatim((featuresInPart > 0 ? "\n" : "") + closing(next: nil))
        try emit(Self.geoJSONPath(part: made + 1), json.text)
    }

    /// The path of the GeoJSON's part `n`, from 1.
    static func geoJSONPath(part n: Int) -> String { n == 1 ? "locations.geojson" : "locations-\(n).geojson" }

    /// One location as a Feature, written member by member.
    private func writeFeature(_ location: Location, into json: inout JSONWriter.Appender) {
        json.beginObject()
        json.member("type", "Feature")
        json.member("id", location.id.value)
        json.key("geometry")
        json.beginObject()
        json.member("type", "Point")
        json.key("coordinates")
        json.beginArray()
        json.raw(Coordinate.format(location.coordinate.longitude, decimals: 6))
        json.raw(Coordinate.format(location.coordinate.latitude, decimals: 6))
        json.endArray()
        json.endObject()
        json.key("properties")
        json.beginObject()
        json.member("name", location.name)
        json.member("type", location.kind.rawValue)
        json.member("address", location.address.singleLine)
        json.member("country", location.address.country)
        json.member("url", site.absoluteURL(plan.route(of: location)))
        json.endObject()
        json.endObject()
    }
}
