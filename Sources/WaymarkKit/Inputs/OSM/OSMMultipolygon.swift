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
    /// the areas, as outlines. Each way is used once; chains are followed through a table of end points, so the work
    /// grows with the number of ways, not its square.
    static func join(_ members: [Member]) -> (rings: [[Int32]], outlines: [[Int32]]) {
        var outlines = members.filter { !$0.whole }.flatMap(\.runs)
        var pieces = members.filter(\.whole).map { $0.runs[0] }
        var rings: [[Int32]] = []
        var byEnd: [Int64: [Int]] = [:]
        for (n, piece) in pieces.enumerated() {
            byEnd[key(piece, first: true), default: []].append(n)
            byEnd[key(piece, first: false), default: []].append(n)
        }
        var used = [Bool](repeating: false, count: pieces.count)
        for start in pieces.indices where !used[start] {
            used[start] = true
            var chain = pieces[start]
            while key(chain, first: true) != key(chain, first: false) {
                let end = key(chain, first: false)
                guard let next = byEnd[end]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                var piece = pieces[next]
                if key(piece, first: true) != end { piece = reversed(piece) }
                chain += piece.dropFirst(2)
            }
            if key(chain, first: true) == key(chain, first: false), chain.count >= 8 {
                rings.append(chain)
            } else {
                outlines.append(chain)
            }
        }
        pieces.removeAll()
        return (rings, outlines)
    }

    /// A point's latitude and longitude as one number, the first or the last of `points`.
    private static func key(_ points: [Int32], first: Bool) -> Int64 {
        let i = first ? 0 : points.count - 2
        return Int64(points[i]) << 32 | Int64(UInt32(bitPattern: points[i + 1]))
    }

    /// The points in the other direction, each point's latitude still before its longitude.
    private static func reversed(_ points: [Int32]) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(points.count)
        var i = points.count - 2
        while i >= 0 {
            out += [points[i], points[i + 1]]
            i -= 2
        }
        return out
    }
}
