import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last build took from an extract, in the site's `.waymark/osm-<path digest>`, so that a rebuild does not
/// read an unchanged extract again.
///
/// The key is the file's identity (size, modification time, and a digest of 16 samples of 64 KiB spread over it),
/// the drawing version (`version`) and the areas asked for. A full digest would read the whole extract, which is
/// what the cache saves; size and time alone miss a copy that keeps the time of another file of the same size, which
/// the samples catch unless the two differ only between them. The file ends with a checksum of all before it, so a
/// cut or damaged file is read as no cache.
enum OSMExtractCache {
    /// What the reader keeps, and how it styles it: a change to either makes every cached take stale.
    static let version = 4
    private static let magic = Array("waymark-osm-extract 1\n".utf8)
    static let sampleCount = 16
    static let sampleSize = 64 * 1024

    /// The cache file of the extract at `path` in the site's cache folder.
    static func url(folder: URL, path: String) -> URL {
        var digester = Digester()
        digester.add((path as NSString).resolvingSymlinksInPath)
        return folder.appendingPathComponent("osm-\(digester.finish())")
    }

    /// The key of the extract as it is now with these areas; nil when the file cannot be read.
    static func key(path: String, areas: OSMAreas) -> Digest? {
        guard let file = fileDigest(path: path) else { return nil }
        var digester = Digester()
        digester.add(file)
        digester.add(areas.digest)
        return digester.finish()
    }

    /// The extract file's identity and the drawing version, without the areas: what the build cache's pages with a
    /// map depend on; nil when the file cannot be read.
    static func fileDigest(path: String) -> Digest? {
        var info = stat()
        guard stat(path, &info) == 0, let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var digester = Digester()
        digester.add(version)
        digester.add(Int(info.st_size))
        digester.add(Int(info.st_mtim.tv_sec))
        digester.add(Int(info.st_mtim.tv_nsec))
        let size = UInt64(info.st_size)
        for i in 0..<UInt64(sampleCount) {
            let start = size <= UInt64(sampleSize) ? 0 : (size - UInt64(sampleSize)) * i / UInt64(sampleCount - 1)
            guard (try? handle.seek(toOffset: start)) != nil, let bytes = try? handle.read(upToCount: sampleSize) else { return nil }
            digester.add(bytes: bytes)
        }
        return digester.finish()
    }

    /// The take kept under `key`, or nil when there is none, it was made under another key, or it is damaged.
    static func load(_ url: URL, key: Digest) -> OSMTake? {
        guard case .success(let bytes) = FileBytes.regularFile(url.path, limit: 1 << 30), bytes.count > magic.count + 48,
            bytes.starts(with: magic)
        else { return nil }
        var checksum = Digester()
        checksum.add(bytes: bytes[..<(bytes.count - 16)])
        var reader = OSMCacheReader(bytes: bytes, at: magic.count)
        var end = OSMCacheReader(bytes: bytes, at: bytes.count - 16)
        guard reader.digest() == key, end.digest() == checksum.finish() else {
            return nil
        }
        return reader.take(end: bytes.count - 16)
    }

    /// Keeps the take under `key`; a cache that cannot be written costs only the next build's time.
    static func save(_ take: OSMTake, to url: URL, key: Digest) {
        var out = magic
        OSMCacheWriter.digest(key, into: &out)
        OSMCacheWriter.take(take, into: &out)
        var checksum = Digester()
        checksum.add(bytes: out)
        OSMCacheWriter.digest(checksum.finish(), into: &out)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? out.withUnsafeBufferPointer { try ReplacementFile(replacing: url, with: $0, what: "the extract cache") }.commit()
    }
}
