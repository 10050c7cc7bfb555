import Foundation

/// Finds the nearest points to a coordinate through a latitude/longitude grid, without comparing every pair.
///
/// Cells are squares of `cellDegrees`, chosen from the data so that a point's cell holds about as many points as
/// a query asks for. A query visits rings of cells around its own until the closest unvisited point must be
/// farther than the k-th found; when the rings would cost more than the occupied cells, it visits those by ring.
public struct NearestIndex: Sendable {
    public let coordinates: [Coordinate]
    public let cellDegrees: Double
    private let rows: Int
    private let columns: Int
    /// Point indices per occupied cell (`row * columns + column`), each list in ascending order.
    private let cells: [Int: [Int]]
    private static let earthRadius = 6_371_008.8

    public init(_ coordinates: [Coordinate], typicalK: Int = 8) {
        self.coordinates = coordinates
        cellDegrees = Self.cellSize(for: coordinates, target: max(1, typicalK))
        rows = Int((180 / cellDegrees).rounded(.up))
        columns = Int((360 / cellDegrees).rounded(.up))
        var cells: [Int: [Int]] = [:]
        for (i, point) in coordinates.enumerated() {
            cells[Self.cell(point, size: cellDegrees, rows: rows, columns: columns), default: []].append(i)
        }
        self.cells = cells
    }

    /// The `k` points nearest to `point`, closest first (ties by index), with their great-circle distance in metres.
    public func nearest(to point: Coordinate, k: Int, excluding: Int? = nil) -> [(index: Int, metres: Double)] {
        guard k > 0, !coordinates.isEmpty else { return [] }
        var best = Best(k: k)
        let home = Self.cell(point, size: cellDegrees, rows: rows, columns: columns)
        let homeRow = home / columns, homeColumn = home % columns
        let maxRing = max(rows, columns / 2 + 1)
        var probed = 0
        var ring = 0
        while ring <= maxRing {
            if let limit = best.limit, lowerBound(outsideRing: ring - 1, latitude: point.latitude) > limit { break }
            let ringCells = ring == 0 ? 1 : 8 * ring
            if probed + ringCells > cells.count {
                visitByRing(from: ring, homeRow: homeRow, homeColumn: homeColumn, point: point, excluding: excluding, best: &best)
                break
            }
            probed += ringCells
            forEachCell(inRing: ring, homeRow: homeRow, homeColumn: homeColumn) { key in
                visit(key, point: point, excluding: excluding, best: &best)
            }
            ring += 1
        }
        return best.items
    }

    /// The occupied cells at ring `from` or beyond, taken ring by ring with the same stopping rule.
    private func visitByRing(from first: Int, homeRow: Int, homeColumn: Int, point: Coordinate, excluding: Int?,
                             best: inout Best) {
        var byRing: [Int: [Int]] = [:]
        for key in cells.keys {
            let ring = ringDistance(key, homeRow: homeRow, homeColumn: homeColumn)
            if ring >= first { byRing[ring, default: []].append(key) }
        }
        for ring in byRing.keys.sorted() {
            if let limit = best.limit, lowerBound(outsideRing: ring - 1, latitude: point.latitude) > limit { break }
            for key in byRing[ring]! { visit(key, point: point, excluding: excluding, best: &best) }
        }
    }

    private func visit(_ key: Int, point: Coordinate, excluding: Int?, best: inout Best) {
        guard let members = cells[key] else { return }
        for index in members where index != excluding {
            best.offer(index, point.distance(to: coordinates[index]))
        }
    }

    /// Cells whose row and (wrapping) column are both within `ring` of the home cell, and one of them exactly `ring`.
    private func forEachCell(inRing ring: Int, homeRow: Int, homeColumn: Int, _ body: (Int) -> Void) {
        let span = min(ring, (columns - 1) / 2)
        var seen = Set<Int>()
        for dRow in -ring...ring {
            let row = homeRow + dRow
            guard row >= 0, row < rows else { continue }
            let edgeRow = abs(dRow) == ring
            for dColumn in -span...span where edgeRow || abs(dColumn) == ring {
                let column = ((homeColumn + dColumn) % columns + columns) % columns
                let key = row * columns + column
                if seen.insert(key).inserted { body(key) }
            }
        }
    }

    private func ringDistance(_ key: Int, homeRow: Int, homeColumn: Int) -> Int {
        let dRow = abs(key / columns - homeRow)
        let raw = abs(key % columns - homeColumn)
        return max(dRow, min(raw, columns - raw))
    }

    /// No point in a cell beyond ring `ring` is closer than this many metres.
    ///
    /// Such a point differs by more than `ring` cells in latitude, or in longitude; a longitude difference of δ
    /// keeps a point at least asin(cos φ · sin δ) away (its distance to that meridian's great circle).
    private func lowerBound(outsideRing ring: Int, latitude: Double) -> Double {
        guard ring >= 0 else { return 0 }
        let degrees = Double(ring) * cellDegrees
        let byLatitude = degrees * .pi / 180
        if 2 * ring + 1 >= columns { return Self.earthRadius * byLatitude }
        let delta = min(degrees, 90) * .pi / 180
        let byLongitude = asin(min(1, cos(latitude * .pi / 180) * sin(delta)))
        return Self.earthRadius * min(byLatitude, byLongitude)
    }

    private static func cell(_ point: Coordinate, size: Double, rows: Int, columns: Int) -> Int {
        let row = min(rows - 1, max(0, Int((point.latitude + 90) / size)))
        let column = min(columns - 1, max(0, Int((point.longitude + 180) / size)))
        return row * columns + column
    }

    /// The largest power-of-two cell (from 8° down to about 10 m) whose points share it with at most `target` others on average.
    static func cellSize(for coordinates: [Coordinate], target: Int) -> Double {
        guard !coordinates.isEmpty else { return 8 }
        var size = 8.0
        while size > 0.0001 {
            let rows = Int((180 / size).rounded(.up)), columns = Int((360 / size).rounded(.up))
            var counts: [Int: Int] = [:]
            for point in coordinates { counts[cell(point, size: size, rows: rows, columns: columns), default: 0] += 1 }
            let shared = counts.values.reduce(0) { $0 + $1 * $1 } / coordinates.count
            if shared <= 2 * target { return size }
            size /= 2
        }
        return size
    }

    /// The k best (distance, index) pairs seen so far, kept sorted.
    private struct Best {
        let k: Int
        var items: [(index: Int, metres: Double)] = []

        /// The k-th distance once k points are known.
        var limit: Double? { items.count == k ? items[k - 1].metres : nil }

        mutating func offer(_ index: Int, _ metres: Double) {
            if items.count == k {
                let last = items[k - 1]
                guard (metres, index) < (last.metres, last.index) else { return }
                items.removeLast()
            }
            let at = items.firstIndex { (metres, index) < ($0.metres, $0.index) } ?? items.count
            items.insert((index, metres), at: at)
        }
    }
}
