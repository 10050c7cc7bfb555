extension PageRenderer {
    /// How many neighbours a location page lists, and how many its map may show.
    static let neighbourCount = 5
    static let mapNeighbourCount = 10
    /// A location's map shows only the neighbours this close, so one far neighbour does not turn it
    /// into a map of a continent; and it zooms in no further than a town, where the basemap still has shape.
    static let mapRadiusMetres = 25_000.0
    static let mapMaxZoom = 11
    /// The zoom of a location's map when no neighbour is close: its region, with coasts and borders.
    static let loneMapZoom = 8.0
    /// Where the site's layers have streets around a location, its map is a street map: the neighbours this close, at
    /// most this zoom, and this zoom when none is that close.
    static let streetMapRadiusMetres = 1_000.0
    static let streetMapMaxZoom = 16

    func locationView(_ route: Route, _ index: Int) -> [any TemplateView] {
        let location = plan.locations[index]
        let nearest = locationIndex.nearest(toIndex: index, k: Self.mapNeighbourCount)
        let neighbours = nearest.prefix(Self.neighbourCount)
        let lat = Coordinate.format(location.coordinate.latitude, decimals: 6)
        let lng = Coordinate.format(location.coordinate.longitude, decimals: 6)
        let map = locationMap(index, nearest: nearest)
        var item = locationItem(index)
        let city = location.translations.text(for: site.versions.current)?.city ?? ""
        let address = location.address
        let streetLanguage = location.fallback(.street, in: site.versions).map { TextLanguage($0, on: site.versions.current) }
        item.streetLines = address.lines.map { MarkedLine(text: $0, language: streetLanguage) }
        item.placeLines.items = [
            address.district, city.isEmpty ? address.city : city, address.shownRegion, address.postcode, site.countryName(address.country),
        ]
        .filter { !$0.isEmpty }
        item.addressLines.items = address.lines + item.placeLines.items
        if !location.brand.isEmpty { item.brand = location.brand }
        let hours = plan.hoursHref(of: location)
        let phone = ContactLinks.telDigits(location.phone)
        var view = LocationView(
            location: item, details: detailRows(location, phone: phone),
            hoursHref: site.href(hours.route, fragment: hours.fragment, on: route), hasHours: !location.allHours.isEmpty,
            hours: plan.hoursPages ? nil : location.hours.map { hoursTableView($0, of: index) },
            hoursNow: plan.hoursPages ? hoursData(index) : nil,
            directions: ContactLinks.directions(to: location.coordinate), call: phone.map(ContactLinks.tel),
            nearest: nearestRows(to: location, index, neighbours: neighbours),
            jsonLD: TrustedHTML(
                generated: LocationJSONLD(
                    location: location, url: site.absoluteURL(route), today: plan.today, labels: site.config.hourSetLabels,
                    language: site.versions.tags.count > 1 ? site.versions.current.description : nil, city: city, words: words
                ).text),
            map: mapView(map))
        view.hoursLabel = Self.mainHoursLabel(location)
        if plan.hoursPages { view.hourSetsNow = hourSetViews(of: location) } else { view.hourSets = hourSetViews(of: location) }
        view.nearestTitle = words.text(location.status.isGone(today: plan.today) ? "nearest_open" : "nearest_other")
        view.notices = noticeBox(plan.notices.notices(of: [index]))
        view.staffDetails = location.details.compactMap(DetailWords(words: words).forStaff)
        if plan.hoursPages, let hours = location.hours {
            view.holidays = hours.special.sorted { $0.from < $1.from }.map { HoursTable.specialRow($0, site.formats, words) }
        }
        view.save = SaveTarget(
            key: "location:" + location.id.value, name: location.name, latitude: "\(lat)", longitude: "\(lng)",
            href: site.href(route), address: item.addressLines.items.joined(separator: ", "))
        let frame = site.frame(
            route, title: plan.title(of: location),
            description: words.text("kind_at_address", ["kind": kindName(location.kind), "address": location.address.singleLine]),
            section: "locations")
        return [frame, view]
    }

    /// The location with its nearest neighbours: at street scale where the site's layers have streets around it,
    /// else its town (or its region when no neighbour is close).
    private func locationMap(_ index: Int, nearest: [SpatialIndex.Neighbour]) -> MapSlot {
        let location = plan.locations[index]
        let streets = maps?.layers.hasStreets(near: location.coordinate) ?? false
        let onMap = nearest.filter { $0.distance <= (streets ? Self.streetMapRadiusMetres : Self.mapRadiusMetres) }
        var here = place(index)
        here.href = nil
        here.isSelected = true
        var slot = MapSlot(
            caption: words.text(onMap.isEmpty ? "map_where" : "map_nearest", ["name": location.name]),
            places: [here] + onMap.map { place($0.index) },
            framing: onMap.isEmpty
                ? .centered(on: location.coordinate, zoom: streets ? Double(Self.streetMapMaxZoom) : Self.loneMapZoom)
                : .centeredFit(on: location.coordinate, showing: onMap.map { plan.locations[$0.index].coordinate }, padding: 30),
            clusterLink: .href(site.href(SitePlan.citiesRoute).text),
            maxZoom: streets ? Self.streetMapMaxZoom : Self.mapMaxZoom, id: "location-map")
        // The page's script zooms the map; a location page's first load has no room for the clusters' places.
        slot.spreadsLazily = true
        slot.streetTilesByUse = true
        return slot
    }

    /// How many location maps show each street tile: every location's map framed as its page frames it (with two
    /// threads, each a half of the locations), before any is drawn.
    func streetTileUse(parallel: Bool) -> StreetTileUse? {
        guard let maps, !maps.layers.isEmpty else { return nil }
        let half = plan.locations.count / 2
        let (first, second) = Concurrently.both(
            parallel: parallel, { locationMapViews(0..<half, maps) }, { locationMapViews(half..<plan.locations.count, maps) })
        return StreetTileUse(views: first + second)
    }

    /// The views of these locations' maps where they are at street scale, nil elsewhere.
    private func locationMapViews(_ range: Range<Int>, _ maps: MapRenderer) -> [MapViewport?] {
        range.map { index in
            guard maps.layers.hasStreets(near: plan.locations[index].coordinate) else { return nil }
            let slot = locationMap(index, nearest: locationIndex.nearest(toIndex: index, k: Self.mapNeighbourCount))
            return MapViewport(spec: spec(slot), basemap: maps.basemap)
        }
    }

    func hoursTableView(_ hours: OpeningHours, of index: Int) -> HoursTableView {
        let location = plan.locations[index]
        let zone = HoursTable.zoneName(hours.timeZone, city: location.address.city, country: location.address.country, words: words)
        return HoursTable(hours).view(
            heading: words.text("hours_of", ["location.name": location.name]), zoneName: zone, data: hoursData(index),
            label: Self.mainHoursLabel(location), formats: site.formats, words: words)
    }

    /// `phone`: the phone's digits (`ContactLinks.telDigits`), which the page's call link has too.
    private func detailRows(_ location: Location, phone: ContactLinks.Number?) -> [DetailRow] {
        var details: [DetailRow] = []
        if !location.phone.isEmpty {
            let shown = PhoneText.display(location.phone, number: phone, country: location.address.country)
            details.append(DetailRow(label: words.text("phone"), value: shown, href: phone.map(ContactLinks.tel)))
        }
        for (key, kind, values) in [
            ("services", LabelKind.service, location.services), ("accessibility", .accessibility, location.accessibility),
        ]
        where !values.isEmpty {
            let labels = values.map { words.label($0, kind) }
            details.append(DetailRow(label: words.text(key), value: labels.joined(separator: ", "), list: TextList(items: labels)))
        }
        return details + location.details.compactMap(DetailWords(words: words).forCustomers)
    }

    /// The neighbours' rows; for a location closed for good, the nearest open ones instead (its customers' next place).
    private func nearestRows(to location: Location, _ index: Int, neighbours: ArraySlice<SpatialIndex.Neighbour>) -> [LocationItem] {
        var found = Array(neighbours)
        if location.status.isGone(today: plan.today) {
            found = locationIndex.nearest(toIndex: index, k: Self.neighbourCount * 4).filter {
                !plan.locations[$0.index].status.isShut(today: plan.today)
            }
        }
        return found.prefix(Self.neighbourCount).map { neighbourItem($0.index, metres: $0.distance, from: location) }
    }

    /// A neighbour's row: its address names its country only when that is not the country of the page's location
    /// ("167 King Street, Manama", "161 Market Street, Az Zahran, Saudi Arabia").
    private func neighbourItem(_ index: Int, metres: Double, from here: Location) -> LocationItem {
        var item = locationItem(index, pageCountry: here.address.country)
        item.distance = distanceTexts.text(metres, formats: site.formats, words: words)
        return item
    }

    /// "same address", "350 m", "4.2 km", "1,234 km" in English and kilometres whatever the site's language, for the
    /// build's own reports; pages write theirs with `LocalFormats.distance`.
    static func distance(_ metres: Double) -> String {
        if metres < 5 { return "same address" }
        let (value, decimals, unit) = LocalFormats.metric(metres)
        return (decimals == 0 ? grouped(Int(value.rounded())) : Coordinate.format(value, decimals: decimals)) + " " + unit
    }

    func hoursView(_ route: Route, _ index: Int) -> [any TemplateView] {
        let location = plan.locations[index]
        let frame = site.frame(route, title: words.text("hours_title", ["name": plan.title(of: location)]), section: "locations")
        return [
            frame,
            HoursView(
                location: locationItem(index),
                hours: location.hours.map { hoursTableView($0, of: index) }, hourSets: hourSetViews(of: location)),
        ]
    }
}
