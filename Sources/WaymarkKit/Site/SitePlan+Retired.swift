extension SitePlan {
    /// Where a location closed for good past `closed_page_days` had its page, and where that URL now leads: its
    /// city's list when the city still has locations, else the list of every location.
    var redirects: [(from: Route, to: Route)] {
        var cityOf: [String: Int] = [:]
        for (c, folders) in layout.cityFolders.enumerated() { cityOf[folders.first! + "/" + folders.last!] = c }
        return retired.map { location in
            let country = LocationLayout.countrySegment(location.address.country)
            let city = LocationLayout.citySegment(location.address.city)
            let to = cityOf[country + "/" + city].map { cityHref($0).route } ?? SitePlan.listRoute(filter: nil, page: 1)
            return (Route(segments: ["locations", country, city, location.id.value]), to)
        }
    }
}

/// The files that send a retired location's old URL on: `_redirects` (Netlify, Cloudflare Pages) with a
/// permanent redirect each, and at each old path a page that refreshes to the new one, for every other host.
enum RetiredPages {
    static let redirectsFile = "_redirects"

    static func files(_ redirects: [(from: Route, to: Route)], site: SiteContext) -> [(path: String, text: String)] {
        guard !redirects.isEmpty else { return [] }
        let lines = redirects.map { "\(site.href($0.from).text) \(site.href($0.to).text) 301" }
        let pages = redirects.map { from, to -> (path: String, text: String) in
            let target = Escape.html(site.href(to).text)
            let canonical = Escape.html(site.absoluteURL(to))
            let html =
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>This location has closed</title>\n"
                + "<meta name=\"robots\" content=\"noindex\">\n<link rel=\"canonical\" href=\"\(canonical)\">\n"
                + "<meta http-equiv=\"refresh\" content=\"0; url=\(target)\">\n</head>\n<body>\n"
                + "<p>This location has closed for good. <a href=\"\(target)\">The other locations nearby</a>.</p>\n</body>\n</html>\n"
            return (from.outputPath, html)
        }
        return [(redirectsFile, lines.joined(separator: "\n") + "\n")] + pages
    }
}
