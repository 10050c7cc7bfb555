/// What every page's template gets: the site's settings, navigation and URL helpers.
struct SiteContext: Sendable {
    let config: SiteConfig
    /// The path prefix of every link ("/" or "/sub/").
    let basePath: String
    /// The path of the root tree, whose `assets/` and `flags/` every language's tree links to (`SharedFiles`); the
    /// default language's tree's when every language has a subfolder.
    let sharedPath: String
    /// The absolute origin + base for canonical URLs ("https://example.com/").
    let baseURL: String
    let navigation: [(title: String, route: Route)]
    /// How the pages write times, dates and distances: the site's language's conventions.
    let formats: LocalFormats
    let versions: LanguageVersions
    /// The tree's words script, which the static files step writes; nil where every word is English.
    let wordsScript: WordsScript?
    /// Country names in the tree's language; nil in the default language's tree, which names them as the data does.
    let countryNames: CountryNames?
    /// The `site` value of each section (keyed by a route's first segment), built once and shared by its pages.
    private let siteValues: [String: SiteView]

    /// `sections` are the site's own sections in navigation order; one without data is left out by the caller.
    init(
        config: SiteConfig, sections: [(title: String, route: Route)], contentPages: [ContentPage],
        assets: AssetFingerprints = AssetFingerprints(files: [:]), words: WordsScript? = nil
    ) {
        self.config = config
        wordsScript = words
        formats = LocalFormats(tag: config.language)
        var base = config.baseURL
        if !base.hasSuffix("/") { base += "/" }
        baseURL = base
        if let schemeEnd = base.range(of: "://"), let slash = base[schemeEnd.upperBound...].firstIndex(of: "/") {
            basePath = String(base[slash...])
        } else {
            basePath = base.hasPrefix("/") ? base : "/"
        }
        versions = LanguageVersions(config: config)
        sharedPath = versions.base(versions.tags[0], root: versions.rootPath)
        countryNames = versions.current == versions.tags.first ? nil : CountryNames(versions.current)
        navigation =
            sections
            + contentPages.map { ($0.title, Route($0.slug.value)) }
        var values: [String: SiteView] = [:]
        for section in [""] + navigation.compactMap(\.route.segments.first) {
            values[section] = Self.siteValue(config: config, basePath: basePath, navigation: navigation, section: section)
            values[section]?.assets = AssetLinks(base: sharedPath, tree: basePath, fingerprints: assets, words: words)
            values[section]?.rightToLeft = versions.current.isRightToLeft
        }
        siteValues = values
    }

    private static func siteValue(
        config: SiteConfig, basePath: String, navigation: [(title: String, route: Route)], section: String
    ) -> SiteView {
        SiteView(
            title: config.title, language: config.language, generator: WaymarkVersion.generator, base: SafeURL(built: basePath),
            attribution: config.attribution,
            home: SafeURL(built: basePath),
            nav: navigation.map { item in
                LinkItem(
                    title: item.title, href: SafeURL(built: basePath + item.route.path.dropFirst()),
                    current: !section.isEmpty && item.route.segments.first == section)
            }, offline: config.offline,
            locations: navigation.first { $0.route == Route("locations") }.map { SafeURL(built: basePath + $0.route.path.dropFirst()) })
    }

    /// The name of an ISO 3166-1 alpha-2 code in the tree's language, else in English, else the code.
    func countryName(_ code: String) -> String {
        countryNames?.name(code) ?? CountryReference.country(alpha2: code)?.name ?? code
    }

    /// "Page · Site", or one of them alone when the other is empty or the same (the home page).
    static func documentTitle(page: String, site: String) -> String {
        if page.isEmpty || page == site { return site }
        return site.isEmpty ? page : "\(page) · \(site)"
    }

    /// A site-relative link for a route, with the base path.
    func href(_ route: Route) -> SafeURL { SafeURL(built: basePath + route.path.dropFirst()) }

    /// A link to a section of a page (`/a/b/#hours`); no fragment links to the page.
    func href(_ route: Route, fragment: String?) -> SafeURL {
        SafeURL(built: basePath + route.path.dropFirst() + (fragment.map { "#" + $0 } ?? ""))
    }

    /// The same link as written on the page `page`: a section of that page itself is just `#hours`.
    func href(_ route: Route, fragment: String?, on page: Route) -> SafeURL {
        if route == page, let fragment { return SafeURL(built: "#" + fragment) }
        return href(route, fragment: fragment)
    }

    /// A link to a file under the output root ("assets/waymark.css"), a shared one at the root tree's.
    func href(file: String) -> SafeURL { SafeURL(built: (SharedFiles.contains(file) ? sharedPath : basePath) + file) }

    func absoluteURL(_ route: Route) -> String { baseURL + route.path.dropFirst() }

    /// The bottom frame of a page: `site`, and `page` with its title, description and neighbouring pages.
    func frame(
        _ route: Route, title: String, description: String = "", section: String, links: Pagination? = nil,
        geocodeAttribution: String? = nil
    ) -> PageFrame {
        let summary = description.isEmpty ? config.description : description
        var page = PageMeta(
            title: title, canonical: SafeURL(built: absoluteURL(route)), section: section,
            description: summary.isEmpty ? nil : summary, prev: links?.prev, next: links?.next)
        page.documentTitle = Self.documentTitle(page: title, site: config.title)
        page.alternates = versions.alternates(route)
        page.defaultVersion = page.alternates.isEmpty ? nil : versions.xDefault(route)
        return PageFrame(
            site: siteValues[route.segments.first ?? ""] ?? siteValues[""]!, page: page, geocodeAttribution: geocodeAttribution)
    }
}
