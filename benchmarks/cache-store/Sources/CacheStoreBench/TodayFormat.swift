import CWaymarkSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The parts of WaymarkKit's CacheKey.swift, LocationCodec.swift (CodecReader, CodecWriter), RecordCache.swift and
// ReplacementFile.swift that reading and writing today's two cache files use, copied as they are at c5aec68 (those
// files reach into the rest of WaymarkKit, so they cannot be linked in like BuildCache.swift and Digest.swift).

/// The site's key for the caches' checksums (`.waymark/key`, two little-endian words).
struct CacheKey: Sendable, Equatable {
    let k0: UInt64
    let k1: UInt64

    init(k0: UInt64, k1: UInt64) {
        self.k0 = k0
        self.k1 = k1
    }

    init(file: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        precondition(bytes.count == 16, "a key is 16 bytes")
        let words = bytes.withUnsafeBytes { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        self.init(k0: UInt64(littleEndian: words.0), k1: UInt64(littleEndian: words.1))
    }

    func digest(bytes: some Sequence<UInt8>) -> Digest {
        var digester = KeyedDigester(self)
        digester.add(bytes: bytes)
        return digester.finish()
    }
}

struct KeyedDigester: @unchecked Sendable {
    private var state = waymark_mac()

    init(_ key: CacheKey) { waymark_mac_init(&state, key.k0, key.k1) }

    mutating func add(bytes: some Sequence<UInt8>) {
        let stored: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            waymark_mac_add(&state, buffer.baseAddress, buffer.count)
        }
        if stored == nil { Array(bytes).withUnsafeBufferPointer { waymark_mac_add(&state, $0.baseAddress, $0.count) } }
    }

    func finish() -> Digest {
        var out: (UInt64, UInt64) = (0, 0)
        var state = state
        withUnsafeMutableBytes(of: &out) { waymark_mac_finish(&state, $0.baseAddress!.assumingMemoryBound(to: UInt64.self)) }
        return Digest(high: out.0, low: out.1)
    }
}

struct CodecWriter {
    var out: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    mutating func digest(_ digest: Digest) {
        withUnsafeBytes(of: digest.high.littleEndian) { out.append(contentsOf: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { out.append(contentsOf: $0) }
    }

    mutating func count(_ value: Int) { unsigned(UInt64(value)) }
}

struct CodecReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    mutating func count() -> Int? {
        guard let v = unsigned(), v <= UInt64(bytes.count - offset) else { return nil }
        return Int(v)
    }

    mutating func digest() -> Digest? {
        guard bytes.count - offset >= 16 else { return nil }
        defer { offset += 16 }
        return Digest(
            high: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
            low: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
    }
}

/// `.waymark/records` as `RecordCache` reads and writes it: the whole file's bytes, where each record is in them, and
/// the records of this build in order (`next`).
struct RecordFile {
    static let magic = Array("waymark-records 2\n".utf8)
    var bytes: [UInt8] = []
    var index: [Digest: Range<Int>] = [:]
    var reader = Digest(high: 0, low: 0)

    enum Payload {
        case previous(Range<Int>)
        case new([UInt8])
    }

    /// `RecordCache.parse`: checks the keyed checksum and indexes the records.
    init(parsing bytes: [UInt8], key: CacheKey) {
        let magic = Self.magic
        precondition(bytes.count >= magic.count + 32 && bytes.starts(with: magic), "not a record cache")
        var index: [Digest: Range<Int>] = [:]
        var reader = Digest(high: 0, low: 0)
        bytes.withUnsafeBytes { raw in
            var tail = CodecReader(bytes: UnsafeRawBufferPointer(rebasing: raw[(raw.count - 16)...]))
            precondition(tail.digest() == key.digest(bytes: UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 16)])), "not whole")
            var r = CodecReader(bytes: UnsafeRawBufferPointer(rebasing: raw[magic.count..<(raw.count - 16)]))
            reader = r.digest()!
            while !r.isAtEnd {
                let key = r.digest()!
                let length = r.count()!
                let start = magic.count + r.offset
                if index[key] == nil { index[key] = start..<(start + length) }
                r.offset += length
            }
        }
        self.bytes = bytes
        self.index = index
        self.reader = reader
    }

    /// `RecordCache.encoded`: the file for this build's records.
    func encoded(_ next: [(key: Digest, payload: Payload)], key: CacheKey) -> [UInt8] {
        var w = CodecWriter(out: Self.magic)
        w.out.reserveCapacity(bytes.count + 4096)
        w.digest(reader)
        for (key, payload) in next {
            w.digest(key)
            switch payload {
            case .previous(let range):
                w.count(range.count)
                w.out += bytes[range]
            case .new(let bytes):
                w.count(bytes.count)
                w.out += bytes
            }
        }
        w.digest(key.digest(bytes: w.out))
        return w.out
    }
}

/// `ReplacementFile`: written to `NAME.tmp-PID`, flushed to disk when `sync`, renamed over the file.
func replaceFile(_ target: URL, with bytes: UnsafeBufferPointer<UInt8>, sync: Bool) {
    let temporary = target.path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    precondition(fd >= 0, "cannot create \(temporary)")
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        precondition(n > 0, "cannot write \(temporary)")
        offset += n
    }
    if sync { fsync(fd) }
    close(fd)
    precondition(rename(temporary, target.path) == 0, "cannot rename \(temporary)")
}
