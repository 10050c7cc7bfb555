/// The site's machine-readable files: `sitemap.xml`, `robots.txt` and `locations.geojson`.
struct SiteFiles {
    let plan: SitePlan
    let site: SiteContext

    var sitemap: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in plan.pages where page.kind != .notFound {
            xml += "  <url><loc>\(Escape.html(site.absoluteURL(page.route)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    var robots: String {
        "User-agent: *\nAllow: /\nSitemap: \(site.baseURL)sitemap.xml\n"
    }

    /// Every location as a GeoJSON Feature, one per line so a change shows as a one-line diff.
    var geoJSON: String {
        var out = "{\"type\":\"FeatureCollection\",\"features\":[\n"
        for (i, location) in plan.locations.enumerated() {
            let lng = Coordinate.format(location.coordinate.longitude, decimals: 6)
            let lat = Coordinate.format(location.coordinate.latitude, decimals: 6)
            out += "{\"type\":\"Feature\",\"id\":\(Escape.jsonString(location.id.value)),"
                + "\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(lng),\(lat)]},"
                + "\"properties\":{\"name\":\(Escape.jsonString(location.name)),\"type\":\"\(location.kind.rawValue)\","
                + "\"address\":\(Escape.jsonString(location.address.singleLine)),"
                + "\"country\":\(Escape.jsonString(location.address.country)),"
                + "\"url\":\(Escape.jsonString(site.absoluteURL(Route("locations", location.id.value))))}}"
            out += i == plan.locations.count - 1 ? "\n" : ",\n"
        }
        return out + "]}\n"
    }
}
