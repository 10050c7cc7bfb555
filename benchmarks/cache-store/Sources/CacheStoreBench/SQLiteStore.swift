import Foundation
import GRDB

/// The same data as today's two files, in one SQLite database: a row a page, a row a record, committed in one
/// transaction with `synchronous = FULL` (durable at commit), in WAL or rollback-journal mode.
struct SQLiteStore {
    let queue: DatabaseQueue
    /// Which output folder and shard the page rows belong to (today's file name: `build-cache`).
    let cache = "build-cache"

    static let schema = """
        CREATE TABLE IF NOT EXISTS meta(cache TEXT NOT NULL, name TEXT NOT NULL, value BLOB NOT NULL,
            PRIMARY KEY(cache, name)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS assets(cache TEXT NOT NULL, number INTEGER NOT NULL, path TEXT NOT NULL,
            PRIMARY KEY(cache, number)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS shared(cache TEXT NOT NULL, generator TEXT NOT NULL, path TEXT NOT NULL,
            key BLOB NOT NULL, size INTEGER NOT NULL, modified INTEGER NOT NULL,
            PRIMARY KEY(cache, generator, path)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS pages(cache TEXT NOT NULL, path TEXT NOT NULL, key BLOB NOT NULL,
            size INTEGER NOT NULL, modified INTEGER NOT NULL, assets BLOB NOT NULL,
            PRIMARY KEY(cache, path)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS kept(cache TEXT NOT NULL, entry TEXT NOT NULL, PRIMARY KEY(cache, entry)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS records(key BLOB NOT NULL PRIMARY KEY, bytes BLOB NOT NULL) WITHOUT ROWID;
        """

    init(path: String, wal: Bool) throws {
        var config = Configuration()
        config.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        queue = try DatabaseQueue(path: path, configuration: config)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = \(wal ? "WAL" : "DELETE")")
            try db.execute(sql: Self.schema)
        }
    }

    /// Everything a build loads: the page cache (as `BuildCache`) and every record's bytes with where each is.
    func load() throws -> (BuildCache, records: [UInt8], index: [Digest: Range<Int>]) {
        try queue.read { db in
            let meta = try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT name, value FROM meta WHERE cache = ?", arguments: [cache])
                    .map { ($0[0] as String, $0[1] as Data) })
            var cache = BuildCache(
                binary: digest(meta["binary"]!), output: String(decoding: meta["output"]!, as: UTF8.self),
                manifest: digest(meta["manifest"]!))
            cache.assets = try String.fetchAll(db, sql: "SELECT path FROM assets WHERE cache = ? ORDER BY number", arguments: [self.cache])
            cache.kept = try String.fetchAll(db, sql: "SELECT entry FROM kept WHERE cache = ?", arguments: [self.cache])
            let shared = try Row.fetchCursor(
                db, sql: "SELECT generator, path, key, size, modified FROM shared WHERE cache = ?", arguments: [self.cache])
            while let row = try shared.next() {
                let file = BuildCache.SharedFile(key: try row.withUnsafeData(atIndex: 2) { digest($0!) }, size: row[3], modified: row[4])
                cache.shared[row[0] as String, default: [:]][row[1] as String] = file
            }
            cache.pages.reserveCapacity(120_000)
            let pages = try Row.fetchCursor(
                db, sql: "SELECT path, key, size, modified, assets FROM pages WHERE cache = ?", arguments: [self.cache])
            while let row = try pages.next() {
                let entry = BuildCache.Entry(
                    key: try row.withUnsafeData(atIndex: 1) { digest($0!) }, size: row[2], modified: row[3],
                    assets: try row.withUnsafeData(atIndex: 4) { numbers($0!) })
                cache.pages[row[0] as String] = entry
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(40 << 20)
            var index: [Digest: Range<Int>] = [:]
            index.reserveCapacity(110_000)
            let records = try Row.fetchCursor(db, sql: "SELECT key, bytes FROM records")
            while let row = try records.next() {
                let key = try row.withUnsafeData(atIndex: 0) { digest($0!) }
                let start = bytes.count
                try row.withUnsafeData(atIndex: 1) { bytes += $0! }
                index[key] = start..<bytes.count
            }
            return (cache, bytes, index)
        }
    }

    /// Writes every row anew in one transaction: what a full build (or the first) commits.
    func writeAll(_ cache: BuildCache, records: [(key: Digest, bytes: ArraySlice<UInt8>)], reader: Digest) throws {
        try queue.write { db in
            for table in ["meta", "assets", "shared", "pages", "kept"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE cache = ?", arguments: [self.cache])
            }
            try db.execute(sql: "DELETE FROM records")
            try writeMeta(db, cache, reader: reader)
            let asset = try db.makeStatement(sql: "INSERT INTO assets VALUES (?, ?, ?)")
            for (n, path) in cache.assets.enumerated() { try asset.execute(arguments: [self.cache, n, path]) }
            let shared = try db.makeStatement(sql: "INSERT INTO shared VALUES (?, ?, ?, ?, ?, ?)")
            for (generator, files) in cache.shared {
                for (path, file) in files {
                    try shared.execute(arguments: [self.cache, generator, path, data(file.key), file.size, file.modified])
                }
            }
            let kept = try db.makeStatement(sql: "INSERT OR IGNORE INTO kept VALUES (?, ?)")
            for entry in cache.kept { try kept.execute(arguments: [self.cache, entry]) }
            // In key order: appending to each B-tree is several times faster than inserting at random places.
            for path in cache.pages.keys.sorted() { try putPage(db, path, cache.pages[path]!) }
            let record = try db.makeStatement(sql: "INSERT OR REPLACE INTO records VALUES (?, ?)")
            // The order of the blobs' bytes: each half's little-endian bytes compared as a big-endian number.
            for (key, bytes) in records.sorted(by: { ($0.key.high.byteSwapped, $0.key.low.byteSwapped) < ($1.key.high.byteSwapped, $1.key.low.byteSwapped) }) {
                try record.execute(arguments: [data(key), Data(bytes)])
            }
        }
    }

    /// What a one-record rebuild commits: the pages whose rows changed, the record gone and the one new, the manifest.
    func commitChanges(
        pages: [(String, BuildCache.Entry)], removedRecord: Digest, addedRecord: (Digest, [UInt8]), manifest: Digest
    ) throws {
        try queue.write { db in
            for (path, entry) in pages { try putPage(db, path, entry) }
            try db.execute(sql: "DELETE FROM records WHERE key = ?", arguments: [data(removedRecord)])
            try db.execute(sql: "INSERT OR REPLACE INTO records VALUES (?, ?)", arguments: [data(addedRecord.0), Data(addedRecord.1)])
            try db.execute(
                sql: "UPDATE meta SET value = ? WHERE cache = ? AND name = 'manifest'", arguments: [data(manifest), self.cache])
        }
    }

    private func putPage(_ db: Database, _ path: String, _ entry: BuildCache.Entry) throws {
        var assets = Data(capacity: 4 * entry.assets.count)
        for n in entry.assets { withUnsafeBytes(of: UInt32(n).littleEndian) { assets.append(contentsOf: $0) } }
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO pages VALUES (?, ?, ?, ?, ?, ?)").execute(
            arguments: [cache, path, data(entry.key), entry.size, entry.modified, assets])
    }

    private func writeMeta(_ db: Database, _ cache: BuildCache, reader: Digest) throws {
        let values: [(String, Data)] = [
            ("binary", data(cache.binary)), ("output", Data(cache.output.utf8)), ("manifest", data(cache.manifest)),
            ("reader", data(reader)),
        ]
        for (name, value) in values {
            try db.execute(sql: "INSERT OR REPLACE INTO meta VALUES (?, ?, ?)", arguments: [self.cache, name, value])
        }
    }
}

func data(_ digest: Digest) -> Data {
    var out = Data(capacity: 16)
    withUnsafeBytes(of: digest.high.littleEndian) { out.append(contentsOf: $0) }
    withUnsafeBytes(of: digest.low.littleEndian) { out.append(contentsOf: $0) }
    return out
}

func digest(_ data: Data) -> Digest {
    data.withUnsafeBytes { raw in
        Digest(
            high: UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
            low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    }
}

func numbers(_ data: Data) -> [Int] {
    data.withUnsafeBytes { raw in
        (0..<(raw.count / 4)).map { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self))) }
    }
}
