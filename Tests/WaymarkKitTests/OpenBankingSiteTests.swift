import Foundation
import Testing

@testable import WaymarkKit

/// The real Open Banking feeds in `Tests/Fixtures/real/openbanking/`, each built as a whole site.
@Suite struct OpenBankingSiteTests {
    static let hsbc = "hsbc_uk__atms_v2.2__full_1234__2026-08-22.json"
    static let lloydsWithoutCoordinates = "lloyds__atms_v2.2__author_trimmed_4_of_1918_no_geolocation__2022-01.json"

    /// A temporary site whose `Content/openbanking/` holds the given real files; built into `<site>/out`.
    private func build(_ files: [String], in folder: borrowing TemporaryFolder) throws -> (BuildReport, URL) {
        let feeds = folder.url.appendingPathComponent("site/Content/openbanking")
        try FileManager.default.createDirectory(at: feeds, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: TestFiles.real("openbanking/\(file)"), to: feeds.appendingPathComponent(file))
        }
        let output = folder.url.appendingPathComponent("out")
        let options = BuildOptions(
            site: folder.url.appendingPathComponent("site").path, output: output, jobs: 2)
        return (Pipeline(options: options).run(), output)
    }

    @Test func everyOtherRealFileBuildsAsASiteWithoutErrors() throws {
        let files = try TestFiles.files(in: TestFiles.real("openbanking"), withExtension: "json").map(\.lastPathComponent)
            .filter { $0 != Self.hsbc && $0 != Self.lloydsWithoutCoordinates }
        #expect(files.count == 4)
        for file in files {
            let folder = try TemporaryFolder()
            let (report, output) = try build([file], in: folder)
            #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file)")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("search/index.json").path), "\(file)")
        }
    }

    /// Issue #13: the message said "it is left out" while the whole build failed; now that is what happens.
    @Test func atmsWithoutCoordinatesAreLeftOutWithAWarningEachAndTheSiteBuilds() throws {
        let folder = try TemporaryFolder()
        let (report, output) = try build([Self.lloydsWithoutCoordinates, "obie_docs__atm_example_hsbc_ilkeston.json"], in: folder)
        #expect(!report.hasErrors)
        let leftOut = report.diagnostics.filter { $0.message.contains("has no coordinates") }
        #expect(leftOut.count == 4 && leftOut.allSatisfy { $0.severity == .warning })
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("locations/index.html").path))
    }

    @Test func theWholeHSBCFeedBuildsAsASite() throws {
        let folder = try TemporaryFolder()
        let (report, output) = try build([Self.hsbc], in: folder)
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        let files = readTree(output)
        let detailPages = files.keys.filter { $0.hasPrefix("locations/gb/") && $0.contains("/hsbc-uk-atm-") && $0.hasSuffix("/index.html") }
        #expect(detailPages.count == 1234)
        #expect(files.keys.filter { $0.hasSuffix("/hours/index.html") }.isEmpty, "the feed has no opening times")
        // 1,234 ATMs at 50 a page: the lists stop after 20 pages (`list_pages`) and say so.
        #expect(files["locations/page/20/index.html"] != nil && files["locations/page/21/index.html"] == nil)
        #expect(files["locations/atms/page/20/index.html"] != nil && files["locations/branches/index.html"] != nil)
        let last = String(decoding: try #require(files["locations/page/20/index.html"]), as: UTF8.self)
        #expect(last.contains("<p class=\"count\">1,234 locations, page 20 of 20</p>\n"))
        #expect(last.contains("<p class=\"cut-off\">These pages list the first 1,000, by country and city."))
        let cityPages = files.keys.filter {
            $0.hasPrefix("locations/gb/") && $0.split(separator: "/").count == 4 && $0.hasSuffix("/index.html")
        }
        #expect(cityPages.count > 100)
        #expect(report.pages == files.keys.filter { $0.hasSuffix(".html") }.count)

        let page = String(decoding: try #require(files["locations/gb/hereford/hsbc-uk-atm-a23a1664/index.html"]), as: UTF8.self)
        // Several ATMs share the name and the address: the title tells them apart (issue #13).
        #expect(page.contains("<h1>HSBC UK ATM, Hereford · 35 High Town, HR1 2AQ · ATM A23A1664</h1>"))
        #expect(page.contains("35 High Town<br>"))
        #expect(page.contains("\"@type\":\"AutomatedTeller\""))
        #expect(page.contains("<h2>Nearest other locations</h2>"))
        let hereford = String(decoding: try #require(files["locations/gb/hereford/index.html"]), as: UTF8.self)
        #expect(hereford.contains("/locations/gb/hereford/hsbc-uk-atm-a23a1664/"))

        let manifest = try #require(try JSONSerialization.jsonObject(with: files["search/index.json"]!) as? [String: Any])
        #expect(manifest["count"] as? Int == 1234)
        let search = files.keys.filter { $0.hasPrefix("search/") }.reduce(0) { $0 + files[$1]!.count }
        #expect(search < 1_000_000, "the whole index is \(search) bytes")
    }
}
