/// Which pages the site has and where each goes, decided once from the data.
struct SitePlan: Sendable {
    enum PageKind: Sendable, Hashable {
        case home
        case countries
        case country(Int)
        case locations(filter: Location.Kind?, page: Int)
        /// A list of the locations (of a kind) with one service or accessibility value: `facet` indexes `facets.facets`.
        case facetList(filter: Location.Kind?, facet: Int, page: Int)
        case location(Int)
        case hours(Int)
        /// `/locations/cities/` (nil) or a country's cities, `/locations/gb/` (a position in `layout.countryFolders`);
        /// with `city_pages: false` a country's pages (`/locations/gb/page/2/`) also list its locations, city by city.
        case cities(country: Int?, page: Int = 1)
        case city(Int, page: Int)
        case geocodeIndex
        case geocode(Int)
        case geocodeMap(Int)
        case geocodeResult(query: Int, result: Int)
        case saved
        /// What the service worker shows for a page that is neither reachable nor kept (`offline:` in site.yml).
        case offline
        case content(Int)
        /// `/notices/`, a notice's page (an index into `notices.notices`) and a topic's (into `notices.topics`).
        case notices
        case notice(Int)
        case noticeTopic(Int)
        case notFound
    }

    struct Page: Sendable, Hashable {
        var route: Route
        var kind: PageKind
    }

    /// Countries in the picker's order (the data's order).
    let countries: [Country]
    /// Locations ordered by country, city, name and id.
    let locations: [Location]
    /// Indices into `locations` of each kind, and of each country (ISO code), in list order.
    let indicesByKind: [Location.Kind: [Int]]
    /// Every index into `locations`, made once: each of a big site's thousands of list pages slices it.
    private let allIndices: [Int]
    let indicesByCountry: [String: [Int]]
    /// The locations by city.
    let cities: CityIndex
    /// The services and accessibility values to filter by.
    let facets: FacetIndex
    /// Where location and city pages go (`/locations/<country>/<city>/<id>/`).
    let layout: LocationLayout
    /// Whether a location's opening hours get their own page (`hours_page` in site.yml), or only a section of its page.
    let hoursPages: Bool
    /// With `city_pages: false`, where each city's section is on its country's pages; nil when cities have their own.
    let countrySections: CountrySections?
    /// Whether each city has pages of its own (`city_pages`), or is a section of its country's pages.
    var cityPages: Bool { countrySections == nil }
    /// Titles of locations that share their name with another, telling them apart (`title(of:)`).
    let locationTitles: [Slug: String]
    let geocodeQueries: [GeocodeQuery]
    let contentPages: [ContentPage]
    private(set) var pages: [Page] = []
    let pageSize: Int
    /// The most pages a list of all locations, of a kind or with a service or accessibility value has (`list_pages`).
    let listPageLimit: Int
    /// The build's day: what statuses are shown as of.
    let today: CalendarDay
    /// Locations closed for good past `closed_page_days`, whose old URLs redirect (`SitePlan+Retired`).
    let retired: [Location]
    /// The notices shown today, and the places each concerns.
    let notices: NoticeIndex

    /// Words a location id or page slug cannot be, because a section's own pages live there.
    static let reservedLocationIDs: Set<String> = ["page", "branches", "atms", "cities", facetSegment]
    static let reservedPageSlugs: Set<String> = [
        "countries", "locations", "geocode", "saved", "assets", "flags", "search", "404", "offline", "notices",
    ]

    /// The location's name, with its street, postcode or identification added when another location has that name.
    func title(of location: Location) -> String { locationTitles[location.id] ?? location.name }

    /// With `parallel`, independent parts are made two at a time on two threads (the same values either way).
    init(
        data: SiteData, folderLimit: Int = LocationLayout.folderLimit, countryPageSize: Int = CountrySections.defaultPageSize,
        parallel: Bool = true, log: inout DiagnosticLog
    ) {
        countries = data.countries
        today = data.today
        retired = data.retired
        // The titles depend on the names, not on the order, so they are made while the locations are ordered and
        // indexed (the longer of the two).
        let (arranged, titles) = Concurrently.both(
            parallel: parallel, { Arranged(data.locations, folderLimit: folderLimit, meanings: data.config.facetMeanings) },
            { LocationTitles.make(data.locations) })
        locationTitles = titles
        locations = arranged.locations
        notices = NoticeIndex(data.notices, locations: arranged.locations, today: data.today)
        indicesByKind = arranged.byKind
        allIndices = Array(locations.indices)
        indicesByCountry = arranged.byCountry
        (cities, facets, layout) = (arranged.cities, arranged.facets, arranged.layout)
        hoursPages = data.config.hoursPage
        countrySections =
            data.config.cityPages
            ? nil : CountrySections(cities: arranged.cities, layout: arranged.layout, pageSize: countryPageSize)
        geocodeQueries = data.geocodeQueries.sorted { ($0.slug, $0.query) < ($1.slug, $1.query) }
        contentPages = data.pages.sorted { ($0.weight, $0.title, $0.slug) < ($1.weight, $1.title, $1.slug) }
        pageSize = max(1, data.config.pageSize)
        listPageLimit = max(1, data.config.listPages)
        // About two pages a location (its page and its hours), so the table of routes is not grown and rehashed
        // a dozen times on the way.
        var planner = Planner(expectedPages: 2 * data.locations.count + 2 * countries.count + contentPages.count + 64)
        planner.add(Route(), .home, at: nil)
        if hasCountries { planner.add(Route("countries"), .countries, at: nil) }
        for (i, country) in countries.enumerated() {
            planner.add(Route("countries", country.slug.value), .country(i), at: country.position)
        }
        if hasLocations { planLocations(&planner, log: &log) }
        if hasPlaceSearch { planGeocode(&planner) }
        planner.add(Route("saved"), .saved, at: nil)
        if data.config.offline { planner.add(Route("offline"), .offline, at: nil) }
        for (i, page) in contentPages.enumerated() {
            if Self.reservedPageSlugs.contains(page.slug.value) {
                log.error(
                    page.position, "the page name '\(page.slug.value)' is taken by a section of the site",
                    hint: "rename the file, e.g. to '\(page.slug.value)-info.md'")
                continue
            }
            planner.add(Route(page.slug.value), .content(i), at: page.position)
        }
        planNotices(&planner)
        planner.add(Route.file("404.html"), .notFound, at: nil)
        log.merge(planner.log)
        self.pages = planner.pages
    }

    /// The locations in list order and what is indexed by that order, made one after another.
    private struct Arranged {
        let locations: [Location]
        var byKind: [Location.Kind: [Int]] = [.branch: [], .atm: []]
        var byCountry: [String: [Int]] = [:]
        let cities: CityIndex
        let facets: FacetIndex
        let layout: LocationLayout

        init(_ unordered: [Location], folderLimit: Int, meanings: [FacetMeaning]) {
            let locations = SitePlan.ordered(unordered)
            for i in locations.indices {
                byKind[locations[i].kind, default: []].append(i)
                byCountry[locations[i].address.country, default: []].append(i)
            }
            cities = CityIndex(locations: locations)
            facets = FacetIndex(locations: locations, meanings: meanings)
            layout = LocationLayout(locations: locations, cities: cities, limit: folderLimit)
            self.locations = locations
        }
    }

    private func planLocations(_ planner: inout Planner, log: inout DiagnosticLog) {
        for filter in [nil] + Location.Kind.allCases.map(Optional.some) {
            let count = filter.map { indicesByKind[$0]?.count ?? 0 } ?? locations.count
            for page in 1...listPageCount(count) {
                planner.add(Self.listRoute(filter: filter, page: page), .locations(filter: filter, page: page), at: nil)
            }
        }
        // Each record read in place, not copied: this loop runs alone, on one core.
        for i in locations.indices {
            if Self.reservedLocationIDs.contains(locations[i].id.value) {
                log.error(
                    locations[i].position, "the id '\(locations[i].id.value)' is taken by the locations section's own pages",
                    hint: "choose another id, e.g. '\(locations[i].id.value)-1'")
                continue
            }
            if planner.add(layout.route(locations[i]), .location(i), at: locations[i].position), hoursPages,
                !locations[i].allHours.isEmpty
            {
                planner.add(layout.hoursRoute(locations[i]), .hours(i), at: locations[i].position)
            }
        }
        planFacetLists(&planner)
        planner.add(Self.citiesRoute, .cities(country: nil), at: nil)
        for country in layout.countryFolders.indices {
            for page in 1...countryPageCount(country) {
                planner.add(layout.countryRoute(country, page: page), .cities(country: country, page: page), at: nil)
            }
        }
        guard cityPages else { return }
        for (c, city) in cities.cities.enumerated() {
            for page in 1...pageCount(city.indices.count) {
                planner.add(layout.cityRoute(c, page: page), .city(c, page: page), at: nil)
            }
        }
    }

    /// A country's pages: one, or with `city_pages: false` as many as its locations need.
    func countryPageCount(_ country: Int) -> Int { countrySections?.pageCount(country) ?? 1 }

    /// With `city_pages: false`, the cities on a country's page `page`, each with the part of its locations there.
    func citySections(_ country: Int, page: Int) -> [CountrySections.Section] {
        countrySections?.sections(country, page: page, cities: cities, layout: layout) ?? []
    }

    /// Where a city's locations are listed: its own page, or with `city_pages: false` its section of its country's
    /// pages (`/locations/gb/page/2/#city-london`).
    func cityHref(_ city: Int) -> (route: Route, fragment: String?) {
        guard let sections = countrySections else { return (layout.cityRoute(city, page: 1), nil) }
        return (
            layout.countryRoute(sections.country(ofCity: city), page: sections.page(ofCity: city)),
            Self.sectionID(layout.cityFolders[city])
        )
    }

    /// The `id` of a city's section on its country's page: "city-" and the last segment of its folder.
    static func sectionID(_ cityFolder: [String]) -> String { "city-" + (cityFolder.last ?? "") }

    private func planGeocode(_ planner: inout Planner) {
        planner.add(Route("geocode"), .geocodeIndex, at: nil)
        for (q, query) in geocodeQueries.enumerated() {
            planner.add(Route("geocode", query.slug.value), .geocode(q), at: query.position)
            guard !query.results.isEmpty else { continue }
            planner.add(Route("geocode", query.slug.value, "map"), .geocodeMap(q), at: query.position)
            for r in query.results.indices {
                planner.add(Route("geocode", query.slug.value, "\(r + 1)"), .geocodeResult(query: q, result: r), at: query.position)
            }
        }
    }

    /// The indices a list shows: all locations, or those of one kind.
    func indices(filter: Location.Kind?) -> [Int] {
        filter.map { indicesByKind[$0] ?? [] } ?? allIndices
    }

    func pageCount(_ items: Int) -> Int { max(1, (items + pageSize - 1) / pageSize) }

    /// What page `page` (from 1) of a paginated list shows of its `items`.
    func onPage<Items: Collection>(_ page: Int, of items: Items) -> Items.SubSequence {
        items.dropFirst((page - 1) * pageSize).prefix(pageSize)
    }

    /// The pages of a list of all locations, of a kind or with a service: at most `listPageLimit`, so that a site of
    /// 100,000 locations does not write thousands of list pages nobody pages through (its cities' pages list every
    /// location, and search finds them).
    func listPageCount(_ items: Int) -> Int { min(pageCount(items), listPageLimit) }

    /// `/locations/cities/`: every country, linked to its list of cities (`/locations/gb/`), with its largest cities.
    static let citiesRoute = Route("locations", "cities")

    /// `/locations/`, `/locations/page/2/`, `/locations/atms/`, `/locations/atms/page/2/`.
    static func listRoute(filter: Location.Kind?, page: Int) -> Route {
        var segments = ["locations"]
        if let filter { segments.append(filter == .branch ? "branches" : "atms") }
        if page > 1 { segments += ["page", "\(page)"] }
        return Route(segments: segments)
    }

    /// A location's page: `/locations/gb/edinburgh/edinburgh-princes-street/`.
    func route(of location: Location) -> Route { layout.route(location) }

    /// A location's page folder under `locations/`, as the search index records it ("gb/edinburgh/edinburgh-princes-street").
    func searchPath(of location: Location) -> String { route(of: location).segments.dropFirst().joined(separator: "/") }

    /// Where a location's opening hours are: their own page, or the `#hours` section of its page with `hours_page: false`.
    func hoursHref(of location: Location) -> (route: Route, fragment: String?) {
        hoursPages ? (layout.hoursRoute(location), nil) : (layout.route(location), "hours")
    }

    /// A location's place in list order: its country's and city's ranks, its folded name and its id.
    private struct SortKey {
        var country: Int, city: Int, isATM: Bool
        var name: String, id: String
        var index: Int
    }

    /// Locations by country name (as lists head them), city, branches before ATMs, name and id, accents and case
    /// ignored; each key is computed once.
    static func ordered(_ locations: [Location]) -> [Location] {
        // Countries and cities repeat: each is folded once, and ranked, so that most comparisons are of numbers.
        var countries: [String: String] = [:]
        var cities: [String: String] = [:]
        for i in locations.indices {
            let code = locations[i].address.country
            if countries[code] == nil {
                countries[code] = Slug.foldedLowercase(CountryReference.country(alpha2: code)?.name ?? code) + "\u{0}" + code
            }
            let city = locations[i].address.city
            // Locations without a city come last in their country, as its "Elsewhere in …".
            if cities[city] == nil { cities[city] = city.isEmpty ? "\u{10FFFF}" : Slug.foldedLowercase(city) }
        }
        func ranks(_ folded: [String: String]) -> [String: Int] {
            let order = Dictionary(Set(folded.values).sorted().enumerated().map { ($1, $0) }, uniquingKeysWith: { $1 })
            return folded.mapValues { order[$0]! }
        }
        let (countryRank, cityRank) = (ranks(countries), ranks(cities))
        // The keys themselves are sorted, not indices into them: a comparison then reads its two keys in place.
        var keys = locations.indices.map { i in
            SortKey(
                country: countryRank[locations[i].address.country]!, city: cityRank[locations[i].address.city]!,
                isATM: locations[i].kind == .atm, name: Slug.foldedLowercase(locations[i].name), id: locations[i].id.value, index: i)
        }
        // Branches first: a city's first page is not all ATMs ("ATM at …" sorts before most branch names).
        keys.sort { a, b in
            (a.country, a.city, a.isATM ? 1 : 0, a.name, a.id) < (b.country, b.city, b.isATM ? 1 : 0, b.name, b.id)
        }
        return keys.map { locations[$0.index] }
    }
}

/// Collects pages and reports two records that would be written to the same place.
struct Planner {
    var pages: [SitePlan.Page] = []
    var owners: [Route: SourcePosition?] = [:]
    var log = DiagnosticLog()

    init(expectedPages: Int) {
        pages.reserveCapacity(expectedPages)
        owners.reserveCapacity(expectedPages)
    }

    /// Adds the page; false (with an error) when another record already has its route.
    @discardableResult
    mutating func add(_ route: Route, _ kind: SitePlan.PageKind, at position: SourcePosition?) -> Bool {
        if let existing = owners[route] {
            let other = existing.map { " by the record at \($0)" } ?? " by the site itself"
            log.error(
                position ?? .file("Content"), "the page \(route.path) is already taken\(other)",
                hint: "give this record a different id or name")
            return false
        }
        owners[route] = position
        pages.append(SitePlan.Page(route: route, kind: kind))
        return true
    }
}
