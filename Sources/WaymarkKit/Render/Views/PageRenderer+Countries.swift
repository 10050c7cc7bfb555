extension PageRenderer {
    func countryItem(_ country: Country) -> [String: Any] {
        var item: [String: Any] = [
            "name": country.displayName,
            "capital": country.capital,
            "href": site.href(Route("countries", country.slug.value)),
            "flag": site.href(file: flags.flag(for: country).path),
            "slug": country.slug.value,
            "coordinates": country.coordinate.formatted,
            "latitude": Coordinate.format(country.coordinate.latitude, decimals: 4),
            "longitude": Coordinate.format(country.coordinate.longitude, decimals: 4),
        ]
        if let iso = country.isoCode { item["iso"] = iso }
        return item
    }

    /// A capital as a map place, linking to its country's page.
    func capitalPlace(_ country: Country) -> MapSlot.Place {
        MapSlot.Place(
            name: country.capital, detail: country.displayName, coordinate: country.coordinate,
            href: site.href(Route("countries", country.slug.value)), kind: .capital)
    }

    func countriesContext(_ route: Route) -> [String: Any] {
        let places = plan.countries.map(capitalPlace)
        let map = MapSlot(
            caption: "The world's capitals", places: places, framing: .world, projection: .equalEarth,
            width: 960, height: 500, id: "world-map")
        return site.page(
            route, title: "Countries and capitals", section: "countries",
            extra: [
                "countries": plan.countries.map(countryItem),
                "count": plan.countries.count,
                "map": mapContext(map),
            ])
    }

    func countryContext(_ route: Route, _ index: Int) -> [String: Any] {
        let country = plan.countries[index]
        let count = plan.countries.count
        let previous = plan.countries[(index + count - 1) % count]
        let next = plan.countries[(index + 1) % count]
        let locations = country.isoCode.map { iso in (plan.indicesByCountry[iso] ?? []).map { plan.locations[$0] } } ?? []
        let map = countryMap(country, index: index, locations: locations)
        return site.page(
            route, title: country.displayName, description: "\(country.displayName): capital \(country.capital)",
            section: "countries",
            extra: [
                "country": countryItem(country),
                "previous": countryItem(previous),
                "next": countryItem(next),
                "locations": locations.map(locationItem),
                "hasLocations": !locations.isEmpty,
                "map": mapContext(map),
            ])
    }

    /// The country's outline, highlighted, centred on its capital, with the neighbouring capitals and its locations.
    private func countryMap(_ country: Country, index: Int, locations: [Location]) -> MapSlot {
        var capital = capitalPlace(country)
        capital.href = nil
        capital.isSelected = true
        let neighbours = capitalIndex.nearest(toIndex: index, k: 8)
        let places = [capital] + neighbours.map { capitalPlace(plan.countries[$0.index]) } + locations.map(place)
        return MapSlot(
            caption: "\(country.capital), \(country.displayName)", places: places,
            framing: countryFraming(country, neighbours: neighbours),
            highlightedCountry: country.isoCode.map { ($0, country.displayName) }, id: "country-map")
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
