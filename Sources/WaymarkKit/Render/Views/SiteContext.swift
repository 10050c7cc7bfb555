/// What every page's template gets: the site's settings, navigation and URL helpers.
struct SiteContext: Sendable {
    let config: SiteConfig
    /// The path prefix of every link ("/" or "/sub/").
    let basePath: String
    /// The absolute origin + base for canonical URLs ("https://example.com/").
    let baseURL: String
    let navigation: [(title: String, route: Route)]
    /// The `site` value of each section (keyed by a route's first segment), built once and shared by its pages.
    private let siteValues: [String: ViewContext]

    init(config: SiteConfig, contentPages: [ContentPage]) {
        self.config = config
        var base = config.baseURL
        if !base.hasSuffix("/") { base += "/" }
        baseURL = base
        if let schemeEnd = base.range(of: "://"), let slash = base[schemeEnd.upperBound...].firstIndex(of: "/") {
            basePath = String(base[slash...])
        } else {
            basePath = base.hasPrefix("/") ? base : "/"
        }
        navigation =
            [
                ("Countries", Route("countries")), ("Locations", Route("locations")),
                ("Geocoding", Route("geocode")), ("Saved", Route("saved")),
            ]
            + contentPages.map { ($0.title, Route($0.slug.value)) }
        var values: [String: ViewContext] = [:]
        for section in [""] + navigation.compactMap(\.route.segments.first) {
            values[section] = ViewContext(Self.siteValue(config: config, basePath: basePath, navigation: navigation, section: section))
        }
        siteValues = values
    }

    private static func siteValue(
        config: SiteConfig, basePath: String, navigation: [(title: String, route: Route)],
        section: String
    ) -> [String: Any] {
        let href = { (route: Route) in basePath + route.path.dropFirst() }
        return [
            "title": config.title,
            "language": config.language,
            "generator": WaymarkVersion.generator,
            "base": basePath,
            "attribution": config.attribution,
            "home": basePath,
            "nav": navigation.map { item in
                ViewContext([
                    "title": item.title, "href": href(item.route),
                    "current": !section.isEmpty && item.route.segments.first == section,
                ])
            },
        ]
    }

    /// A site-relative link for a route, with the base path.
    func href(_ route: Route) -> String { basePath + route.path.dropFirst() }

    /// A link to a file under the output root ("assets/waymark.css").
    func href(file: String) -> String { basePath + file }

    func absoluteURL(_ route: Route) -> String { baseURL + route.path.dropFirst() }

    /// The `site` and `page` keys every template uses, plus the page's own keys.
    func page(
        _ route: Route, title: String, description: String = "", section: String,
        extra: [String: Any] = [:], links: [String: Any] = [:]
    ) -> [String: Any] {
        var page: [String: Any] = ["title": title, "canonical": absoluteURL(route), "section": section]
        let summary = description.isEmpty ? config.description : description
        if !summary.isEmpty { page["description"] = summary }
        page.merge(links) { $1 }
        let section = route.segments.first ?? ""
        var context: [String: Any] = ["site": siteValues[section] ?? siteValues[""]!, "page": page]
        context.merge(extra) { $1 }
        return context
    }
}
