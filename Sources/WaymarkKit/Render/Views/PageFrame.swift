/// The bottom of every page's section stack: the site, the page's own settings, and the footer's attribution.
struct PageFrame: TemplateView {
    let site: SiteView
    let page: PageMeta
    var geocodeAttribution: String?

    static let fields: [TemplateField<Self>] = [
        .init("site") { $0.site }, .init("page") { $0.page }, .init("geocodeAttribution") { $0.geocodeAttribution },
    ]
}

/// `site`: settings and navigation, one value per section, shared by the section's pages.
struct SiteView: TemplateView {
    let title: String
    let language: String
    /// Whether the language is written right to left (`dir="rtl"`).
    var rightToLeft = false
    /// "Waymark 0.2.0", for the `generator` meta tag.
    let generator: String
    let base: SafeURL
    let attribution: String
    let home: SafeURL
    let nav: [LinkItem]
    /// Whether pages register the service worker (`offline:` in site.yml).
    var offline = false
    /// The list of all locations; nil on a site without them, so no page links to an empty list.
    var locations: SafeURL?
    var assets = AssetLinks(base: "/", fingerprints: AssetFingerprints(files: [:]))

    static let fields: [TemplateField<Self>] = [
        .init("assets") { $0.assets },
        .init("title") { $0.title }, .init("language") { $0.language }, .init("rightToLeft") { $0.rightToLeft },
        .init("generator") { $0.generator }, .init("base") { $0.base },
        .init("attribution") { $0.attribution }, .init("home") { $0.home }, .init("nav") { $0.nav },
        .init("offline") { $0.offline }, .init("locations") { $0.locations }, .init("words") { _ in RetiredScriptWords() },
    ]
}

/// `page`: what the page's head needs.
struct PageMeta: TemplateView {
    let title: String
    /// The `<title>`: the page's title and the site's, or the site's alone on a page named like the site.
    var documentTitle = ""
    let canonical: SafeURL
    let section: String
    var description: String?
    var prev: SafeURL?
    var next: SafeURL?
    /// The page in each of the site's languages, for `hreflang` links and the language switch; empty with one.
    var alternates: [AlternateLink] = []
    /// The default language's version, for `hreflang="x-default"`.
    var defaultVersion: SafeURL?

    static let fields: [TemplateField<Self>] = [
        .init("title") { $0.title }, .init("documentTitle") { $0.documentTitle }, .init("canonical") { $0.canonical },
        .init("section") { $0.section },
        .init("description") { $0.description }, .init("prev") { $0.prev }, .init("next") { $0.next },
        .init("alternates") { $0.alternates }, .init("defaultVersion") { $0.defaultVersion },
    ]
}

/// A titled link (navigation, the 404 page's suggestions, the home page's pages and sections).
struct LinkItem: TemplateView {
    let title: String
    let href: SafeURL
    var current = false
    var summary = ""

    static let fields: [TemplateField<Self>] = [
        .init("title") { $0.title }, .init("href") { $0.href }, .init("current") { $0.current },
        .init("summary") { $0.summary },
    ]
}

/// A page without fields of its own (saved places).
struct EmptyView: TemplateView {
    static let fields: [TemplateField<Self>] = []
}

/// The 404 page.
struct NotFoundView: TemplateView {
    let links: [LinkItem]
    static let fields: [TemplateField<Self>] = [.init("links") { $0.links }]
}

/// A Markdown page (`page.mustache`, or the layout its front matter names).
struct ContentView: TemplateView {
    let body: TrustedHTML
    let showTitle: Bool
    var contact: ContactForm?
    var noContact = false

    static let fields: [TemplateField<Self>] = [
        .init("body") { $0.body }, .init("showTitle") { $0.showTitle }, .init("contact") { $0.contact },
        .init("noContact") { $0.noContact },
    ]
}

/// The contact form of a page with `form: contact`.
struct ContactForm: TemplateView {
    let action: SafeURL
    let email: String
    static let fields: [TemplateField<Self>] = [.init("action") { $0.action }, .init("email") { $0.email }]
}

/// `site.assets`: links to the theme's stylesheets, scripts and icon under their content-hash names.
struct AssetLinks: TemplateView {
    let waymarkCSS: SafeURL
    let mapsCSS: SafeURL
    let icon: SafeURL
    let waymarkJS: SafeURL
    let wordsJS: SafeURL
    let locationsJS: SafeURL
    let mapzoomJS: SafeURL
    let placesJS: SafeURL
    let savesiteJS: SafeURL
    let countriesJS: SafeURL
    let hoursJS: SafeURL
    let facetsJS: SafeURL
    let findJS: SafeURL
    let offlineJS: SafeURL
    let noticesJS: SafeURL

    /// `base` is where the shared files are (`SharedFiles`); `tree` the language's tree, whose own `offline.js`
    /// registers the `sw.js` of the folder above it, and whose own words script (`words`) holds its scripts' words.
    init(base: String, tree: String? = nil, fingerprints: AssetFingerprints, words: WordsScript? = nil) {
        func link(_ name: String) -> SafeURL { SafeURL(built: base + fingerprints.name("assets/" + name)) }
        waymarkCSS = link("waymark.css")
        mapsCSS = link("maps.css")
        icon = link("icon.svg")
        waymarkJS = link("waymark.js")
        wordsJS = words.map { SafeURL(built: (tree ?? base) + $0.path) } ?? link("words.js")
        locationsJS = link("locations.js")
        mapzoomJS = link("mapzoom.js")
        placesJS = link("places.js")
        savesiteJS = link("savesite.js")
        countriesJS = link("countries.js")
        hoursJS = link("hours.js")
        facetsJS = link("facets.js")
        findJS = link("find.js")
        offlineJS = SafeURL(built: (tree ?? base) + fingerprints.name("assets/offline.js"))
        noticesJS = link("notices.js")
    }

    static let fields: [TemplateField<Self>] = [
        .init("waymarkCSS") { $0.waymarkCSS }, .init("mapsCSS") { $0.mapsCSS }, .init("icon") { $0.icon },
        .init("waymarkJS") { $0.waymarkJS }, .init("wordsJS") { $0.wordsJS }, .init("locationsJS") { $0.locationsJS },
        .init("mapzoomJS") { $0.mapzoomJS }, .init("placesJS") { $0.placesJS }, .init("savesiteJS") { $0.savesiteJS },
        .init("countriesJS") { $0.countriesJS }, .init("hoursJS") { $0.hoursJS }, .init("facetsJS") { $0.facetsJS },
        .init("findJS") { $0.findJS }, .init("offlineJS") { $0.offlineJS }, .init("noticesJS") { $0.noticesJS },
    ]
}
