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

    func countriesContext(_ route: Route) -> [String: Any] {
        let places = plan.countries.map {
            MapSlot.Place(name: $0.capital, detail: $0.displayName, coordinate: $0.coordinate,
                          href: site.href(Route("countries", $0.slug.value)), kind: "capital")
        }
        return site.page(route, title: "Countries and capitals", section: "countries", extra: [
            "countries": plan.countries.map(countryItem),
            "count": plan.countries.count,
            "map": MapSlot(caption: "The world's capitals", places: places).context,
        ])
    }

    func countryContext(_ route: Route, _ index: Int) -> [String: Any] {
        let country = plan.countries[index]
        let count = plan.countries.count
        let previous = plan.countries[(index + count - 1) % count]
        let next = plan.countries[(index + 1) % count]
        let locations = country.isoCode.map { iso in (plan.indicesByCountry[iso] ?? []).map { plan.locations[$0] } } ?? []
        let map = MapSlot(caption: "\(country.capital), \(country.displayName)", places: [
            MapSlot.Place(name: country.capital, detail: country.displayName, coordinate: country.coordinate, href: nil, kind: "capital"),
        ])
        return site.page(route, title: country.displayName, description: "\(country.displayName): capital \(country.capital)",
                         section: "countries", extra: [
            "country": countryItem(country),
            "previous": countryItem(previous),
            "next": countryItem(next),
            "locations": locations.map(locationItem),
            "hasLocations": !locations.isEmpty,
            "map": map.context,
        ])
    }
}
