/// A latitude band and a longitude arc that may cross the antimeridian.
///
/// `east` can exceed 180 when the arc crosses it: Fiji to Samoa is west 177, east 188.
struct GeoBounds: Hashable, Sendable {
    var south: Double
    var north: Double
    var west: Double
    var east: Double

    init(south: Double, north: Double, west: Double, east: Double) {
        self.south = south
        self.north = north
        self.west = west
        self.east = east
    }

    /// The smallest bounds holding every coordinate, the longitude arc chosen to avoid the widest gap.
    init?(covering coordinates: [Coordinate]) {
        guard !coordinates.isEmpty else { return nil }
        let longitudes = coordinates.map { GeoBounds.normalized($0.longitude) }.sorted()
        // The arc leaves out the widest empty gap between neighbouring longitudes, the wrap-around one included.
        var gapAfter = longitudes.count - 1
        var widest = longitudes[0] + 360 - longitudes[longitudes.count - 1]
        for index in 0..<(longitudes.count - 1) where longitudes[index + 1] - longitudes[index] > widest {
            widest = longitudes[index + 1] - longitudes[index]
            gapAfter = index
        }
        let west = longitudes[(gapAfter + 1) % longitudes.count]
        var east = longitudes[gapAfter]
        if east < west { east += 360 }
        let latitudes = coordinates.map(\.latitude)
        self.init(south: latitudes.min()!, north: latitudes.max()!, west: west, east: east)
    }

    /// The middle of the arc and of the band, longitude in -180..<180.
    var center: Coordinate {
        Coordinate(latitude: (south + north) / 2, longitude: GeoBounds.normalized((west + east) / 2))
    }

    /// A longitude in degrees brought into -180..<180.
    static func normalized(_ longitude: Double) -> Double {
        var value = longitude.truncatingRemainder(dividingBy: 360)
        if value >= 180 { value -= 360 }
        if value < -180 { value += 360 }
        return value
    }
}
