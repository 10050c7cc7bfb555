/// Every page's `hreflang` links across a site's language trees, checked as search engines check them: each
/// version lists itself and every other, with absolute URLs, each link answered by one back, none to a missing page.
struct HreflangMesh: Sendable {
    /// Each page by its URL, with the versions it lists (hreflang to URL).
    private(set) var pages: [String: [String: String]] = [:]

    /// Adds a page and the versions it links to.
    mutating func add(_ url: String, _ alternates: [(hreflang: String, href: String)]) {
        pages[url] = Dictionary(alternates.map { ($0.hreflang, $0.href) }) { first, _ in first }
    }

    /// Adds another tree's pages.
    mutating func merge(_ other: HreflangMesh) { pages.merge(other.pages) { first, _ in first } }

    /// The pages of one tree: each route's URL in `versions`' current language, and the links its page's head has
    /// (the alternates, and the default language's page as `x-default`).
    mutating func add(_ routes: [Route], _ versions: LanguageVersions) {
        for route in routes {
            let links = versions.alternates(route).map { (hreflang: $0.hreflang, href: $0.href.text) }
            add(versions.base(versions.current) + route.path.dropFirst(), links + [("x-default", versions.xDefault(route).text)])
        }
    }

    /// The language chooser at the root of a site whose every language has a subfolder: it lists each tree's home
    /// page, and itself as `x-default`.
    mutating func addChooser(_ versions: LanguageVersions) {
        add(versions.root, versions.tags.map { ($0.description, versions.base($0)) } + [("x-default", versions.root)])
    }

    /// What is wrong, page by page in URL order; empty for a sound mesh.
    func problems() -> [String] {
        var problems: [String] = []
        for (url, links) in pages.sorted(by: { $0.key < $1.key }) {
            if !links.values.contains(url) { problems.append("\(url) does not list itself among its versions") }
            if links["x-default"] == nil { problems.append("\(url) has no hreflang=\"x-default\" version") }
            for (language, href) in links.sorted(by: { $0.key < $1.key }) {
                if !href.hasPrefix("https://") && !href.hasPrefix("http://") {
                    problems.append("\(url) lists \(href) for '\(language)', which is not an absolute URL")
                } else if let other = pages[href] {
                    if language != "x-default", !other.values.contains(url) {
                        problems.append("\(url) lists \(href) for '\(language)', which does not list it back")
                    }
                } else {
                    problems.append("\(url) lists \(href) for '\(language)', a page the site does not have")
                }
            }
        }
        return problems
    }
}
