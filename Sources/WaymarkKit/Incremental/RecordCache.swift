import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The locations of `branches.json` as the last build read them, by the digest of each record's bytes: a rebuild
/// parses only the records whose bytes are new, and takes the others as they were, which halves the loading of a
/// one-record edit. What a record's bytes say depends on nothing else but the
/// reader (`reader`); a record that gave a warning is not kept, so that its warning is given again.
///
/// `.waymark/records`: a line naming the format, the digest of what reads records (`reader`: the Waymark build and the
/// system's time zone data), then each record's digest, length and `LocationCodec` bytes, and a checksum of all of that
/// with the site's `CacheKey`. A file that is not whole, was not made with the key, or is from another reader, is not
/// used (every record is parsed), and is replaced; so is one that is not a regular file or is larger than `sizeLimit`.
final class RecordCache: @unchecked Sendable {
    static let fileName = "records"
    private static let magic = Array("waymark-records 2\n".utf8)
    /// The largest file read: far above what the largest site Waymark is built for makes.
    static let sizeLimit = 1 << 30

    /// The previous build's file, and where each record's bytes are in it; both left alone once loaded, so the parsing
    /// thread may look in `index` while the reading thread decodes.
    private var bytes: [UInt8]
    private var index: [Digest: Range<Int>]
    /// The records of this build, in the file's order, as the reading thread meets them.
    private var next: [(key: Digest, payload: Payload)] = []
    private enum Payload {
        case previous(Range<Int>)
        case new([UInt8])
    }
    /// Whether `next` differs from the file: a new record, or a previous one gone or moved.
    private var changed: Bool
    private var lastOffset = -1
    private var shared = LocationCodec.SharedSections()
    /// How many records came from the cache and how many were parsed, for `--verbose`.
    private(set) var reused = 0
    private(set) var parsed = 0
    /// Why the previous file is not used, or nil when it is.
    let problem: String?
    /// The key of the file's checksum, the one read and the one written.
    private let key: CacheKey

    private init(bytes: [UInt8], index: [Digest: Range<Int>], problem: String?, key: CacheKey) {
        self.bytes = bytes
        self.index = index
        self.problem = problem
        self.key = key
        changed = problem != nil || index.isEmpty
    }

    /// What reading a record depends on besides its bytes: the Waymark binary, and the time zone names the system
    /// knows (an unknown one is an error, and a record with an error is not kept, so a record kept under one list of
    /// names is read again under another).
    static let reader: Digest = Digester.digest { d in
        d.add(BuildCache.currentBinary)
        d.add(TimeZone.timeZoneDataVersion)
    }

    static func url(site: URL) -> URL {
        site.appendingPathComponent(BuildCache.folderName).appendingPathComponent(fileName)
    }

    /// The site's record cache, empty (with why) when there is none or it cannot be used.
    static func load(site: URL, key: CacheKey) -> RecordCache {
        switch FileBytes.regularFile(url(site: site).path, limit: sizeLimit) {
        case .success(let bytes): return parse(bytes, key: key)
        case .failure(.missing): return RecordCache(bytes: [], index: [:], problem: "no record cache yet", key: key)
        case .failure(let refusal): return RecordCache(bytes: [], index: [:], problem: refusal.describe("the record cache"), key: key)
        }
    }

    /// The cache in `bytes`: empty, with why, when they are not a whole record cache of this build made with `key`.
    static func parse(_ bytes: [UInt8], binary: Digest = reader, key: CacheKey) -> RecordCache {
        func unusable(_ why: String) -> RecordCache { RecordCache(bytes: [], index: [:], problem: why, key: key) }
        guard bytes.count >= magic.count + 32, bytes.starts(with: magic) else { return unusable("the record cache is not one") }
        var index: [Digest: Range<Int>] = [:]
        let problem = bytes.withUnsafeBytes { raw -> String? in
            // The last 16 bytes are the keyed checksum of all before them.
            var tail = CodecReader(bytes: UnsafeRawBufferPointer(rebasing: raw[(raw.count - 16)...]))
            guard tail.digest() == key.digest(bytes: UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 16)]))
            else { return "the record cache is not whole" }
            var r = CodecReader(bytes: UnsafeRawBufferPointer(rebasing: raw[magic.count..<(raw.count - 16)]))
            guard r.digest() == binary else { return "the record cache is from another Waymark build or time zone data" }
            while !r.isAtEnd {
                guard let key = r.digest(), let length = r.count() else { return "the record cache is not whole" }
                let start = magic.count + r.offset
                if index[key] == nil { index[key] = start..<(start + length) }
                r.offset += length
            }
            return nil
        }
        if let problem { return unusable(problem) }
        return RecordCache(bytes: bytes, index: index, problem: nil, key: key)
    }

    /// Where the cache has the record with these bytes, if it has it (asked on the parsing thread).
    func stored(_ key: Digest) -> Range<Int>? { index[key] }

    /// The record with these bytes, stored at `range` (`stored`), at `position` (on the reading thread, in the file's
    /// order); nil when the stored bytes are not a location: then `startOver` and read the file again.
    func location(_ key: Digest, at range: Range<Int>, position: SourcePosition) -> Location? {
        let location = bytes.withUnsafeBytes { raw in
            LocationCodec.decode(UnsafeRawBufferPointer(rebasing: raw[range]), position: position, shared: &shared)
        }
        guard location != nil else { return nil }
        if range.lowerBound <= lastOffset { changed = true }
        lastOffset = range.lowerBound
        next.append((key, .previous(range)))
        reused += 1
        return location
    }

    /// Keeps a record read from these bytes without a warning (on the reading thread, in the file's order).
    func record(_ key: Digest, _ location: Location) {
        next.append((key, .new(LocationCodec.encode(location))))
        changed = true
        parsed += 1
    }

    /// A record that is parsed and not kept (it gave a warning, or is not a location).
    func skip() {
        changed = true
        parsed += 1
    }

    /// Forgets the previous file and what this build read so far, for reading the file again without it.
    func startOver() {
        index = [:]
        bytes = []
        next = []
        changed = true
        (reused, parsed) = (0, 0)
    }

    /// What a build does with the site's record file once it has succeeded (a build with errors leaves it as it was).
    enum Staged: Sendable {
        case unchanged
        case remove
        /// Renamed over the file: a temporary file with this build's records.
        case replace(ReplacementFile)
    }

    /// Writes the records of this build to a temporary file when they differ from the file's; `finish` puts it in
    /// place. Not flushed to disk: a file cut short by a crash fails its digest and is not used.
    func stage(site: URL) throws -> Staged {
        // A site without records (no branches.json) keeps no file.
        guard !next.isEmpty else { return problem == nil ? .remove : .unchanged }
        guard changed || next.count != index.count else { return .unchanged }
        let out = encoded()
        let target = Self.url(site: site)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        return .replace(try out.withUnsafeBufferPointer { try ReplacementFile(replacing: target, with: $0, what: "the record cache") })
    }

    /// Puts this build's records in place when the build succeeded, and otherwise removes what `stage` wrote.
    static func finish(_ staged: Staged, site: URL, succeeded: Bool) {
        switch staged {
        case .unchanged: break
        case .remove: if succeeded { unlink(url(site: site).path) }
        case .replace(let file):
            guard !succeeded || (try? file.commit()) == nil else { return }
            file.discard()
            // The folder, when `stage` made it and nothing else is in it: a failed build leaves the site as it was.
            rmdir(file.temporary.deletingLastPathComponent().path)
        }
    }

    /// The file for this build's records: the previous file's bytes of those it had, the others' new ones.
    func encoded(binary: Digest = reader) -> [UInt8] {
        var w = CodecWriter(out: Self.magic)
        w.out.reserveCapacity(bytes.count + 4096)
        w.digest(binary)
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

    /// Removes the site's record cache (`--no-cache`).
    static func remove(site: URL) {
        unlink(url(site: site).path)
    }

    /// For `--verbose`: what the cache did.
    var note: String {
        let counts = "\(reused) record\(reused == 1 ? "" : "s") from the record cache, \(parsed) parsed"
        return problem.map { "\($0); \(counts)" } ?? counts
    }
}
