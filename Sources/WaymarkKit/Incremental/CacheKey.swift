import CWaymarkSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The site's secret for the caches' checksums: `.waymark/key`, 16 random bytes that only their owner may read. A
/// cache (`records`, `build-cache`, and the manifest's digest in it) is used only when its checksum was made with this
/// key, so one written or edited by someone who does not know the key is not used, and the build reads everything.
struct CacheKey: Sendable, Equatable {
    let k0: UInt64
    let k1: UInt64

    static let fileName = "key"

    static func url(site: URL) -> URL {
        site.appendingPathComponent(BuildCache.folderName).appendingPathComponent(fileName)
    }

    /// The site's key; a new one (not yet kept: `keep`) when it has none, or its file is not a regular file of this
    /// user that no one else may read or write, so the caches made with any other key are not used.
    static func load(site: URL) -> CacheKey {
        if case .success(let bytes) = FileBytes.regularFile(url(site: site).path, limit: 16, ownerOnly: true), bytes.count == 16 {
            return CacheKey(bytes)
        }
        return random()
    }

    /// Writes the key into the site once a build has succeeded (a failed build leaves the site as it was), unless a
    /// key is there: this one, or one a build of another shard kept meanwhile. A file there that is not a key of this
    /// user's alone is replaced.
    func keep(site: URL) {
        let url = Self.url(site: site)
        for _ in 0..<2 {
            switch FileBytes.regularFile(url.path, limit: 16, ownerOnly: true) {
            case .success(let bytes) where bytes.count == 16: return
            case .failure(.missing): break
            default: unlink(url.path)
            }
            if write(at: url) { return }
        }
    }

    private static func random() -> CacheKey {
        var generator = SystemRandomNumberGenerator()
        return CacheKey(k0: generator.next(), k1: generator.next())
    }

    /// Writes the key at `url` unless a file is there by then; false when one is. Written whole under another name and
    /// linked into place, so that it is read whole or not at all.
    private func write(at url: URL) -> Bool {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: k0.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: k1.littleEndian) { bytes += $0 }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let file = try? bytes.withUnsafeBufferPointer {
            try ReplacementFile(replacing: url, with: $0, mode: 0o600, sync: true, what: "the cache key")
        }
        // A key that cannot be kept: the next build makes another and reads everything again.
        guard let file else { return true }
        defer { file.discard() }
        return link(file.temporary.path, url.path) == 0 || errno != EEXIST
    }

    init(k0: UInt64, k1: UInt64) {
        self.k0 = k0
        self.k1 = k1
    }

    private init(_ bytes: [UInt8]) {
        let words = bytes.withUnsafeBytes { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        self.init(k0: UInt64(littleEndian: words.0), k1: UInt64(littleEndian: words.1))
    }

    /// The checksum of `bytes` with this key.
    func digest(bytes: some Sequence<UInt8>) -> Digest {
        var digester = KeyedDigester(self)
        digester.add(bytes: bytes)
        return digester.finish()
    }
}

/// A checksum with a `CacheKey` (SipHash-2-4, 128 bits), of bytes added in pieces.
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
