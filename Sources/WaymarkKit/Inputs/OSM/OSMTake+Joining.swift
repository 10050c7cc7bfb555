extension OSMTake {
    /// The named open lines joined end to end where one way of a street ends at the point where another of the same
    /// name and style starts or ends: OpenStreetMap cuts a street into a way a block, each shorter than its name, and a
    /// name is written along a line long enough to hold it. Other shapes are kept as they are, in the extract's order.
    static func joined(_ shapes: [Shape]) -> [Shape] {
        var shapes = shapes
        join(&shapes)
        return shapes
    }

    /// `joined`, in place: each shape's points are moved into its chain, so a region's take is not held twice.
    static func join(_ shapes: inout [Shape]) {
        let groups = shapes.map { shape -> StreetKey? in
            guard !shape.closed, let name = shape.name, shape.points.count >= 4 else { return nil }
            return StreetKey(style: shape.style, name: name)
        }
        var lines = shapes.indices.map { shapes[$0].points }
        for i in shapes.indices { shapes[i].points = [] }
        shapes = chains(&lines, groups: groups, closing: false).map { first, points in
            var shape = shapes[first]
            shape.points = points
            return shape
        }
    }

    /// Lines (latitude, longitude, one after the other) chained end to end, each used once: a chain starts at the first
    /// unused line and takes, at its end, each unused line of the same group that touches it, turned to run on, until
    /// none does, or, with `closing` (rings), until the chain closes. A line of no group (nil) stands alone. Each chain
    /// comes with the index of the line it started at, in that order; each line's points are moved out of `lines` into
    /// its chain. Chains are followed through a sorted table of end points, so the work grows with the number of lines,
    /// not its square.
    static func chains<Group: Hashable>(_ lines: inout [[Int32]], groups: [Group?], closing: Bool) -> [(first: Int, points: [Int32])] {
        let ends = OSMLineEnds(lines, groups: groups)
        var used = [Bool](repeating: false, count: lines.count)
        var result: [(first: Int, points: [Int32])] = []
        for i in lines.indices where !used[i] {
            used[i] = true
            var points = lines[i]
            lines[i] = []
            while ends.group(of: i) != nil, !closing || Point(points, first: true) != Point(points, first: false),
                let next = ends.lines(of: i, at: Point(points, first: false)).first(where: { !used[$0] })
            {
                used[next] = true
                let line = lines[next]
                lines[next] = []
                let turned = Point(line, first: true) == Point(points, first: false) ? line : reversed(line)
                points += turned.dropFirst(2)
            }
            result.append((i, points))
        }
        return result
    }

    /// A line's points in the other direction (each point's latitude stays before its longitude).
    private static func reversed(_ points: [Int32]) -> [Int32] {
        stride(from: points.count - 2, through: 0, by: -2).flatMap { [points[$0], points[$0 + 1]] }
    }

    /// What makes two ways one street: the same name and style.
    struct StreetKey: Hashable {
        let style: ContextStyle
        let name: String
    }

    /// A point in 1e-7 degrees, latitude then longitude.
    struct Point: Hashable {
        let latitude: Int32
        let longitude: Int32

        /// The first or the last point of a line.
        init(_ points: [Int32], first: Bool) {
            let i = first ? 0 : points.count - 2
            self.init(latitude: points[i], longitude: points[i + 1])
        }

        init(latitude: Int32, longitude: Int32) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }
}
