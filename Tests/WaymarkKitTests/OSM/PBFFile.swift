import Foundation
import SwiftProtobuf

@testable import WaymarkKit

/// Writes small `.osm.pbf` files block by block (uncompressed blobs), for tests of what extracts may hold.
struct PBFFile {
    private(set) var bytes: [UInt8] = []
    /// Where each block starts.
    private(set) var offsets: [Int] = []

    init(requiredFeatures: [String] = ["OsmSchema-V0.6", "DenseNodes"]) {
        var header = OSMPBF_HeaderBlock()
        header.requiredFeatures = requiredFeatures
        append(type: "OSMHeader", (try? header.serializedBytes()) ?? [])
    }

    /// Appends a block of data: dense nodes (id, latitude, longitude in degrees, tags), ways (id, refs, tags) and
    /// relations (id, member ways with their roles, tags),
    /// with the block's own granularity and offsets (in nanodegrees).
    mutating func append(
        nodes: [(Int64, Double, Double, [String: String])] = [], ways: [(Int64, [Int64], [String: String])] = [],
        relations: [(Int64, [(way: Int64, role: String)], [String: String])] = [],
        granularity: Int32 = 100, latitudeOffset: Int64 = 0, longitudeOffset: Int64 = 0
    ) {
        var strings = [""]
        func index(_ text: String) -> Int32 {
            if let i = strings.firstIndex(of: text) { return Int32(i) }
            strings.append(text)
            return Int32(strings.count - 1)
        }
        // A way's or a relation's tags as key and value indexes, and ids as the differences the format stores.
        func indexes(_ tags: [String: String]) -> ([UInt32], [UInt32]) {
            let sorted = tags.sorted { $0.key < $1.key }
            return (sorted.map { UInt32(index($0.key)) }, sorted.map { UInt32(index($0.value)) })
        }
        func deltas(_ ids: [Int64]) -> [Int64] { zip(ids, [0] + ids.dropLast()).map { $0 - $1 } }
        var block = OSMPBF_PrimitiveBlock()
        block.granularity = granularity
        block.latOffset = latitudeOffset
        block.lonOffset = longitudeOffset
        if !nodes.isEmpty {
            var dense = OSMPBF_DenseNodes()
            var last: (Int64, Int64, Int64) = (0, 0, 0)
            for (id, lat, lon, tags) in nodes {
                let la = (Int64((lat * 1e9).rounded()) - latitudeOffset) / Int64(granularity)
                let lo = (Int64((lon * 1e9).rounded()) - longitudeOffset) / Int64(granularity)
                dense.id.append(id - last.0)
                dense.lat.append(la - last.1)
                dense.lon.append(lo - last.2)
                last = (id, la, lo)
                for (key, value) in tags.sorted(by: { $0.key < $1.key }) { dense.keysVals += [index(key), index(value)] }
                dense.keysVals.append(0)
            }
            var group = OSMPBF_PrimitiveGroup()
            group.dense = dense
            block.primitivegroup.append(group)
        }
        if !ways.isEmpty {
            var group = OSMPBF_PrimitiveGroup()
            for (id, refs, tags) in ways {
                var way = OSMPBF_Way()
                way.id = id
                (way.keys, way.vals) = indexes(tags)
                way.refs = deltas(refs)
                group.ways.append(way)
            }
            block.primitivegroup.append(group)
        }
        if !relations.isEmpty {
            var group = OSMPBF_PrimitiveGroup()
            for (id, members, tags) in relations {
                var relation = OSMPBF_Relation()
                relation.id = id
                (relation.keys, relation.vals) = indexes(tags)
                relation.memids = deltas(members.map(\.way))
                relation.types = members.map { _ in .way }
                relation.rolesSid = members.map { index($0.role) }
                group.relations.append(relation)
            }
            block.primitivegroup.append(group)
        }
        block.stringtable.s = strings.map { Data($0.utf8) }
        append(type: "OSMData", (try? block.serializedBytes()) ?? [])
    }

    private mutating func append(type: String, _ data: [UInt8]) {
        var blob = OSMPBF_Blob()
        blob.raw = Data(data)
        blob.rawSize = Int32(data.count)
        let blobBytes: [UInt8] = (try? blob.serializedBytes()) ?? []
        var header = OSMPBF_BlobHeader()
        header.type = type
        header.datasize = Int32(blobBytes.count)
        let headerBytes: [UInt8] = (try? header.serializedBytes()) ?? []
        offsets.append(bytes.count)
        let size = UInt32(headerBytes.count)
        bytes += [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
        bytes += headerBytes + blobBytes
    }

    func write(to url: URL) throws { try Data(bytes).write(to: url) }
}
