import Foundation
import Testing

@testable import WaymarkKit

@Suite struct HreflangMeshTests {
    private let en = "https://bank.example/help/"
    private let cy = "https://bank.example/cy/help/"

    @Test func aSoundMeshHasNoProblems() {
        var mesh = HreflangMesh()
        mesh.add(en, [("en", en), ("cy", cy), ("x-default", en)])
        mesh.add(cy, [("en", en), ("cy", cy), ("x-default", en)])
        #expect(mesh.problems() == [])
    }

    @Test func aBrokenMeshMadeOnPurposeIsReportedLinkByLink() {
        var mesh = HreflangMesh()
        // The Welsh page forgets itself and the default, and links to a French page that was never built.
        mesh.add(en, [("en", en), ("cy", cy), ("x-default", en)])
        mesh.add(cy, [("fr", "https://bank.example/fr/help/"), ("de", "/de/help/")])
        #expect(
            mesh.problems() == [
                "https://bank.example/cy/help/ does not list itself among its versions",
                "https://bank.example/cy/help/ has no hreflang=\"x-default\" version",
                "https://bank.example/cy/help/ lists /de/help/ for 'de', which is not an absolute URL",
                "https://bank.example/cy/help/ lists https://bank.example/fr/help/ for 'fr', a page the site does not have",
                "https://bank.example/help/ lists https://bank.example/cy/help/ for 'cy', which does not list it back",
            ])
    }

    @Test func theTreesOfASiteMakeASoundMesh() {
        var config = SiteConfig(baseURL: "https://bank.example/")
        config.languages = ["en", "cy", "ar"]
        var mesh = HreflangMesh()
        let routes = [Route("help"), Route("locations"), Route(segments: [], fileName: nil)]
        for language in config.languages {
            var tree = config
            if language != "en" {
                tree.languageRoot = config.baseURL
                tree.baseURL += language + "/"
                tree.language = language
            }
            mesh.add(routes, LanguageVersions(config: tree))
        }
        #expect(mesh.pages.count == 9)
        #expect(mesh.problems() == [])
    }

    @Test func aCheckOfASiteWithoutAnAbsoluteAddressFails() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-hreflang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let content = site.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.fixture("minimal/Content/branches.json"), to: content.appendingPathComponent("branches.json"))
        try "title: Bank\nlanguages: [en, cy]\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let report = Pipeline(options: BuildOptions(site: site.path, write: false)).run()
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 11)
        #expect(errors.first?.message == "hreflang: / lists /cy/ for 'cy', which is not an absolute URL")
        #expect(errors.last?.message.hasSuffix(" more problems like these") == true)
    }
}
