/// Country queries on the 10m outlines, for checks such as "is this capital inside its country?".
extension Basemap {
    /// The ISO 3166-1 alpha-2 code of the country whose outline contains the coordinate, if any.
    func country(containing coordinate: Coordinate) -> String? {
        large.countries.first { !$0.isoCode.isEmpty && large.contains(coordinate, in: $0) }?.isoCode
    }

    /// Whether the country's outline contains the coordinate; nil when there is no outline for the code.
    func contains(_ coordinate: Coordinate, inCountry isoCode: String) -> Bool? {
        guard let index = large.countryIndex[isoCode.uppercased()] else { return nil }
        return large.contains(coordinate, in: large.countries[index])
    }

    /// Metres from the coordinate to the nearest point of the country's outline (coast or border),
    /// inside or outside; nil when there is no outline for the code.
    func distance(from coordinate: Coordinate, toOutlineOf isoCode: String) -> Double? {
        guard let index = large.countryIndex[isoCode.uppercased()] else { return nil }
        let p = Sphere.unitVector(coordinate)
        let shapes = large.shapes
        var best = Double.infinity
        for ring in large.countries[index].rings {
            let range = shapes.range(of: ring)
            var previous = Sphere.unitVector(latitude: shapes.latitudes[range.last!], longitude: shapes.longitudes[range.last!])
            for vertex in range {
                let current = Sphere.unitVector(latitude: shapes.latitudes[vertex], longitude: shapes.longitudes[vertex])
                best = min(best, Sphere.angle(from: p, toArc: previous, current))
                previous = current
            }
        }
        return best * Sphere.radius
    }

    /// ISO codes with an outline in the 10m layer, sorted.
    var countryCodes: [String] { large.isoCodes }
}

extension BasemapLayers {
    /// Even–odd test over all rings of the country, in degrees (rings never cross the antimeridian).
    func contains(_ coordinate: Coordinate, in country: CountryShape) -> Bool {
        let x = GeoBounds.normalized(coordinate.longitude), y = coordinate.latitude
        guard country.degreeBox.contains(x: x, y: y) else { return false }
        var inside = false
        for ring in country.rings where shapes.degreeBoxes[ring].contains(x: x, y: y) {
            if shapes.ringContains(ring, x: x, y: y) { inside.toggle() }
        }
        return inside
    }
}

extension ShapeStore {
    /// Ray casting in degrees.
    func ringContains(_ shape: Int, x: Double, y: Double) -> Bool {
        let range = range(of: shape)
        var inside = false
        var j = range.last!
        for i in range {
            let xi = longitudes[i], yi = latitudes[i], xj = longitudes[j], yj = latitudes[j]
            if (yi > y) != (yj > y), x < xi + (y - yi) * (xj - xi) / (yj - yi) { inside.toggle() }
            j = i
        }
        return inside
    }
}
