import Foundation
import Testing

@testable import WaymarkKit

/// `waymark fetch` run as a user runs it, against a local server answering in the recorded Open Banking shape.
@Suite struct FetchCommandTests {
    static let before = [
        FeedATM(id: "A1", name: "Hereford", latitude: "52.056561", longitude: "-2.716771"),
        FeedATM(id: "A2", name: "Carmarthen", latitude: "51.856400", longitude: "-4.310100"),
        FeedATM(id: "A3", name: "Leeds", latitude: "53.797000", longitude: "-1.543000"),
    ]

    /// A site whose one feed is `/atms` on `server`, with `file` as its current `Content/openbanking/atms.json`.
    static func site(_ folder: borrowing TemporaryFolder, server: ScriptedServer, file: String? = nil) throws -> URL {
        let content = folder.url.appendingPathComponent("Content/openbanking")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let settings = "feeds:\n  - url: \(server.url)/atms\n    kind: openbanking-atm\n    file: openbanking/atms.json\n"
        try Data(settings.utf8).write(to: folder.url.appendingPathComponent("Content/site.yml"))
        if let file { try Data(file.utf8).write(to: content.appendingPathComponent("atms.json")) }
        return folder.url
    }

    static func read(_ site: URL, _ path: String) -> String? {
        (try? Data(contentsOf: site.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theFirstAnswerIsSavedWithItsValidatorsAndThenAskedForConditionally() throws {
        let folder = try TemporaryFolder()
        let answer = FeedATM.answer(Self.before)
        let validators = ["ETag: \"v1\"", "Last-Modified: Tue, 18 Aug 2026 10:00:44 GMT", "Cache-Control: max-age=28800"]
        let server = try ScriptedServer([.ok(answer, validators), .ok("", status: "304 Not Modified", validators), .ok(answer)])
        let site = try Self.site(folder, server: server)
        let first = try waymark(["fetch"], in: site)
        #expect(first.status == 0)
        #expect(
            first.stdout
                == "Content/openbanking/atms.json: 3 locations added\n  added hsbc-uk-atm-a1\n  added hsbc-uk-atm-a2\n  added hsbc-uk-atm-a3\n"
        )
        #expect(first.stderr == "")
        #expect(Self.read(site, "Content/openbanking/atms.json") == answer)
        let stateText = try #require(Self.read(site, "Content/openbanking/.atms.json.fetch"))
        let state = try #require(FeedState(bytes: Array(stateText.utf8)))
        #expect(state.etag == "\"v1\"" && state.lastModified == "Tue, 18 Aug 2026 10:00:44 GMT" && state.maxAge == 28800)

        // Within max-age nothing is asked; --force asks, with the validators, and a 304 keeps the file.
        let fresh = try waymark(["fetch"], in: site)
        #expect(fresh.status == 3)
        #expect(fresh.stdout.hasPrefix("Content/openbanking/atms.json: not asked: fresh until 20"))
        #expect(server.requests.count == 1)
        let forced = try waymark(["fetch", "--force"], in: site)
        #expect(forced.status == 3)
        #expect(forced.stdout == "Content/openbanking/atms.json: not modified (HTTP 304)\n")
        let conditional = try #require(server.requests.last)
        #expect(conditional.contains("If-None-Match: \"v1\""))
        #expect(conditional.contains("If-Modified-Since: Tue, 18 Aug 2026 10:00:44 GMT"))
        #expect(Self.read(site, "Content/openbanking/atms.json") == answer)

        // A file deleted since is asked for in full, whatever its state says.
        try FileManager.default.removeItem(at: site.appendingPathComponent("Content/openbanking/atms.json"))
        #expect(try waymark(["fetch"], in: site).status == 0)
        #expect(server.requests.last?.contains("If-None-Match") == false)
        #expect(Self.read(site, "Content/openbanking/atms.json") == answer)
    }

    /// The new answer: A1 renamed, A2 moved about 1.1 km and its services changed, A3 gone, A4 new.
    static let after = [
        FeedATM(id: "A1", name: "Hereford High Town", latitude: "52.056561", longitude: "-2.716771"),
        FeedATM(id: "A2", name: "Carmarthen", latitude: "51.866400", longitude: "-4.310100", services: ["CashWithdrawal"]),
        FeedATM(id: "A4", name: "York", latitude: "53.959000", longitude: "-1.081000"),
    ]

    @Test func changesAreReportedByRecordInEachFormat() throws {
        let expected: [(String, String)] = [
            (
                "text",
                """
                Content/openbanking/atms.json: 2 locations changed (1 renamed, 1 moved, 1 changed services), 1 added, 1 removed
                  added hsbc-uk-atm-a4
                  removed hsbc-uk-atm-a3
                  hsbc-uk-atm-a1: name "HSBC UK ATM, Hereford" → "HSBC UK ATM, Hereford High Town, Hereford"
                  hsbc-uk-atm-a2 (moved 1.1 km): coordinates "51.856400, -4.310100" → "51.866400, -4.310100"; services "Cash withdrawal, Balance enquiry" → "Cash withdrawal"

                """
            ),
            (
                "markdown",
                """
                ### Feed changes

                **`openbanking/atms.json`**: 2 locations changed (1 renamed, 1 moved, 1 changed services), 1 added, 1 removed

                - added `hsbc-uk-atm-a4`
                - removed `hsbc-uk-atm-a3`
                - `hsbc-uk-atm-a1`: name `HSBC UK ATM, Hereford` → `HSBC UK ATM, Hereford High Town, Hereford`
                - `hsbc-uk-atm-a2` (moved 1.1 km): coordinates `51.856400, -4.310100` → `51.866400, -4.310100`; services `Cash withdrawal, Balance enquiry` → `Cash withdrawal`

                """
            ),
        ]
        for (format, report) in expected {
            let folder = try TemporaryFolder()
            let server = try ScriptedServer([.ok(FeedATM.answer(Self.after))])
            let site = try Self.site(folder, server: server, file: FeedATM.answer(Self.before))
            let run = try waymark(["fetch", "--format", format], in: site)
            #expect(run.status == 0)
            #expect(run.stdout == report)
        }
    }

    @Test func theJSONReportHasEveryChangeByID() throws {
        let folder = try TemporaryFolder()
        let server = try ScriptedServer([.ok(FeedATM.answer(Self.after))])
        let site = try Self.site(folder, server: server, file: FeedATM.answer(Self.before))
        let run = try waymark(["fetch", "--format", "json"], in: site)
        #expect(run.status == 0)
        let url = "\(server.url)/atms"
        #expect(
            run.stdout
                == #"{"changed":true,"exitStatus":0,"feeds":[{"file":"openbanking/atms.json","url":"\#(url)","kind":"openbanking-atm","outcome":"updated","summary":"2 locations changed (1 renamed, 1 moved, 1 changed services), 1 added, 1 removed","added":["hsbc-uk-atm-a4"],"removed":["hsbc-uk-atm-a3"],"changed":[{"id":"hsbc-uk-atm-a1","fields":[{"field":"name","old":"HSBC UK ATM, Hereford","new":"HSBC UK ATM, Hereford High Town, Hereford"}]},{"id":"hsbc-uk-atm-a2","movedMetres":1112,"fields":[{"field":"coordinates","old":"51.856400, -4.310100","new":"51.866400, -4.310100"},{"field":"services","old":"Cash withdrawal, Balance enquiry","new":"Cash withdrawal"}]}]}]}"#
                + "\n")
    }

    @Test func aBusyServerIsAskedAgainAfterItsRetryAfter() throws {
        let folder = try TemporaryFolder()
        let busy = ScriptedServer.Reply.ok("slow down", status: "429 Too Many Requests", ["Retry-After: 1"])
        let server = try ScriptedServer([busy, .ok(FeedATM.answer(Self.before))])
        let site = try Self.site(folder, server: server)
        let run = try waymark(["fetch"], in: site)
        #expect(run.status == 0)
        #expect(run.stderr == "openbanking/atms.json: the server is busy; asking again in 1 s\n")
        #expect(server.requests.count == 2)
    }
}
