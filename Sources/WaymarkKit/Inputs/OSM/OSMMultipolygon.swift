/// Joins a multipolygon relation's outer and inner ways into the rings the maps fill and the holes they cut out.
enum OSMMultipolygon {
    /// Relations with more members than this are left out, as huge ways are: bounded work for any relation.
    static let maxMembers = 20_000

    /// An untagged way's points near the locations (latitude, longitude, one after the other), and whether those
    /// are the whole way.
    struct Member: Sendable {
        var runs: [[Int32]]
        var whole: Bool
    }

    /// A relation's shape near the locations: closed outer rings, the inner rings inside them (holes), and as
    /// outlines what does not close (a ring that leaves the areas) and holes in no outer ring drawn here.
    struct Parts: Equatable {
        var rings: [[Int32]] = []
        var holes: [[Int32]] = []
        var outlines: [[Int32]] = []
    }

    /// The outer and inner ways joined, each side apart, into rings by their end points.
    static func join(outers: [Member], inners: [Member]) -> Parts {
        let outer = join(outers), inner = join(inners)
        // A hole filled outside its outer ring would paint the island it leaves out: such a hole is only an outline.
        let holes = inner.rings.filter { hole in outer.rings.contains { contains($0, hole) } }
        let loose = inner.rings.filter { hole in !outer.rings.contains { contains($0, hole) } }
        return Parts(rings: outer.rings, holes: holes, outlines: outer.outlines + inner.outlines + loose)
    }

    /// Whole ways chained end to end into closed rings; chains that do not close, and the parts of ways that leave
    /// the areas, as outlines.
    static func join(_ members: [Member]) -> (rings: [[Int32]], outlines: [[Int32]]) {
        var pieces = members.filter(\.whole).map { $0.runs[0] }
        let chains = OSMTake.chains(&pieces, groups: pieces.map { _ in true }, closing: true).map(\.points)
        // A ring has four points or more, its first and last the same.
        let isRing = { (points: [Int32]) in
            points.count >= 8 && OSMTake.Point(points, first: true) == OSMTake.Point(points, first: false)
        }
        return (chains.filter(isRing), members.filter { !$0.whole }.flatMap(\.runs) + chains.filter { !isRing($0) })
    }

    /// Whether most of the hole's points are inside the ring: an inner ring may touch its outer ring at a node, where
    /// the test is undecided, but not share most of its points with it.
    static func contains(_ ring: [Int32], _ hole: [Int32]) -> Bool {
        let points = hole.count / 2 - 1
        let inside = (0..<points).count(where: { isInside(latitude: hole[2 * $0], longitude: hole[2 * $0 + 1], ring: ring) })
        return 2 * inside > points
    }

    /// The even–odd test: whether a ray from the point crosses the ring's edges an odd number of times.
    private static func isInside(latitude: Int32, longitude: Int32, ring: [Int32]) -> Bool {
        let y = Double(latitude), x = Double(longitude)
        var inside = false
        for i in stride(from: 0, to: ring.count - 2, by: 2) {
            let y1 = Double(ring[i]), x1 = Double(ring[i + 1]), y2 = Double(ring[i + 2]), x2 = Double(ring[i + 3])
            if (y1 > y) != (y2 > y), x < x1 + (y - y1) / (y2 - y1) * (x2 - x1) { inside.toggle() }
        }
        return inside
    }
}
