import Foundation
import Testing

@testable import WaymarkKit

/// Several feeds: each is fetched, and the exit status says whether any record changed and whether any feed failed.
@Suite struct FetchExitStatusTests {
    @Test func aNewAnswerWithTheSameRecordsIsSavedAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        let old = FeedATM.answer(FetchCommandTests.before)
        let server = try ScriptedServer([.ok(old.replacingOccurrences(of: "2026-08-18T10:00:44.517Z", with: "2026-08-19T10:00:00Z"))])
        let site = try FetchCommandTests.site(folder, server: server, file: old)
        let run = try waymark(["fetch"], in: site)
        #expect(run.status == 3)
        #expect(run.stdout == "Content/openbanking/atms.json: saved; no record changed\n")
        #expect(FetchCommandTests.read(site, "Content/openbanking/atms.json")?.contains("2026-08-19T10:00:00Z") == true)
    }

    @Test func aChangeBesideAFailureExitsWithFour() throws {
        let folder = try TemporaryFolder()
        let server = try ScriptedServer([.ok(FeedATM.answer(FetchCommandTests.after)), .ok("[]", status: "404 Not Found")])
        let site = try FetchCommandTests.site(folder, server: server, file: FeedATM.answer(FetchCommandTests.before))
        let settings = """
            feeds:
              - url: \(server.url)/atms
                kind: openbanking-atm
                file: openbanking/atms.json
              - url: \(server.url)/places
                kind: geojson
                file: geojson/places.geojson

            """
        try Data(settings.utf8).write(to: site.appendingPathComponent("Content/site.yml"))
        let run = try waymark(["fetch"], in: site)
        #expect(run.status == 4)
        #expect(
            run.stderr
                == "Content/site.yml:5:5: error: feed geojson/places.geojson (\(server.url)/places): the server answered HTTP 404; Content/geojson/places.geojson is kept as it was\n"
        )
        #expect(run.stdout.hasPrefix("Content/openbanking/atms.json: 2 locations changed"))
        #expect(run.stdout.hasSuffix("Content/geojson/places.geojson: failed: the server answered HTTP 404; the file is kept as it was\n"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/geojson").path))
    }

    /// The reading of an answer over the limit is stopped for good, so the feeds after it wait for the next run; the
    /// stopped fetch is freed without a crash (libdispatch trapped on its semaphore, one run in ten).
    @Test func feedsAfterAnAnswerOverTheLimitAreNotAsked() throws {
        let folder = try TemporaryFolder()
        let server = try ScriptedServer([FetchBadAnswerTests.announced(2_000_000), .ok(FeedATM.answer(FetchCommandTests.after))])
        let site = try FetchCommandTests.site(folder, server: server)
        let settings = """
            feeds:
              - url: \(server.url)/atms
                kind: openbanking-atm
                file: openbanking/atms.json
              - url: \(server.url)/more
                kind: openbanking-atm
                file: openbanking/more.json

            """
        try Data(settings.utf8).write(to: site.appendingPathComponent("Content/site.yml"))
        let run = try waymark(["fetch", "--max-size", "1"], in: site)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                Content/openbanking/atms.json: failed: the answer is larger than 1 MB, the most waymark fetch takes (--max-size); the file is kept as it was
                Content/openbanking/more.json: failed: not asked: the reading of an earlier answer over the size limit was stopped, which holds this run's connections; the file is kept as it was

                """)
        #expect(server.requests.count == 1)
    }

    @Test func aSiteWithoutFeedsIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("title: A\n".utf8).write(to: folder.url.appendingPathComponent("Content/site.yml"))
        let run = try waymark(["fetch"], in: folder.url)
        #expect(run.status == 2)
        #expect(
            run.stderr == "Content/site.yml:1:1: error: site.yml lists no feeds\n  hint: add feeds: with a url, kind and file for each\n")
    }
}
