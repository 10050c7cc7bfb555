/// What an extract gives the maps near the site's locations: lines and rings with their style and name, and named
/// places. Coordinates are in 1e-7 degrees, as the extract stores them (after its granularity and offsets).
struct OSMTake: Sendable, Equatable {
    struct Shape: Sendable, Equatable {
        var style: ContextStyle
        var closed: Bool
        var name: String?
        /// Latitude and longitude of each point, one after the other.
        var points: [Int32]
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

    /// Adds the shapes and places to the site's context layers, in the extract's order.
    func add(to layers: inout ContextLayers) {
        for shape in shapes {
            let positions = stride(from: 0, to: shape.points.count - 1, by: 2).map { i in
                Coordinate(latitude: Double(shape.points[i]) / 1e7, longitude: Double(shape.points[i + 1]) / 1e7)
            }
            layers.add(positions, style: shape.style, closed: shape.closed, name: shape.name)
        }
        for place in places {
            let coordinate = Coordinate(latitude: Double(place.latitude) / 1e7, longitude: Double(place.longitude) / 1e7)
            layers.addPlace(ContextPlace(name: place.name, coordinate: coordinate, kind: place.kind))
        }
    }
}
