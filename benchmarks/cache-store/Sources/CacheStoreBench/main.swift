import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// cache-store prepare SITE_CACHE_FOLDER WORK    scales a real `.waymark/` (key, build-cache, records) to 109,000 pages
//                                              and 100,000 records, as today's files and as two SQLite databases
// cache-store run STORE OP WORK                 STORE: files | wal | delete; OP: load | one | full; prints one line

let pageTarget = 109_000
let recordTarget = 100_000

func readAll(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    precondition(fd >= 0, "cannot open \(path)")
    defer { close(fd) }
    var info = stat()
    fstat(fd, &info)
    let size = Int(info.st_size)
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        var offset = 0
        while offset < size {
            let n = read(fd, buffer.baseAddress! + offset, size - offset)
            precondition(n > 0, "cannot read \(path)")
            offset += n
        }
        count = size
    }
}

func loadFiles(_ work: URL, key: CacheKey) -> (BuildCache, RecordFile) {
    let text = String(decoding: readAll(work.appendingPathComponent("files/build-cache").path), as: UTF8.self)
    let cache = try! BuildCache(parsing: text, key: key)
    return (cache, RecordFile(parsing: readAll(work.appendingPathComponent("files/records").path), key: key))
}

func store(_ name: String, _ work: URL) -> SQLiteStore {
    try! SQLiteStore(path: work.appendingPathComponent("\(name).sqlite").path, wal: name == "wal")
}

/// The records in the file's order, as `RecordCache.next` holds them for a build that parsed none.
func previousRecords(_ file: RecordFile) -> [(key: Digest, payload: RecordFile.Payload)] {
    file.index.sorted { $0.value.lowerBound < $1.value.lowerBound }.map { ($0.key, .previous($0.value)) }
}

/// The pages a one-record edit re-renders (its page, its city's and country's lists, the list pages it moves
/// through: 22 in the count), with new keys, sizes and modification times.
func changedPages(_ cache: BuildCache) -> [(String, BuildCache.Entry)] {
    cache.pages.keys.sorted().prefix(22).map { path in
        var entry = cache.pages[path]!
        entry.key = Digester.digest { $0.add(entry.key) }
        entry.size += 1
        entry.modified += 1
        return (path, entry)
    }
}

func prepare(site: URL, work: URL) throws {
    let key = try CacheKey(file: site.appendingPathComponent("key"))
    try FileManager.default.copyItem(at: site.appendingPathComponent("key"), to: work.appendingPathComponent("key"))
    let source = try BuildCache(
        parsing: String(decoding: readAll(site.appendingPathComponent("build-cache").path), as: UTF8.self), key: key)
    var cache = source
    cache.pages = [:]
    let paths = source.pages.keys.sorted()
    var copy = 0
    while cache.pages.count < pageTarget {
        for path in paths where cache.pages.count < pageTarget {
            var entry = source.pages[path]!
            if copy > 0 { entry.key = Digester.digest { $0.add(entry.key); $0.add(copy) } }
            cache.pages[copy == 0 ? path : "c\(copy)/" + path] = entry
        }
        copy += 1
    }
    let records = RecordFile(parsing: readAll(site.appendingPathComponent("records").path), key: key)
    let order = previousRecords(records)
    var scaled: [(key: Digest, bytes: ArraySlice<UInt8>)] = []
    copy = 0
    while scaled.count < recordTarget {
        for (recordKey, payload) in order where scaled.count < recordTarget {
            guard case .previous(let range) = payload else { continue }
            scaled.append((copy == 0 ? recordKey : Digester.digest { $0.add(recordKey); $0.add(copy) }, records.bytes[range]))
        }
        copy += 1
    }
    let files = work.appendingPathComponent("files")
    try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
    var text = cache.text(key: key)
    text.withUTF8 { replaceFile(files.appendingPathComponent("build-cache"), with: $0, sync: true) }
    let fileBytes = records.encoded(scaled.map { ($0.key, .new(Array($0.bytes))) }, key: key)
    fileBytes.withUnsafeBufferPointer { replaceFile(files.appendingPathComponent("records"), with: $0, sync: false) }
    for name in ["wal", "delete"] { try store(name, work).writeAll(cache, records: scaled, reader: records.reader) }
    let sizes = scaled.map(\.bytes.count).sorted()
    print("pages \(cache.pages.count) (from \(source.pages.count)), assets \(cache.assets.count), records \(scaled.count)")
    print("record bytes: median \(sizes[sizes.count / 2]), max \(sizes.last!), total \(sizes.reduce(0, +))")
}

/// Wall and CPU (user + system) seconds of `body`.
func measure(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    func cpu() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
    let (wall0, cpu0) = (DispatchTime.now().uptimeNanoseconds, cpu())
    try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - wall0) / 1e9, cpu() - cpu0)
}

/// Today's write after a build: the page cache's text, flushed, and the records file (not flushed), both renamed in.
func writeFiles(_ work: URL, key: CacheKey, cache: BuildCache, order: [String], records: RecordFile,
    next: [(key: Digest, payload: RecordFile.Payload)]) {
    let body = BuildCache.body(
        binary: cache.binary, output: cache.output, assets: cache.assets, shared: cache.shared, pageCount: cache.pages.count,
        pages: order.lazy.map { ($0, cache.pages[$0]!) }, key: key)
    var text = cache.text(after: body)
    text.withUTF8 { replaceFile(work.appendingPathComponent("files/build-cache"), with: $0, sync: true) }
    let bytes = records.encoded(next, key: key)
    bytes.withUnsafeBufferPointer { replaceFile(work.appendingPathComponent("files/records"), with: $0, sync: false) }
}

func run(storeName: String, op: String, work: URL) throws {
    let key = try CacheKey(file: work.appendingPathComponent("key"))
    var time: (wall: Double, cpu: Double)
    if storeName == "files" {
        if op == "load" {
            var loaded: (BuildCache, RecordFile)?
            time = measure { loaded = loadFiles(work, key: key) }
            precondition(loaded!.0.pages.count == pageTarget && loaded!.1.index.count == recordTarget)
        } else {
            var (cache, records) = loadFiles(work, key: key)
            let order = cache.pages.keys.sorted()  // the plan's order, which a build has without sorting
            var next = previousRecords(records)
            if op == "one" {
                for (path, entry) in changedPages(cache) { cache.pages[path] = entry }
                guard case .previous(let range) = next[next.count / 2].payload else { fatalError() }
                next[next.count / 2] = (Digester.digest { $0.add(next[next.count / 2].key) }, .new(Array(records.bytes[range])))
            }
            cache.manifest = Digester.digest { $0.add(cache.manifest) }
            time = measure { writeFiles(work, key: key, cache: cache, order: order, records: records, next: next) }
            records = RecordFile(parsing: readAll(work.appendingPathComponent("files/records").path), key: key)
            precondition(records.index.count == recordTarget)
        }
    } else {
        let db = store(storeName, work)
        if op == "load" {
            var loaded: (BuildCache, records: [UInt8], index: [Digest: Range<Int>])?
            time = try measure { loaded = try db.load() }
            precondition(loaded!.0.pages.count == pageTarget && loaded!.index.count == recordTarget)
        } else {
            let (cache, bytes, index) = try db.load()
            let manifest = Digester.digest { $0.add(cache.manifest) }
            if op == "one" {
                let old = index.keys.min { ($0.high, $0.low) < ($1.high, $1.low) }!
                let new = Digester.digest { $0.add(old) }
                let pages = changedPages(cache)
                time = try measure {
                    try db.commitChanges(pages: pages, removedRecord: old, addedRecord: (new, Array(bytes[index[old]!])), manifest: manifest)
                }
            } else {
                let records = index.map { (key: $0.key, bytes: bytes[$0.value]) }
                var next = cache
                next.manifest = manifest
                time = try measure { try db.writeAll(next, records: records, reader: Digest(high: 1, low: 2)) }
            }
        }
    }
    print(String(format: "%@ %@ wall %.4f cpu %.4f", storeName, op, time.wall, time.cpu))
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "prepare" where arguments.count == 4:
    try prepare(site: URL(fileURLWithPath: arguments[2]), work: URL(fileURLWithPath: arguments[3]))
case "run" where arguments.count == 5:
    try run(storeName: arguments[2], op: arguments[3], work: URL(fileURLWithPath: arguments[4]))
default:
    print("usage: cache-store prepare SITE/.waymark WORK | cache-store run files|wal|delete load|one|full WORK")
    exit(2)
}
