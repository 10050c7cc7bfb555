import Foundation
import Testing

@testable import WaymarkKit

@Suite struct ShardTests {
    func build(_ site: URL, into output: URL, shard: Shard?) -> BuildReport {
        var options = BuildOptions(site: site.path, output: output, jobs: 2)
        options.shard = shard
        return Pipeline(options: options).run()
    }

    @Test(arguments: 1...4)
    func theShardsCopiedIntoOneFolderAreTheWholeSite(count: Int) throws {
        var random = SeededRandom(seed: 41)
        let site = try EditableSite(records: 30, random: &random)
        let folder = site.site.folder
        #expect(!build(site.root, into: folder.appendingPathComponent("full"), shard: nil).hasErrors)
        var owners: [String: [Int]] = [:]
        for index in 1...count {
            let output = folder.appendingPathComponent("shard\(index)")
            let report = build(site.root, into: output, shard: Shard(index: index, count: count)!)
            #expect(!report.hasErrors, "shard \(index)/\(count): \(report.diagnostics)")
            for path in readTree(output).keys { owners[path, default: []].append(index) }
        }
        // What the README says to do: cp -r shard*/. merged/
        let merged = folder.appendingPathComponent("merged")
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/sh")
        copy.arguments = ["-c", "cp -r shard*/. merged/"]
        copy.currentDirectoryURL = folder
        try copy.run()
        copy.waitUntilExit()
        #expect(copy.terminationStatus == 0)

        let full = readTree(folder.appendingPathComponent("full")), whole = readTree(merged)
        let differing = Set(full.keys).union(whole.keys).filter { full[$0] != whole[$0] }
        #expect(differing.isEmpty, "\(differing.sorted().prefix(5))")
        // Every file is written by one shard, but for a map tile that pages of several shards show.
        let shared = owners.filter { $0.value.count > 1 && !$0.key.hasPrefix("assets/maps/") }
        #expect(shared.isEmpty, "\(shared.keys.sorted().prefix(5))")
        if count > 1 {
            #expect(owners.values.contains { $0 == [2] }, "shard 2 has pages of its own")
        }
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
