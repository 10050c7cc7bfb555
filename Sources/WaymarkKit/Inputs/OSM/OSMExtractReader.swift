import Foundation

/// Reads an `.osm.pbf` extract in one streaming pass and keeps what the maps draw near the site's locations.
///
/// Nodes come before ways in an extract (they are sorted by type, then id): a node's coordinate is kept only when it
/// lies in one of the areas, so memory grows with what is near the locations, not with the extract. Each way the maps
/// draw is cut to the runs of its nodes that were kept.
struct OSMExtractReader {
    /// Ways longer than this are left out, so that one way of millions of nodes costs no more than a block's bytes.
    static let maxWayNodes = 100_000
    /// Features of the format a reader must know before it reads a file; a file that needs another is refused.
    static let knownFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes", "HistoricalInformation"]

    let areas: OSMAreas
    var nodes = OSMNodeIndex()
    var take = OSMTake()
    /// Untagged ways near the locations, by id: the parts multipolygon relations (after every way in the file) are
    /// made of. A way with tags of its own is drawn as itself.
    var members: [Int64: OSMMultipolygon.Member] = [:]

    init(areas: OSMAreas) { self.areas = areas }

    /// Reads the file at `path`.
    static func read(path: String, areas: OSMAreas) throws(OSMExtractError) -> OSMTake {
        guard var stream = OSMBlockStream(path: path) else {
            throw OSMExtractError(offset: 0, message: "the file cannot be opened: \(String(cString: strerror(errno)))")
        }
        var reader = OSMExtractReader(areas: areas)
        var blocks = 0
        while let block = try stream.next() {
            if blocks == 0, block.type != "OSMHeader" {
                throw OSMExtractError(offset: 0, message: "the file does not start with an OSMHeader block: it is not an .osm.pbf extract")
            }
            blocks += 1
            switch block.type {
            case "OSMHeader": try reader.header(block.bytes, at: block.offset)
            case "OSMData": try reader.data(block.bytes, at: block.offset)
            default: continue  // blocks of other types are to be skipped, as the format says
            }
        }
        if blocks == 0 { throw OSMExtractError(offset: 0, message: "the file is empty") }
        return reader.take
    }

    private func header(_ bytes: [UInt8], at offset: Int) throws(OSMExtractError) {
        guard let header = try? OSMPBF_HeaderBlock(serializedBytes: bytes) else {
            throw OSMExtractError(offset: offset, message: "the OSMHeader block is not valid protobuf: the file is damaged")
        }
        if let unknown = header.requiredFeatures.first(where: { !Self.knownFeatures.contains($0) }) {
            throw OSMExtractError(offset: offset, message: "the extract needs the feature '\(unknown)', which Waymark does not read")
        }
    }

    private mutating func data(_ bytes: [UInt8], at offset: Int) throws(OSMExtractError) {
        guard let block = try? OSMPBF_PrimitiveBlock(serializedBytes: bytes) else {
            throw OSMExtractError(offset: offset, message: "the OSMData block is not valid protobuf: the file is damaged")
        }
        let strings = OSMStrings(block.stringtable.s)
        let grid = OSMGrid(block)
        for group in block.primitivegroup {
            if group.hasDense { denseNodes(group.dense, strings: strings, grid: grid) }
            for node in group.nodes {
                let tags = strings.tags(keys: node.keys, values: node.vals)
                keep(id: node.id, latitude: grid.latitude(node.lat), longitude: grid.longitude(node.lon), tags: tags)
            }
            for way in group.ways { self.way(way, strings: strings) }
            for relation in group.relations { self.relation(relation, strings: strings) }
        }
    }

    private mutating func denseNodes(_ dense: OSMPBF_DenseNodes, strings: OSMStrings, grid: OSMGrid) {
        var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0, tagIndex = 0
        let count = min(dense.id.count, dense.lat.count, dense.lon.count)
        let keysVals = dense.keysVals
        for i in 0..<count {
            id &+= dense.id[i]
            lat &+= dense.lat[i]
            lon &+= dense.lon[i]
            // Each node's tags are key, value pairs ending with a 0, when any node of the block has tags.
            let tagStart = tagIndex
            while tagIndex < keysVals.count, keysVals[tagIndex] != 0 { tagIndex += 2 }
            let tagEnd = min(tagIndex, keysVals.count)
            tagIndex += 1
            let latitude = grid.latitude(lat), longitude = grid.longitude(lon)
            guard areas.contains(latitude: latitude, longitude: longitude) else { continue }
            let tags = tagEnd > tagStart ? strings.tags(pairs: keysVals[tagStart..<tagEnd]) : [:]
            keep(id: id, latitude: latitude, longitude: longitude, tags: tags)
        }
    }

    /// Keeps a node's coordinate when it is in the areas, and a place when its tags make it one.
    private mutating func keep(id: Int64, latitude: Int64, longitude: Int64, tags: [String: String]) {
        guard areas.contains(latitude: latitude, longitude: longitude) else { return }
        let lat = Int32(clamping: latitude), lon = Int32(clamping: longitude)
        nodes.append(id: id, latitude: lat, longitude: lon)
        take.nodesNear += 1
        if !tags.isEmpty, let kind = OSMTags.place(of: tags), let name = tags["name"] {
            take.places.append(OSMTake.Place(kind: kind, name: name, latitude: lat, longitude: lon))
        }
    }

    private mutating func way(_ way: OSMPBF_Way, strings: OSMStrings) {
        guard !nodes.isEmpty, way.refs.count >= 2 else { return }
        guard way.refs.count <= Self.maxWayNodes else {
            take.hugeWays += 1
            return
        }
        // Tags first: most ways of a city (its buildings) have only tags the maps do not read, and are dropped before
        // their nodes are looked up. An untagged way may be a multipolygon's part, which comes later in the file.
        let tags = way.keys.isEmpty ? nil : strings.tags(keys: way.keys, values: way.vals)
        if let tags, tags.isEmpty { return }
        var refs = way.refs
        for i in 1..<refs.count { refs[i] &+= refs[i - 1] }
        guard let tags else {
            let runs = nodes.runs(of: refs)
            if !runs.isEmpty {
                members[way.id] = OSMMultipolygon.Member(runs: runs, whole: runs.count == 1 && runs[0].count == 2 * refs.count)
            }
            return
        }
        guard let (style, ring) = OSMTags.style(of: tags, closed: refs.first == refs.last) else { return }
        let runs = nodes.runs(of: refs)
        let name = tags["name"]
        if ring, runs.count == 1, runs[0].count == 2 * refs.count {
            take.shapes.append(OSMTake.Shape(style: style, closed: true, name: name, points: runs[0]))
        } else {
            // A ring that leaves the areas is drawn as the parts of its outline inside them.
            let lineStyle = ring ? style.adjusted(closed: false) : style
            for run in runs { take.shapes.append(OSMTake.Shape(style: lineStyle, closed: false, name: name, points: run)) }
        }
    }

    /// A multipolygon the maps draw (a lake, a park): its outer ways joined into rings, drawn as areas, and its inner
    /// ways into the holes cut out of them; what does not close (a ring that leaves the areas) is drawn as the outline
    /// inside them.
    private mutating func relation(_ relation: OSMPBF_Relation, strings: OSMStrings) {
        guard !members.isEmpty, !relation.keys.isEmpty else { return }
        let tags = strings.tags(keys: relation.keys, values: relation.vals)
        guard tags["type"] == "multipolygon", let (style, ring) = OSMTags.style(of: tags, closed: true), ring else { return }
        guard relation.memids.count <= OSMMultipolygon.maxMembers else {
            take.hugeWays += 1
            return
        }
        var id: Int64 = 0
        var outers: [OSMMultipolygon.Member] = [], inners: [OSMMultipolygon.Member] = []
        for i in relation.memids.indices {
            id &+= relation.memids[i]
            guard i < relation.types.count, relation.types[i] == .way, let member = members[id] else { continue }
            let role = i < relation.rolesSid.count ? strings.string(relation.rolesSid[i]) : ""
            if role == "outer" || role == "" { outers.append(member) } else if role == "inner" { inners.append(member) }
        }
        let parts = OSMMultipolygon.join(outers: outers, inners: inners)
        let name = tags["name"]
        for points in parts.rings { take.shapes.append(OSMTake.Shape(style: style, closed: true, name: name, points: points)) }
        // Holes share their outer rings' path, whose even-odd fill leaves them out; they carry no name to write.
        for points in parts.holes { take.shapes.append(OSMTake.Shape(style: style, closed: true, name: nil, points: points, hole: true)) }
        let lineStyle = style.adjusted(closed: false)
        for points in parts.outlines { take.shapes.append(OSMTake.Shape(style: lineStyle, closed: false, name: name, points: points)) }
    }
}
