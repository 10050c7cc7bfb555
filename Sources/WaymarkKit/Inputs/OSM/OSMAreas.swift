import Foundation

/// The parts of the world an extract is read for: every cell of a 1/64° grid within `radius` of a location. A map
/// around a location at street scale shows about a kilometre on each side on a wide screen; 2 km leaves room for the
/// map of its neighbours, and rounded out to whole cells (about 1.7 km tall) each location gets 2–3.7 km.
struct OSMAreas: Sendable {
    static let radius = 2_000.0
    static let cellsPerDegree = 64.0

    private(set) var cells: Set<Int> = []

    init(around coordinates: some Sequence<Coordinate>) {
        for coordinate in coordinates { add(coordinate) }
    }

    private mutating func add(_ coordinate: Coordinate) {
        let latitudeSpan = Self.radius / 111_320
        let longitudeSpan = latitudeSpan / max(0.05, cos(coordinate.latitude * .pi / 180))
        let rows = Self.cell(coordinate.latitude - latitudeSpan)...Self.cell(coordinate.latitude + latitudeSpan)
        let columns = Self.cell(coordinate.longitude - longitudeSpan)...Self.cell(coordinate.longitude + longitudeSpan)
        for row in rows {
            for column in columns { cells.insert(Self.key(row: row, column: column)) }
        }
    }

    /// Whether a point (in 1e-7 degrees, as extracts store them) is in one of the cells.
    func contains(latitude: Int64, longitude: Int64) -> Bool {
        cells.contains(Self.key(row: Self.cell(Double(latitude) / 1e7), column: Self.cell(Double(longitude) / 1e7)))
    }

    /// A digest of the cells, for the extract cache's key: new locations in new places read the extract again.
    var digest: Digest {
        var digester = Digester()
        for cell in cells.sorted() { digester.add(cell) }
        return digester.finish()
    }

    private static func cell(_ degrees: Double) -> Int { Int((degrees * cellsPerDegree).rounded(.down)) }

    // Longitudes wrap: a box over the antimeridian takes the cells on both sides.
    private static func key(row: Int, column: Int) -> Int {
        let columns = Int(360 * cellsPerDegree)
        return row * columns + ((column % columns) + columns) % columns
    }
}
