/// A 128-bit content hash that is the same on every machine and run, for the build cache's keys.
///
/// Not cryptographic: two 64-bit lanes of a multiply–rotate mix over the bytes (with their lengths, so
/// `["ab", "c"]` and `["a", "bc"]` differ). A collision would keep a stale page; at 2⁻¹²⁸ per pair it is not a concern.
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 lower-case hex digits.
    public var description: String {
        // Written digit by digit into the string's own storage: a build cache of 100,000 pages has 115,000 of them.
        String(unsafeUninitializedCapacity: 32) { buffer in
            let digits: StaticString = "0123456789abcdef"
            for n in 0..<2 {
                let value = n == 0 ? high : low
                for i in 0..<16 {
                    buffer[16 * n + i] = digits.utf8Start[Int(truncatingIfNeeded: (value >> (60 - 4 * UInt64(i))) & 0xF)]
                }
            }
            return 32
        }
    }

    /// Reads the 32 hex digits `description` writes.
    public init?(hex: Substring) {
        guard hex.utf8.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }
}

extension Digest {
    /// The digest of the bytes alone: Waymark's one stable hash, also for names (asset fingerprints, `sw.js`
    /// revisions, slug suffixes, shards), whose spread `StableHashTests` checks.
    public static func of(_ bytes: some Sequence<UInt8>) -> Digest { Digester.digest { $0.add(bytes: bytes) } }

    /// The first `count` (at most 32) hex digits.
    func hex(_ count: Int) -> String { String(description.prefix(count)) }
}

/// Builds a `Digest` from values added in order.
public struct Digester: Sendable {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var count: UInt64 = 0

    public init() {}

    mutating func add(_ value: UInt64) {
        count &+= 1
        a = Self.rotate((a ^ value) &* 0xFF51_AFD7_ED55_8CCD, 29) &+ b
        b = Self.rotate((b &+ value) &* 0xC4CE_B9FE_1A85_EC53, 31) ^ a
    }

    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
    mutating func add(_ value: Bool) { add(value ? 1 as UInt64 : 2) }
    mutating func add(_ value: Double) { add(value.bitPattern) }
    mutating func add(_ value: Digest) {
        add(value.high)
        add(value.low)
    }

    /// The bytes, eight at a time (little-endian), then their count.
    mutating func add(bytes: some Sequence<UInt8>) {
        // Stored bytes (a string's, a file's) are read a word at a time: a large build cache's checksum byte by byte
        // was a visible part of a rebuild. The same words as the loop below, so the same digest.
        let stored: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let words = raw.count / 8
            for i in 0..<words { add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self))) }
            var word: UInt64 = 0
            for (n, byte) in raw[(8 * words)...].enumerated() { word |= UInt64(byte) << (8 * UInt64(n)) }
            if raw.count > 8 * words { add(word) }
            add(raw.count)
        }
        if stored != nil { return }
        var word: UInt64 = 0
        var filled = 0
        var total = 0
        for byte in bytes {
            word |= UInt64(byte) << (8 * UInt64(filled))
            filled += 1
            total += 1
            if filled == 8 {
                add(word)
                word = 0
                filled = 0
            }
        }
        if filled > 0 { add(word) }
        add(total)
    }

    mutating func add(_ text: String) { add(bytes: text.utf8) }
    mutating func add(_ texts: [String]) {
        add(texts.count)
        for text in texts { add(text) }
    }

    /// The same as adding the array `[first, second, …]`, without making it: the keys of a large site add a few such
    /// lists for each of 100,000 locations.
    mutating func add<each Text: StringProtocol>(list texts: repeat each Text) {
        var count = 0
        for _ in repeat each texts { count += 1 }
        add(count)
        for text in repeat each texts { add(bytes: text.utf8) }
    }

    func finish() -> Digest {
        var high = a ^ (count &* 0x9E37_79B9_7F4A_7C15)
        var low = b ^ Self.rotate(a, 17)
        for _ in 0..<2 {
            high = Self.avalanche(high &+ low)
            low = Self.avalanche(low ^ high)
        }
        return Digest(high: high, low: low)
    }

    /// The digest of the values `body` adds.
    static func digest(_ body: (inout Digester) -> Void) -> Digest {
        var digester = Digester()
        body(&digester)
        return digester.finish()
    }

    private static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    /// The murmur3 finaliser: every input bit flips each output bit with probability about one half.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
