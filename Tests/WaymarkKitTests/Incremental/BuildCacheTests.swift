import Foundation
import Testing

@testable import WaymarkKit

@Suite struct BuildCacheTests {
    let key = CacheKey(k0: 1, k1: 2)

    func build(_ site: EditableSite, output: URL? = nil) -> BuildReport {
        Pipeline(options: BuildOptions(site: site.root.path, output: output ?? site.site.output, jobs: 2)).run()
    }

    var cacheFile: (EditableSite) -> URL { { $0.root.appendingPathComponent(".waymark/" + $0.buildCacheName) } }

    @Test func theCacheTextReadsBackAsItWasWritten() throws {
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
        #expect(try BuildCache(parsing: cache.text(key: key), key: key) == cache)
        #expect(cache.text(key: key).hasPrefix("waymark-build-cache 3\nbinary 00000000000000010000000000000002\noutput /srv/site\nasset "))
        // The lines known once the output is swapped in come last, before the checksum.
        #expect(
            cache.text(key: key).contains(
                " help/index.html\n" + "page 00000000000000050000000000000006 120 1700000000123456789 0,1 index.html\n"
                    + "manifest 00000000000000030000000000000004\nkept .git\nkept CNAME\nkept notes on the site.txt\nend "))
        #expect(cache.text(key: key).contains("\nshared sw 000000000000000b000000000000000c 900 8 sw.js\n"))
    }

    /// A cache an earlier Waymark wrote (format 2: the manifest's line fourth, the checksum over the whole) is of an
    /// unknown format, not one whose checksum fails.
    @Test func aCacheOfAnEarlierFormatIsNamedAsSuch() {
        let earlier =
            "waymark-build-cache 2\nbinary 00000000000000010000000000000002\noutput /srv/site\n"
            + "manifest 00000000000000030000000000000004\nend 0123456789abcdef0123456789abcdef\n"
        #expect(throws: BuildCache.Problem.damaged("unknown format")) { try BuildCache(parsing: earlier, key: key) }
    }

    enum Damage: String, CaseIterable, Sendable {
        case cutShort, oneByteChanged, manifestChanged, empty, anotherFormat

        func apply(_ text: String) -> String {
            switch self {
            case .cutShort: String(text.prefix(text.count / 2))
            case .oneByteChanged: text.replacingOccurrences(of: "page ", with: "pagf ")
            // In the lines after the body, which the checksum covers too.
            case .manifestChanged: text.replacingOccurrences(of: "\nmanifest ", with: "\nmanifest 0")
            case .empty: ""
            case .anotherFormat: text.replacingOccurrences(of: "waymark-build-cache 3", with: "waymark-build-cache 9")
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedCacheIsIgnoredAndTheBuildRendersEverything(damage: Damage) throws {
        var random = SeededRandom(seed: 21)
        let site = try EditableSite(records: 5, random: &random)
        let first = build(site)
        #expect(!first.hasErrors)
        let text = try String(contentsOf: cacheFile(site), encoding: .utf8)
        try damage.apply(text).write(to: cacheFile(site), atomically: true, encoding: .utf8)
        let report = build(site)
        #expect(report.cacheNote?.hasPrefix("the build cache is damaged") == true, "\(damage): \(report.cacheNote ?? "")")
        #expect(report.rendered == report.pages, "\(damage)")
        #expect(report.files - report.unchanged == 0, "\(damage): same bytes, so nothing is rewritten")
        // The full build wrote a good cache again.
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

    /// A cache file that names another folder (two folders whose paths hash alike) is not used.
    @Test func aCacheOfAnotherOutputFolderIsNotUsed() throws {
        var random = SeededRandom(seed: 24)
        let site = try EditableSite(records: 5, random: &random)
        let elsewhere = site.site.folder.appendingPathComponent("elsewhere")
        #expect(!build(site).hasErrors)
        let otherCache = BuildCache.url(site: site.root, shard: nil, output: OutputPaths.resolve(elsewhere))
        try FileManager.default.copyItem(at: cacheFile(site), to: otherCache)
        let other = build(site, output: elsewhere)
        #expect(other.cacheNote == "the build cache is for another output folder; ignored")
        #expect(other.rendered == other.pages)
    }

    @Test func aCacheOfAnotherWaymarkIsNotUsed() throws {
        var random = SeededRandom(seed: 23)
        let site = try EditableSite(records: 5, random: &random)
        #expect(!build(site).hasErrors)
        let siteKey = CacheKey.load(site: site.root)
        var cache = try BuildCache(parsing: String(contentsOf: cacheFile(site), encoding: .utf8), key: siteKey)
        cache.binary = Digest(high: 0, low: 42)
        try cache.text(key: siteKey).write(to: cacheFile(site), atomically: true, encoding: .utf8)
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
        #expect(!FileManager.default.fileExists(atPath: cacheFile(site).path))
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
