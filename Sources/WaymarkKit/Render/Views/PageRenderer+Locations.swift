extension PageRenderer {
    /// "Branch" or "ATM" in the pages' language.
    func kindName(_ kind: Location.Kind) -> String { words.text(kind == .branch ? "kind_branch" : "kind_atm") }

    /// A location's row. On a page about one country (`pageCountry`: a city's page, a neighbour of a location there) its
    /// address leaves out that country's name, as a person would write it, and names any other.
    func locationItem(_ index: Int, pageCountry: String? = nil) -> LocationItem {
        let location = plan.locations[index]
        var item = LocationItem(
            id: location.id.value, name: plan.title(of: location), kind: location.kind.rawValue, kindName: kindName(location.kind),
            address: location.address.country == pageCountry ? location.address.singleLine(then: "") : fullAddress(location.address),
            city: location.address.city, href: site.href(plan.route(of: location)),
            coordinates: location.coordinate.formatted, hoursData: rowHoursData(index),
            status: statusWords.text(location.status, today: plan.today), statusName: location.status.cssName(today: plan.today))
        item.plainName = location.name
        item.nameLanguage = location.fallback(.name, in: site.versions).map { TextLanguage($0, on: site.versions.current) }
        return item
    }

    /// The address on one line with the country's name, as lists show it ("1 Dean St, London, W1D 3RB, United Kingdom").
    func fullAddress(_ address: Location.Address) -> String {
        address.singleLine(then: site.countryName(address.country))
    }

    func locationsView(_ route: Route, filter: Location.Kind?, facet: Int? = nil, page: Int) -> [any TemplateView] {
        let all = facet.map { plan.indices(filter: filter, facet: $0) } ?? plan.indices(filter: filter)
        let pages = Pagination(current: page, count: plan.listPageCount(all.count)) {
            site.href(Self.listRoute(filter: filter, facet: facet.map { plan.facets.facets[$0].key }, page: $0))
        }
        let listed = min(all.count, pages.count * plan.pageSize)
        let slice = plan.onPage(page, of: all)
        let kindTitle = words.text(filter.map { $0 == .branch ? "branches" : "atms" } ?? "branches_and_atms")
        let title = facet.map { words.text("kind_with_facet", ["kind": kindTitle, "facet": facetLabel($0)]) } ?? kindTitle
        var filters = [nil, Location.Kind.branch, .atm].map { kind in
            FilterItem(
                title: words.text(kind.map { $0 == .branch ? "branches" : "atms" } ?? "all"),
                href: site.href(SitePlan.listRoute(filter: kind, page: 1)), current: kind == filter && facet == nil,
                kind: kind?.rawValue ?? "", cities: false)
        }
        filters.append(
            FilterItem(title: words.text("filter_by_city"), href: site.href(SitePlan.citiesRoute), current: false, kind: "", cities: true))
        var view = LocationsView(
            heading: title, groups: countryGroups(slice), total: all.count,
            totalText: words.text(filter.map { $0 == .branch ? "count_branches" : "count_atms" } ?? "count_locations", count: all.count),
            filters: filters,
            search: SearchForm(
                action: site.href(SitePlan.listRoute(filter: filter, page: 1)), index: site.href(file: SearchIndex.folder + "/"),
                kind: filter?.rawValue ?? "", cities: site.href(SitePlan.citiesRoute),
                notices: plan.notices.namesPlaces ? site.href(file: NearNotices.path) : nil),
            pagination: pages.view, pageNumber: page, pageCount: pages.count, map: allLocationsMap(filter: filter))
        if listed < all.count {
            view.cutOff = ListCutOff(listed: Self.grouped(listed), cities: site.href(SitePlan.citiesRoute))
        }
        view.facets = facetNavigation(filter: filter, current: facet)
        if let facet {
            view.map = sharedMaps.map("facet-\(filter?.rawValue ?? "all")-\(facet)", assets: assets) {
                mapView(listMap(title, all))
            }
        }
        let frame = site.frame(
            route, title: page > 1 ? title + pageOf(page, pages.count) : title, section: "locations", links: pages)
        return [frame, view]
    }

    /// A facet's label in the pages' language, as its filter list and `search/facets.json` name it.
    func facetLabel(_ facet: Int) -> String {
        let facet = plan.facets.facets[facet]
        return words.label(facet.label, facet.group.kind)
    }

    private static func listRoute(filter: Location.Kind?, facet: String?, page: Int) -> Route {
        facet.map { SitePlan.facetRoute(filter: filter, key: $0, page: page) } ?? SitePlan.listRoute(filter: filter, page: page)
    }

    /// A country's name for a heading: its name, else the code the data gives, or "Other" without one.
    func countryHeading(_ code: String) -> String {
        code.isEmpty ? words.text("country_other") : site.countryName(code)
    }

    /// A list page's locations under a heading per country, in the plan's order (by country name).
    func countryGroups(_ indices: some Sequence<Int>) -> [LocationGroup] {
        var groups: [LocationGroup] = []
        for index in indices {
            let country = countryHeading(plan.locations[index].address.country)
            if groups.last?.heading == country {
                groups[groups.count - 1].locations.append(locationItem(index))
            } else {
                groups.append(LocationGroup(heading: country, locations: [locationItem(index)]))
            }
        }
        return groups
    }

    /// How many cities `/locations/cities/` names under each country: those with the most locations. A country's own
    /// page, `/locations/gb/`, names them all, so the index stays within the page budget of docs/ARCHITECTURE.md at
    /// any scale.
    static let citiesPerCountryInIndex = 10

    /// `/locations/cities/` (`country` nil): each country, linked to its page, with its largest cities; or one
    /// country's page, `/locations/gb/`, with all its cities.
    func citiesView(_ route: Route, country: Int?, page: Int = 1) -> [any TemplateView] {
        let folders = plan.layout.countryFolders
        let item = { (c: Int) in
            let city = plan.cities.cities[c]
            let listed = plan.cityHref(c)
            return CityItem(
                name: cityName(c), href: site.href(listed.route, fragment: listed.fragment, on: route), count: city.indices.count)
        }
        if let country {
            let name = countryName(folders[country])
            var view = CitiesView(
                heading: words.text("country_heading", ["country": inSentence(name)]), allCountries: site.href(SitePlan.citiesRoute),
                countries: page == 1 ? [CityGroup(country: name, cities: folders[country].cities.map(item))] : [],
                cityCount: folders[country].cities.count)
            let title = words.text("country_by_city", ["country": name])
            guard !plan.cityPages else { return [site.frame(route, title: title, section: "locations"), view] }
            let pages = Pagination(current: page, count: plan.countryPageCount(country)) {
                site.href(plan.layout.countryRoute(country, page: $0))
            }
            view.sections = citySections(country, page: page)
            (view.pagination, view.pageNumber, view.pageCount) = (pages.view, page, pages.count)
            if page > 1 { view.allCities = site.href(plan.layout.countryRoute(country)) }
            let frame = site.frame(
                route, title: page > 1 ? title + pageOf(page, pages.count) : title, section: "locations", links: pages)
            return [frame, view]
        }
        let groups = folders.indices.map { f in
            let cities = folders[f].cities
            let largest = cities.sorted { plan.cities.cities[$0].indices.count > plan.cities.cities[$1].indices.count }
                .prefix(Self.citiesPerCountryInIndex).sorted()
            let name = countryName(folders[f])
            return CityGroup(
                country: name, cities: largest.map(item), href: site.href(plan.layout.countryRoute(f)),
                more: cities.count > largest.count
                    ? words.text("all_cities_in", count: cities.count, ["country": inSentence(name)]) : nil)
        }
        let view = CitiesView(
            heading: words.text("by_city"), allCountries: nil,
            countries: groups.sorted { Slug.foldedLowercase($0.country) < Slug.foldedLowercase($1.country) },
            cityCount: plan.cities.cities.count)
        return [site.frame(route, title: words.text("by_city"), section: "locations"), view]
    }

    /// With `city_pages: false`, the cities on a country's page `page`, each with its locations there.
    private func citySections(_ country: Int, page: Int) -> [CitySection] {
        plan.citySections(country, page: page).map { section in
            let city = plan.cities.cities[section.city]
            return CitySection(
                id: section.continued ? nil : SitePlan.sectionID(plan.layout.cityFolders[section.city]), name: cityName(section.city),
                continued: section.continued,
                locations: section.shown.map { locationItem($0, pageCountry: city.country) })
        }
    }

    /// The name of a country's folder: its cities' country's, or "Other" for the folder of those without an ISO code.
    private func countryName(_ folder: (folder: String, cities: [Int])) -> String {
        folder.folder == LocationLayout.otherFolder
            ? words.text("country_other") : countryHeading(plan.cities.cities[folder.cities[0]].country)
    }

    func cityView(_ route: Route, _ index: Int, page: Int) -> [any TemplateView] {
        let city = plan.cities.cities[index]
        let pages = Pagination(current: page, count: plan.pageCount(city.indices.count)) {
            site.href(plan.layout.cityRoute(index, page: $0))
        }
        let shown = plan.onPage(page, of: city.indices)
        let branches = city.indices.lazy.filter { plan.locations[$0].kind == .branch }.count
        let country = site.countryName(city.country)
        let heading = country.isEmpty || city.isElsewhere ? cityName(index) : "\(city.name), \(country)"
        var view = CityView(
            heading: heading,
            summary: counts(branches: branches, atms: city.indices.count - branches),
            locations: shown.map { locationItem($0, pageCountry: city.country) }, citiesHref: site.href(SitePlan.citiesRoute),
            pagination: pages.view,
            pageNumber: page, pageCount: pages.count,
            map: mapView(
                listMap(
                    city.isElsewhere ? elsewhereCaption(city.country) : words.text("city_map_caption", ["city": city.name]), shown,
                    inOneCity: true)),
            openNow: OpenNowScope(
                index: searchFolder, file: CityNames.file(cityName(index)), key: site.href(plan.layout.cityRoute(index, page: 1)).text))
        view.notices = noticeBox(plan.notices.notices(of: city.indices))
        let frame = site.frame(
            route, title: page > 1 ? heading + pageOf(page, pages.count) : heading, section: "locations", links: pages)
        return [frame, view]
    }

    /// ", page 2 of 5" after a page's title.
    func pageOf(_ page: Int, _ count: Int) -> String {
        words.text("comma_page_of", ["pageNumber": Self.grouped(page), "pageCount": Self.grouped(count)])
    }

    /// A location's "open now" data, for its own page.
    func hoursData(_ index: Int) -> String? { HoursTable.data(of: plan.locations[index], today: plan.today, status: statusWords) }

    /// A location's "open now" data as a row prints it, escaped: made on the first page that shows the location, and
    /// kept once for all the locations with the same hours and status.
    func rowHoursData(_ index: Int) -> EscapedText? {
        if let known = hoursDataByLocation.known(at: index) { return known }
        let location = plan.locations[index]
        let data = location.hours.flatMap { hours in
            hoursTexts.value(for: HoursKey(hours: hours, status: location.status)) {
                HoursTable.data(of: location, today: plan.today, status: statusWords).map(EscapedText.init)
            }
        }
        return hoursDataByLocation.remember(data, at: index)
    }

    /// What a location's "open now" data is made from, besides the day and the words every page shares.
    struct HoursKey: Hashable, Sendable {
        var hours: OpeningHours
        var status: LocationStatus
    }

    var searchFolder: SafeURL { site.href(file: SearchIndex.folder + "/") }

    /// A location on a map; `index` is its place in the plan, for its city's page.
    func place(_ index: Int) -> MapPin {
        if let known = pinsByLocation.known(at: index) { return known }
        return pinsByLocation.remember(makePlace(index), at: index)
    }

    private func makePlace(_ index: Int) -> MapPin {
        let location = plan.locations[index]
        var pin = MapPin(
            coordinate: location.coordinate, kind: location.kind == .branch ? .branch : .atm, label: location.name,
            sublabel: [statusWords.text(location.status, today: plan.today), location.address.singleLine].compactMap { $0 }.joined(
                separator: " · "),
            href: site.href(plan.route(of: location)).text, id: location.id.value)
        if let c = plan.cities.cityOfLocation[index] {
            let city = cityPinTexts.value(at: c) { cityPinTexts(c) }
            (pin.area, pin.region, pin.areaPhrase) = (city.area, city.region, city.areaPhrase)
        }
        let country = location.address.country
        pin.regionPhrase = countryPinPhrases.value(for: country) {
            countryInSentence(country).map { words.text("map_in_country", ["country": $0]) }
        }
        return pin
    }

    /// What every pin of a city's locations says of the city.
    struct CityPinTexts: Sendable {
        var area: String
        var region: String
        var areaPhrase: String?
    }

    private func cityPinTexts(_ c: Int) -> CityPinTexts {
        let listed = plan.cityHref(c)
        let city = plan.cities.cities[c]
        return CityPinTexts(
            area: site.href(listed.route, fragment: listed.fragment).text,
            region: site.href(Route(segments: ["locations", plan.layout.cityFolders[c][0]])).text,
            areaPhrase: city.isElsewhere
                ? countryInSentence(city.country).map { words.text("map_elsewhere_in_country", ["country": $0]) }
                : words.text("map_in_place", ["place": city.name]))
    }

    /// The map of every location of a list (all, branches or ATMs), clustered; drawn once and shared by the list's pages.
    private func allLocationsMap(filter: Location.Kind?) -> MapView {
        sharedMaps.map("list-\(filter?.rawValue ?? "all")", assets: assets) {
            let places = plan.indices(filter: filter).map(place)
            let caption = words.text(filter.map { $0 == .branch ? "all_branches" : "all_atms" } ?? "all_branches_and_atms")
            var slot = MapSlot(
                caption: caption, places: places, framing: .fit(places.map(\.coordinate), padding: 30),
                clusterLink: .href(site.href(SitePlan.citiesRoute).text), id: "list-map")
            slot.marksVisitor = true
            slot.zoomsOntoClusters = true
            return mapView(slot)
        }
    }

    /// A list's map: its locations (indices into the plan), framed to fit them all. On a list page "Near me" marks the
    /// visitor on it. On a city's own page a cluster has no closer page to lead to, and the map needs no list of its
    /// places: they are the page's list.
    private func listMap(_ caption: String, _ indices: some Collection<Int>, inOneCity: Bool = false) -> MapSlot {
        let places = indices.map { index in
            var place = place(index)
            if inOneCity { (place.area, place.region) = (nil, nil) }
            return place
        }
        var slot = MapSlot(caption: caption, places: places, framing: .fit(places.map(\.coordinate), padding: 30), id: "list-map")
        slot.listedAbove = inOneCity
        slot.marksVisitor = !inOneCity
        slot.zoomsOntoClusters = true
        return slot
    }

    /// An integer with thousands separators, the same on every machine ("12,345").
    static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (n < 0 ? "-" : "") + out
    }
}
