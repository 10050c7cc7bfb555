import Foundation
import Testing

@testable import WaymarkKit

@Suite struct CatalogueRebuildTests {
    /// Each output file's inode: a file that was rewritten gets a new one, a kept file keeps it.
    private func inodes(_ root: URL) throws -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for path in readTree(root).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            result[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        return result
    }

    @Test func anEditedStringInOneCatalogueRerendersThatLanguagesPagesOnly() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: Repository.fixture("minimal"), to: site)
        let content = site.appendingPathComponent("Content")
        try "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n".write(
            to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let catalogue = content.appendingPathComponent("i18n/cy.yml")
        try FileManager.default.createDirectory(at: catalogue.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "skip_to_content: \"Neidio i'r cynnwys\"\n".write(to: catalogue, atomically: true, encoding: .utf8)
        let output = folder.url.appendingPathComponent("out")
        let build = { Pipeline(options: BuildOptions(site: site.path, output: output)).run() }
        #expect(build().diagnostics == [])
        let before = try inodes(output)

        try "skip_to_content: \"Neidio i'r prif gynnwys\"\n".write(to: catalogue, atomically: true, encoding: .utf8)
        let report = build()
        #expect(report.diagnostics == [])
        let after = try inodes(output)

        #expect(Set(before.keys) == Set(after.keys))
        let rewritten = after.keys.filter { before[$0] != after[$0] }.sorted()
        let welshPages = after.keys.filter { $0.hasPrefix("cy/") && $0.hasSuffix(".html") }.sorted()
        // Every Welsh page has the skip link, and the Welsh service worker lists their new revisions; no English page,
        // and no other file of either tree, is written again.
        #expect(rewritten == welshPages + ["cy/sw.js"])
        #expect(rewritten.count == 18)
        let home = try String(contentsOf: output.appendingPathComponent("cy/index.html"), encoding: .utf8)
        #expect(home.contains(">Neidio i'r prif gynnwys</a>"))
    }

    /// A second build of a site in two languages renders no page of either tree. The Welsh pages' maps use the map
    /// tiles the English tree wrote at the root; looked for in the Welsh tree's own folder, where they never are, they
    /// counted as gone, and every Welsh page with a map was rendered again at every build.
    @Test func aSecondBuildRendersNoPageOfAnyLanguage() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: Repository.fixture("minimal"), to: site)
        try "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n".write(
            to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        let output = folder.url.appendingPathComponent("out")
        let build = { Pipeline(options: BuildOptions(site: site.path, output: output)).run() }
        #expect(build().diagnostics == [])
        let welshMaps = readTree(output).filter { $0.key.hasPrefix("cy/") && String(decoding: $0.value, as: UTF8.self).contains("wm-svg") }
        #expect(!welshMaps.isEmpty)
        let again = build()
        #expect(again.diagnostics == [])
        #expect(again.rendered == 0)
        #expect(again.files == again.unchanged)
    }
}
