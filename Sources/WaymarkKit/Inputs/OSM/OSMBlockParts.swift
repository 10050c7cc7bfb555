import Foundation

/// A block's string table, with the index of each key Waymark reads (`OSMTags.keys`), so other tags are skipped
/// without being decoded.
struct OSMStrings {
    private let table: [Data]
    private var keyNames: [Int: String] = [:]

    init(_ table: [Data]) {
        self.table = table
        for (i, bytes) in table.enumerated() where bytes.count <= 16 {
            let text = String(decoding: bytes, as: UTF8.self)
            if OSMTags.keys.contains(text) { keyNames[i] = text }
        }
    }

    /// The tags Waymark reads among these key and value indexes (a way's, a node's).
    func tags(keys: [UInt32], values: [UInt32]) -> [String: String] {
        var tags: [String: String] = [:]
        for (key, value) in zip(keys, values) { add(key: Int(key), value: Int(value), to: &tags) }
        return tags
    }

    /// The tags Waymark reads among key, value index pairs (a dense node's).
    func tags(pairs: ArraySlice<Int32>) -> [String: String] {
        var tags: [String: String] = [:]
        var i = pairs.startIndex
        while i + 1 < pairs.endIndex {
            add(key: Int(pairs[i]), value: Int(pairs[i + 1]), to: &tags)
            i += 2
        }
        return tags
    }

    /// The string at `index` (a relation member's role), or "" when there is none.
    func string(_ index: Int32) -> String {
        table.indices.contains(Int(index)) ? String(decoding: table[Int(index)], as: UTF8.self) : ""
    }

    private func add(key: Int, value: Int, to tags: inout [String: String]) {
        guard let name = keyNames[key], table.indices.contains(value) else { return }
        tags[name] = String(decoding: table[value], as: UTF8.self)
    }
}

/// A block's coordinates: `offset + granularity × value` nanodegrees, returned in 1e-7 degrees.
struct OSMGrid {
    let granularity: Int64
    let latitudeOffset: Int64
    let longitudeOffset: Int64

    init(_ block: OSMPBF_PrimitiveBlock) {
        granularity = Int64(block.granularity)
        latitudeOffset = block.latOffset
        longitudeOffset = block.lonOffset
    }

    func latitude(_ value: Int64) -> Int64 { (latitudeOffset &+ granularity &* value) / 100 }
    func longitude(_ value: Int64) -> Int64 { (longitudeOffset &+ granularity &* value) / 100 }
}

/// The coordinates of the nodes kept, by id: sorted arrays (16 bytes a node), not a dictionary, since a region's
/// extract keeps millions. The arrays are in chunks of a fixed size, so that growing them never holds a copy of them
/// all, nor room for twice as many as were kept.
struct OSMNodeIndex {
    static let chunkSize = 1 << 16
    private var ids: [[Int64]] = []
    /// Latitude, longitude, by node, in the chunks of `ids`.
    private var points: [[Int32]] = []
    private var sorted = true

    var isEmpty: Bool { ids.isEmpty }

    mutating func append(id: Int64, latitude: Int32, longitude: Int32) {
        if let last = ids.last?.last, id <= last { sorted = false }
        if ids.last.map({ $0.count == Self.chunkSize }) ?? true {
            ids.append([])
            ids[ids.count - 1].reserveCapacity(Self.chunkSize)
            points.append([])
            points[points.count - 1].reserveCapacity(2 * Self.chunkSize)
        }
        ids[ids.count - 1].append(id)
        points[points.count - 1].append(latitude)
        points[points.count - 1].append(longitude)
    }

    /// The runs of consecutive refs whose nodes are kept, each as latitude, longitude pairs; runs of one node are
    /// dropped.
    mutating func runs(of refs: [Int64]) -> [[Int32]] {
        if !sorted { sortById() }
        var runs: [[Int32]] = []
        var run: [Int32] = []
        for ref in refs {
            if let (chunk, i) = index(of: ref) {
                run += [points[chunk][2 * i], points[chunk][2 * i + 1]]
            } else {
                if run.count >= 4 { runs.append(run) }
                run = []
            }
        }
        if run.count >= 4 { runs.append(run) }
        return runs
    }

    /// The chunk and the place in it of a node's id: the first chunk ending at or after it, then the first place in it.
    private func index(of id: Int64) -> (chunk: Int, index: Int)? {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle][ids[middle].count - 1] < id { low = middle + 1 } else { high = middle }
        }
        guard low < ids.count else { return nil }
        let chunk = ids[low]
        var first = 0, last = chunk.count
        while first < last {
            let middle = (first + last) / 2
            if chunk[middle] < id { first = middle + 1 } else { last = middle }
        }
        return first < chunk.count && chunk[first] == id ? (low, first) : nil
    }

    /// Sorts by id, for an extract whose nodes are not in order (the first of two copies of an id is kept).
    private mutating func sortById() {
        let allIds = ids.flatMap { $0 }, allPoints = points.flatMap { $0 }
        let order = allIds.indices.sorted { allIds[$0] < allIds[$1] }
        ids = []
        points = []
        for i in order { append(id: allIds[i], latitude: allPoints[2 * i], longitude: allPoints[2 * i + 1]) }
        sorted = true
    }
}
