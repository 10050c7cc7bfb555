/// Checks countries' coordinates for `waymark check`, with at most one warning per country.
///
/// Data often gives a country's centre rather than its capital, so a point anywhere in the country
/// passes. With a basemap, a country drawn on it must contain its point (give or take `coastKm`,
/// for coastal capitals and rounded coordinates); the UK's nations must also lie near their own
/// capital; an archipelago's capital may lie in the sea within `seaKm` of any of its islands. A country without an outline (too small for the map, or no basemap) is compared with
/// its reference capital instead: within the farther of `minimumKm` and how far the country
/// reaches from its capital. A wrong sign or a swapped pair fails either way, and the hint says so.
struct CountryChecker: Sendable {
    /// The tolerance for countries without an outline in the table (small islands, the UK's nations).
    var minimumKm: Double
    /// How far outside its outline a point may lie and still pass.
    var coastKm: Double
    /// How far from its outline a point in the sea between the country's islands may lie.
    var seaKm: Double
    /// The outlines; nil compares with the reference capitals only.
    var basemap: Basemap?

    init(minimumKm: Double = 300, coastKm: Double = 25, seaKm: Double = 100, basemap: Basemap? = nil) {
        self.minimumKm = minimumKm
        self.coastKm = coastKm
        self.seaKm = seaKm
        self.basemap = basemap
    }

    func check(_ countries: [Country], log: inout DiagnosticLog) {
        for country in countries {
            checkSpelling(country, log: &log)
            if let code = country.isoCode, let basemap, let inside = basemap.contains(country.coordinate, inCountry: code) {
                if checkOutline(country, code: code, inside: inside, basemap: basemap, log: &log) { continue }
                // A nation of a country (England in GB) must be near its own capital too.
                guard CountryNameMatcher.shared.match(country.name)?.capital != nil else { continue }
            }
            checkCapital(country, log: &log)
        }
    }

    /// Warns when the point is outside the country's outline; true when it warned.
    func checkOutline(_ country: Country, code: String, inside: Bool, basemap: Basemap, log: inout DiagnosticLog) -> Bool {
        guard !inside, let metres = basemap.distance(from: country.coordinate, toOutlineOf: code) else { return false }
        let km = metres / 1000
        guard km > coastKm, !isAmongIslands(country.coordinate, km: km, code: code, basemap: basemap) else { return false }
        let reference =
            expectation(for: country).map {
                " (its capital \($0.place) is at \(Self.short($0.coordinate.latitude)), \(Self.short($0.coordinate.longitude)))"
            } ?? ""
        log.warning(
            country.coordinatePosition ?? country.position,
            "\(country.name) is placed at \(Self.pair(country.coordinate)), outside its outline (\(code)) by \(Int(km.rounded())) km\(reference)",
            hint: hint(country.coordinate) { point in
                basemap.contains(point, inCountry: code) == true
                    || (basemap.distance(from: point, toOutlineOf: code) ?? .infinity) / 1000 <= coastKm
            })
        return true
    }

    /// An archipelago's capital or centre may lie in the sea between its islands: a point in no other country within
    /// `seaKm` of any part of this one (every island counts, not only the main group) passes.
    private func isAmongIslands(_ point: Coordinate, km: Double, code: String, basemap: Basemap) -> Bool {
        km <= seaKm && basemap.country(containing: point) == nil
    }

    /// Where the capital should be, and how far from it the data may place the country.
    func expectation(for country: Country) -> (place: String, coordinate: Coordinate, toleranceKm: Double)? {
        if let capital = CountryNameMatcher.shared.match(country.name)?.capital {
            return (capital.name, capital.coordinate, minimumKm)
        }
        guard let code = country.isoCode, let reference = CountryReference.country(alpha2: code),
            let capital = reference.capital, let coordinate = reference.capitalCoordinate
        else { return nil }
        return ("\(capital), \(reference.name)", coordinate, max(minimumKm, Double(reference.reachKm ?? 0)))
    }

    func checkCapital(_ country: Country, log: inout DiagnosticLog) {
        guard let expected = expectation(for: country) else { return }
        let km = country.coordinate.distance(to: expected.coordinate) / 1000
        guard km > expected.toleranceKm else { return }
        let given = Self.pair(country.coordinate)
        let place = "\(expected.place) (\(Self.short(expected.coordinate.latitude)), \(Self.short(expected.coordinate.longitude)))"
        log.warning(
            country.coordinatePosition ?? country.position,
            "\(country.name) is placed at \(given), \(Int(km.rounded())) km from \(place); expected within \(Int(expected.toleranceKm)) km",
            hint: hint(country.coordinate) { $0.distance(to: expected.coordinate) / 1000 <= expected.toleranceKm })
    }

    /// Names the likely mistake when flipping a sign or swapping the pair would put the point in place.
    private func hint(_ given: Coordinate, isInPlace: (Coordinate) -> Bool) -> String {
        let fixes: [(String, Coordinate)] = [
            ("the sign of the longitude looks wrong", Coordinate(latitude: given.latitude, longitude: -given.longitude)),
            ("the sign of the latitude looks wrong", Coordinate(latitude: -given.latitude, longitude: given.longitude)),
            ("both signs look wrong", Coordinate(latitude: -given.latitude, longitude: -given.longitude)),
            ("latitude and longitude look swapped", Coordinate(latitude: given.longitude, longitude: given.latitude)),
        ]
        for (message, fixed) in fixes where Coordinate.isValidLatitude(fixed.latitude) && isInPlace(fixed) {
            return "\(message): \(Self.short(fixed.latitude)), \(Self.short(fixed.longitude)) would be in place"
        }
        if let other = nearestCapital(to: given), other.km <= 100 {
            return "these look like the coordinates of \(other.place), \(Int(other.km.rounded())) km away"
        }
        return "check the latitude and longitude against a map"
    }

    private func nearestCapital(to point: Coordinate) -> (place: String, km: Double)? {
        var best: (place: String, km: Double)?
        for reference in CountryReference.all {
            guard let capital = reference.capital, let coordinate = reference.capitalCoordinate else { continue }
            let km = point.distance(to: coordinate) / 1000
            if km < best?.km ?? .infinity { best = ("\(capital), \(reference.name)", km) }
        }
        return best
    }

    static func pair(_ coordinate: Coordinate) -> String {
        "\(short(coordinate.latitude)), \(short(coordinate.longitude))"
    }

    /// Degrees with up to 2 decimals, no trailing zeros ("13.46", "-16.5", "4").
    static func short(_ value: Double) -> String {
        var text = Coordinate.format(value, decimals: 2)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
