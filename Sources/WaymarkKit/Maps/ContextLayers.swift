/// The site's context layers (`Content/layers/`): streets, rail, water and districts drawn in the base of every
/// map they cross, under the pins. Shapes are kept like the basemap's (Web Mercator, Douglas–Peucker ranks, boxes
/// per run of vertices), so each map clips and simplifies them to its own view: however big a layer is, a page
/// gets only the part it shows, at the detail it shows.
public struct ContextLayers: Sendable {
    private(set) var shapes = ShapeStore()
    /// The shapes of each style, in the order read: open lines, and closed rings (exteriors and holes alike).
    private(set) var lines: [ContextStyle: [Int]] = [:]
    private(set) var rings: [ContextStyle: [Int]] = [:]
    /// The box of every shape in Web Mercator world units, so a map far from all of them looks at none.
    private(set) var bounds = Box.empty
    /// The name of each named shape (a street's `name` tag), by shape id, for labels along it.
    private(set) var names: [Int: String] = [:]
    /// Named points that help a reader find their way (stations, squares, districts), in the order added.
    private(set) var places: [ContextPlace] = []

    public init() {}

    public var isEmpty: Bool { shapes.count == 0 }
    /// How many lines and rings the layers hold.
    public var count: Int { shapes.count }

    /// Adds a line, or a ring when `closed` (its last position equal to its first), with its name if it has one.
    mutating func add(_ positions: [Coordinate], style: ContextStyle, closed: Bool, name: String? = nil) {
        let world = positions.map { WebMercator.project($0) }
        let ranks = SimplifyRanks.ranks(world.map { (x: $0.x, y: $0.y) })
        let id = shapes.append(
            positions.indices.lazy.map { i in
                (lon: positions[i].longitude, lat: positions[i].latitude, x: world[i].x, y: world[i].y, rank: ranks[i])
            })
        let box = shapes.boxes[id]
        bounds.add(x: box.minX, y: box.minY)
        bounds.add(x: box.maxX, y: box.maxY)
        if closed { rings[style, default: []].append(id) } else { lines[style, default: []].append(id) }
        if let name, !name.isEmpty { names[id] = name }
    }

    /// Adds a named point a map may label.
    mutating func addPlace(_ place: ContextPlace) { places.append(place) }
}

/// A named point of a context layer that a map may label: a station, a square, a district's centre.
struct ContextPlace: Sendable, Hashable {
    enum Kind: Int, Sendable, Hashable, Comparable {
        /// `place=suburb|borough|quarter`: a large part of a town.
        case district
        /// `place=neighbourhood|city_block` and the like.
        case neighbourhood
        /// `railway=station`, `public_transport=station`: a station with its name.
        case station
        /// `place=square`, a named square.
        case square

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    let name: String
    let coordinate: Coordinate
    let kind: Kind
}
