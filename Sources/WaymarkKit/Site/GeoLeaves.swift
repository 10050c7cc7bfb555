/// Locations cut into small boxes (the leaves of a k-d tree) for finding the nearest ones in the browser.
///
/// `geo.json` lists each leaf's bounding box and size; `g/<n>.json` holds its `[position, lat, lng, isATM]` rows.
struct GeoLeaves {
    let coordinates: [Coordinate]
    let isATM: [Bool]
    let leafSize: Int

    /// Leaves of list positions: split at the median of the wider side (in degrees) until each fits `leafSize`.
    var leaves: [[Int]] {
        var leaves: [[Int]] = []
        var pending = coordinates.isEmpty ? [] : [Array(coordinates.indices)]
        while let group = pending.popLast() {
            if group.count <= leafSize {
                leaves.append(group.sorted())
                continue
            }
            let lats = group.map { coordinates[$0].latitude }, lngs = group.map { coordinates[$0].longitude }
            let byLatitude = lats.max()! - lats.min()! >= lngs.max()! - lngs.min()!
            let key = { (i: Int) in byLatitude ? self.coordinates[i].latitude : self.coordinates[i].longitude }
            let sorted = group.sorted { (key($0), $0) < (key($1), $1) }
            let middle = sorted.count / 2
            pending.append(Array(sorted[middle...]))
            pending.append(Array(sorted[..<middle]))
        }
        return leaves
    }

    func files(folder: String) -> [(path: String, text: String)] {
        let leaves = self.leaves
        var boxes: [String] = []
        var files: [(path: String, text: String)] = []
        for (n, leaf) in leaves.enumerated() {
            let lats = leaf.map { coordinates[$0].latitude }, lngs = leaf.map { coordinates[$0].longitude }
            boxes.append(
                "["
                    + [lats.min()!, lngs.min()!, lats.max()!, lngs.max()!].map { Coordinate.format($0, decimals: 5) }
                    .joined(separator: ",") + ",\(leaf.count)]")
            let rows = leaf.map { i in
                "[\(i),\(Coordinate.format(coordinates[i].latitude, decimals: 5)),"
                    + "\(Coordinate.format(coordinates[i].longitude, decimals: 5)),\(isATM[i] ? 1 : 0)]"
            }
            files.append(("\(folder)/g/\(n).json", "[\n" + rows.joined(separator: ",\n") + "\n]\n"))
        }
        files.insert(("\(folder)/geo.json", "{\"leaves\":[\n" + boxes.joined(separator: ",\n") + "\n]}\n"), at: 0)
        return files
    }
}
