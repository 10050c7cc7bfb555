/// Natural Earth's populated places, most important first, for the place names on town and region maps.
struct PopulatedPlaces: Sendable {
    /// One named place.
    struct Place: Sendable, Hashable {
        let name: String
        let coordinate: Coordinate
        /// 0 for the world cities Natural Earth also shows at 1:110 million, 1 for the others.
        let rank: Int
        /// Web Mercator position (world width 1), projected once when read.
        let world: WorldPoint

        init(name: String, coordinate: Coordinate, rank: Int) {
            self.name = name
            self.coordinate = coordinate
            self.rank = rank
            world = WebMercator.project(coordinate)
        }
    }

    /// Most important first: by rank, then in Natural Earth's own order of importance.
    let places: [Place]
    /// The indices of the places in each cell of a `gridSize`×`gridSize` grid over the Web Mercator world, in
    /// ascending order, so a town map looks at the few places near it, not all 7,000, for each of its pages.
    private let cells: [[Int32]]
    static let gridSize = 64

    init(places: [Place] = []) {
        self.places = places
        var cells = [[Int32]](repeating: [], count: Self.gridSize * Self.gridSize)
        for (index, place) in places.enumerated() {
            cells[Self.cell(place.world.y) * Self.gridSize + Self.cell(place.world.x)].append(Int32(index))
        }
        self.cells = cells
    }

    private static func cell(_ world: Double) -> Int { min(gridSize - 1, max(0, Int((world * Double(gridSize)).rounded(.down)))) }

    /// The indices of the places inside the world rectangle, and perhaps a few near it, most important first; nil when
    /// the rectangle is not within one copy of the world or spans half of it (then every place is a candidate).
    func indices(worldX: ClosedRange<Double>, worldY: ClosedRange<Double>) -> [Int]? {
        guard worldX.lowerBound >= 0, worldX.upperBound < 1, worldX.upperBound - worldX.lowerBound < 0.5 else { return nil }
        var found: [Int] = []
        for row in Self.cell(worldY.lowerBound)...Self.cell(worldY.upperBound) {
            for column in Self.cell(worldX.lowerBound)...Self.cell(worldX.upperBound) {
                found += cells[row * Self.gridSize + column].lazy.map(Int.init)
            }
        }
        return found.sorted()
    }

    /// Decodes `places.bin` as written by `scripts/prepare-basemap.py` (layout documented there).
    init(decoding bytes: [UInt8], name: String) throws {
        var reader = ByteReader(bytes: bytes, name: name)
        guard try reader.bytes(4) == Array("WMPL".utf8), try reader.byte() == 1 else {
            throw WaymarkError.io(path: name, reason: "not a Waymark places file (format 1); run scripts/prepare-basemap.py")
        }
        var places: [Place] = []
        var lon = 0, lat = 0
        for _ in 0..<(try reader.count()) {
            lon += try reader.signed()
            lat += try reader.signed()
            let rank = Int(try reader.byte())
            let text = try reader.bytes(Int(try reader.byte()))
            guard let name = String(validating: text, as: UTF8.self) else {
                throw WaymarkError.io(path: reader.name, reason: "a place name is not UTF-8")
            }
            let coordinate = Coordinate(latitude: Double(lat) / 10_000, longitude: Double(lon) / 10_000)
            places.append(Place(name: name, coordinate: coordinate, rank: rank))
        }
        guard reader.isAtEnd else { throw WaymarkError.io(path: name, reason: "unexpected bytes after the places") }
        self.init(places: places)
    }
}
