import Foundation
import Testing

@testable import WaymarkKit

@Suite struct SharedFilesTests {
    /// The minimal fixture in English and Welsh, with a file of its own in `Public/assets/`.
    private func makeSite(in folder: URL) throws -> URL {
        let site = folder.appendingPathComponent("site")
        try FileManager.default.copyItem(at: Repository.fixture("minimal"), to: site)
        try FileManager.default.removeItem(at: site.appendingPathComponent("expected"))
        try "title: Bank\nbase_url: https://bank.example/\nlanguages: [en, cy]\n".write(
            to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        let assets = site.appendingPathComponent("Public/assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(
            to: assets.appendingPathComponent("badge.svg"), atomically: true, encoding: .utf8)
        return site
    }

    private func inodes(_ root: URL) throws -> [String: UInt64] {
        try readTree(root).keys.reduce(into: [:]) { result, path in
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            result[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
    }

    @Test func anotherLanguagesTreeLinksToTheRootsFilesAndListsThemOffline() throws {
        let folder = try TemporaryFolder()
        let site = try makeSite(in: folder.url)
        let output = folder.url.appendingPathComponent("out")
        #expect(Pipeline(options: BuildOptions(site: site.path, output: output)).run().diagnostics == [])
        let files = readTree(output)
        let welsh = Set(files.keys.filter { $0.hasPrefix("cy/") }.map { $0.split(separator: "/").prefix(2).joined(separator: "/") })
        #expect(
            welsh.sorted() == [
                "cy/.waymark-manifest", "cy/404.html", "cy/assets", "cy/index.html", "cy/locations", "cy/locations.geojson", "cy/offline",
                "cy/robots.txt", "cy/saved", "cy/search", "cy/sitemap.xml", "cy/sw.js",
            ])
        // The tree keeps only the script that registers its own sw.js, the folder above the script, and its words script.
        let offline = files.keys.filter { $0.hasPrefix("assets/offline.") }.sorted()
        #expect(offline.count == 2)
        let words = try #require(files.keys.first { $0.hasPrefix("cy/assets/words-cy.") })
        #expect(files.keys.filter { $0.hasPrefix("cy/assets/") }.sorted() == offline.map { "cy/" + $0 } + [words])
        let home = String(decoding: files["cy/index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("<script src=\"/cy/\(offline[0])\" defer></script>"))
        // Every other file a Welsh page links to under /assets/ is the root's.
        var linked = Set<String>()
        for (path, data) in files where path.hasPrefix("cy/") && path.hasSuffix(".html") {
            linked.formUnion(
                String(decoding: data, as: UTF8.self).matches(of: /(?:href|src)="\/((?:assets|flags)\/[^"#]+)"/).map { String($0.1) })
        }
        #expect(linked.filter { !$0.hasPrefix("assets/offline.") && files[$0] == nil } == [])
        #expect(linked.contains { $0.hasPrefix("assets/waymark.") && $0.hasSuffix(".css") })
        #expect(linked.contains { $0.hasPrefix("assets/maps/") })
        // The Welsh service worker keeps them by their path on the host, with the revisions of the root's bytes.
        let worker = String(decoding: files["cy/sw.js"] ?? Data(), as: UTF8.self)
        #expect(worker.contains("var BASE = \"/cy/\";\nvar SHARED = \"/\";\n"))
        let listed = worker.matches(of: /\n  \["\/(assets\/[^"]+)", "([0-9a-f]{16})"\],/).map { (String($0.1), String($0.2)) }
        let badge = try #require(files.keys.first { $0.hasPrefix("assets/badge.") && $0 != "assets/badge.svg" })
        #expect(listed.contains { $0.0 == badge })
        #expect(listed.contains { $0.0.hasPrefix("assets/maps/") })
        #expect(listed.filter { ServiceWorker.revision([UInt8](files[$0.0] ?? Data())) != $0.1 }.isEmpty)
        #expect(worker.matches(of: /\n  \["(assets\/[^"]+)"/).map { String($0.1) } == [offline[0], String(words.dropFirst(3))])
    }

    @Test func aChangedSharedFileRewritesItAndEachTreesServiceWorkerOnly() throws {
        let folder = try TemporaryFolder()
        let site = try makeSite(in: folder.url)
        let output = folder.url.appendingPathComponent("out")
        let build = { Pipeline(options: BuildOptions(site: site.path, output: output)).run() }
        #expect(build().diagnostics == [])
        let before = try inodes(output)

        try "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\"/>".write(
            to: site.appendingPathComponent("Public/assets/badge.svg"), atomically: true, encoding: .utf8)
        #expect(build().diagnostics == [])
        let after = try inodes(output)
        // The badge's content-hash name changes with its bytes; each tree's sw.js lists the new one.
        let renamed = Set(after.keys).symmetricDifference(before.keys).sorted()
        #expect(renamed.count == 2 && renamed.allSatisfy { $0.hasPrefix("assets/badge.") })
        let badge = try #require(renamed.first { after[$0] != nil })
        #expect(after.keys.filter { before[$0] != after[$0] }.sorted() == [badge, "assets/badge.svg", "cy/sw.js", "sw.js"])
        let worker = try String(contentsOf: output.appendingPathComponent("cy/sw.js"), encoding: .utf8)
        let bytes = try Data(contentsOf: output.appendingPathComponent(badge))
        #expect(worker.contains("  [\"/\(badge)\", \"\(ServiceWorker.revision([UInt8](bytes)))\"],\n"))

        // Nothing changed: nothing is written the second time.
        #expect(build().diagnostics == [])
        #expect(try inodes(output) == after)
    }
}
