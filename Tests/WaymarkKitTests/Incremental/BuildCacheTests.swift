import Foundation
import Testing

@testable import WaymarkKit

@Suite struct BuildCacheTests {
    let key = CacheKey(k0: 1, k1: 2)

    func build(_ site: EditableSite, output: URL? = nil) -> BuildReport {
        Pipeline(options: BuildOptions(site: site.root.path, output: output ?? site.site.output, jobs: 2)).run()
    }

    /// A database in a new folder, with `key`.
    func emptyStore(_ folder: borrowing TemporaryFolder) throws -> CacheStore {
        try CacheStore.create(site: folder.url, key: key, replacing: false)
    }

    var sampleCache: BuildCache {
        var cache = BuildCache(binary: Digest(high: 1, low: 2), output: "/srv/site", manifest: Digest(high: 3, low: 4))
        cache.assets = ["assets/maps/a/tiles/1/0/0.svg", "assets/maps/a/tiles/1/0/1.svg"]
        cache.pages["index.html"] = BuildCache.Entry(
            key: Digest(high: 5, low: 6), size: 120, modified: 1_700_000_000_123_456_789, assets: [0, 1])
        cache.pages["help/index.html"] = BuildCache.Entry(key: Digest(high: 7, low: 8), size: 80, modified: 5, assets: [])
        cache.kept = [".git", "CNAME", "notes on the site.txt"]
        cache.shared["search"] = [
            "search/index.json": BuildCache.SharedFile(key: Digest(high: 9, low: 10), size: 300, modified: 6),
            "search/r/0.json": BuildCache.SharedFile(key: Digest(high: 9, low: 10), size: 700, modified: 7),
        ]
        cache.shared["sw"] = ["sw.js": BuildCache.SharedFile(key: Digest(high: 11, low: 12), size: 900, modified: 8)]
        return cache
    }

    func recorded(_ cache: BuildCache) -> BuildCache.Recorded {
        BuildCache.Recorded(
            assets: cache.assets, shared: cache.shared, pages: cache.pages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    @Test func theCacheRowsReadBackAsTheyWereWritten() throws {
        let folder = try TemporaryFolder()
        let store = try emptyStore(folder)
        let cache = sampleCache
        try store.queue.write { try store.write("/srv/site", cache, recorded(cache), written: nil, $0) }
        let (read, written) = try #require(try store.buildCache("/srv/site"))
        #expect(read == cache)
        #expect(Set(written.pages.keys) == ["index.html", "help/index.html"])
        #expect(written.assets == cache.assets)
        #expect(try store.buildCache("/srv/other") == nil)
    }

    /// A build after one page changed writes that page's row and the first row (the manifest), and removes the row of
    /// a page gone: no other row.
    @Test func aRebuildWritesOnlyTheRowsThatChanged() throws {
        let folder = try TemporaryFolder()
        let store = try emptyStore(folder)
        var cache = sampleCache
        (cache.shared, cache.kept) = ([:], [])
        for n in 0..<100 {
            cache.pages["p/\(n).html"] = BuildCache.Entry(key: Digest(high: 0, low: UInt64(n)), size: n, modified: n, assets: [1])
        }
        try store.queue.write { try store.write("/srv/site", cache, recorded(cache), written: nil, $0) }
        let (_, written) = try #require(try store.buildCache("/srv/site"))
        cache.manifest = Digest(high: 3, low: 5)
        cache.pages["p/7.html"]?.key = Digest(high: 1, low: 7)
        cache.pages["p/8.html"] = nil
        let changes = try store.queue.write { db in
            let before = db.totalChangesCount
            try store.write("/srv/site", cache, recorded(cache), written: written, db)
            return db.totalChangesCount - before
        }
        // The first row, the page changed, the page gone; and the (empty) shared files and kept entries rewritten.
        #expect(changes == 3)
        #expect(try store.buildCache("/srv/site")?.cache == cache)
    }

    /// A site built by an earlier Waymark has its files in `.waymark/`: they are removed, and the build is a full one.
    @Test func theFilesOfAnEarlierWaymarkAreRemoved() throws {
        var random = SeededRandom(seed: 20)
        let site = try EditableSite(records: 5, random: &random)
        let folder = site.root.appendingPathComponent(".waymark")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["records", "build-cache", "build-cache-0123abcd-1-of-2"] {
            try Data("waymark-build-cache 3\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let report = build(site)
        #expect(report.recordNote == "no record cache yet; 0 records from the record cache, 5 parsed")
        #expect(report.cacheNote == "no build cache yet")
        #expect(report.rendered == report.pages)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [CacheStore.fileName, "key"])
        #expect(build(site).cacheNote == "using the build cache")
    }

    /// A build into another folder (as `waymark serve` does) keeps a cache of its own: the next build into the first
    /// folder is still incremental, and so is the next one into the other.
    @Test func eachOutputFolderKeepsItsOwnCache() throws {
        var random = SeededRandom(seed: 22)
        let site = try EditableSite(records: 5, random: &random)
        let elsewhere = site.site.folder.appendingPathComponent("elsewhere")
        #expect(!build(site).hasErrors)
        let other = build(site, output: elsewhere)
        #expect(other.cacheNote == "no build cache yet")
        #expect(other.rendered == other.pages)
        let again = build(site)
        #expect(again.cacheNote == "using the build cache")
        #expect(again.rendered == 0)
        #expect(again.files - again.unchanged == 0)
        let otherAgain = build(site, output: elsewhere)
        #expect(otherAgain.cacheNote == "using the build cache")
        #expect(otherAgain.rendered == 0)
    }

    /// Rows that name another folder than their own are not used.
    @Test func aCacheOfAnotherOutputFolderIsNotUsed() throws {
        var random = SeededRandom(seed: 24)
        let site = try EditableSite(records: 5, random: &random)
        let elsewhere = site.site.folder.appendingPathComponent("elsewhere")
        #expect(!build(site).hasErrors)
        // The first folder's rows under the other's name, as a build that wrote them wrongly would leave them.
        try rewriteBuildCache(site: site.root, output: site.site.output, name: OutputPaths.resolve(elsewhere).path) { _ in }
        let other = build(site, output: elsewhere)
        #expect(other.cacheNote == "the build cache is for another output folder; ignored")
        #expect(other.rendered == other.pages)
    }

    @Test func aCacheOfAnotherWaymarkIsNotUsed() throws {
        var random = SeededRandom(seed: 23)
        let site = try EditableSite(records: 5, random: &random)
        #expect(!build(site).hasErrors)
        try rewriteBuildCache(site: site.root, output: site.site.output) { $0.binary = Digest(high: 0, low: 42) }
        let report = build(site)
        #expect(report.cacheNote == "the build cache is from another Waymark build; ignored")
        #expect(report.rendered == report.pages)
    }

    @Test func aPageEditedByHandIsRenderedAgain() throws {
        var random = SeededRandom(seed: 24)
        let site = try EditableSite(records: 5, random: &random)
        #expect(!build(site).hasErrors)
        let home = site.site.output.appendingPathComponent("index.html")
        let original = try Data(contentsOf: home)
        var edited = original
        edited[edited.count - 2] = UInt8(ascii: "X")
        try edited.write(to: home)
        let report = build(site)
        #expect(report.cacheNote == "using the build cache")
        #expect(report.rendered == 1)
        #expect(try Data(contentsOf: home) == original)
    }

    @Test func aBuildWithoutTheCacheRendersEverythingAndRemovesTheCache() throws {
        var random = SeededRandom(seed: 25)
        let site = try EditableSite(records: 5, random: &random)
        #expect(!build(site).hasErrors)
        var options = BuildOptions(site: site.root.path, output: site.site.output, jobs: 1)
        options.useCache = false
        let report = Pipeline(options: options).run()
        #expect(report.cacheNote == "not used (--no-cache); removed")
        #expect(report.rendered == report.pages)
        let store = try #require(try CacheStore.open(site: site.root, key: CacheKey.load(site: site.root)).get())
        #expect(try store.buildCache(OutputPaths.resolve(site.site.output).path) == nil)
        #expect(build(site).cacheNote == "no build cache yet")
        #expect(build(site).cacheNote == "using the build cache")
    }

    @Test func theRecordDigestCoversEveryStoredField() {
        // A new field in these types must be added to RecordDigest.swift (and this count), or pages showing it would go stale.
        let location = Location(
            id: Slug(validating: "x")!, kind: .branch, name: "X", address: .init(), coordinate: Coordinate(latitude: 0, longitude: 0),
            position: .file("x"))
        #expect(Mirror(reflecting: location).children.count == 15)
        #expect(Mirror(reflecting: LocalizedText(language: "cy")).children.count == 5)
        #expect(Mirror(reflecting: HourSet(name: "atm", hours: OpeningHours(timeZone: "UTC", weekly: [:]))).children.count == 2)
        #expect(Mirror(reflecting: Location.Address()).children.count == 6)
        #expect(Mirror(reflecting: OpeningHours(timeZone: "UTC", weekly: [:])).children.count == 5)
        let day = CalendarDay(year: nil, month: 12, day: 25)
        #expect(Mirror(reflecting: SpecialHours(name: "", from: day, through: day, weekly: [:])).children.count == 5)
        #expect(Mirror(reflecting: day).children.count == 3)
        #expect(Mirror(reflecting: OpeningHours.Interval(opens: 0, closes: 60)).children.count == 2)
    }

    @Test func digestsTellApartWhatPlainConcatenationWouldNot() {
        let ab = Digester.digest { $0.add(["ab", "c"]) }
        let bc = Digester.digest { $0.add(["a", "bc"]) }
        #expect(ab != bc)
        #expect(Digester.digest { $0.add("x") } == Digester.digest { $0.add("x") })
        #expect(Digest(hex: Substring(ab.description)) == ab)
        // A list added without an array is the array's digest, and tells its parts apart as the array does.
        #expect(Digester.digest { $0.add(list: "ab", "c") } == ab)
        #expect(Digester.digest { $0.add(list: "a", "bc", Substring("d")) } == Digester.digest { $0.add(["a", "bc", "d"]) })
        #expect(Digester.digest { $0.add(list: "a", "bc") } == bc)
    }
}
