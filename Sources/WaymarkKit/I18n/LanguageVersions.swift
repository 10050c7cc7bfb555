import Foundation

/// A site's versions, one tree per language: the default at the site's base, each other under `<tag>/`.
struct LanguageVersions: Sendable {
    /// The site's languages, the default first.
    let tags: [LanguageTag]
    /// The language of the tree being built.
    let current: LanguageTag
    /// The base URL of the default language's tree, absolute when the site has an absolute base URL.
    let root: String
    /// The path of the default language's tree on its host ("/" or "/sub/"), for links between the trees.
    let rootPath: String
    /// Whether the default language's tree is under `<tag>/` too, with a language chooser at the root.
    let inSubfolder: Bool

    /// The site's languages as a build of one tree sees them: `languages:`, else `language:` alone.
    init(config: SiteConfig) {
        current = LanguageTag(config.language) ?? LanguageTag("en")!
        let listed = config.languages.compactMap(LanguageTag.init)
        tags = listed.isEmpty ? [current] : listed
        let base = config.baseURL.hasSuffix("/") ? config.baseURL : config.baseURL + "/"
        root = config.languageRoot ?? base
        inSubfolder = config.defaultLanguageInSubfolder && tags.count > 1
        // The path part of the root ("/" or "/sub/"): another language's tree is `<tag>/` below it.
        if let scheme = root.range(of: "://"), let slash = root[scheme.upperBound...].firstIndex(of: "/") {
            rootPath = String(root[slash...])
        } else {
            rootPath = root.hasPrefix("/") ? root : "/"
        }
    }

    /// The base URL of a language's tree.
    func base(_ tag: LanguageTag, root: String? = nil) -> String {
        tag == tags.first && !inSubfolder ? root ?? self.root : (root ?? self.root) + tag.description + "/"
    }

    /// The page's version for `hreflang="x-default"`: the language chooser at the root when every language has a
    /// subfolder, else the default language's page.
    func xDefault(_ route: Route) -> SafeURL {
        SafeURL(built: inSubfolder ? root : base(tags[0]) + route.path.dropFirst())
    }

    /// The base URL of each language's tree, the default first.
    var trees: [String] { tags.map { base($0) } }

    /// The same page in every language, the current one marked; none for a site of one language.
    func alternates(_ route: Route) -> [AlternateLink] {
        guard tags.count > 1 else { return [] }
        return tags.map { tag in
            AlternateLink(
                hreflang: tag.description, href: SafeURL(built: base(tag) + route.path.dropFirst()),
                link: SafeURL(built: base(tag, root: rootPath) + route.path.dropFirst()), name: Self.name(tag),
                current: tag == current)
        }
    }

    /// A language's name in itself ("Cymraeg"), as a language switch shows it.
    static func name(_ tag: LanguageTag) -> String {
        let locale = Locale(identifier: tag.description)
        guard let name = locale.localizedString(forIdentifier: tag.description), !name.isEmpty else { return tag.description }
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
    }
}

/// One version of a page in the head's `hreflang` links and the language switch.
struct AlternateLink: TemplateView {
    let hreflang: String
    /// The page's absolute URL when the site has one, for search engines.
    let href: SafeURL
    /// The page's path on the host, for the language switch.
    let link: SafeURL
    let name: String
    var current = false

    static let fields: [TemplateField<Self>] = [
        .init("hreflang") { $0.hreflang }, .init("href") { $0.href }, .init("link") { $0.link }, .init("name") { $0.name },
        .init("current") { $0.current },
    ]
}
