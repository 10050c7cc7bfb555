/// The root of a site whose every language has a subfolder (`default_language_in_subfolder: true`): a page that
/// leads to each language's tree, a 404 page that does the same, and a sitemap index of every tree's sitemap. The
/// root has no service worker of its own: each tree keeps its own, whose scope is the tree, and its own assets.
struct LanguageChooser {
    let versions: LanguageVersions
    /// The site's title in the default language.
    let title: String
    /// The site's title in each language that gives its own (`title@cy`), shown beside the language's name.
    var titles: [LanguageTag: String] = [:]
    /// The theme's stylesheet, as the default language's tree has it (`assets/waymark.<hash>.css`).
    var stylesheet = "assets/waymark.css"

    /// The files the chooser writes at the root, by path; the sitemap index only for a site with an absolute address.
    var files: [(path: String, text: String)] {
        let pages = [("index.html", page(heading: title, head: hreflangLinks)), ("404.html", page(heading: "404", head: ""))]
        return pages + (versions.root.contains("://") ? [("sitemap.xml", sitemap)] : [])
    }

    /// Whether the root writes a file of the site's own: the host's files, which a host reads at the root only
    /// (`robots.txt`, `CNAME`, `_headers`, `.well-known/`); every tree has its own copy of the rest, assets included.
    static func keeps(_ path: String) -> Bool {
        path.hasPrefix(".") || (!path.contains("/") && ![".html", ".xml", ".js", ".json", ".geojson"].contains { path.hasSuffix($0) })
    }

    /// A page of links to each tree's home, each language named in itself, in the default language's `lang`; a
    /// language whose site title differs says it too, in that language.
    private func page(heading: String, head: String) -> String {
        let items = versions.tags.map { tag in
            let direction = tag.isRightToLeft ? " dir=\"rtl\"" : ""
            let link = Escape.html(versions.base(tag, root: versions.rootPath))
            let own = titles[tag].flatMap { $0 == title ? nil : " <span lang=\"\(tag)\"\(direction)>\(Escape.html($0))</span>" }
            return "<li><a href=\"\(link)\" hreflang=\"\(tag)\" lang=\"\(tag)\"\(direction)>"
                + "\(Escape.html(LanguageVersions.name(tag)))</a>\(own ?? "")</li>\n"
        }
        let first = versions.tags[0]
        return """
            <!DOCTYPE html>
            <html lang="\(first)"\(first.isRightToLeft ? " dir=\"rtl\"" : "")>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Escape.html(heading == title ? title : heading + " · " + title))</title>
            <link rel="stylesheet" href="\(Escape.html(versions.base(first, root: versions.rootPath) + stylesheet))">
            \(head)</head>
            <body>
            <main>
            <h1>\(Escape.html(heading))</h1>
            <ul>
            \(items.joined())</ul>
            </main>
            </body>
            </html>

            """
    }

    /// The chooser's `hreflang` links: each tree's home, and the chooser itself as `x-default`.
    private var hreflangLinks: String {
        let links = versions.tags.map { ($0.description, versions.base($0)) } + [("x-default", versions.root)]
        return "<link rel=\"canonical\" href=\"\(Escape.html(versions.root))\">\n"
            + links.map { "<link rel=\"alternate\" hreflang=\"\($0.0)\" href=\"\(Escape.html($0.1))\">\n" }.joined()
    }

    /// A sitemap index of every tree's `sitemap.xml`: the one entry point search engines are given.
    private var sitemap: String {
        let entries = versions.tags.map { "  <sitemap><loc>\(Escape.xml(versions.base($0) + "sitemap.xml"))</loc></sitemap>\n" }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            + entries.joined() + "</sitemapindex>\n"
    }
}
