extension PageRenderer {
    /// How many neighbours a location page lists, and how many more its map shows.
    static let neighbourCount = 5
    static let mapNeighbourCount = 10

    func locationContext(_ route: Route, _ index: Int) -> [String: Any] {
        let location = plan.locations[index]
        let onMap = locationIndex.nearest(toIndex: index, k: Self.mapNeighbourCount)
        let neighbours = onMap.prefix(Self.neighbourCount)
        let lat = Coordinate.format(location.coordinate.latitude, decimals: 6)
        let lng = Coordinate.format(location.coordinate.longitude, decimals: 6)
        var here = place(location)
        here.href = nil
        here.isSelected = true
        let map = MapSlot(
            caption: "\(location.name) and the nearest locations",
            places: [here] + onMap.map { place(plan.locations[$0.index]) },
            framing: .centeredFit(
                on: location.coordinate, showing: onMap.map { plan.locations[$0.index].coordinate },
                padding: 30),
            id: "location-map")
        var item = locationItem(location)
        let country = CountryReference.country(alpha2: location.address.country)?.name ?? location.address.country
        item["addressLines"] = location.address.lines + [location.address.city, location.address.postcode, country].filter { !$0.isEmpty }
        if !location.brand.isEmpty { item["brand"] = location.brand }
        let details = detailRows(location)
        let jsonLD = LocationJSONLD(location: location, url: site.absoluteURL(route)).text
        return site.page(
            route, title: plan.title(of: location), description: "\(Self.kindName(location.kind)) at \(location.address.singleLine)",
            section: "locations",
            extra: [
                "location": item,
                "details": details,
                "hasDetails": !details.isEmpty,
                "hoursHref": site.href(Route("locations", location.id.value, "hours")),
                "hasHours": location.hours != nil,
                "directions": "https://www.openstreetmap.org/directions?route=%3B\(lat)%2C\(lng)",
                "nearest": neighbours.map { neighbourItem(plan.locations[$0.index], metres: $0.distance) },
                "hasNearest": !neighbours.isEmpty,
                "jsonLD": jsonLD,
                "map": mapContext(map),
            ])
    }

    private func detailRows(_ location: Location) -> [[String: Any]] {
        var details: [[String: Any]] = []
        if !location.phone.isEmpty {
            var phone: [String: Any] = ["label": "Phone", "value": location.phone]
            if let tel = Escape.safeURL("tel:" + location.phone.filter { $0.isNumber || $0 == "+" }) { phone["href"] = tel }
            details.append(phone)
        }
        if !location.services.isEmpty {
            details.append(["label": "Services", "value": location.services.joined(separator: ", "), "list": location.services])
        }
        return details + location.details.map { ["label": $0.label, "value": $0.value] }
    }

    private func neighbourItem(_ location: Location, metres: Double) -> [String: Any] {
        var item = locationItem(location)
        item["distance"] = Self.distance(metres)
        item["metres"] = Int(metres.rounded())
        return item
    }

    /// "same address", "350 m", "4.2 km", "1,234 km": rounded to what a reader can use.
    static func distance(_ metres: Double) -> String {
        if metres < 5 { return "same address" }
        if metres < 995 { return "\(Int((metres / 10).rounded()) * 10) m" }
        if metres < 9_950 { return Coordinate.format(metres / 1000, decimals: 1) + " km" }
        return grouped(Int((metres / 1000).rounded())) + " km"
    }

    func hoursContext(_ route: Route, _ index: Int) -> [String: Any] {
        let location = plan.locations[index]
        var extra: [String: Any] = ["location": locationItem(location)]
        if let hours = location.hours {
            extra["hours"] = HoursTable(hours).context
        }
        return site.page(route, title: "Opening hours: \(plan.title(of: location))", section: "locations", extra: extra)
    }
}
