extension PageRenderer {
    static func kindName(_ kind: Location.Kind) -> String { kind == .branch ? "Branch" : "ATM" }

    func locationItem(_ location: Location) -> [String: Any] {
        [
            "id": location.id.value,
            "name": location.name,
            "kind": location.kind.rawValue,
            "kindName": Self.kindName(location.kind),
            "address": location.address.singleLine,
            "city": location.address.city,
            "href": site.href(Route("locations", location.id.value)),
            "coordinates": location.coordinate.formatted,
        ]
    }

    func locationsContext(_ route: Route, filter: Location.Kind?, page: Int) -> [String: Any] {
        let all = plan.indices(filter: filter)
        let pages = plan.pageCount(all.count)
        let slice = all.dropFirst((page - 1) * plan.pageSize).prefix(plan.pageSize).map { plan.locations[$0] }
        let title = filter.map { $0 == .branch ? "Branches" : "ATMs" } ?? "Branches and ATMs"
        var links: [String: Any] = [:]
        if page > 1 { links["prev"] = site.href(SitePlan.listRoute(filter: filter, page: page - 1)) }
        if page < pages { links["next"] = site.href(SitePlan.listRoute(filter: filter, page: page + 1)) }
        let filters: [[String: Any]] = [nil, Location.Kind.branch, .atm].map { kind in
            ["title": kind.map { $0 == .branch ? "Branches" : "ATMs" } ?? "All",
             "href": site.href(SitePlan.listRoute(filter: kind, page: 1)), "current": kind == filter]
        }
        let pageLinks: [[String: Any]] = Self.paginationWindow(page: page, of: pages).map { n in
            guard let n else { return ["gap": true] }
            return ["number": n, "href": site.href(SitePlan.listRoute(filter: filter, page: n)), "current": n == page]
        }
        let places = slice.map { MapSlot.Place(name: $0.name, detail: $0.address.singleLine, coordinate: $0.coordinate,
                                               href: site.href(Route("locations", $0.id.value)), kind: $0.kind.rawValue) }
        return site.page(route, title: page > 1 ? "\(title), page \(page) of \(pages)" : title, section: "locations", extra: [
            "heading": title,
            "locations": slice.map(locationItem),
            "total": all.count,
            "filters": filters,
            "pagination": pages > 1 ? ["pages": pageLinks, "prev": links["prev"] as Any, "next": links["next"] as Any] : false,
            "pageNumber": page,
            "pageCount": pages,
            "map": MapSlot(caption: "\(title) on this page", places: Array(places)).context,
        ], links: links)
    }

    /// The page numbers a pagination bar shows: the first, the last, and two either side of the current one;
    /// nil marks a gap. A list of 2,000 pages links to at most 9, so pages stay small and building stays linear.
    static func paginationWindow(page: Int, of pages: Int) -> [Int?] {
        let shown = Set([1, pages] + Array(max(1, page - 2)...min(pages, page + 2)))
        var result: [Int?] = []
        for n in shown.sorted() {
            if let last = result.last ?? nil, n > last + 1 { result.append(nil) }
            result.append(n)
        }
        return result
    }

    func locationContext(_ route: Route, _ index: Int) -> [String: Any] {
        let location = plan.locations[index]
        var details: [[String: Any]] = []
        if !location.phone.isEmpty {
            var phone: [String: Any] = ["label": "Phone", "value": location.phone]
            if let tel = Escape.safeURL("tel:" + location.phone.filter { $0.isNumber || $0 == "+" }) { phone["href"] = tel }
            details.append(phone)
        }
        if !location.services.isEmpty {
            details.append(["label": "Services", "value": location.services.joined(separator: ", "), "list": location.services])
        }
        details += location.details.map { ["label": $0.label, "value": $0.value] }
        let lat = Coordinate.format(location.coordinate.latitude, decimals: 6)
        let lng = Coordinate.format(location.coordinate.longitude, decimals: 6)
        let map = MapSlot(caption: location.name, places: [
            MapSlot.Place(name: location.name, detail: location.address.singleLine, coordinate: location.coordinate,
                          href: nil, kind: location.kind.rawValue),
        ])
        var item = locationItem(location)
        let country = CountryReference.country(alpha2: location.address.country)?.name ?? location.address.country
        item["addressLines"] = location.address.lines + [location.address.city, location.address.postcode, country].filter { !$0.isEmpty }
        if !location.brand.isEmpty { item["brand"] = location.brand }
        return site.page(route, title: location.name, description: "\(Self.kindName(location.kind)) at \(location.address.singleLine)",
                         section: "locations", extra: [
            "location": item,
            "details": details,
            "hasDetails": !details.isEmpty,
            "hoursHref": site.href(Route("locations", location.id.value, "hours")),
            "hasHours": location.hours != nil,
            "directions": "https://www.openstreetmap.org/directions?route=%3B\(lat)%2C\(lng)",
            "map": map.context,
        ])
    }

    func hoursContext(_ route: Route, _ index: Int) -> [String: Any] {
        let location = plan.locations[index]
        var extra: [String: Any] = ["location": locationItem(location)]
        if let hours = location.hours {
            extra["hours"] = HoursTable(hours).context
        }
        return site.page(route, title: "Opening hours: \(location.name)", section: "locations", extra: extra)
    }
}
