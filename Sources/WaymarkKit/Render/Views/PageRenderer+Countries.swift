extension PageRenderer {
    func countryItem(_ country: Country) -> CountryItem {
        let thumbnail = flags.thumbnail(for: country)
        return CountryItem(
            name: country.displayName, capital: country.capital, href: site.href(Route("countries", country.slug.value)),
            flag: site.href(file: thumbnail.path), flag2x: thumbnail.twice.map { site.href(file: $0) }, slug: country.slug.value,
            coordinates: country.coordinate.formatted,
            latitude: Coordinate.format(country.coordinate.latitude, decimals: 4),
            longitude: Coordinate.format(country.coordinate.longitude, decimals: 4), iso: country.isoCode)
    }

    func capitalPlace(_ country: Country) -> MapPin {
        MapPin(
            coordinate: country.coordinate, kind: .capital, label: country.capital, sublabel: country.displayName,
            href: site.href(Route("countries", country.slug.value)).text, id: country.slug.value)
    }

    func countriesView(_ route: Route) -> [any TemplateView] {
        let places = plan.countries.map(capitalPlace)
        var map = MapSlot(
            caption: words.text("map_world_capitals"), places: places, framing: .world, projection: .equalEarth,
            width: 960, height: 500, id: "world-map")
        // The picker's script zooms the map, and the page's first load has no room for the clusters' places.
        map.spreadsLazily = true
        let view = CountriesView(countries: plan.countries.map(countryItem), map: mapView(map))
        return [site.frame(route, title: words.text("countries_heading"), section: "countries"), view]
    }

    func countryView(_ route: Route, _ index: Int) -> [any TemplateView] {
        let country = plan.countries[index]
        let count = plan.countries.count
        let previous = plan.countries[(index + count - 1) % count]
        let next = plan.countries[(index + 1) % count]
        let indices = country.isoCode.map { plan.indicesByCountry[$0] ?? [] } ?? []
        let map = countryMap(country, index: index, locations: indices)
        var view = CountryView(
            country: countryItem(country), previous: countryItem(previous), next: countryItem(next),
            locations: indices.map { locationItem($0, pageCountry: country.isoCode) }, map: mapView(map),
            openNow: country.isoCode.map { OpenNowScope(index: searchFolder, file: CityNames.countries, key: $0) })
        view.notices = noticeBox(plan.notices.notices(of: indices))
        let frame = site.frame(
            route, title: country.displayName, description: "\(country.displayName): capital \(country.capital)",
            section: "countries")
        return [frame, view]
    }

    /// The country around its capital, with neighbouring capitals and its locations (indices into the plan).
    private func countryMap(_ country: Country, index: Int, locations: [Int]) -> MapSlot {
        var capital = capitalPlace(country)
        capital.href = nil
        capital.isSelected = true
        let neighbours = capitalIndex.nearest(toIndex: index, k: 8)
        let places = [capital] + neighbours.map { capitalPlace(plan.countries[$0.index]) } + locations.map(place)
        return MapSlot(
            caption: "\(country.capital), \(country.displayName)", places: places,
            framing: countryFraming(country, neighbours: neighbours),
            highlightedCountry: country.isoCode.map { ($0, country.displayName) },
            // A site without locations has no city lists: a cluster of capitals then links nowhere.
            clusterLink: plan.hasLocations ? .href(site.href(SitePlan.citiesRoute).text) : .none, id: "country-map")
    }

    /// The country's territory around its capital; a country too small for that (Vatican, Monaco,
    /// or one without an outline) is shown with its nearest neighbouring capitals instead.
    private func countryFraming(_ country: Country, neighbours: [SpatialIndex.Neighbour]) -> MapFraming {
        let nearby = neighbours.prefix(3).map { plan.countries[$0.index].coordinate }
        guard let iso = country.isoCode, let extent = maps?.basemap.extent(ofCountry: iso, near: country.coordinate) else {
            return nearby.isEmpty
                ? .centered(on: country.coordinate, zoom: 5)
                : .centeredFit(on: country.coordinate, showing: nearby, padding: 32)
        }
        let corner = Coordinate(latitude: extent.south, longitude: GeoBounds.normalized(extent.west))
        let across = corner.distance(to: Coordinate(latitude: extent.north, longitude: GeoBounds.normalized(extent.east)))
        guard across < Self.smallCountryMetres, !nearby.isEmpty else { return .country(isoCode: iso, centeredOn: country.coordinate) }
        return .centeredFit(on: country.coordinate, showing: nearby, padding: 32)
    }

    private static let smallCountryMetres = 150_000.0

}

extension PageRenderer {
    /// Every city's name, where it is listed and how many locations it has, for a search's suggestions.
    var cityNames: CityNames {
        var names = CityNames(
            cities: plan.cities.cities.indices.map { c in
                let listed = plan.cityHref(c)
                let city = plan.cities.cities[c]
                return (cityName(c), site.href(listed.route, fragment: listed.fragment).text, city.indices)
            },
            countries: plan.indicesByCountry.keys.sorted().map { ($0, plan.indicesByCountry[$0]!) })
        for c in plan.cities.cities.indices {
            let listed = plan.cityHref(c)
            let href = site.href(listed.route, fragment: listed.fragment).text
            let city = plan.cities.cities[c]
            // Each district once, in the order its locations are listed.
            var byDistrict: [String: [Int]] = [:]
            var order: [String] = []
            for i in city.indices where !plan.locations[i].address.district.isEmpty {
                let district = plan.locations[i].address.district
                if byDistrict[district] == nil { order.append(district) }
                byDistrict[district, default: []].append(i)
            }
            names.districts += order.map { ($0, cityName(c), href, byDistrict[$0]!) }
        }
        return names
    }
}
