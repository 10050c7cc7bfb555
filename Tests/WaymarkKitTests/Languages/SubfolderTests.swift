import Foundation
import Testing

@testable import WaymarkKit

@Suite struct SubfolderTests {
    private let settings =
        "title: Bank & Co\ntitle@cy: Banc <a> Co\nbase_url: https://bank.example/\nlanguages: [en, cy, ar]\ndefault_language_in_subfolder: true\n"

    /// The minimal fixture with `yaml` as its settings.
    private func makeSite(in folder: URL, _ yaml: String) throws -> URL {
        let site = folder.appendingPathComponent("site")
        try FileManager.default.copyItem(at: Repository.fixture("minimal"), to: site)
        try FileManager.default.removeItem(at: site.appendingPathComponent("expected"))
        try yaml.write(to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        return site
    }

    private func read(_ text: String) -> (SiteConfig, DiagnosticLog) {
        var log = DiagnosticLog()
        return (SiteConfigReader().read(text: text, path: "Content/site.yml", log: &log), log)
    }

    @Test func theSettingIsABooleanWithAHint() {
        let (config, log) = read("languages: [en, cy]\ndefault_language_in_subfolder: yes please\n")
        #expect(!config.defaultLanguageInSubfolder)
        #expect(
            log.reported == [Reported(.error, 2, 32, "'default_language_in_subfolder' must be true or false, found \"yes please\"")])
        #expect(log.all.first?.hint == "true puts the default language's pages under /<tag>/ too, with a language chooser at /")
        #expect(read("languages: [en, cy]\ndefault_language_in_subfolder: true\n").0.defaultLanguageInSubfolder)
    }

    @Test func aSiteOfOneLanguageIgnoresItWithAWarning() {
        let (config, log) = read("language: cy\ndefault_language_in_subfolder: true\n")
        #expect(!config.defaultLanguageInSubfolder)
        #expect(log.reported == [Reported(.warning, 2, 1, "default_language_in_subfolder is ignored: the site is built in one language")])
    }

    @Test func theRootHoldsTheChooserAndTheTreesShareTheDefaultTreesAssets() throws {
        let folder = try TemporaryFolder()
        let site = try makeSite(in: folder.url, settings)
        let output = folder.url.appendingPathComponent("out")
        let report = Pipeline(options: BuildOptions(site: site.path, output: output)).run()
        #expect(report.diagnostics == [])
        #expect(report.pages == 51)
        let top = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(top == [".waymark-manifest", "404.html", "ar", "cy", "en", "index.html", "robots.txt", "sitemap.xml"])
        for tree in ["en", "cy", "ar"] {
            for file in ["index.html", "404.html", "sitemap.xml", "sw.js", "locations/index.html"] {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("\(tree)/\(file)").path), "\(tree)/\(file)")
            }
        }
        let stylesheet = AssetFingerprints(theme: .embedded, publicFolder: site.appendingPathComponent("Public")).name("assets/waymark.css")
        #expect(stylesheet.hasPrefix("assets/waymark.") && stylesheet != "assets/waymark.css")
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == Self.chooser(stylesheet))
        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(
            sitemap == """
                <?xml version="1.0" encoding="UTF-8"?>
                <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <sitemap><loc>https://bank.example/en/sitemap.xml</loc></sitemap>
                  <sitemap><loc>https://bank.example/cy/sitemap.xml</loc></sitemap>
                  <sitemap><loc>https://bank.example/ar/sitemap.xml</loc></sitemap>
                </sitemapindex>

                """)
        let english = try String(contentsOf: output.appendingPathComponent("en/locations/index.html"), encoding: .utf8)
        #expect(
            english.contains(
                """
                <link rel="alternate" hreflang="en" href="https://bank.example/en/locations/">
                <link rel="alternate" hreflang="cy" href="https://bank.example/cy/locations/">
                <link rel="alternate" hreflang="ar" href="https://bank.example/ar/locations/">
                <link rel="alternate" hreflang="x-default" href="https://bank.example/">

                """))
        #expect(english.contains("<li><a href=\"/cy/locations/\" hreflang=\"cy\" lang=\"cy\">Cymraeg</a></li>"))
        // The files that hold no words are the default language's tree's, and the other trees link to them there.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("en/assets/waymark.css").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("cy/assets/waymark.css").path))
        let welsh = try String(contentsOf: output.appendingPathComponent("cy/locations/index.html"), encoding: .utf8)
        for page in [english, welsh] { #expect(page.contains("<link rel=\"stylesheet\" href=\"/en/assets/waymark.")) }
        let notFound = try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains("<title>404 · Bank &amp; Co</title>") && notFound.contains("<li><a href=\"/en/\" hreflang=\"en\""))
    }

    static func chooser(_ stylesheet: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Bank &amp; Co</title>
        <link rel="stylesheet" href="/en/\(stylesheet)">
        <link rel="canonical" href="https://bank.example/">
        <link rel="alternate" hreflang="en" href="https://bank.example/en/">
        <link rel="alternate" hreflang="cy" href="https://bank.example/cy/">
        <link rel="alternate" hreflang="ar" href="https://bank.example/ar/">
        <link rel="alternate" hreflang="x-default" href="https://bank.example/">
        </head>
        <body>
        <main>
        <h1>Bank &amp; Co</h1>
        <ul>
        <li><a href="/en/" hreflang="en" lang="en">English</a></li>
        <li><a href="/cy/" hreflang="cy" lang="cy">Cymraeg</a> <span lang="cy">Banc &lt;a&gt; Co</span></li>
        <li><a href="/ar/" hreflang="ar" lang="ar" dir="rtl">العربية</a></li>
        </ul>
        </main>
        </body>
        </html>

        """
    }

    @Test func theHostsHeadersFileIsAtTheRootAndNamesEveryTreesAssets() throws {
        let folder = try TemporaryFolder()
        let site = try makeSite(in: folder.url, settings + "host: netlify\n")
        let output = folder.url.appendingPathComponent("out")
        #expect(Pipeline(options: BuildOptions(site: site.path, output: output)).run().diagnostics == [])
        let headers = try String(contentsOf: output.appendingPathComponent("_headers"), encoding: .utf8)
        let paths = headers.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains("assets/") }
        #expect(paths.prefix(3) == ["/en/assets/maps/*", "/cy/assets/maps/*", "/ar/assets/maps/*"])
        #expect(paths.contains { $0.hasPrefix("/cy/assets/waymark.") && $0.hasSuffix(".css") })
        for tree in ["en", "cy", "ar"] {
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(tree + "/_headers").path), "\(tree)/_headers")
        }
    }

    @Test func aSecondBuildWithNothingChangedWritesNothing() throws {
        let folder = try TemporaryFolder()
        let site = try makeSite(in: folder.url, settings)
        let output = folder.url.appendingPathComponent("out")
        let build = { Pipeline(options: BuildOptions(site: site.path, output: output)).run() }
        #expect(build().diagnostics == [])
        let before = try inodes(output)
        let second = build()
        #expect(second.diagnostics == [])
        #expect(second.unchanged == second.files && second.files > 0)
        #expect(try inodes(output) == before)
    }

    private func inodes(_ root: URL) throws -> [String: UInt64] {
        try readTree(root).keys.reduce(into: [:]) { result, path in
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            result[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
    }

    @Test func aCheckAcceptsTheMeshAndTheChooser() throws {
        let folder = try TemporaryFolder()
        let site = try makeSite(in: folder.url, settings)
        let report = Pipeline(options: BuildOptions(site: site.path, write: false)).run()
        #expect(report.diagnostics == [])
        #expect(report.mesh.pages["https://bank.example/"]?["x-default"] == "https://bank.example/")
        #expect(report.mesh.pages.count == 52)
    }

    @Test func aChooserThatLeavesOutATreeBreaksTheMesh() {
        var config = SiteConfig(baseURL: "https://bank.example/")
        (config.languages, config.defaultLanguageInSubfolder) = (["en", "cy"], true)
        var mesh = HreflangMesh()
        for language in config.languages {
            var tree = config
            (tree.languageRoot, tree.baseURL, tree.language) = (config.baseURL, config.baseURL + language + "/", language)
            mesh.add([Route(segments: [], fileName: nil)], LanguageVersions(config: tree))
        }
        #expect(mesh.problems().count == 2)
        let versions = LanguageVersions(config: config)
        mesh.add(versions.root, [("en", "https://bank.example/en/"), ("x-default", versions.root)])
        #expect(mesh.problems() == [])
        // The chooser forgets Welsh, and a Welsh page names an English chooser that is not there.
        mesh.add("https://bank.example/cy/", [("cy", "https://bank.example/cy/"), ("x-default", "https://bank.example/en-gb/")])
        #expect(
            mesh.problems() == [
                "https://bank.example/cy/ lists https://bank.example/en-gb/ for 'x-default', a page the site does not have",
                "https://bank.example/en/ lists https://bank.example/cy/ for 'cy', which does not list it back",
            ])
        mesh.addChooser(versions)
        #expect(mesh.pages[versions.root]?.count == 3)
    }
}
