/// Nearest-neighbour queries over coordinates: a balanced k-d tree over points on the unit sphere,
/// so distances are true great-circle ones and the antimeridian and poles need no special cases.
struct SpatialIndex: Sendable {
    /// One result: the coordinate's index in the array the index was built from, and metres to it.
    struct Neighbour: Hashable, Sendable {
        let index: Int
        let distance: Double
    }

    private let points: [SIMD3<Double>]
    /// Indices into `points` laid out as an implicit tree: the node of `lo..<hi` sits at its middle.
    private let order: [Int]
    private let axes: [UInt8]

    var count: Int { points.count }

    init(_ coordinates: [Coordinate]) {
        points = coordinates.map(Sphere.unitVector)
        var order = Array(points.indices)
        var axes = [UInt8](repeating: 0, count: points.count)
        Self.build(&order, &axes, points, 0, points.count)
        self.order = order
        self.axes = axes
    }

    /// The `k` coordinates nearest to `coordinate`, nearest first, ties by index; `excluding` leaves one index out.
    func nearest(to coordinate: Coordinate, k: Int, excluding: Int? = nil) -> [Neighbour] {
        guard k > 0, !points.isEmpty else { return [] }
        var best = Best(capacity: k)
        search(Sphere.unitVector(coordinate), excluding ?? -1, 0, points.count, &best)
        return best.items.map { Neighbour(index: $0.index, distance: Sphere.metres(chord: $0.squared.squareRoot())) }
    }

    /// The `k` nearest other points to the point at `index`.
    func nearest(toIndex index: Int, k: Int) -> [Neighbour] {
        guard k > 0 else { return [] }
        var best = Best(capacity: k)
        search(points[index], index, 0, points.count, &best)
        return best.items.map { Neighbour(index: $0.index, distance: Sphere.metres(chord: $0.squared.squareRoot())) }
    }

    private func search(_ q: SIMD3<Double>, _ excluded: Int, _ lo: Int, _ hi: Int, _ best: inout Best) {
        guard lo < hi else { return }
        let mid = (lo + hi) / 2
        let node = order[mid]
        let p = points[node]
        if node != excluded {
            let d = p - q
            best.offer(index: node, squared: (d * d).sum())
        }
        let axis = Int(axes[mid])
        let delta = q[axis] - p[axis]
        let (near, far) = delta < 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
        search(q, excluded, near.0, near.1, &best)
        if !best.isFull || delta * delta <= best.worst { search(q, excluded, far.0, far.1, &best) }
    }

    private static func build(_ order: inout [Int], _ axes: inout [UInt8], _ points: [SIMD3<Double>], _ lo: Int, _ hi: Int) {
        guard hi - lo > 1 else { return }
        var low = points[order[lo]], high = low
        for i in lo..<hi {
            low = pointwiseMin(low, points[order[i]])
            high = pointwiseMax(high, points[order[i]])
        }
        let spread = high - low
        let axis = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
        let mid = (lo + hi) / 2
        select(&order, points, axis, lo, hi, mid)
        axes[mid] = UInt8(axis)
        build(&order, &axes, points, lo, mid)
        build(&order, &axes, points, mid + 1, hi)
    }

    /// Quickselect: puts the `k`-th smallest of `lo..<hi` along `axis` at `k` (ties by index, so the tree is deterministic).
    private static func select(_ order: inout [Int], _ points: [SIMD3<Double>], _ axis: Int, _ lo: Int, _ hi: Int, _ k: Int) {
        func less(_ a: Int, _ b: Int) -> Bool {
            let x = points[a][axis], y = points[b][axis]
            return x < y || (x == y && a < b)
        }
        var lo = lo, hi = hi - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            // Median of three as pivot, moved to `hi`.
            if less(order[mid], order[lo]) { order.swapAt(mid, lo) }
            if less(order[hi], order[lo]) { order.swapAt(hi, lo) }
            if less(order[mid], order[hi]) { order.swapAt(mid, hi) }
            let pivot = order[hi]
            var store = lo
            for i in lo..<hi where less(order[i], pivot) {
                order.swapAt(i, store)
                store += 1
            }
            order.swapAt(store, hi)
            if store == k { return }
            if store < k { lo = store + 1 } else { hi = store - 1 }
        }
    }

    /// The best `capacity` candidates so far, kept sorted by (distance, index).
    private struct Best {
        let capacity: Int
        var items: [(index: Int, squared: Double)] = []

        init(capacity: Int) {
            self.capacity = capacity
            items.reserveCapacity(capacity + 1)
        }

        var isFull: Bool { items.count >= capacity }
        var worst: Double { items.last!.squared }

        mutating func offer(index: Int, squared: Double) {
            if isFull {
                let last = items[items.count - 1]
                guard squared < last.squared || (squared == last.squared && index < last.index) else { return }
                items.removeLast()
            }
            var position = items.count
            while position > 0,
                squared < items[position - 1].squared
                    || (squared == items[position - 1].squared && index < items[position - 1].index)
            {
                position -= 1
            }
            items.insert((index, squared), at: position)
        }
    }
}
