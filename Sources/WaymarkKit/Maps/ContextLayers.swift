/// The site's context layers (`Content/layers/`): streets, rail, water and districts drawn in the base of every
/// map they cross, under the pins. Shapes are kept like the basemap's (Web Mercator, Douglas–Peucker ranks, boxes
/// per run of vertices), so each map clips and simplifies them to its own view: however big a layer is, a page
/// gets only the part it shows, at the detail it shows.
public struct ContextLayers: Sendable {
    /// Drawn only in Web Mercator views (see `MapRenderer.contextLayers`), so without degrees per position.
    private(set) var shapes = ShapeStore.mercatorOnly()
    /// Each shape's style, and whether it is a ring, by shape id.
    private(set) var kinds: [(style: ContextStyle, closed: Bool)] = []
    /// The shapes by where they are, so a map looks only at those near it: zoom-12 cells (about 10 km at the equator),
    /// of which a map or a street tile meets one to four.
    private(set) var index = ShapeGrid(size: 1 << 12, maximumCells: 64)
    /// The shapes a map coarser than `detailZoom` can show (water), indexed alone: a country's map would otherwise
    /// gather every street of the country from `index` only to draw none of them.
    private(set) var coarseIndex = ShapeGrid(size: 1 << 12, maximumCells: 64)
    /// The box of every shape in Web Mercator world units, so a map far from all of them looks at none.
    private(set) var bounds = Box.empty
    /// The name of each named shape (a street's `name` tag), by shape id, for labels along it.
    private(set) var names: [Int: String] = [:]
    /// Named points that help a reader find their way (stations, squares, districts), in the order added.
    private(set) var places: [ContextPlace] = []
    /// The places by where they are (positions into `places`), so a map looks only at those near it.
    private var placeIndex = ShapeGrid(size: 1 << 12, maximumCells: 1)
    /// Who the maps must credit for the layers (OpenStreetMap's contributors for data taken from it), nil for own data.
    var credit: LayerCredit?
    /// The zoom-`streetCellZoom` tiles that streets pass through, so a page can ask cheaply whether its place has any.
    private(set) var streetCells: Set<Int> = []
    static let streetCellZoom = 14

    public init() {}

    public var isEmpty: Bool { shapes.count == 0 }

    /// The open lines of each style, in the order read.
    var lines: [ContextStyle: [Int]] { ids(closed: false) }
    /// The closed rings of each style (exteriors and holes alike), in the order read.
    var rings: [ContextStyle: [Int]] { ids(closed: true) }

    private func ids(closed: Bool) -> [ContextStyle: [Int]] {
        Dictionary(grouping: kinds.indices.filter { kinds[$0].closed == closed }) { kinds[$0].style }
    }
    /// How many lines and rings the layers hold.
    public var count: Int { shapes.count }

    /// Room for this many more positions and shapes: a region's extract adds tens of millions, and arrays that grow
    /// by doubling would hold the old copy and the new at once.
    mutating func reserve(positions: Int, shapes count: Int) {
        shapes.reserve(vertices: positions, shapes: count)
        kinds.reserveCapacity(kinds.count + count)
    }

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
        kinds.append((style, closed))
        index.add(id, box: box)
        if style.minimumZoom < Self.detailZoom { coarseIndex.add(id, box: box) }
        if let name, !name.isEmpty { names[id] = name }
        if [.majorStreet, .street, .minorStreet].contains(style) { streetCells.formUnion(world.map(Self.streetCell)) }
    }

    /// Whether streets pass through the tile around a coordinate: then its map can be drawn at street scale.
    func hasStreets(near coordinate: Coordinate) -> Bool {
        streetCells.contains(Self.streetCell(WebMercator.project(coordinate)))
    }

    private static func streetCell(_ point: WorldPoint) -> Int {
        let n = Double(1 << streetCellZoom)
        let x = min(n - 1, max(0, (point.x * n).rounded(.down))), y = min(n - 1, max(0, (point.y * n).rounded(.down)))
        return Int(y) << streetCellZoom + Int(x)
    }

    /// Adds a named point a map may label.
    mutating func addPlace(_ place: ContextPlace) {
        let point = WebMercator.project(place.coordinate)
        placeIndex.add(places.count, box: Box(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y))
        places.append(place)
    }

    /// The zoom from which every style but water is drawn (`ContextStyle.minimumZoom`).
    static let detailZoom = ContextStyle.allCases.map(\.minimumZoom).filter { $0 > 0 }.min() ?? 0

    /// The shapes whose box may meet `box` (world units) and whose style a map at `zoom` draws, ascending.
    func shapes(touching box: Box, zoom: Double) -> [Int] {
        (zoom < Self.detailZoom ? coarseIndex : index).values(touching: box)
    }

    /// The places a view may show, in the order added: those in its box, or all of them when the view reaches past
    /// the world's edge (the index knows one copy of the world).
    func places(seenBy view: MapViewport) -> [ContextPlace] {
        let seen = view.worldBox
        guard seen.minX >= 0, seen.maxX <= 1 else { return places }
        return placeIndex.values(touching: seen).map { places[$0] }
    }
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

        /// The kind of a feature with these OpenStreetMap tags, nil when it is not a place a map names.
        init?(_ tags: [String: String]) {
            switch tags["place"] {
            case "suburb", "borough", "quarter": self = .district
            case "neighbourhood", "city_block", "locality": self = .neighbourhood
            case "square": self = .square
            default:
                guard tags["railway"] == "station" || tags["public_transport"] == "station" else { return nil }
                self = .station
            }
        }

        /// The Web Mercator zoom from which a map names places of this kind: districts on a town map, the rest
        /// nearer the street.
        var minimumZoom: Double {
            switch self {
            case .district: 12
            case .neighbourhood: 14
            case .station, .square: 15
            }
        }
    }

    let name: String
    let coordinate: Coordinate
    let kind: Kind
}

/// The credit a map that draws context layers gives their source, as its licence asks.
struct LayerCredit: Sendable, Hashable {
    let text: String
    /// A link to the terms: a constant of Waymark's, never data.
    let href: String

    /// OpenStreetMap's data is under the ODbL, which asks for this line and a link to its copyright page.
    static let openStreetMap = LayerCredit(
        text: "© OpenStreetMap contributors", href: "https://www.openstreetmap.org/copyright")
}
