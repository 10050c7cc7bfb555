/// Locations cut into small boxes (the leaves of a k-d tree) for finding the nearest ones in the browser.
///
/// `geo.json` lists each leaf's bounding box and size; part `n` of `g/` (a `SearchPack`) holds leaf `n`'s
/// `[position, lat, lng, isATM]` rows.
struct GeoLeaves {
    let coordinates: [Coordinate]
    let isATM: [Bool]
    let leafSize: Int

    /// Leaves of list positions: split at the median of the wider side (in degrees) until each fits `leafSize`.
    /// The lower half is the `count / 2` positions first by (that coordinate, position), a total order, so the halves
    /// are the same whichever way they are found: by selection, not by sorting every group at every level.
    var leaves: [[Int]] {
        var leaves: [[Int]] = []
        var pending = coordinates.isEmpty ? [] : [Array(coordinates.indices)]
        let (latitudes, longitudes) = (coordinates.map(\.latitude), coordinates.map(\.longitude))
        while var group = pending.popLast() {
            if group.count <= leafSize {
                leaves.append(group.sorted())
                continue
            }
            let lats = group.map { latitudes[$0] }, lngs = group.map { longitudes[$0] }
            let keys = lats.max()! - lats.min()! >= lngs.max()! - lngs.min()! ? latitudes : longitudes
            let middle = group.count / 2
            Self.select(&group, first: middle) { (keys[$0], $0) < (keys[$1], $1) }
            pending.append(Array(group[middle...]))
            pending.append(Array(group[..<middle]))
        }
        return leaves
    }

    /// Rearranges `items` so that its first `k` are the `k` smallest by `less` (a strict total order), in no
    /// particular order, and the rest follow: quickselect, with the middle of three as the pivot.
    static func select(_ items: inout [Int], first k: Int, by less: (Int, Int) -> Bool) {
        var (low, high) = (0, items.count)  // the k-th smallest is somewhere in low..<high
        while high - low > 1 {
            let (a, b, c) = (items[low], items[(low + high) / 2], items[high - 1])
            let pivot = less(a, b) ? (less(b, c) ? b : (less(a, c) ? c : a)) : (less(a, c) ? a : (less(b, c) ? c : b))
            // Three parts: below the pivot, the pivot, above it (no two items are equal).
            var below = low
            for i in low..<high where less(items[i], pivot) {
                items.swapAt(i, below)
                below += 1
            }
            let at = items[below..<high].firstIndex(of: pivot)!
            items.swapAt(below, at)
            if below == k || below + 1 == k { return }
            if k < below { high = below } else { low = below + 1 }
        }
    }

    /// The leaves' boxes (`geo.json`: each `[minLat, minLng, maxLat, maxLng, count]`, and the number of parts in a
    /// `SearchPack` file, `pack`), then each leaf's rows, a part of `g/`.
    func texts() -> (boxes: String, leaves: [String]) {
        var boxes: [String] = []
        var texts: [String] = []
        for leaf in leaves {
            let lats = leaf.map { coordinates[$0].latitude }, lngs = leaf.map { coordinates[$0].longitude }
            boxes.append(
                "["
                    + [lats.min()!, lngs.min()!, lats.max()!, lngs.max()!].map { Coordinate.format($0, decimals: 5) }
                    .joined(separator: ",") + ",\(leaf.count)]")
            let rows = leaf.map { i in
                "[\(i),\(Coordinate.format(coordinates[i].latitude, decimals: 5)),"
                    + "\(Coordinate.format(coordinates[i].longitude, decimals: 5)),\(isATM[i] ? 1 : 0)]"
            }
            texts.append("[\n" + rows.joined(separator: ",\n") + "\n]\n")
        }
        return ("{\"pack\":\(SearchPack.per),\"leaves\":[\n" + boxes.joined(separator: ",\n") + "\n]}\n", texts)
    }
}
