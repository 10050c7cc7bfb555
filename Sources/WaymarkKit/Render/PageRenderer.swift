/// Turns one planned page into HTML through its template.
public struct PageRenderer: Sendable {
    let plan: SitePlan
    let site: SiteContext
    let templates: TemplateLibrary
    let flags: FlagResolver
    /// The map engine, or nil when the basemap could not be loaded (pages then show the list of places only).
    let maps: MapRenderer?
    let assets = MapAssetCollector()
    let sharedMaps = SharedMaps()
    /// Nearest-neighbour indices over `plan.locations` and `plan.countries`' capitals.
    let locationIndex: SpatialIndex
    let capitalIndex: SpatialIndex

    public init(plan: SitePlan, config: SiteConfig, templates: TemplateLibrary, flags: FlagResolver, maps: MapRenderer?) {
        self.plan = plan
        self.site = SiteContext(config: config, contentPages: plan.contentPages)
        self.templates = templates
        self.flags = flags
        self.maps = maps
        locationIndex = SpatialIndex(plan.locations.map(\.coordinate))
        capitalIndex = SpatialIndex(plan.countries.map(\.coordinate))
    }

    /// The template a page kind uses.
    static func templateName(_ kind: SitePlan.PageKind) -> String {
        switch kind {
        case .home: "home"
        case .countries: "countries"
        case .country: "country"
        case .locations: "locations"
        case .location: "location"
        case .hours: "hours"
        case .cities: "cities"
        case .city: "city"
        case .geocodeIndex: "geocode-index"
        case .geocode: "geocode"
        case .geocodeMap: "geocode-map"
        case .geocodeResult: "geocode-result"
        case .saved: "saved"
        case .content: "page"
        case .notFound: "404"
        }
    }

    /// The page's HTML, or nil when its template is missing.
    public func render(_ page: SitePlan.Page) -> String? {
        let context = self.context(page)
        var name = Self.templateName(page.kind)
        if case .content(let i) = page.kind, plan.contentPages[i].layout != "page" { name = plan.contentPages[i].layout }
        return templates.render(context, template: name)
    }

    func context(_ page: SitePlan.Page) -> [String: Any] {
        let route = page.route
        switch page.kind {
        case .home: return homeContext(route)
        case .countries: return countriesContext(route)
        case .country(let i): return countryContext(route, i)
        case .locations(let filter, let number): return locationsContext(route, filter: filter, page: number)
        case .location(let i): return locationContext(route, i)
        case .hours(let i): return hoursContext(route, i)
        case .cities: return citiesContext(route)
        case .city(let c, let number): return cityContext(route, c, page: number)
        case .geocodeIndex: return geocodeIndexContext(route)
        case .geocode(let q): return geocodeContext(route, q)
        case .geocodeMap(let q): return geocodeMapContext(route, q)
        case .geocodeResult(let q, let r): return geocodeResultContext(route, q, r)
        case .saved: return site.page(route, title: "Saved places", section: "saved")
        case .content(let i): return contentContext(route, i)
        case .notFound:
            return site.page(
                route, title: "Page not found", section: "notfound",
                extra: ["links": site.navigation.map { ["title": $0.title, "href": site.href($0.route)] }])
        }
    }
}
