import Foundation

extension PageRenderer {
    func queryItem(_ index: Int) -> QueryItem {
        let query = plan.geocodeQueries[index]
        let count = query.results.count
        var summary: String
        switch query.status {
        case .ok, .zeroResults: summary = count == 0 ? words.text("no_results") : words.text("geocode_result_count", count: count)
        default: summary = words.text("geocode_not_loaded")  // the API's status is for the build log, not visitors
        }
        return QueryItem(
            query: query.query, href: site.href(Route("geocode", query.slug.value)), summary: summary,
            isError: query.status.isError, count: count)
    }

    func resultItem(_ query: GeocodeQuery, _ r: Int, selected: Int? = nil) -> ResultItem {
        let result = query.results[r]
        return ResultItem(
            number: r + 1, address: result.formattedAddress, href: site.href(Route("geocode", query.slug.value, "\(r + 1)")),
            coordinates: result.coordinate.formatted,
            latitude: Coordinate.format(result.coordinate.latitude, decimals: 6),
            longitude: Coordinate.format(result.coordinate.longitude, decimals: 6), partial: result.partialMatch,
            types: GeocodeWords(words: words).kindOfPlace(result.types) ?? "",
            key: Self.saveKey(result), selected: r == selected, placeID: result.placeID,
            precision: GeocodeWords(words: words).precision(result.locationType))
    }

    static func saveKey(_ result: GeocodeQuery.Result) -> String {
        if let placeID = result.placeID, !placeID.isEmpty { return "place_id:" + placeID }
        return "address:\(result.formattedAddress)@\(result.coordinate.formatted)"
    }

    func geocodeIndexView(_ route: Route) -> [any TemplateView] {
        let view = GeocodeIndexView(queries: plan.geocodeQueries.indices.map(queryItem))
        return [site.frame(route, title: words.text("place_search"), section: "geocode"), view]
    }

    func geocodeView(_ route: Route, _ q: Int) -> [any TemplateView] {
        let query = plan.geocodeQueries[q]
        var view = GeocodeView(query: queryItem(q))
        var attribution: String?
        if query.status.isError {
            let message = query.errorMessage.flatMap { $0.isEmpty ? nil : $0 }
            view.error = QueryError(status: query.status.rawValue, message: message, explanation: query.status.explanation)
        } else if query.results.isEmpty {
            view.noResults = true
        } else {
            view.results = query.results.indices.map { resultItem(query, $0) }
            if query.results.count > 1 { view.mapHref = site.href(Route("geocode", query.slug.value, "map")) }
            attribution = self.attribution
        }
        let frame = site.frame(
            route, title: words.text("geocode_results_for", ["query": query.query]), section: "geocode", geocodeAttribution: attribution)
        return [frame, view]
    }

    func geocodeMapView(_ route: Route, _ q: Int) -> [any TemplateView] {
        let query = plan.geocodeQueries[q]
        let map = MapSlot(
            caption: words.text("all_results_for", ["query.query": query.query]), places: places(query, selected: nil),
            framing: .fit(query.results.map(\.coordinate), padding: 40), id: "results-map")
        let view = GeocodeMapView(
            query: queryItem(q), result: nil, results: query.results.indices.map { resultItem(query, $0) }, map: mapView(map),
            total: query.results.count)
        let frame = site.frame(
            route, title: words.text("geocode_on_the_map", ["query": query.query]), section: "geocode", geocodeAttribution: attribution)
        return [frame, view]
    }

    func geocodeResultView(_ route: Route, _ q: Int, _ r: Int) -> [any TemplateView] {
        let query = plan.geocodeQueries[q]
        var result = resultItem(query, r, selected: r)
        result.query = query.query
        let shown = Self.window(around: r, count: query.results.count)
        let view = GeocodeMapView(
            query: queryItem(q), result: result, results: shown.map { resultItem(query, $0, selected: r) },
            map: mapView(resultMap(query, r, shown: shown)), total: query.results.count,
            resultsCut: shown.count < query.results.count ? ResultRange(first: shown.lowerBound + 1, last: shown.upperBound) : nil)
        let frame = site.frame(
            route, title: query.results[r].formattedAddress, section: "geocode", geocodeAttribution: attribution)
        return [frame, view]
    }

    private var attribution: String? { site.config.geocodeAttribution.isEmpty ? nil : site.config.geocodeAttribution }

    /// How many results a result page lists and pins besides its own, so pages stay small and the output grows
    /// linearly with the number of results (all of them are on the query's page and its map).
    static let neighbours = 10

    /// The results shown on result `r`'s page: `r` and up to `neighbours` more around it.
    static func window(around r: Int, count: Int) -> Range<Int> {
        let size = min(count, neighbours + 1)
        let start = min(max(0, r - neighbours / 2), count - size)
        return start..<start + size
    }

    private func places(_ query: GeocodeQuery, selected: Int?, shown: Range<Int>? = nil) -> [MapPin] {
        (shown ?? query.results.indices).map { r in
            let result = query.results[r]
            return MapPin(
                coordinate: result.coordinate, kind: .geocodeResult, label: result.formattedAddress,
                sublabel: words.text("geocode_result_number", ["number": Self.grouped(r + 1)]),
                href: r == selected ? nil : site.href(Route("geocode", query.slug.value, "\(r + 1)")).text, id: "\(r + 1)",
                isSelected: r == selected)
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
