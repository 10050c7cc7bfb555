/// Joins a multipolygon relation's outer ways into the rings the maps fill.
enum OSMMultipolygon {
    /// Relations with more members than this are left out, as huge ways are: bounded work for any relation.
    static let maxMembers = 20_000

    /// An untagged way's points near the locations (latitude, longitude, one after the other), and whether those
    /// are the whole way.
    struct Member: Sendable {
        var runs: [[Int32]]
        var whole: Bool
    }

    /// Whole ways chained end to end into closed rings; chains that do not close, and the parts of ways that leave
    /// the areas, as outlines.
    static func join(_ members: [Member]) -> (rings: [[Int32]], outlines: [[Int32]]) {
        let pieces = members.filter(\.whole).map { $0.runs[0] }
        let chains = OSMTake.chains(pieces, groups: pieces.map { _ in true }, closing: true).map(\.points)
        // A ring has four points or more, its first and last the same.
        let isRing = { (points: [Int32]) in
            points.count >= 8 && OSMTake.Point(points, first: true) == OSMTake.Point(points, first: false)
        }
        return (chains.filter(isRing), members.filter { !$0.whole }.flatMap(\.runs) + chains.filter { !isRing($0) })
    }
}
