import Foundation
import Testing

@testable import WaymarkKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The site's `.waymark/` changed by someone else between builds: a cache that is not a regular file, is edited, or
/// has a link where its temporary file goes is not used or written through; the build is then a full one.
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

    func cacheFile(_ site: EditableSite, _ name: String) -> URL {
        site.root.appendingPathComponent(".waymark").appendingPathComponent(name)
    }

    /// Moves the cache file aside and puts a link to it in its place.
    func replaceByLink(_ site: EditableSite, _ name: String) throws {
        let file = cacheFile(site, name)
        let aside = site.site.folder.appendingPathComponent("aside-\(name)")
        try FileManager.default.moveItem(at: file, to: aside)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: aside)
    }

    @Test func aRecordCacheThatIsALinkIsNotFollowed() throws {
        let site = try builtSite()
        try replaceByLink(site, "records")
        site.records[0].phone = "+44 131 496 0002"
        try site.writeRecords()
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(report.recordNote == "the record cache is not a regular file; 0 records from the record cache, 6 parsed")
    }

    /// A FIFO is opened without waiting for a writer (before, the build waited for one for ever).
    @Test func aRecordCacheThatIsAFIFODoesNotHangTheBuild() throws {
        let site = try builtSite()
        let file = cacheFile(site, "records")
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(report.recordNote == "the record cache is not a regular file; 0 records from the record cache, 6 parsed")
    }

    /// A file larger than the limit is not read at all (a sparse one here, so the test writes nothing).
    @Test func aRecordCacheLargerThanTheLimitIsNotRead() throws {
        let site = try builtSite()
        #expect(truncate(cacheFile(site, "records").path, off_t(RecordCache.sizeLimit + 1)) == 0)
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(report.recordNote == "the record cache is larger than 1024 MiB; 0 records from the record cache, 6 parsed")
    }

    @Test func aBuildCacheThatIsALinkIsNotFollowed() throws {
        let site = try builtSite()
        try replaceByLink(site, site.buildCacheName)
        let report = build(site)
        #expect(!report.hasErrors)
        #expect(report.cacheNote == "the build cache is not a regular file; ignored")
    }

    /// A link planted where a build writes its temporary cache files is replaced, never written through.
    @Test(arguments: ["records", "build-cache"])
    func aLinkWhereATemporaryCacheFileGoesIsNotWrittenThrough(_ name: String) throws {
        let site = try builtSite()
        let name = name == "build-cache" ? site.buildCacheName : name
        let victim = site.site.folder.appendingPathComponent("victim.txt")
        try Data("keep me".utf8).write(to: victim)
        let temporary = cacheFile(site, "\(name).tmp-\(getpid())")
        try FileManager.default.createSymbolicLink(at: temporary, withDestinationURL: victim)
        site.records[0].phone = "+44 131 496 0003"
        try site.writeRecords()
        #expect(!build(site).hasErrors)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        let again = build(site)
        #expect(again.cacheNote == "using the build cache")
        #expect(again.recordNote == "6 records from the record cache, 0 parsed")
    }

    /// A phone edited in the record cache, with its checksum made again as anyone can (it had no key): the build does
    /// not use the file, and publishes the phone of `branches.json`.
    @Test func aRecordCacheEditedWithItsChecksumRecomputedIsNotUsed() throws {
        let site = try builtSite()
        let phone = site.records[0].phone
        let file = cacheFile(site, "records")
        var bytes = try [UInt8](Data(contentsOf: file))
        let at = try #require(bytes.firstRange(of: Array(phone.utf8)))
        bytes.replaceSubrange(at, with: Array(phone.replacingOccurrences(of: "131", with: "999").utf8))
        var tail = CodecWriter(out: [])
        tail.digest(Digester.digest { $0.add(bytes: bytes.dropLast(16)) })
        bytes.replaceSubrange((bytes.count - 16)..., with: tail.out)
        try Data(bytes).write(to: file)
        let report = build(site)
        #expect(report.recordNote == "the record cache is not whole; 0 records from the record cache, 6 parsed")
        let pages = readTree(site.site.output).values.map { String(decoding: $0, as: UTF8.self) }
        #expect(!pages.contains { $0.contains(phone.replacingOccurrences(of: "131", with: "999")) })
        #expect(pages.contains { $0.contains(phone) })
    }

    /// The build cache with its checksum made again without the key (as after an edit): the cache is not used.
    @Test func aBuildCacheEditedWithItsChecksumRecomputedIsNotUsed() throws {
        let site = try builtSite()
        let file = cacheFile(site, site.buildCacheName)
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(Self.checksummed(text).utf8).write(to: file)
        #expect(build(site).cacheNote == "the build cache is damaged (its checksum does not match); ignored")
    }

    /// The text with its `end` line's checksum made again as a build without the key makes it.
    static func checksummed(_ text: String) -> String {
        let end = text.range(of: "end ", options: .backwards)!.lowerBound
        let split = text.index(after: text[..<end].range(of: "\nmanifest ", options: .backwards)!.lowerBound)
        var sum = Digester()
        sum.add(bytes: text[..<split].utf8)
        sum.add(bytes: text[split..<end].utf8)
        return String(text[..<end]) + "end \(sum.finish())\n"
    }
}
