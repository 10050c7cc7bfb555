import Foundation
import Testing

@testable import WaymarkKit

@Suite struct ShardTests {
    func build(_ site: URL, into output: URL, shard: Shard?) -> BuildReport {
        var options = BuildOptions(site: site.path, output: output, jobs: 2)
        options.shard = shard
        return Pipeline(options: options).run()
    }

    /// Builds the N parts in N `waymark` processes at once, as N machines would.
    func buildParts(_ site: EditableSite, count: Int, into folder: URL) throws -> [URL] {
        let parts = (1...count).map { folder.appendingPathComponent("part-\($0)") }
        let processes = try parts.enumerated().map { n, part in
            let process = Process()
            process.executableURL = waymarkBinary
            process.arguments = ["build", "--site", site.root.path, "--output", part.path, "--shard", "\(n + 1)/\(count)", "--quiet"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: count))
        return parts
    }

    @Test(arguments: 1...4)
    func theMergedPartsAreTheWholeSiteByteForByte(count: Int) throws {
        var random = SeededRandom(seed: 41)
        let site = try EditableSite(records: 30, random: &random)
        let folder = site.site.folder
        let full = folder.appendingPathComponent("full")
        #expect(!build(site.root, into: full, shard: nil).hasErrors)
        let parts = try buildParts(site, count: count, into: folder)
        var owners: [String: [Int]] = [:]
        for (n, part) in parts.enumerated() {
            for path in readTree(part).keys where path != ShardStamp.fileName { owners[path, default: []].append(n + 1) }
        }
        let merged = folder.appendingPathComponent("merged")
        let run = try waymark(["merge", merged.path] + parts.reversed().map(\.path), in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Merged \(count) part\(count == 1 ? "" : "s") into \(merged.path) (\(readTree(full).count) files)\n")

        let expected = readTree(full), whole = readTree(merged)
        let differing = Set(expected.keys).union(whole.keys).filter { expected[$0] != whole[$0] }
        #expect(differing.isEmpty, "\(differing.sorted().prefix(5))")
        let manifest = OutputManifest.fileName
        #expect(
            try Data(contentsOf: merged.appendingPathComponent(manifest)) == Data(contentsOf: full.appendingPathComponent(manifest)))
        // Every file is written by one part, but for a map tile that pages of several parts show.
        let shared = owners.filter { $0.value.count > 1 && !$0.key.hasPrefix("assets/maps/") }
        #expect(shared.isEmpty, "\(shared.keys.sorted().prefix(5))")
        if count > 1 {
            #expect(owners.values.contains { $0 == [2] }, "part 2 has pages of its own")
        }
    }

    /// Each language's tree is a build of its own in each part (`cy/`, and `en/` too when every language has a
    /// subfolder): the merge joins every tree's parts, not the root's alone.
    @Test(arguments: ["", "default_language_in_subfolder: true\n"])
    func theMergedPartsHaveEveryLanguagesTree(setting: String) throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: Repository.fixture("minimal"), to: site)
        try FileManager.default.removeItem(at: site.appendingPathComponent("expected"))
        try ("title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n" + setting)
            .write(to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        let full = folder.url.appendingPathComponent("full")
        #expect(!build(site, into: full, shard: nil).hasErrors)
        let parts = (1...2).map { folder.url.appendingPathComponent("part-\($0)") }
        for (n, part) in parts.enumerated() { #expect(!build(site, into: part, shard: Shard(index: n + 1, count: 2)).hasErrors) }
        let merged = folder.url.appendingPathComponent("merged")
        let count = try ShardMerge(output: merged, shards: parts).run()
        let expected = readTree(full), whole = readTree(merged)
        #expect(count == expected.keys.filter { !$0.hasSuffix(OutputManifest.fileName) }.count)
        #expect(expected.keys.contains { $0.hasPrefix("cy/locations/") })
        let differing = Set(expected.keys).union(whole.keys).filter { expected[$0] != whole[$0] }
        #expect(differing.isEmpty, "\(differing.sorted().prefix(5))")
    }

    @Test func partsOfDifferentBuildsAreRefusedByName() throws {
        var random = SeededRandom(seed: 42)
        let site = try EditableSite(records: 8, random: &random)
        let folder = site.site.folder
        let parts = try buildParts(site, count: 3, into: folder)
        func merge(_ folders: [URL]) throws -> Run {
            try waymark(["merge", "merged"] + folders.map { $0.lastPathComponent }, in: folder)
        }
        var refused = try merge([parts[0], parts[1]])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: part 3/3 is missing; give every part of the build\n")
        refused = try merge([parts[0], parts[1], parts[2], parts[1]])
        #expect(refused.stderr == "error: part-2 and part-2 are both part 2/3\n")

        site.records[0].phone = "+44 131 496 0999"
        try site.writeRecords()
        let other = folder.appendingPathComponent("other-2")
        #expect(!build(site.root, into: other, shard: Shard(index: 2, count: 3)).hasErrors)
        refused = try merge([parts[0], other, parts[2]])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: other-2 was built from other inputs than part-1 (its site's files or options differ)\n")
        let four = folder.appendingPathComponent("four-2")
        #expect(!build(site.root, into: four, shard: Shard(index: 2, count: 4)).hasErrors)
        refused = try merge([parts[0], parts[1], parts[2], four])
        #expect(refused.stderr.hasPrefix("error: four-2 was built from other inputs than part-1"))

        refused = try merge([folder.appendingPathComponent("full-nothing")])
        #expect(refused.stderr == "error: full-nothing is not the output of waymark build --shard (it has no .waymark-shard)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged").path))
        refused = try waymark(["merge", "part-1/inside", "part-1", "part-2", "part-3"], in: folder)
        #expect(refused.stderr == "error: part-1/inside overlaps the part part-1; merge into a folder of its own\n")
    }

    @Test func aPartOfAnotherWaymarkVersionIsRefusedByName() throws {
        let stamp = try #require(
            ShardStamp(parsing: "waymark-shard 1\nversion 0.1.0\nshard 2/2\ninputs \(String(repeating: "0", count: 32))\n"))
        let first = ShardStamp(version: WaymarkVersion.current, shard: Shard(index: 1, count: 2)!, inputs: stamp.inputs)
        let folder = try TemporaryFolder()
        for (name, stamp) in [("a", first), ("b", stamp)] {
            let part = folder.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: part, withIntermediateDirectories: true)
            try Data(stamp.text.utf8).write(to: part.appendingPathComponent(ShardStamp.fileName))
        }
        let refused = try waymark(["merge", "out", "a", "b"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: b was built by Waymark 0.1.0, a by \(WaymarkVersion.current)\n")
        #expect(ShardStamp(parsing: first.text) == first)
        #expect(ShardStamp(parsing: "waymark-shard 1\nversion 1\nshard 5/4\ninputs \(stamp.inputs)\n") == nil)
    }

    @Test func aShardIsPickedByItsOutputPathAlone() {
        let shard = Shard(index: 2, count: 3)!
        #expect(shard.owns("locations/place-1/index.html") == shard.owns("locations/place-1/index.html"))
        let counts = (0..<300).reduce(into: [0, 0, 0]) { counts, n in
            for i in 1...3 where Shard(index: i, count: 3)!.owns("locations/place-\(n)/index.html") { counts[i - 1] += 1 }
        }
        #expect(counts.reduce(0, +) == 300)
        #expect(counts.allSatisfy { $0 > 70 }, "\(counts)")
    }

    @Test(arguments: ["0/4", "5/4", "0/2", "3/2", "1/0", "2", "a/b", "1/2/3", "-1/2"])
    func aBadShardIsAUsageError(_ text: String) throws {
        #expect(Shard(text) == nil)
        let folder = try TemporaryFolder()
        let run = try waymark(["build", "--shard=\(text)"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--shard must be i/N with 1 ≤ i ≤ N ≤ 1024, e.g. 2/4; got '\(text)'"), "\(run.stderr)")
    }
}
