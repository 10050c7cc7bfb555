/// Checks countries against the reference table, for `waymark check`: each rule adds warnings.
///
/// The capital rule compares a country's coordinates with its reference capital. Data often gives
/// a country's centre rather than its capital, so the tolerance is the farther of `minimumKm` and
/// how far the country's outline reaches from its capital: a point in the country passes, a wrong
/// sign or a swapped pair does not. More rules (a point-in-outline test) can be added beside it.
public struct CountryChecker: Sendable {
    /// The tolerance for countries without an outline in the table (small islands, the UK's nations).
    public var minimumKm: Double

    public init(minimumKm: Double = 300) {
        self.minimumKm = minimumKm
    }

    public func check(_ countries: [Country], log: inout DiagnosticLog) {
        for country in countries {
            checkCapital(country, log: &log)
        }
    }

    /// Where the capital should be, and how far from it the data may place the country.
    public func expectation(for country: Country) -> (place: String, coordinate: Coordinate, toleranceKm: Double)? {
        if let capital = CountryNameMatcher.shared.match(country.name)?.capital {
            return (capital.name, capital.coordinate, minimumKm)
        }
        guard let code = country.isoCode, let reference = CountryReference.country(alpha2: code),
              let capital = reference.capital, let coordinate = reference.capitalCoordinate else { return nil }
        return ("\(capital), \(reference.name)", coordinate, max(minimumKm, Double(reference.reachKm ?? 0)))
    }

    func checkCapital(_ country: Country, log: inout DiagnosticLog) {
        guard let expected = expectation(for: country) else { return }
        let km = country.coordinate.distance(to: expected.coordinate) / 1000
        guard km > expected.toleranceKm else { return }
        let given = "\(Self.short(country.coordinate.latitude)), \(Self.short(country.coordinate.longitude))"
        let place = "\(expected.place) (\(Self.short(expected.coordinate.latitude)), \(Self.short(expected.coordinate.longitude)))"
        log.warning(country.coordinatePosition ?? country.position,
                    "\(country.name) is placed at \(given), \(Int(km.rounded())) km from \(place); expected within \(Int(expected.toleranceKm)) km",
                    hint: hint(country.coordinate, expected.coordinate, expected.toleranceKm))
    }

    /// Names the likely mistake when flipping a sign or swapping the pair would put the point in place.
    private func hint(_ given: Coordinate, _ expected: Coordinate, _ toleranceKm: Double) -> String {
        let fixes: [(String, Coordinate)] = [
            ("the sign of the longitude looks wrong", Coordinate(latitude: given.latitude, longitude: -given.longitude)),
            ("the sign of the latitude looks wrong", Coordinate(latitude: -given.latitude, longitude: given.longitude)),
            ("both signs look wrong", Coordinate(latitude: -given.latitude, longitude: -given.longitude)),
            ("latitude and longitude look swapped", Coordinate(latitude: given.longitude, longitude: given.latitude)),
        ]
        for (message, fixed) in fixes where Coordinate.isValidLatitude(fixed.latitude)
            && fixed.distance(to: expected) / 1000 <= toleranceKm {
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

    /// Degrees with up to 2 decimals, no trailing zeros ("13.46", "-16.5", "4").
    static func short(_ value: Double) -> String {
        var text = Coordinate.format(value, decimals: 2)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
