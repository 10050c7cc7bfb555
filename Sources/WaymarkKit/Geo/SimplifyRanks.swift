import Foundation

/// Douglas–Peucker ranks for a line given in world units, the same as `scripts/prepare-basemap.py` stores for the
/// basemap, so a shape read at build time simplifies to the pixel with `SimplifyLevel` like the basemap does.
enum SimplifyRanks {
    /// One rank per point: the ends get 0 (always kept), a point on the line between its neighbours 255.
    static func ranks(_ points: [(x: Double, y: Double)]) -> [UInt8] {
        var work = 0
        return ranks(points, work: &work)
    }

    /// How many distances a line of `n` points may measure before its remaining ranges are split at their middle:
    /// Douglas–Peucker measures n²/4 on a zigzag, ordinary lines about n log n.
    static func budget(_ n: Int) -> Int { 4 * n * (Int.bitWidth - n.leadingZeroBitCount) }

    /// The ranks, with `work` counting the point-to-segment distances measured. Past the budget a range is split at
    /// its middle point, which gets the range's greatest distance (so the range shows whenever its farthest point
    /// would), and the rest of the line costs n log n.
    static func ranks(_ points: [(x: Double, y: Double)], work: inout Int) -> [UInt8] {
        let n = points.count
        guard n > 2 else { return [UInt8](repeating: 0, count: n) }
        var thresholds = [Double](repeating: 0, count: n)
        thresholds[0] = .infinity
        thresholds[n - 1] = .infinity
        var stack = [(first: 0, last: n - 1, limit: Double.infinity)]
        let budget = budget(n)
        while let (i, j, limit) = stack.popLast() {
            guard j - i >= 2 else { continue }
            let (far, distance) = farthest(points, from: i, to: j)
            work += j - i - 1
            // Every point between lies on the segment: they all keep the threshold 0, and splitting further
            // would take quadratic time on a long straight run.
            guard distance > 0 else { continue }
            let value = min(distance, limit)
            let k = work > budget ? (i + j) / 2 : far
            thresholds[k] = value
            stack.append((i, k, value))
            stack.append((k, j, value))
        }
        return thresholds.map { value in
            if value == .infinity { return 0 }
            if value <= 0 { return 255 }
            return UInt8(max(1, min(254, (-8 * log2(value)).rounded(.down))))
        }
    }

    /// The point strictly between `i` and `j` farthest from the segment joining them, and its distance.
    private static func farthest(_ points: [(x: Double, y: Double)], from i: Int, to j: Int) -> (Int, Double) {
        let a = points[i], b = points[j]
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        var best = -1.0, bestIndex = i + 1
        for k in (i + 1)..<j {
            let p = points[k]
            var s = 0.0
            if length2 > 0 { s = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) }
            let d = hypot(p.x - a.x - s * dx, p.y - a.y - s * dy)
            if d > best {
                best = d
                bestIndex = k
            }
        }
        return (bestIndex, best)
    }
}
