extension PageRenderer {
    func queryItem(_ index: Int) -> [String: Any] {
        let query = plan.geocodeQueries[index]
        let count = query.results.count
        var summary: String
        switch query.status {
        case .ok, .zeroResults: summary = count == 0 ? "No Results" : count == 1 ? "1 result" : "\(count) results"
        default: summary = "Error: \(query.status.rawValue)"
        }
        return [
            "query": query.query, "href": site.href(Route("geocode", query.slug.value)), "summary": summary,
            "isError": query.status.isError, "count": count,
        ]
    }

    /// One result for a template: its address (the name its callout shows), coordinates, link and save key.
    func resultItem(_ query: GeocodeQuery, _ r: Int, selected: Int? = nil) -> [String: Any] {
        let result = query.results[r]
        var item: [String: Any] = [
            "number": r + 1,
            "address": result.formattedAddress,
            "href": site.href(Route("geocode", query.slug.value, "\(r + 1)")),
            "coordinates": result.coordinate.formatted,
            "latitude": Coordinate.format(result.coordinate.latitude, decimals: 6),
            "longitude": Coordinate.format(result.coordinate.longitude, decimals: 6),
            "partial": result.partialMatch,
            "types": result.types.joined(separator: ", "),
            "key": Self.saveKey(result),
            "selected": r == selected,
        ]
        if let placeID = result.placeID { item["placeID"] = placeID }
        return item
    }

    /// What makes a saved place unique (DESIGN §3): its place_id, else its address and coordinates.
    static func saveKey(_ result: GeocodeQuery.Result) -> String {
        if let placeID = result.placeID, !placeID.isEmpty { return "place_id:" + placeID }
        return "address:\(result.formattedAddress)@\(result.coordinate.formatted)"
    }

    func geocodeIndexContext(_ route: Route) -> [String: Any] {
        site.page(
            route, title: "Geocoding results", section: "geocode",
            extra: [
                "queries": plan.geocodeQueries.indices.map(queryItem),
                "hasQueries": !plan.geocodeQueries.isEmpty,
            ])
    }

    func geocodeContext(_ route: Route, _ q: Int) -> [String: Any] {
        let query = plan.geocodeQueries[q]
        var extra: [String: Any] = ["query": queryItem(q)]
        if query.status.isError {
            var error: [String: Any] = ["status": query.status.rawValue, "explanation": query.status.explanation]
            if let message = query.errorMessage, !message.isEmpty { error["message"] = message }
            extra["error"] = error
        } else if query.results.isEmpty {
            extra["noResults"] = true
        } else {
            extra["results"] = query.results.indices.map { resultItem(query, $0) }
            extra["hasResults"] = true
            if query.results.count > 1 { extra["mapHref"] = site.href(Route("geocode", query.slug.value, "map")) }
            extra.merge(attribution) { $1 }
        }
        return site.page(route, title: "Results for “\(query.query)”", section: "geocode", extra: extra)
    }

    func geocodeMapContext(_ route: Route, _ q: Int) -> [String: Any] {
        let query = plan.geocodeQueries[q]
        var extra: [String: Any] = [
            "query": queryItem(q),
            "results": query.results.indices.map { resultItem(query, $0) },
            "map": mapContext(
                MapSlot(
                    caption: "All results for “\(query.query)”", places: places(query, selected: nil),
                    framing: .fit(query.results.map(\.coordinate), padding: 40), id: "results-map")),
        ]
        extra.merge(attribution) { $1 }
        return site.page(route, title: "“\(query.query)” on the map", section: "geocode", extra: extra)
    }

    func geocodeResultContext(_ route: Route, _ q: Int, _ r: Int) -> [String: Any] {
        let query = plan.geocodeQueries[q]
        var result = resultItem(query, r, selected: r)
        result["query"] = query.query
        let shown = Self.window(around: r, count: query.results.count)
        var extra: [String: Any] = [
            "query": queryItem(q),
            "result": result,
            "results": shown.map { resultItem(query, $0, selected: r) },
            "hasOthers": query.results.count > 1,
            "map": mapContext(resultMap(query, r, shown: shown)),
        ]
        if shown.count < query.results.count {
            extra["resultsCut"] = ["first": shown.lowerBound + 1, "last": shown.upperBound]
        }
        extra.merge(attribution) { $1 }
        return site.page(route, title: query.results[r].formattedAddress, section: "geocode", extra: extra)
    }

    /// The credit for geocoding content, when the site gives one.
    private var attribution: [String: Any] {
        site.config.geocodeAttribution.isEmpty ? [:] : ["geocodeAttribution": site.config.geocodeAttribution]
    }

    /// How many results a result page lists and pins besides its own, so pages stay small and the output grows
    /// linearly with the number of results (all of them are on the query's page and its map).
    static let neighbours = 10

    /// The results shown on result `r`'s page: `r` and up to `neighbours` more around it.
    static func window(around r: Int, count: Int) -> Range<Int> {
        let size = min(count, neighbours + 1)
        let start = min(max(0, r - neighbours / 2), count - size)
        return start..<start + size
    }

    private func places(_ query: GeocodeQuery, selected: Int?, shown: Range<Int>? = nil) -> [MapSlot.Place] {
        (shown ?? query.results.indices).map { r in
            let result = query.results[r]
            return
                MapSlot.Place(
                    name: result.formattedAddress, detail: "Result \(r + 1)", coordinate: result.coordinate,
                    href: r == selected ? nil : site.href(Route("geocode", query.slug.value, "\(r + 1)")),
                    kind: .geocodeResult, isSelected: r == selected)
        }
    }

    /// Result `r` centred, at a zoom that shows its viewport (or a town-sized view without one), the others where they fall.
    private func resultMap(_ query: GeocodeQuery, _ r: Int, shown: Range<Int>) -> MapSlot {
        let result = query.results[r]
        let framing: MapFraming =
            result.viewport.map {
                .centeredFit(on: result.coordinate, showing: [$0.southWest, $0.northEast], padding: 20)
            } ?? .centered(on: result.coordinate, zoom: 12)
        return MapSlot(
            caption: result.formattedAddress, places: places(query, selected: r, shown: shown), framing: framing, id: "result-map")
    }
}
