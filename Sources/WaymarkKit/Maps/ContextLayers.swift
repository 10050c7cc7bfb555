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

    public init() {}

    public var isEmpty: Bool { shapes.count == 0 }
    /// How many lines and rings the layers hold.
    public var count: Int { shapes.count }

    /// Adds a line, or a ring when `closed` (its last position equal to its first).
    mutating func add(_ positions: [Coordinate], style: ContextStyle, closed: Bool) {
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
    }
}
