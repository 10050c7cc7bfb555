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
        let urls = Array(listedPages.map { site.absoluteURL($0.route) })
        let names = Self.sitemapNames(count: urls.count)
        guard names.count > 1 else { return [("sitemap.xml", Self.urlSet(urls[...]))] }
        var index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        var files: [(String, String)] = []
        for (n, name) in names.dropFirst().enumerated() {
            index += "  <sitemap><loc>\(Escape.html(site.baseURL + name))</loc></sitemap>\n"
            let start = n * Self.sitemapLimit
            files.append((name, Self.urlSet(urls[start..<min(start + Self.sitemapLimit, urls.count)])))
        }
        return [("sitemap.xml", index + "</sitemapindex>\n")] + files
    }

    private static func urlSet(_ urls: ArraySlice<String>) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for url in urls { xml += "  <url><loc>\(Escape.html(url))</loc></url>\n" }
        xml += "</urlset>\n"
        return xml
    }

    var robots: String {
        "User-agent: *\nAllow: /\n" + (knowsItsAddress ? "Sitemap: \(site.baseURL)sitemap.xml\n" : "")
    }

    /// Every location as a GeoJSON Feature, one per line so a change shows as a one-line diff.
    var geoJSON: String {
        // Room for the whole file at once (a feature's fixed text and URL are under 320 bytes): at 100,000
        // locations a string grown by doubling would hold its old and new buffers, about 90 MB, to copy them.
        let locations = plan.locations
        var json = JSONWriter.Appender(
            reservingCapacity: locations.indices.reduce(64) { sum, i in
                sum + 320 + locations[i].name.utf8.count + locations[i].address.lines.reduce(0) { $0 + $1.utf8.count + 2 }
                    + locations[i].address.city.utf8.count + locations[i].address.postcode.utf8.count
            })
        json.verbatim("{\"type\":\"FeatureCollection\",\"features\":[\n")
        // Each feature is a value of its own on its line, written member by member.
        for i in locations.indices {
            json.beginObject()
            json.member("type", "Feature")
            json.member("id", locations[i].id.value)
            json.key("geometry")
            json.beginObject()
            json.member("type", "Point")
            json.key("coordinates")
            json.beginArray()
            json.raw(Coordinate.format(locations[i].coordinate.longitude, decimals: 6))
            json.raw(Coordinate.format(locations[i].coordinate.latitude, decimals: 6))
            json.endArray()
            json.endObject()
            json.key("properties")
            json.beginObject()
            json.member("name", locations[i].name)
            json.member("type", locations[i].kind.rawValue)
            json.member("address", locations[i].address.singleLine)
            json.member("country", locations[i].address.country)
            json.member("url", site.absoluteURL(plan.route(of: locations[i])))
            json.endObject()
            json.endObject()
            json.verbatim(i == locations.count - 1 ? "\n" : ",\n")
        }
        json.verbatim("]}\n")  // appended, not `text + …`, which would copy the whole text
        return json.text
    }
}
