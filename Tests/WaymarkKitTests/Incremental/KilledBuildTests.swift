import Foundation
import Testing

@testable import WaymarkKit

/// Builds killed with SIGKILL at moments spread over the build: the next build must give exactly a clean build's
/// output, whatever the killed one left (a staging folder, half the files moved into place, no cache).
@Suite struct KilledBuildTests {
    func runKilled(_ site: EditableSite, after delay: Double) throws {
        let process = Process()
        process.executableURL = waymarkBinary
        process.arguments = ["build", "--site", site.root.path, "--output", site.site.output.path, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func aBuildKilledAtAnyMomentIsPutRightByTheNextBuild() throws {
        var random = SeededRandom(seed: 31)
        let site = try EditableSite(records: 60, random: &random)
        let first = try waymark(["build", "--site", site.root.path, "--output", site.site.output.path, "--quiet"], in: site.site.folder)
        #expect(first.status == 0, "\(first.stderr)")
        // How long an incremental build of one change takes here, to spread the kills over it.
        site.records[0].phone = "+44 131 496 0000"
        try site.writeRecords()
        let start = Date()
        _ = try waymark(["build", "--site", site.root.path, "--output", site.site.output.path, "--quiet"], in: site.site.folder)
        let span = max(0.2, Date().timeIntervalSince(start))
        for step in 0..<5 {
            site.records[random.next(below: site.records.count)].name += " \(step)"
            if step % 3 == 0 { site.records.append(site.newRecord(&random)) }
            if step % 4 == 1 { site.title += "." }
            try site.writeAll()
            try runKilled(site, after: span * Double(step + 1) / 6)
            let again = try waymark(
                ["build", "--site", site.root.path, "--output", site.site.output.path, "--quiet"], in: site.site.folder)
            #expect(again.status == 0, "step \(step): \(again.stderr)")
            // What the killed build was writing in the site's cache folder is gone.
            let cacheFiles = try FileManager.default.contentsOfDirectory(
                atPath: site.root.appendingPathComponent(BuildCache.folderName).path)
            #expect(cacheFiles.sorted() == [CacheStore.fileName, "key"], "step \(step)")
            let copy = site.site.folder.appendingPathComponent("clean")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: site.root, to: copy)
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(BuildCache.folderName))
            let clean = try waymark(
                ["build", "--site", copy.path, "--output", copy.appendingPathComponent("out").path, "--quiet"], in: copy)
            #expect(clean.status == 0)
            let built = readTree(site.site.output), expected = readTree(copy.appendingPathComponent("out"))
            let differing = Set(built.keys).union(expected.keys).filter { built[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "step \(step): \(differing.prefix(5))")
            #expect(!FileManager.default.fileExists(atPath: site.site.output.appendingPathComponent(".waymark-staging").path))
        }
    }
}
