import Foundation
import Testing

@testable import WaymarkKit

/// An output folder changed by someone else between builds: a rebuild writes and removes only inside it, never
/// through a link someone put there, and never a path its manifest names outside it.
@Suite struct HostileOutputFolderTests {
    func build(_ site: EditableSite) -> BuildReport {
        Pipeline(options: BuildOptions(site: site.root.path, output: site.site.output, jobs: 2)).run()
    }

    /// A site with Glasgow records, built once; the index of a Glasgow record.
    func builtSite() throws -> (EditableSite, Int) {
        var random = SeededRandom(seed: 3)
        let site = try EditableSite(records: 12, random: &random)
        site.records[0].city = "Glasgow"
        site.records[1].city = "Glasgow"
        try site.writeRecords()
        let first = build(site)
        #expect(!first.hasErrors, "\(first.diagnostics)")
        return (site, 0)
    }

    /// Replaces the output's Glasgow folder by a link to an empty folder outside the output; that folder.
    func linkGlasgowOutside(_ site: EditableSite) throws -> URL {
        let outside = site.site.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let glasgow = site.site.output.appendingPathComponent("locations/gb/glasgow")
        try FileManager.default.removeItem(at: glasgow)
        try FileManager.default.createSymbolicLink(at: glasgow, withDestinationURL: outside)
        return outside
    }

    func refusal(_ site: EditableSite) -> [String] {
        let link = OutputPaths.resolve(site.site.output).appendingPathComponent("locations/gb/glasgow").path
        return [
            "\(link):1:1: error: Waymark did not write this, and the new build has a file there; move it away and build again"
        ]
    }

    @Test func aChangedRecordIsNotWrittenThroughALinkedFolderInTheOutput() throws {
        let (site, glasgow) = try builtSite()
        let outside = try linkGlasgowOutside(site)
        site.records[glasgow].phone = "+44 141 496 0000"
        try site.writeRecords()
        let report = build(site)
        #expect(report.cacheNote == "using the build cache")
        #expect(report.diagnostics.map(\.description) == refusal(site))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    @Test func aRemovedRecordIsNotDeletedThroughALinkedFolderInTheOutput() throws {
        let (site, glasgow) = try builtSite()
        let outside = try linkGlasgowOutside(site)
        let id = site.records[glasgow].id
        let victim = outside.appendingPathComponent("\(id)/index.html")
        try FileManager.default.createDirectory(at: victim.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("someone else's".utf8).write(to: victim)
        site.records.remove(at: glasgow)
        try site.writeRecords()
        let report = build(site)
        #expect(report.cacheNote == "using the build cache")
        #expect(report.diagnostics.map(\.description) == refusal(site))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "someone else's")
    }

    /// A line `0 ../victim.txt` put in the manifest, with the build cache made to match it: the rebuild names the
    /// line and removes nothing.
    @Test func aManifestPathOutsideTheOutputIsRefusedAndNothingIsRemoved() throws {
        let (site, _) = try builtSite()
        let output = site.site.output
        let victim = site.site.folder.appendingPathComponent("victim.txt")
        try Data("keep me".utf8).write(to: victim)
        let manifest = output.appendingPathComponent(OutputManifest.fileName)
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let edited = text.replacingOccurrences(of: OutputManifest.header + "\n", with: OutputManifest.header + "\n0 ../victim.txt\n")
        try Data(edited.utf8).write(to: manifest)
        try matchBuildCache(site, to: output)
        site.records.removeLast()
        try site.writeRecords()
        let report = build(site)
        #expect(
            report.diagnostics.map(\.description) == [
                "\(manifest.path):2:3: error: the output folder's manifest is damaged: '../victim.txt' is not a path inside "
                    + "the output folder; Waymark removes no file it names\n"
                    + "  hint: delete .waymark-manifest and build with --force (the files it listed are then kept)"
            ])
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
    }

    @Test(arguments: ["/etc/passwd", "a//b.html", "./a.html", ""])
    func aManifestPathThatIsNotInsideIsDamage(_ path: String) throws {
        let folder = try TemporaryFolder()
        let text = OutputManifest.header + "\n0 a.html\n0 \(path)\n"
        try Data(text.utf8).write(to: folder.url.appendingPathComponent(OutputManifest.fileName))
        #expect(throws: OutputManifest.Damage(line: 3, column: 3, reason: "'\(path)' is not a path inside the output folder")) {
            try OutputManifest.read(in: folder.url)
        }
    }

    /// Makes the site's build cache describe the output's manifest as it is now, as someone who edits both (and can
    /// read the site's key) would.
    func matchBuildCache(_ site: EditableSite, to output: URL) throws {
        let key = CacheKey.load(site: site.root)
        let manifest = try #require(BuildCache.manifestDigest(in: output, key: key))
        try rewriteBuildCache(site: site.root, output: output) { $0.manifest = manifest }
    }
}
