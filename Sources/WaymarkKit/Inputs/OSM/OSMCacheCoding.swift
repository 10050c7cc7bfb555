/// Writes a take as `OSMExtractCache` keeps it: little-endian integers, strings as a length and UTF-8 bytes.
enum OSMCacheWriter {
    static func take(_ take: OSMTake, into out: inout [UInt8]) {
        integer(take.nodesNear, into: &out)
        integer(take.hugeWays, into: &out)
        integer(take.shapes.count, into: &out)
        for shape in take.shapes {
            out.append(UInt8(shape.style.rawValue))
            // A ring is 1, a hole 2, a line 0.
            out.append(shape.hole ? 2 : shape.closed ? 1 : 0)
            text(shape.name ?? "", into: &out)
            integer(shape.points.count, into: &out)
            for point in shape.points { withUnsafeBytes(of: point.littleEndian) { out += $0 } }
        }
        integer(take.places.count, into: &out)
        for place in take.places {
            out.append(UInt8(place.kind.rawValue))
            text(place.name, into: &out)
            integer(Int(place.latitude), into: &out)
            integer(Int(place.longitude), into: &out)
        }
    }

    static func digest(_ digest: Digest, into out: inout [UInt8]) {
        integer(Int(bitPattern: UInt(digest.high)), into: &out)
        integer(Int(bitPattern: UInt(digest.low)), into: &out)
    }

    private static func integer(_ value: Int, into out: inout [UInt8]) {
        withUnsafeBytes(of: Int64(value).littleEndian) { out += $0 }
    }

    private static func text(_ text: String, into out: inout [UInt8]) {
        integer(text.utf8.count, into: &out)
        out += text.utf8
    }
}

/// Reads what `OSMCacheWriter` wrote; every read is checked against the end, so a damaged file gives nil.
struct OSMCacheReader {
    let bytes: [UInt8]
    var at: Int

    init(bytes: [UInt8], at: Int) {
        self.bytes = bytes
        self.at = at
    }

    mutating func digest() -> Digest? {
        guard let high = integer(), let low = integer() else { return nil }
        return Digest(high: UInt64(bitPattern: Int64(high)), low: UInt64(bitPattern: Int64(low)))
    }

    mutating func take(end: Int) -> OSMTake? {
        var take = OSMTake()
        guard let near = integer(), let huge = integer(), let shapes = count() else { return nil }
        (take.nodesNear, take.hugeWays) = (near, huge)
        for _ in 0..<shapes {
            guard let style = byte().flatMap({ ContextStyle(rawValue: Int($0)) }), let closed = byte(), closed <= 2, let name = text(),
                let points = count()
            else { return nil }
            var shape = OSMTake.Shape(style: style, closed: closed != 0, name: name.isEmpty ? nil : name, points: [], hole: closed == 2)
            shape.points.reserveCapacity(points)
            guard at + 4 * points <= bytes.count else { return nil }
            for i in 0..<points {
                shape.points.append(
                    Int32(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at + 4 * i, as: Int32.self) }))
            }
            at += 4 * points
            take.shapes.append(shape)
        }
        guard let places = count() else { return nil }
        for _ in 0..<places {
            guard let kind = byte().flatMap({ ContextPlace.Kind(rawValue: Int($0)) }), let name = text(), let lat = integer(),
                let lon = integer()
            else { return nil }
            take.places.append(
                OSMTake.Place(kind: kind, name: name, latitude: Int32(truncatingIfNeeded: lat), longitude: Int32(truncatingIfNeeded: lon)))
        }
        return at == end ? take : nil
    }

    private mutating func byte() -> UInt8? {
        guard at < bytes.count else { return nil }
        defer { at += 1 }
        return bytes[at]
    }

    private mutating func integer() -> Int? {
        guard at + 8 <= bytes.count else { return nil }
        defer { at += 8 }
        return Int(Int64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: Int64.self) }))
    }

    /// A count of items, each at least a byte, so a damaged count cannot ask for more than the file holds.
    private mutating func count() -> Int? {
        guard let value = integer(), value >= 0, value <= bytes.count - at else { return nil }
        return value
    }

    private mutating func text() -> String? {
        guard let length = count() else { return nil }
        defer { at += length }
        return String(decoding: bytes[at..<(at + length)], as: UTF8.self)
    }
}
