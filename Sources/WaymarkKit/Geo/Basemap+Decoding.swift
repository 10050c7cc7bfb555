import Foundation

/// Reads the binary files written by `scripts/prepare-basemap.py` (layout documented there).
extension BasemapLayers {
    /// Decodes one scale's file (only the 10m file has lakes).
    init(decoding bytes: [UInt8], name: String) throws {
        var reader = ByteReader(bytes: bytes, name: name)
        guard try reader.bytes(4) == Array("WMBM".utf8), try reader.byte() == 1 else {
            throw WaymarkError.io(path: name, reason: "not a Waymark basemap file (format 1); run scripts/prepare-basemap.py")
        }
        guard let scale = BasemapScale(rawValue: Int(try reader.byte())) else {
            throw WaymarkError.io(path: name, reason: "unknown basemap scale")
        }
        let arcs = try ArcTable(reading: &reader)
        var shapes = ShapeStore()
        var countries: [CountryShape] = []
        for _ in 0..<(try reader.count()) {
            let iso = String(decoding: try reader.bytes(Int(try reader.byte())), as: UTF8.self)
            let rings = try Self.readRings(&reader, arcs: arcs, into: &shapes)
            var box = Box.empty
            for ring in rings {
                let b = shapes.degreeBoxes[ring]
                box.add(x: b.minX, y: b.minY)
                box.add(x: b.maxX, y: b.maxY)
            }
            countries.append(CountryShape(isoCode: iso, rings: rings, degreeBox: box))
        }
        let land = try Self.readRings(&reader, arcs: arcs, into: &shapes)
        let lakes = try Self.readRings(&reader, arcs: arcs, into: &shapes)
        var borders: [Int] = []
        for _ in 0..<(try reader.count()) {
            let ref = try arcs.checked(reader.signed())
            borders.append(shapes.append(arcs.vertices(of: ref, dropLast: false)))
        }
        guard reader.isAtEnd else { throw WaymarkError.io(path: name, reason: "unexpected bytes after the borders") }
        self.init(scale: scale, shapes: shapes, land: land, lakes: lakes, borders: borders, countries: countries)
    }

    private static func readRings(_ reader: inout ByteReader, arcs: ArcTable, into shapes: inout ShapeStore) throws -> [Int] {
        var rings: [Int] = []
        for _ in 0..<(try reader.count()) {
            var refs: [Int] = []
            for _ in 0..<(try reader.count()) { refs.append(try arcs.checked(reader.signed())) }
            // Consecutive arcs share their end vertex, and a ring's last vertex is its first.
            rings.append(shapes.append(refs.lazy.flatMap { arcs.vertices(of: $0, dropLast: true) }))
        }
        return rings
    }
}

/// Arcs as decoded: quantized degrees, projected to Web Mercator once, and ranks.
struct ArcTable {
    typealias Vertex = (lon: Double, lat: Double, x: Double, y: Double, rank: UInt8)
    private var starts: [Int] = [0]
    private var vertices: [Vertex] = []
    private let name: String

    init(reading reader: inout ByteReader) throws {
        name = reader.name
        let arcCount = try reader.count()
        for _ in 0..<arcCount {
            let n = try reader.count()
            guard n >= 2 else { throw WaymarkError.io(path: name, reason: "an arc has fewer than 2 vertices") }
            var lon = 0, lat = 0
            let first = vertices.count
            for _ in 0..<n {
                lon += try reader.signed()
                lat += try reader.signed()
                let longitude = Double(lon) / 10_000, latitude = Double(lat) / 10_000
                let point = WebMercator.project(longitude: longitude, latitude: latitude)
                vertices.append((longitude, latitude, point.x, point.y, 0))
            }
            for index in first..<(first + n) { vertices[index].rank = try reader.byte() }
            starts.append(vertices.count)
        }
    }

    func checked(_ ref: Int) throws -> Int {
        let index = ref >= 0 ? ref : ~ref
        guard index < starts.count - 1 else { throw WaymarkError.io(path: name, reason: "arc reference \(ref) out of range") }
        return ref
    }

    /// The arc's vertices in the direction of `ref` (negative: reversed), without its last one if asked.
    func vertices(of ref: Int, dropLast: Bool) -> ArraySlice<Vertex> {
        let index = ref >= 0 ? ref : ~ref
        let slice = vertices[starts[index]..<starts[index + 1]]
        if ref >= 0 { return dropLast ? slice.dropLast() : slice }
        let reversed = ArraySlice(slice.reversed())
        return dropLast ? reversed.dropLast() : reversed
    }
}

/// Little-endian varints over a byte array, failing with the file's name.
struct ByteReader {
    let bytes: [UInt8]
    let name: String
    private var offset = 0

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw WaymarkError.io(path: name, reason: "truncated basemap file") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bytes(_ count: Int) throws -> [UInt8] {
        guard count <= bytes.count - offset else { throw WaymarkError.io(path: name, reason: "truncated basemap file") }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    mutating func unsigned() throws -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 63 else { throw WaymarkError.io(path: name, reason: "varint too long") }
            value |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// A count, refused when larger than the bytes left could hold.
    mutating func count() throws -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - offset) * 4 + 1 else { throw WaymarkError.io(path: name, reason: "implausible count \(value)") }
        return Int(value)
    }

    mutating func signed() throws -> Int {
        let value = try unsigned()
        return Int(value >> 1) ^ -Int(value & 1)
    }
}
