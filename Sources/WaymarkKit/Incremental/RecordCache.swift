import Foundation
import GRDB

/// The locations of `branches.json` as the last build read them, by the digest of each record's bytes: a rebuild
/// parses only the records whose bytes are new, and takes the others as they were, which halves the loading of a
/// one-record edit. What a record's bytes say depends on nothing else but the
/// reader (`reader`); a record that gave a warning is not kept, so that its warning is given again.
///
/// The `records` rows of the cache database (`CacheStore`): each record's digest and `LocationCodec` bytes, with a
/// checksum made with the site's `CacheKey`, and the `reader` they were read by in `meta`. Rows from another reader, or
/// one whose checksum was not made with the key, are not used (every record is parsed) and are replaced; a build
/// writes only the rows of records that are new or gone (`Changes`).
final class RecordCache: @unchecked Sendable {
    /// The previous build's records' bytes one after another, and where each record's are; both left alone once
    /// loaded, so the parsing thread may look in `index` while the reading thread decodes.
    private var bytes: [UInt8]
    private var index: [Digest: Range<Int>]
    /// The records of this build, in the file's order, as the reading thread meets them.
    private var next: [(key: Digest, payload: Payload)] = []
    private enum Payload {
        case previous(Range<Int>)
        case new([UInt8])
    }
    /// Whether the rows are all written anew: the previous ones were not used, or the file was read again without them.
    private var replaceAll: Bool
    private var shared = LocationCodec.SharedSections()
    /// How many records came from the cache and how many were parsed, for `--verbose`.
    private(set) var reused = 0
    private(set) var parsed = 0
    /// Why the previous rows are not used, or nil when they are.
    let problem: String?

    private init(bytes: [UInt8], index: [Digest: Range<Int>], problem: String?) {
        self.bytes = bytes
        self.index = index
        self.problem = problem
        replaceAll = problem != nil
    }

    /// What reading a record depends on besides its bytes: the Waymark binary, and the time zone names the system
    /// knows (an unknown one is an error, and a record with an error is not kept, so a record kept under one list of
    /// names is read again under another).
    static let reader: Digest = Digester.digest { d in
        d.add(BuildCache.currentBinary)
        d.add(TimeZone.timeZoneDataVersion)
    }

    /// No previous records, and why.
    static func empty(_ problem: String) -> RecordCache { RecordCache(bytes: [], index: [:], problem: problem) }

    /// The site's records from the cache database, none (with why) when it has none; throws when they cannot be used.
    static func load(from store: CacheStore, reader: Digest = reader) throws -> RecordCache {
        guard let (bytes, index) = try store.records(reader: reader) else { return empty("no record cache yet") }
        return RecordCache(bytes: bytes, index: index, problem: nil)
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
        next.append((key, .previous(range)))
        reused += 1
        return location
    }

    /// Keeps a record read from these bytes without a warning (on the reading thread, in the file's order).
    func record(_ key: Digest, _ location: Location) {
        next.append((key, .new(LocationCodec.encode(location))))
        parsed += 1
    }

    /// A record that is parsed and not kept (it gave a warning, or is not a location).
    func skip() {
        parsed += 1
    }

    /// Forgets the previous file and what this build read so far, for reading the file again without it.
    func startOver() {
        index = [:]
        bytes = []
        next = []
        replaceAll = true
        (reused, parsed) = (0, 0)
    }

    /// What a successful build writes of its records: the rows of records gone and of records new, or every row.
    struct Changes: Sendable {
        var replaceAll: Bool
        var removed: [Digest]
        var added: [(key: Digest, bytes: [UInt8])]

        var isEmpty: Bool { !replaceAll && removed.isEmpty && added.isEmpty }
    }

    /// The rows that differ between the previous build's records and this one's (on the thread that ends the build,
    /// once the records are read); all of them for a database made anew (`all`).
    func changes(all: Bool = false) -> Changes {
        let replaceAll = replaceAll || all
        var gone = index
        var added: [(key: Digest, bytes: [UInt8])] = []
        for (key, payload) in next {
            gone[key] = nil
            switch payload {
            case .previous(let range): if replaceAll { added.append((key, Array(bytes[range]))) }
            case .new(let bytes): added.append((key, bytes))
            }
        }
        return Changes(replaceAll: replaceAll, removed: replaceAll ? [] : Array(gone.keys), added: added)
    }

    /// For `--verbose`: what the cache did.
    var note: String {
        let counts = "\(reused) record\(reused == 1 ? "" : "s") from the record cache, \(parsed) parsed"
        return problem.map { "\($0); \(counts)" } ?? counts
    }
}
