import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `.waymark/cache.sqlite`: what an incremental build remembers, as rows of one SQLite database (through GRDB), in
/// write-ahead-log mode so that a build of another shard reads while one writes.
///
/// - `meta`: the digest of what reads records (`RecordCache.reader`), for the `records` rows;
/// - `records`: each `branches.json` record's bytes digest and its `LocationCodec` bytes;
/// - per output folder and shard (`cache`, `BuildCache.name`): `caches` (the Waymark binary, the output's real path,
///   its manifest's digest), `assets` (the map tiles the pages use, numbered), `shared` (the files every page shares),
///   `pages` (each page's key, size, modification time and tiles) and `kept` (what Waymark did not write there).
///
/// Every row carries a checksum of its fields with the site's `CacheKey` (`mac`), checked as it is read, so rows
/// written by someone without the key are not used. The schema's version is `PRAGMA user_version`: a database of
/// another version, damaged, not a regular file or larger than `sizeLimit` is not read, and is made again by the next
/// successful build.
struct CacheStore: Sendable {
    static let fileName = "cache.sqlite"
    /// The schema's version; raise it with any change to the tables or to what a row's checksum covers.
    static let format = 1
    /// The largest database read: far above what the largest site Waymark is built for makes.
    static let sizeLimit = 1 << 30
    /// How long a build waits for another process's transaction (a build of another shard) before it does without
    /// the cache, which costs it time only.
    static let busyTimeout: TimeInterval = 5
    /// The files SQLite keeps beside the database.
    static let companions = ["-wal", "-shm", "-journal"]

    let queue: DatabaseQueue
    let key: CacheKey

    /// Why the database, or part of it, is not used: the note for `--verbose`, and what the next successful build
    /// does about it.
    struct Problem: Error, Equatable {
        var note: String
        var remedy: Remedy
    }

    enum Remedy: Sendable {
        /// Writes the rows concerned anew (rows of another reader, or whose checksums were not made with the key).
        case rewrite
        /// Makes the database again, empty (damaged, of another version, not a regular file, too large).
        case remake
        /// Writes nothing: another process holds the database, or it cannot be read.
        case leave
    }

    static func url(site: URL) -> URL {
        site.appendingPathComponent(BuildCache.folderName).appendingPathComponent(fileName)
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "waymark-cache"
        // In write-ahead-log mode NORMAL keeps the database whole through a crash; a commit lost with the power is a
        // cache that no longer matches its output's manifest, which is then not used. FULL synced every commit.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        return configuration
    }

    /// The site's database: nil when there is none yet, a problem when it cannot be used.
    static func open(site: URL, key: CacheKey) -> Result<CacheStore?, Problem> {
        let path = url(site: site).path
        removeStrayCompanions(of: path)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .success(nil) : .failure(Problem(note: "the cache database cannot be read", remedy: .leave))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Problem(note: FileBytes.Refusal.notRegular.describe("the cache database"), remedy: .remake))
        }
        guard Int(info.st_size) <= sizeLimit else {
            return .failure(Problem(note: FileBytes.Refusal.tooLarge(sizeLimit).describe("the cache database"), remedy: .remake))
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let version = try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") ?? 0 }
            guard version == format else {
                return .failure(Problem(note: "the cache database is of another version (\(version))", remedy: .remake))
            }
            return .success(CacheStore(queue: queue, key: key))
        } catch {
            return .failure(problem(error))
        }
    }

    /// A new, empty database, in place of one that could not be used (`replacing`).
    static func create(site: URL, key: CacheKey, replacing: Bool) throws -> CacheStore {
        if replacing { remove(site: site) }
        let path = url(site: site).path
        try FileManager.default.createDirectory(at: url(site: site).deletingLastPathComponent(), withIntermediateDirectories: true)
        removeStrayCompanions(of: path)
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.inTransaction {
                try db.execute(sql: schema + "PRAGMA user_version = \(format);")
                return .commit
            }
        }
        return CacheStore(queue: queue, key: key)
    }

    /// Removes the database and the files SQLite keeps beside it.
    static func remove(site: URL) {
        let path = url(site: site).path
        unlink(path)
        for suffix in companions { unlink(path + suffix) }
    }

    /// Removes what is not a regular file where SQLite keeps its journal and shared memory, which it would otherwise
    /// open through a link.
    private static func removeStrayCompanions(of path: String) {
        for suffix in companions {
            var info = stat()
            if lstat(path + suffix, &info) == 0, info.st_mode & S_IFMT != S_IFREG { unlink(path + suffix) }
        }
    }

    /// The problem an error of SQLite's stands for.
    static func problem(_ error: any Error) -> Problem {
        if let problem = error as? Problem { return problem }
        guard let error = error as? DatabaseError else { return Problem(note: "the cache database is damaged (\(error))", remedy: .remake) }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return Problem(note: "the cache database is locked by another build", remedy: .leave)
        default: return Problem(note: "the cache database is damaged (\(error.message ?? "\(error.resultCode)"))", remedy: .remake)
        }
    }

    static let schema = """
        CREATE TABLE IF NOT EXISTS meta(name TEXT NOT NULL PRIMARY KEY, value BLOB NOT NULL, mac BLOB NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS records(key BLOB NOT NULL PRIMARY KEY, bytes BLOB NOT NULL, mac BLOB NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS caches(cache TEXT NOT NULL PRIMARY KEY, binary BLOB NOT NULL, output TEXT NOT NULL,
            manifest BLOB NOT NULL, mac BLOB NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS assets(cache TEXT NOT NULL, number INTEGER NOT NULL, path TEXT NOT NULL,
            mac BLOB NOT NULL, PRIMARY KEY(cache, number)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS shared(cache TEXT NOT NULL, generator TEXT NOT NULL, path TEXT NOT NULL,
            key BLOB NOT NULL, size INTEGER NOT NULL, modified INTEGER NOT NULL, mac BLOB NOT NULL,
            PRIMARY KEY(cache, generator, path)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS pages(cache TEXT NOT NULL, path TEXT NOT NULL, key BLOB NOT NULL,
            size INTEGER NOT NULL, modified INTEGER NOT NULL, assets BLOB NOT NULL, mac BLOB NOT NULL,
            PRIMARY KEY(cache, path)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS kept(cache TEXT NOT NULL, entry TEXT NOT NULL, mac BLOB NOT NULL,
            PRIMARY KEY(cache, entry)) WITHOUT ROWID;

        """

    /// The tables of one output folder and shard.
    static let cacheTables = ["caches", "assets", "shared", "pages", "kept"]
}

// MARK: - Rows and their checksums

/// A row's checksum with the site's key: the table's name, then each field with its length, so that no two rows of
/// different fields have the same bytes.
struct RowSeal {
    private var digester: KeyedDigester

    init(_ key: CacheKey, table: String) {
        digester = KeyedDigester(key)
        add(table)
    }

    mutating func add(_ text: String) { add(bytes: Array(text.utf8)) }

    mutating func add(bytes: some Collection<UInt8>) {
        add(bytes.count)
        digester.add(bytes: bytes)
    }

    mutating func add(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { digester.add(bytes: $0) }
    }

    mutating func add(_ digest: Digest) {
        withUnsafeBytes(of: digest.high.littleEndian) { digester.add(bytes: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { digester.add(bytes: $0) }
    }

    func finish() -> Digest { digester.finish() }
}

extension Digest {
    /// The 16 bytes a row keeps (each half little-endian).
    var blob: Data {
        var out = Data(capacity: 16)
        withUnsafeBytes(of: high.littleEndian) { out.append(contentsOf: $0) }
        withUnsafeBytes(of: low.littleEndian) { out.append(contentsOf: $0) }
        return out
    }

    /// The digest of a row's 16 bytes; nil when they are not 16.
    init?(blob raw: UnsafeRawBufferPointer?) {
        guard let raw, raw.count == 16 else { return nil }
        self.init(
            high: UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
            low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    }
}

extension Row {
    /// The digest in the column at `index`; throws when it is not one (a row written by something else).
    func digest(at index: Int) throws -> Digest {
        guard let digest = try withUnsafeData(atIndex: index, { data in data.flatMap { $0.withUnsafeBytes { Digest(blob: $0) } } })
        else { throw CacheStore.notARow }
        return digest
    }
}

// MARK: - Records

extension CacheStore {
    /// Every record's bytes one after another, and where each record's are; nil when there are none. Throws a problem
    /// when the rows are of another reader or a row's checksum was not made with the site's key.
    func records(reader: Digest) throws -> (bytes: [UInt8], index: [Digest: Range<Int>])? {
        try queue.read { db -> (bytes: [UInt8], index: [Digest: Range<Int>])? in
            guard let row = try Row.fetchOne(db, sql: "SELECT value, mac FROM meta WHERE name = 'reader'") else { return nil }
            let written = try row.digest(at: 0)
            guard try row.digest(at: 1) == readerSeal(written) else { throw notTheKey("record cache") }
            guard written == reader else {
                throw Problem(note: "the record cache is from another Waymark build or time zone data", remedy: .rewrite)
            }
            var bytes: [UInt8] = []
            var index: [Digest: Range<Int>] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT key, bytes, mac FROM records")
            while let row = try rows.next() {
                let digest = try row.digest(at: 0)
                let start = bytes.count
                try row.withUnsafeData(atIndex: 1) { data in if let data { bytes += data } }
                guard try row.digest(at: 2) == recordSeal(digest, bytes[start...]) else { throw notTheKey("record cache") }
                index[digest] = start..<bytes.count
            }
            return (bytes, index)
        }
    }

    /// Why rows are not used whose checksum was not made with the site's key.
    func notTheKey(_ what: String) -> Problem {
        Problem(note: "the \(what) was not written with this site's key", remedy: .rewrite)
    }

    func readerSeal(_ reader: Digest) -> Digest {
        var seal = RowSeal(key, table: "meta")
        seal.add("reader")
        seal.add(reader)
        return seal.finish()
    }

    func recordSeal(_ digest: Digest, _ bytes: some Collection<UInt8>) -> Digest {
        var seal = RowSeal(key, table: "records")
        seal.add(digest)
        seal.add(bytes: bytes)
        return seal.finish()
    }

    /// Writes the record rows that changed (in the build's transaction).
    func write(_ changes: RecordCache.Changes, reader: Digest, _ db: Database) throws {
        if changes.replaceAll {
            try db.execute(sql: "DELETE FROM records")
            try db.execute(
                sql: "INSERT OR REPLACE INTO meta VALUES ('reader', ?, ?)", arguments: [reader.blob, readerSeal(reader).blob])
        }
        let remove = try db.makeStatement(sql: "DELETE FROM records WHERE key = ?")
        for digest in changes.removed { try remove.execute(arguments: [digest.blob]) }
        let insert = try db.makeStatement(sql: "INSERT OR REPLACE INTO records VALUES (?, ?, ?)")
        // In key order: appending to the table's B-tree is several times faster than inserting at random places.
        let rows = changes.added.map { (blob: $0.key.blob, record: $0) }.sorted { $0.blob.lexicographicallyPrecedes($1.blob) }
        for (blob, (digest, bytes)) in rows {
            try insert.execute(arguments: [blob, Data(bytes), recordSeal(digest, bytes).blob])
        }
    }

    /// Removes every record row (`--no-cache`: they no longer describe what the site's records are).
    func removeRecords() throws {
        try queue.write { db in
            try db.execute(sql: "DELETE FROM records")
            try db.execute(sql: "DELETE FROM meta WHERE name = 'reader'")
        }
    }
}

// MARK: - The cache of an output folder and shard

extension CacheStore {
    /// What the database holds of one output folder and shard: each page row's checksum by path, and the tiles, so
    /// that a build writes only the rows that changed.
    struct Written: Sendable {
        var pages: [String: Digest]
        var assets: [String]
    }

    /// The cache named `name` (`BuildCache.name`), with its rows as written; nil when it has none. Throws a problem
    /// when a row's checksum was not made with the site's key, or a row is not one Waymark writes.
    func buildCache(_ name: String) throws -> (cache: BuildCache, written: Written)? {
        try queue.read { db -> (cache: BuildCache, written: Written)? in
            guard
                let head = try Row.fetchOne(db, sql: "SELECT binary, output, manifest, mac FROM caches WHERE cache = ?", arguments: [name])
            else { return nil }
            var cache = BuildCache(binary: try head.digest(at: 0), output: try head.text(at: 1), manifest: try head.digest(at: 2))
            guard try head.digest(at: 3) == cacheSeal(name, cache) else { throw notTheKey("build cache") }
            let assets = try Row.fetchCursor(
                db, sql: "SELECT number, path, mac FROM assets WHERE cache = ? ORDER BY number", arguments: [name])
            while let row = try assets.next() {
                let (number, path) = (try row.integer(at: 0), try row.text(at: 1))
                guard number == cache.assets.count, try row.digest(at: 2) == assetSeal(name, number, path) else {
                    throw notTheKey("build cache")
                }
                cache.assets.append(path)
            }
            let shared = try Row.fetchCursor(
                db, sql: "SELECT generator, path, key, size, modified, mac FROM shared WHERE cache = ?", arguments: [name])
            while let row = try shared.next() {
                let (generator, path) = (try row.text(at: 0), try row.text(at: 1))
                let file = BuildCache.SharedFile(key: try row.digest(at: 2), size: try row.integer(at: 3), modified: try row.integer(at: 4))
                guard try row.digest(at: 5) == sharedSeal(name, generator, path, file) else { throw notTheKey("build cache") }
                cache.shared[generator, default: [:]][path] = file
            }
            let kept = try Row.fetchCursor(db, sql: "SELECT entry, mac FROM kept WHERE cache = ?", arguments: [name])
            while let row = try kept.next() {
                let entry = try row.text(at: 0)
                guard try row.digest(at: 1) == keptSeal(name, entry) else { throw notTheKey("build cache") }
                cache.kept.append(entry)
            }
            var written = Written(pages: [:], assets: cache.assets)
            let pages = try Row.fetchCursor(
                db, sql: "SELECT path, key, size, modified, assets, mac FROM pages WHERE cache = ?", arguments: [name])
            while let row = try pages.next() {
                let path = try row.text(at: 0)
                let entry = BuildCache.Entry(
                    key: try row.digest(at: 1), size: try row.integer(at: 2), modified: try row.integer(at: 3),
                    assets: try row.withUnsafeData(atIndex: 4) { Self.numbers($0 ?? Data()) })
                let seal = try row.digest(at: 5)
                guard seal == pageSeal(name, path, entry), entry.assets.allSatisfy(cache.assets.indices.contains) else {
                    throw notTheKey("build cache")
                }
                cache.pages[path] = entry
                written.pages[path] = seal
            }
            return (cache, written)
        }
    }

    /// Writes the cache of one output folder and shard (in the build's transaction): the rows that differ from those
    /// `written` (all of them, the others removed first, when nil).
    func write(
        _ name: String, _ cache: BuildCache, _ recorded: BuildCache.Recorded, written: Written?, _ db: Database
    ) throws {
        if written == nil {
            for table in Self.cacheTables { try db.execute(sql: "DELETE FROM \(table) WHERE cache = ?", arguments: [name]) }
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO caches VALUES (?, ?, ?, ?, ?)",
            arguments: [name, cache.binary.blob, cache.output, cache.manifest.blob, cacheSeal(name, cache).blob])
        if written?.assets != recorded.assets {
            try db.execute(sql: "DELETE FROM assets WHERE cache = ?", arguments: [name])
            let insert = try db.makeStatement(sql: "INSERT INTO assets VALUES (?, ?, ?, ?)")
            for (number, path) in recorded.assets.enumerated() {
                try insert.execute(arguments: [name, number, path, assetSeal(name, number, path).blob])
            }
        }
        // The few shared files and kept entries are written whole.
        try db.execute(sql: "DELETE FROM shared WHERE cache = ?", arguments: [name])
        let shared = try db.makeStatement(sql: "INSERT INTO shared VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (generator, files) in recorded.shared {
            for (path, file) in files {
                try shared.execute(
                    arguments: [
                        name, generator, path, file.key.blob, file.size, file.modified, sharedSeal(name, generator, path, file).blob,
                    ])
            }
        }
        try db.execute(sql: "DELETE FROM kept WHERE cache = ?", arguments: [name])
        let kept = try db.makeStatement(sql: "INSERT OR IGNORE INTO kept VALUES (?, ?, ?)")
        for entry in cache.kept { try kept.execute(arguments: [name, entry, keptSeal(name, entry).blob]) }
        try writePages(name, recorded.pages, written: written?.pages ?? [:], db)
    }

    /// Writes the page rows whose checksum differs from the one written (so only those whose fields changed), and
    /// removes those of pages gone.
    private func writePages(
        _ name: String, _ pages: [(path: String, entry: BuildCache.Entry)], written: [String: Digest], _ db: Database
    ) throws {
        var gone = written
        var changed: [(path: String, entry: BuildCache.Entry, seal: Digest)] = []
        for (path, entry) in pages {
            let seal = pageSeal(name, path, entry)
            if gone.removeValue(forKey: path) != seal { changed.append((path, entry, seal)) }
        }
        let remove = try db.makeStatement(sql: "DELETE FROM pages WHERE cache = ? AND path = ?")
        for path in gone.keys { try remove.execute(arguments: [name, path]) }
        // In key order: appending to the table's B-tree is several times faster than inserting at random places.
        changed.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let insert = try db.makeStatement(sql: "INSERT OR REPLACE INTO pages VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (path, entry, seal) in changed {
            try insert.execute(
                arguments: [name, path, entry.key.blob, entry.size, entry.modified, Self.blob(entry.assets), seal.blob])
        }
    }

    /// Removes the cache of one output folder and shard: its first row only (the others are then not used, and are
    /// compared with by the build that removes it), or `whole`.
    func removeCache(_ name: String, whole: Bool) throws {
        try queue.write { db in
            for table in whole ? Self.cacheTables : ["caches"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE cache = ?", arguments: [name])
            }
        }
    }

    private func cacheSeal(_ name: String, _ cache: BuildCache) -> Digest {
        var seal = RowSeal(key, table: "caches")
        seal.add(name)
        seal.add(cache.binary)
        seal.add(cache.output)
        seal.add(cache.manifest)
        return seal.finish()
    }

    private func assetSeal(_ name: String, _ number: Int, _ path: String) -> Digest {
        var seal = RowSeal(key, table: "assets")
        seal.add(name)
        seal.add(number)
        seal.add(path)
        return seal.finish()
    }

    private func sharedSeal(_ name: String, _ generator: String, _ path: String, _ file: BuildCache.SharedFile) -> Digest {
        var seal = RowSeal(key, table: "shared")
        seal.add(name)
        seal.add(generator)
        seal.add(path)
        seal.add(file.key)
        seal.add(file.size)
        seal.add(file.modified)
        return seal.finish()
    }

    private func keptSeal(_ name: String, _ entry: String) -> Digest {
        var seal = RowSeal(key, table: "kept")
        seal.add(name)
        seal.add(entry)
        return seal.finish()
    }

    private func pageSeal(_ name: String, _ path: String, _ entry: BuildCache.Entry) -> Digest {
        var seal = RowSeal(key, table: "pages")
        seal.add(name)
        seal.add(path)
        seal.add(entry.key)
        seal.add(entry.size)
        seal.add(entry.modified)
        seal.add(bytes: Self.blob(entry.assets))
        return seal.finish()
    }

    /// A page's tile numbers as a row keeps them: 32-bit, little-endian.
    static func blob(_ numbers: [Int]) -> Data {
        var out = Data(capacity: 4 * numbers.count)
        for n in numbers { withUnsafeBytes(of: UInt32(truncatingIfNeeded: n).littleEndian) { out.append(contentsOf: $0) } }
        return out
    }

    static func numbers(_ data: Data) -> [Int] {
        data.withUnsafeBytes { raw in
            (0..<(raw.count / 4)).map { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self))) }
        }
    }
}

extension Row {
    /// The text in the column at `index`; throws when it holds something else.
    func text(at index: Int) throws -> String {
        guard let text = String.fromDatabaseValue(self[index] as DatabaseValue) else { throw CacheStore.notARow }
        return text
    }

    /// The whole number in the column at `index`; throws when it holds something else.
    func integer(at index: Int) throws -> Int {
        guard let number = Int.fromDatabaseValue(self[index] as DatabaseValue) else { throw CacheStore.notARow }
        return number
    }
}

extension CacheStore {
    /// A row whose fields are not of the types Waymark writes.
    static let notARow = Problem(note: "the cache database is damaged (a row is not one Waymark writes)", remedy: .remake)
}
