/// Turns one planned page into HTML through its template.
struct PageRenderer: Sendable {
    let plan: SitePlan
    let site: SiteContext
    let templates: TemplateLibrary
    /// The theme's words in the language the pages are rendered in, as the templates have them.
    var words: Words { templates.words }
    /// Locations' statuses in the pages' language, made once rather than for each row and pin that says one.
    let statusWords: StatusText
    let flags: FlagResolver
    /// The map engine, or nil when the basemap could not be loaded (pages then show the list of places only).
    /// The map engine; its count of street tiles' use (`streetTileUse`) is set once, before any page is drawn.
    var maps: MapRenderer?
    /// The map tiles the pages use; a render thread gives its copy of the renderer a collector of its own.
    var assets = MapAssetCollector()
    let sharedMaps = SharedMaps()
    /// Nearest-neighbour indices over `plan.locations` and `plan.countries`' capitals.
    let locationIndex: SpatialIndex
    let capitalIndex: SpatialIndex
    /// Each location's "open now" data (`HoursTable.data(of:today:)`), made and escaped once for all the rows that
    /// carry it.
    let hoursDataByLocation: OncePerIndex<EscapedText?>
    /// One copy of each distinct "open now" data.
    let hoursTexts = SharedByKey<HoursKey, EscapedText?>()
    /// Each location's pin, made once for all the maps that show it.
    let pinsByLocation: OncePerIndex<MapPin>
    /// What the pins of a city's locations share (its links and phrase), and of a country's (its phrase): made once,
    /// not for each of a million pins.
    let cityPinTexts: OncePerIndex<CityPinTexts>
    let countryPinPhrases = SharedByKey<String, String?>()
    /// The neighbours' distances, each written once.
    let distanceTexts = DistanceTexts()

    /// Without `rendersPages` (a dry run, which renders none), the locations' nearest-neighbour index is not made.
    init(
        plan: SitePlan, config: SiteConfig, templates: TemplateLibrary, flags: FlagResolver, maps: MapRenderer?,
        assets: AssetFingerprints = AssetFingerprints(files: [:]), wordsSource: [UInt8] = [], rendersPages: Bool = true
    ) {
        self.plan = plan
        // The navigation names a section in the pages' language: `section_countries` and so on in the catalogue.
        let sections = plan.sections.map { section in
            let key = "section_" + (section.route.segments.first ?? "")
            return (title: templates.words.kind(of: key).exists ? templates.words.text(key) : section.title, route: section.route)
        }
        self.site = SiteContext(
            config: config, sections: sections, contentPages: plan.contentPages, assets: assets,
            words: WordsScript(words: templates.words, language: config.language, source: wordsSource))
        self.templates = templates
        statusWords = StatusText(words: templates.words, formats: site.formats)
        self.flags = flags
        self.maps = maps
        locationIndex = SpatialIndex(rendersPages ? plan.locations.map(\.coordinate) : [])
        capitalIndex = SpatialIndex(plan.countries.map(\.coordinate))
        hoursDataByLocation = OncePerIndex(count: plan.locations.count)
        pinsByLocation = OncePerIndex(count: plan.locations.count)
        cityPinTexts = OncePerIndex(count: plan.cities.cities.count)
    }

    /// The template a page kind uses.
    static func templateName(_ kind: SitePlan.PageKind) -> String {
        switch kind {
        case .home: "home"
        case .countries: "countries"
        case .country: "country"
        case .locations, .facetList: "locations"
        case .location: "location"
        case .hours: "hours"
        case .cities: "cities"
        case .city: "city"
        case .geocodeIndex: "geocode-index"
        case .geocode: "geocode"
        case .geocodeMap: "geocode-map"
        case .geocodeResult: "geocode-result"
        case .saved: "saved"
        case .offline: "offline"
        case .content: "page"
        case .notices, .noticeTopic: "notices"
        case .notice: "notice"
        case .notFound: "404"
        }
    }

    /// Each page template's name with the view type it is compiled for.
    static let templateViews: [(name: String, view: any TemplateView.Type)] = {
        let kinds: [SitePlan.PageKind] = [
            .home, .countries, .country(0), .locations(filter: nil, page: 1), .location(0), .hours(0), .cities(country: nil),
            .city(0, page: 1), .geocodeIndex, .geocode(0), .geocodeMap(0), .geocodeResult(query: 0, result: 0), .saved, .offline,
            .content(0), .notices, .notice(0), .notFound,
        ]
        return kinds.map { (templateName($0), viewType($0)) }
    }()

    /// The view type each page kind's template is compiled for (on top of `PageFrame`).
    static func viewType(_ kind: SitePlan.PageKind) -> any TemplateView.Type {
        switch kind {
        case .home: HomeView.self
        case .countries: CountriesView.self
        case .country: CountryView.self
        case .locations, .facetList: LocationsView.self
        case .location: LocationView.self
        case .hours: HoursView.self
        case .cities: CitiesView.self
        case .city: CityView.self
        case .geocodeIndex: GeocodeIndexView.self
        case .geocode: GeocodeView.self
        case .geocodeMap, .geocodeResult: GeocodeMapView.self
        case .saved, .offline: EmptyView.self
        case .content: ContentView.self
        case .notices, .noticeTopic: NoticesView.self
        case .notice: NoticeView.self
        case .notFound: NotFoundView.self
        }
    }

    /// Which template a page renders with: its kind's name, or "layout:" and the layout a Markdown page names.
    func templateKey(_ page: SitePlan.Page) -> String {
        if case .content(let i) = page.kind, plan.contentPages[i].layout != "page" { return "layout:" + plan.contentPages[i].layout }
        return Self.templateName(page.kind)
    }

    /// The template a page renders with: its kind's, or the layout a Markdown page names.
    func template(_ page: SitePlan.Page) -> CompiledTemplate? {
        if case .content(let i) = page.kind, plan.contentPages[i].layout != "page" {
            return templates.compiled(layout: plan.contentPages[i].layout)
        }
        return templates.compiled(page: Self.templateName(page.kind))
    }

    /// Appends the page's HTML to `out`; false when its template is missing.
    func render(_ page: SitePlan.Page, into out: inout [UInt8]) -> Bool {
        guard let template = template(page) else { return false }
        template.render(view(page), into: &out)
        return true
    }

    /// The page's HTML, or nil when its template is missing.
    func render(_ page: SitePlan.Page) -> String? {
        var out: [UInt8] = []
        guard render(page, into: &out) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// The page's section stack: its frame, then its own view.
    func view(_ page: SitePlan.Page) -> [any TemplateView] {
        let route = page.route
        switch page.kind {
        case .home: return homeView(route)
        case .countries: return countriesView(route)
        case .country(let i): return countryView(route, i)
        case .locations(let filter, let number): return locationsView(route, filter: filter, page: number)
        case .facetList(let filter, let facet, let number): return locationsView(route, filter: filter, facet: facet, page: number)
        case .location(let i): return locationView(route, i)
        case .hours(let i): return hoursView(route, i)
        case .cities(let country, let page): return citiesView(route, country: country, page: page)
        case .city(let c, let number): return cityView(route, c, page: number)
        case .geocodeIndex: return geocodeIndexView(route)
        case .geocode(let q): return geocodeView(route, q)
        case .geocodeMap(let q): return geocodeMapView(route, q)
        case .geocodeResult(let q, let r): return geocodeResultView(route, q, r)
        case .saved: return [site.frame(route, title: words.text("saved_heading"), section: "saved"), EmptyView()]
        case .offline: return [site.frame(route, title: words.text("offline_heading"), section: "offline"), EmptyView()]
        case .content(let i): return contentView(route, i)
        case .notices: return noticesView(route, topic: nil)
        case .noticeTopic(let t): return noticesView(route, topic: t)
        case .notice(let n): return noticeView(route, n)
        case .notFound:
            let links = site.navigation.map { LinkItem(title: $0.title, href: site.href($0.route)) }
            return [site.frame(route, title: words.text("not_found_heading"), section: "notfound"), NotFoundView(links: links)]
        }
    }
}
