import Foundation
import GRDB
import Testing

@testable import WaymarkKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The site's `.waymark/cache.sqlite` changed by someone else between builds: a database that is not a regular file,
/// is damaged, of another version, locked, or has rows edited without the site's key is not used (or not written
/// through); the build is then a full one, with a note, and the next successful build writes a good database.
@Suite struct HostileCacheTests {
    func build(_ site: EditableSite) -> BuildReport {
        Pipeline(options: BuildOptions(site: site.root.path, output: site.site.output, jobs: 2)).run()
    }

    func builtSite() throws -> EditableSite {
        var random = SeededRandom(seed: 5)
        let site = try EditableSite(records: 6, random: &random)
        let first = build(site)
        #expect(!first.hasErrors, "\(first.diagnostics)")
        return site
    }

    func cacheFile(_ site: EditableSite, _ name: String = CacheStore.fileName) -> URL {
        site.root.appendingPathComponent(".waymark").appendingPathComponent(name)
    }

    /// Builds with the database damaged by `damage`: the build renders everything with `note`, and the next one uses
    /// the database it wrote again.
    func expectFullBuild(_ site: EditableSite, note: String) throws {
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(report.recordNote == "\(note); 0 records from the record cache, 6 parsed")
        #expect(report.cacheNote == "\(note); ignored")
        #expect(report.rendered == report.pages)
        #expect(report.files - report.unchanged == 0, "same bytes, so nothing is rewritten")
        let again = build(site)
        #expect(again.cacheNote == "using the build cache")
        #expect(again.recordNote == "6 records from the record cache, 0 parsed")
        #expect(again.rendered == 0)
    }

    @Test func aDatabaseThatIsALinkIsNotFollowed() throws {
        let site = try builtSite()
        let file = cacheFile(site)
        let aside = site.site.folder.appendingPathComponent("aside.sqlite")
        try FileManager.default.moveItem(at: file, to: aside)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: aside)
        let before = try Data(contentsOf: aside)
        try expectFullBuild(site, note: "the cache database is not a regular file")
        #expect(try Data(contentsOf: aside) == before)
    }

    /// A FIFO is not opened (before, the build waited for a writer for ever).
    @Test func aDatabaseThatIsAFIFODoesNotHangTheBuild() throws {
        let site = try builtSite()
        try FileManager.default.removeItem(at: cacheFile(site))
        #expect(mkfifo(cacheFile(site).path, 0o644) == 0)
        try expectFullBuild(site, note: "the cache database is not a regular file")
    }

    /// A file larger than the limit is not opened at all (a sparse one here, so the test writes nothing).
    @Test func aDatabaseLargerThanTheLimitIsNotRead() throws {
        let site = try builtSite()
        #expect(truncate(cacheFile(site).path, off_t(CacheStore.sizeLimit + 1)) == 0)
        try expectFullBuild(site, note: "the cache database is larger than 1024 MiB")
    }

    @Test func aFileThatIsNoDatabaseIsMadeAgain() throws {
        let site = try builtSite()
        try Data(repeating: 0x41, count: 8192).write(to: cacheFile(site))
        try expectFullBuild(site, note: "the cache database is damaged (file is not a database)")
    }

    @Test func aTruncatedDatabaseIsMadeAgain() throws {
        let site = try builtSite()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: cacheFile(site).path)[.size] as? Int)
        #expect(truncate(cacheFile(site).path, off_t(size / 2)) == 0)
        try expectFullBuild(site, note: "the cache database is damaged (database disk image is malformed)")
    }

    @Test func aDatabaseOfAnotherVersionIsMadeAgain() throws {
        let site = try builtSite()
        try DatabaseQueue(path: cacheFile(site).path).writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 99") }
        try expectFullBuild(site, note: "the cache database is of another version (99)")
    }

    /// Another process holds the database's write lock for longer than a build waits: the build does without the
    /// cache's writes, says so, and the next build is still right.
    @Test func aDatabaseLockedBeyondTheTimeoutIsNotWritten() throws {
        let site = try builtSite()
        // Another connection holds a write transaction on another thread until the build is over.
        let holder = try DatabaseQueue(path: cacheFile(site).path)
        let (holding, done) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let thread = Thread {
            try? holder.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    holding.signal()
                    done.wait()
                    return .rollback
                }
            }
            holding.signal()
        }
        thread.start()
        holding.wait()
        site.records[0].phone = "+44 131 496 0004"
        try site.writeRecords()
        let report = build(site)
        done.signal()
        holding.wait()
        #expect(!report.hasErrors)
        #expect(report.cacheNote == "the cache database is locked by another build; not written")
        try holder.close()
        let again = build(site)
        #expect(again.recordNote == "5 records from the record cache, 1 parsed")
        // The rows of the build before it, whose page keys tell the edited pages apart.
        #expect(again.cacheNote == "using the build cache")
        let pages = readTree(site.site.output).values.map { String(decoding: $0, as: UTF8.self) }
        #expect(pages.contains { $0.contains("+44 131 496 0004") })
        #expect(build(site).rendered == 0)
    }

    /// A link planted where SQLite keeps its journal is removed, never written through.
    @Test(arguments: ["-wal", "-shm", "-journal"])
    func aLinkWhereTheJournalGoesIsNotWrittenThrough(_ suffix: String) throws {
        let site = try builtSite()
        let victim = site.site.folder.appendingPathComponent("victim.txt")
        try Data("keep me".utf8).write(to: victim)
        let companion = cacheFile(site, CacheStore.fileName + suffix)
        try FileManager.default.createSymbolicLink(at: companion, withDestinationURL: victim)
        site.records[0].phone = "+44 131 496 0003"
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        var info = stat()
        #expect(lstat(companion.path, &info) != 0 || info.st_mode & S_IFMT == S_IFREG)
        let again = build(site)
        #expect(again.cacheNote == "using the build cache")
        #expect(again.recordNote == "6 records from the record cache, 0 parsed")
    }

    /// A phone edited in a record's row, as anyone can (without the key): the build does not use the records, and
    /// publishes the phone of `branches.json`.
    @Test func aRecordEditedWithoutTheKeyIsNotUsed() throws {
        let site = try builtSite()
        let phone = site.records[0].phone
        let edited = phone.replacingOccurrences(of: "131", with: "999")
        try DatabaseQueue(path: cacheFile(site).path).write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, bytes FROM records")
            for row in rows {
                let bytes = [UInt8](row[1] as Data)
                guard let at = bytes.firstRange(of: Array(phone.utf8)) else { continue }
                var changed = bytes
                changed.replaceSubrange(at, with: Array(edited.utf8))
                try db.execute(sql: "UPDATE records SET bytes = ? WHERE key = ?", arguments: [Data(changed), row[0] as Data])
            }
        }
        let report = build(site)
        #expect(report.recordNote == "the record cache was not written with this site's key; 0 records from the record cache, 6 parsed")
        let pages = readTree(site.site.output).values.map { String(decoding: $0, as: UTF8.self) }
        #expect(!pages.contains { $0.contains(edited) })
        #expect(pages.contains { $0.contains(phone) })
        #expect(build(site).recordNote == "6 records from the record cache, 0 parsed")
    }

    /// A page's key edited in its row without the site's key: the cache is not used.
    @Test func aPageRowEditedWithoutTheKeyIsNotUsed() throws {
        let site = try builtSite()
        try DatabaseQueue(path: cacheFile(site).path).write { db in
            try db.execute(sql: "UPDATE pages SET key = zeroblob(16) WHERE path = 'index.html'")
        }
        let report = build(site)
        #expect(report.cacheNote == "the build cache was not written with this site's key; ignored")
        #expect(report.rendered == report.pages)
        #expect(build(site).cacheNote == "using the build cache")
    }
}
