import CWaymarkSystem

/// What an extract gives the maps near the site's locations: lines and rings with their style and name, and named
/// places. Coordinates are in 1e-7 degrees, as the extract stores them (after its granularity and offsets).
struct OSMTake: Sendable, Equatable {
    struct Shape: Sendable, Equatable {
        var style: ContextStyle
        var closed: Bool
        var name: String?
        /// Latitude and longitude of each point, one after the other.
        var points: [Int32]
        /// Whether the ring is a hole in a multipolygon's area (an island in a lake), drawn in its outer ring's path.
        var hole = false
    }

    struct Place: Sendable, Equatable {
        var kind: ContextPlace.Kind
        var name: String
        var latitude: Int32
        var longitude: Int32
    }

    var shapes: [Shape] = []
    var places: [Place] = []
    /// How many of the extract's nodes lie near a location: none means the extract covers none of them.
    var nodesNear = 0
    /// Ways left out for having more than `OSMExtractReader.maxWayNodes` nodes.
    var hugeWays = 0

    /// How many shapes `move(into:)` adds between handing the freed points back: often enough that the freed take
    /// and the growing layers are not both resident, seldom enough that walking the allocator's lists costs little.
    static let shapesBetweenTrims = 1 << 17

    /// Adds the shapes and places to the site's context layers, in the extract's order, letting go of each shape's
    /// points once added: a region's take is hundreds of megabytes, which the layers then hold in their own form.
    mutating func move(into layers: inout ContextLayers) {
        // The ODbL asks every map drawn from OpenStreetMap's data to credit its contributors.
        if !shapes.isEmpty || !places.isEmpty { layers.credit = .openStreetMap }
        layers.reserve(positions: shapes.reduce(0) { $0 + $1.points.count / 2 }, shapes: shapes.count)
        for i in shapes.indices {
            let points = shapes[i].points
            shapes[i].points = []
            let positions = stride(from: 0, to: points.count - 1, by: 2).map { n in
                Coordinate(latitude: Double(points[n]) / 1e7, longitude: Double(points[n + 1]) / 1e7)
            }
            layers.add(positions, style: shapes[i].style, closed: shapes[i].closed, name: shapes[i].name)
            if i % Self.shapesBetweenTrims == Self.shapesBetweenTrims - 1 { waymark_give_back_freed_memory() }
        }
        waymark_give_back_freed_memory()
        for place in places {
            let coordinate = Coordinate(latitude: Double(place.latitude) / 1e7, longitude: Double(place.longitude) / 1e7)
            layers.addPlace(ContextPlace(name: place.name, coordinate: coordinate, kind: place.kind))
        }
    }
}
