extension OSMTake {
    /// The named open lines joined end to end where one way of a street ends at the point where another of the same
    /// name and style starts or ends: OpenStreetMap cuts a street into a way a block, each shorter than its name, and a
    /// name is written along a line long enough to hold it. Other shapes are kept as they are, in the extract's order.
    static func joined(_ shapes: [Shape]) -> [Shape] {
        var ends: [Key: [Int]] = [:]
        for (i, shape) in shapes.enumerated() where Key(shape) != nil {
            for point in [shape.first, shape.last] { ends[Key(shape, at: point), default: []].append(i) }
        }
        var used = [Bool](repeating: false, count: shapes.count)
        var result: [Shape] = []
        for i in shapes.indices where !used[i] {
            used[i] = true
            var shape = shapes[i]
            if Key(shape) != nil {
                extend(&shape, ends: ends, used: &used, shapes: shapes)
            }
            result.append(shape)
        }
        return result
    }

    /// Appends, at the line's end, each unused line of its name and style that touches that end, turned to run on.
    private static func extend(_ shape: inout Shape, ends: [Key: [Int]], used: inout [Bool], shapes: [Shape]) {
        while let next = ends[Key(shape, at: shape.last)]?.first(where: { !used[$0] }) {
            used[next] = true
            var points = shapes[next].points
            if shapes[next].first != shape.last { points = reversed(points) }
            shape.points += points.dropFirst(2)
        }
    }

    /// A line's points in the other direction (each point's latitude stays before its longitude).
    private static func reversed(_ points: [Int32]) -> [Int32] {
        stride(from: points.count - 2, through: 0, by: -2).flatMap { [points[$0], points[$0 + 1]] }
    }

    /// A named open line's style and name, with one of its end points.
    struct Key: Hashable {
        let style: ContextStyle
        let name: String
        let point: Point

        /// Whether the shape is one to join: a named open line of two points or more.
        init?(_ shape: Shape) {
            guard !shape.closed, let name = shape.name, shape.points.count >= 4 else { return nil }
            self.init(style: shape.style, name: name, point: shape.first)
        }

        init(_ shape: Shape, at point: Point) { self.init(style: shape.style, name: shape.name ?? "", point: point) }

        private init(style: ContextStyle, name: String, point: Point) {
            self.style = style
            self.name = name
            self.point = point
        }
    }

    /// A point in 1e-7 degrees, latitude then longitude.
    struct Point: Hashable {
        let latitude: Int32
        let longitude: Int32
    }
}

extension OSMTake.Shape {
    var first: OSMTake.Point { OSMTake.Point(latitude: points[0], longitude: points[1]) }
    var last: OSMTake.Point { OSMTake.Point(latitude: points[points.count - 2], longitude: points[points.count - 1]) }
}
