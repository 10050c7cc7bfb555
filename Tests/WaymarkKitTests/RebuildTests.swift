import Foundation
import Testing

@testable import WaymarkKit

@Suite struct RebuildTests {
    /// Each output file's inode: a file that was rewritten gets a new one, a kept file keeps it.
    func inodes(_ root: URL) throws -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for path in readTree(root).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            result[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        return result
    }

    @Test func changingOneRecordRewritesOnlyThePagesThatShowIt() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: Repository.fixture("minimal"), to: site)
        let output = folder.url.appendingPathComponent("out")
        let build = { Pipeline(options: BuildOptions(site: site.path, output: output)).run() }
        #expect(!build().hasErrors)
        let before = try inodes(output)

        let branches = site.appendingPathComponent("Content/branches.json")
        let text = try String(contentsOf: branches, encoding: .utf8)
        try text.replacingOccurrences(of: "Closed on bank holidays", with: "Closed on 25 December")
            .write(to: branches, atomically: true, encoding: .utf8)
        let report = build()
        #expect(!report.hasErrors)
        let after = try inodes(output)

        #expect(Set(before.keys) == Set(after.keys))
        let rewritten = after.keys.filter { before[$0] != after[$0] }.sorted()
        // The notes are in the location page's hours section (one file per location, the default).
        #expect(rewritten == ["locations/gb/london/soho-branch/index.html"])
        #expect(report.files - report.unchanged == 1)
    }
}
