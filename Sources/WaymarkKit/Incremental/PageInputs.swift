/// The cache key of each planned page: a digest of everything its bytes are made from. Two builds that give a
/// page the same key give it the same bytes, so an incremental build renders only the pages whose key changed.
///
/// Every key starts from `shared` (Waymark itself, `site.yml`, the site's `Public/`, the navigation) and the
/// page's templates. Then a location page adds its record and the rows of the neighbours its map and list show;
/// a list page the rows it lists and the places of the list's map; countries and geocode pages their sources.
/// A row is what `LocationItem` shows of a location (no phone, services or details), so a new phone number
/// renders the location's own page and no other.
/// `IncrementalBuildTests` edits sites at random and checks every incremental output against a clean build.
struct PageInputs {
    let plan: SitePlan
    let shared: Digest
    let sources: SourceDigests
    private let templates: TemplateDependencies
    private let records: [Digest]
    /// Per location: what a row of a list (`PageRenderer.locationItem`) shows: its id, title, kind, URL, address,
    /// position and hours.
    private let rows: [Digest]
    /// Per location: what a map pin and a list row of it show (its id, title, kind, address and position).
    private let places: [Digest]
    /// The places of every location, and of each kind: what the home page and the list maps show.
    private let allPlaces: Digest
    private let placesByKind: [Location.Kind: Digest]
    /// The service and accessibility facets with their counts, which every list page's filter shows.
    private let facets: Digest
    /// Per facet list (a facet, in all locations or one kind): its locations, and their places, which its map shows.
    /// Made once, not once per page: the list of a common service has a thousand pages at 100,000 locations.
    private let facetLists: [FacetList: (indices: [Int], places: Digest)]
    /// Per city: the rows of its locations, which each of its pages shows.
    private let cityRows: [Digest]
    private let neighbours: SpatialIndex
    /// Which of each location map's street tiles are files (the others are drawn in its page).
    private let streetUse: StreetTileUse?

    /// The digests of the inputs that are read as whole files rather than record by record.
    struct SourceDigests {
        /// Waymark's build, `site.yml`, the site's `Public/` and the options that change output.
        var site: Digest
        /// `countries.plist` and `Content/flags/`.
        var countries: Digest
        /// `Content/geocode/`.
        var geocode: Digest
        /// `Content/layers/`, drawn in every map they cross.
        var layers: Digest
    }

    /// With `parallel`, the locations' digests are made in two halves on two threads.
    init(
        plan: SitePlan, sources: SourceDigests, templateTexts: [String: String], neighbours: SpatialIndex,
        streetUse: StreetTileUse? = nil, parallel: Bool = false
    ) {
        self.plan = plan
        self.sources = sources
        templates = TemplateDependencies(texts: templateTexts)
        let (records, rows, places) = Self.locationDigests(plan, parallel: parallel)
        (self.records, self.rows) = (records, rows)
        self.places = places
        allPlaces = Self.combine(places, plan.locations.indices)
        placesByKind = Dictionary(
            uniqueKeysWithValues: Location.Kind.allCases.map { ($0, Self.combine(places, plan.indices(filter: $0))) })
        facets = Digester.digest { $0.add(plan.facets.json(count: plan.locations.count)) }
        var facetLists: [FacetList: (indices: [Int], places: Digest)] = [:]
        for page in plan.pages {
            guard case .facetList(let filter, let facet, _) = page.kind, facetLists[FacetList(filter: filter, facet: facet)] == nil
            else { continue }
            let all = plan.indices(filter: filter, facet: facet)
            facetLists[FacetList(filter: filter, facet: facet)] = (all, Self.combine(places, all))
        }
        self.facetLists = facetLists
        cityRows = plan.cities.cities.map { Self.combine(rows, $0.indices) }
        self.neighbours = neighbours
        self.streetUse = streetUse
        shared = Digester.digest { d in
            d.add(sources.site)
            for page in plan.contentPages { d.add([page.slug.value, page.title, page.layout, "\(page.weight)"]) }
            // Notices show on pages of every kind, and on the notices' own pages; few change, and rarely.
            for notice in plan.notices.notices { d.add(notice.digestText) }
            d.add([!plan.countries.isEmpty, !plan.geocodeQueries.isEmpty].map { $0 ? "y" : "n" })
            d.add(Location.Kind.allCases.map { (plan.indicesByKind[$0] ?? []).isEmpty ? "n" : "y" })
        }
    }

    /// The key of one page, written to `path` (its route's `outputPath`, which the caller has made) and rendered with
    /// the template `template`.
    func key(_ page: SitePlan.Page, path: String, template: String) -> Digest {
        Digester.digest { d in
            d.add(shared)
            d.add(templates.digest(for: template))
            d.add(path)
            add(page.kind, to: &d)
            // Which maps a layer crosses is worked out only when drawing, so every page with a map reads them all.
            if Self.hasMap(page.kind) { d.add(sources.layers) }
        }
    }

    /// Whether the page draws a map (the pages that do not: hours, the list of cities, Markdown pages, saved
    /// places, 404 and offline).
    static func hasMap(_ kind: SitePlan.PageKind) -> Bool {
        switch kind {
        case .home, .countries, .country, .locations, .facetList, .location, .city, .geocodeIndex, .geocode, .geocodeMap,
            .geocodeResult:
            true
        case .hours, .cities, .content, .saved, .notFound, .offline, .notices, .notice, .noticeTopic: false
        }
    }

    private func add(_ kind: SitePlan.PageKind, to d: inout Digester) {
        switch kind {
        case .location(let i):
            d.add(records[i])
            // A location closed for good lists the nearest open ones, from further away.
            let k = plan.locations[i].status.isGone(today: plan.today) ? PageRenderer.neighbourCount * 4 : PageRenderer.mapNeighbourCount
            for near in neighbours.nearest(toIndex: i, k: k) { d.add(rows[near.index]) }
            streetUse?.add(location: i, to: &d)
        case .hours(let i):
            // The location as a row, and its hours (a row has them), and its other sets of hours.
            d.add(rows[i])
            d.add(records[i])
        case .locations(let filter, let page):
            let all = plan.indices(filter: filter)
            d.add(filter.map { placesByKind[$0]! } ?? allPlaces)
            d.add(facets)
            for i in plan.onPage(page, of: all) { d.add(rows[i]) }
        case .facetList(let filter, let facet, let page):
            // The list's map shows every location with the facet; its rows, the page's slice.
            let list = facetLists[FacetList(filter: filter, facet: facet)]!
            d.add(list.places)
            d.add(facets)
            for i in plan.onPage(page, of: list.indices) { d.add(rows[i]) }
        case .city(let c, let page):
            d.add(page)
            d.add(cityRows[c])
        case .content(let i):
            d.add(plan.contentPages[i].digest)
        case .countries, .country:
            d.add(sources.countries)
            d.add(allPlaces)
        case .geocodeIndex, .geocode, .geocodeMap, .geocodeResult:
            d.add(sources.geocode)
        case .cities(let country?, let page):
            // A country's cities: their names, pages and counts, which their rows cover.
            guard let sections = plan.countrySections else {
                for c in plan.layout.countryFolders[country].cities { d.add(cityRows[c]) }
                break
            }
            addCountryPage(country, page, sections, to: &d)
        case .home, .cities:
            d.add(sources.countries)
            d.add(sources.geocode)
            d.add(allPlaces)
        case .notices, .notice, .noticeTopic:
            // The places a notice names, by their names and pages.
            d.add(sources.countries)
            d.add(allPlaces)
        case .saved, .notFound, .offline:
            break
        }
    }

    /// With `city_pages: false`, a country's page `page`: on the first, every city's name, folder, count and page
    /// (its list of cities); on each, the cities it shows (where each starts) and the rows of their locations there.
    private func addCountryPage(_ country: Int, _ page: Int, _ sections: CountrySections, to d: inout Digester) {
        d.add(list: "\(page)", "\(sections.pageCount(country))")
        if page == 1 {
            for c in plan.layout.countryFolders[country].cities {
                d.add(list: plan.cities.cities[c].name, plan.layout.cityFolders[c].joined(separator: "/"))
                d.add(list: "\(plan.cities.cities[c].indices.count)", "\(sections.page(ofCity: c))")
            }
        }
        for section in plan.citySections(country, page: page) {
            let c = section.city
            d.add(list: plan.cities.cities[c].name, plan.layout.cityFolders[c].joined(separator: "/"), section.continued ? "on" : "")
            for i in section.shown { d.add(rows[i]) }
        }
    }

    /// Each location's record, row and place digests, in one pass over its title and URL (each made once).
    private static func locationDigests(_ plan: SitePlan, parallel: Bool) -> (records: [Digest], rows: [Digest], places: [Digest]) {
        let half = plan.locations.count / 2
        let (first, second) = Concurrently.both(
            parallel: parallel, { locationDigests(plan, 0..<half) }, { locationDigests(plan, half..<plan.locations.count) })
        return (first.records + second.records, first.rows + second.rows, first.places + second.places)
    }

    private static func locationDigests(
        _ plan: SitePlan, _ range: Range<Int>
    ) -> (records: [Digest], rows: [Digest], places: [Digest]) {
        var (records, rows, places) = ([Digest](), [Digest](), [Digest]())
        records.reserveCapacity(range.count)
        rows.reserveCapacity(range.count)
        places.reserveCapacity(range.count)
        // Each record's fields read in place: a copy of each (`let location = locations[i]`) is a retain and a release
        // of every string in it.
        let locations = plan.locations
        for i in range {
            // A location's URL is part of what pages show of it (links), and can move when its folder fills up.
            let (title, path) = (plan.title(of: locations[i]), plan.route(of: locations[i]).path)
            records.append(
                Digester.digest { d in
                    d.add(locations[i].digest)
                    // Its page says its status, and dates its closure in JSON-LD, as of the build's day.
                    if !locations[i].status.isOpen { d.add(plan.today.iso) }
                    d.add(title)
                    d.add(path)
                })
            // A place is what a pin shows; a row shows the same and the country's name and the hours.
            let place = Digester.digest { d in
                d.add(list: locations[i].id.value, locations[i].kind.rawValue, title, path)
                locations[i].address.addLine(to: &d)
                // A pin links to its city's section, which moves from page to page of its country (`city_pages: false`).
                if let sections = plan.countrySections, let c = plan.cities.cityOfLocation[i] { d.add(sections.page(ofCity: c)) }
                d.add(locations[i].coordinate.latitude)
                d.add(locations[i].coordinate.longitude)
                // A status is said in a pin's callout and a row, as of the build's day (the words are in the page's key).
                locations[i].status.add(to: &d)
                d.add(locations[i].status.isGone(today: plan.today))
            }
            places.append(place)
            rows.append(
                Digester.digest { d in
                    d.add(place)
                    d.add(locations[i].address.country)
                    d.add(locations[i].hours != nil)
                    locations[i].hours?.add(to: &d)
                    locations[i].status.add(to: &d)
                })
        }
        return (records, rows, places)
    }

    private struct FacetList: Hashable {
        var filter: Location.Kind?
        var facet: Int
    }

    private static func combine(_ digests: [Digest], _ indices: some Collection<Int>) -> Digest {
        Digester.digest { d in
            d.add(indices.count)
            for i in indices { d.add(digests[i]) }
        }
    }
}
