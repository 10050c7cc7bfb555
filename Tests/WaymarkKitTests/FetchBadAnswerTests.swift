import Foundation
import Testing

@testable import WaymarkKit

/// Every answer `waymark fetch` must not take keeps the old file, leaves nothing beside it, and is an error at the
/// feed's entry in site.yml naming the feed.
@Suite struct FetchBadAnswerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var replies: [ScriptedServer.Reply]
        var arguments: [String] = []
        var message: String
        var testDescription: String { name }
    }

    /// The OBIE documentation's Lloyds Bourne branch (empty if missing, which fails the tests that use it).
    static let branch = String(
        decoding: (try? Data(contentsOf: TestFiles.real("openbanking/obie_docs__branch_example_lloyds_bourne_physical.json"))) ?? Data(),
        as: UTF8.self)

    static let cases: [Case] = [
        Case(
            name: "HTML", replies: [.ok("<!DOCTYPE html><title>Sign in</title>", ["Content-Type: text/html"])],
            message: "the answer is an HTML page, not an Open Banking ATM feed (an error or sign-in page?)"),
        Case(
            name: "an empty list", replies: [.ok(FeedATM.answer([String]()))], message: "the answer holds no records"),
        Case(
            name: "every record invalid", replies: [.ok(FeedATM.answer([#"{"Identification": "A9"}"#, #"{"Identification": "A8"}"#]))],
            message:
                "no record of the answer can be used (2 problems); the first: line 4, column 1: ATM \"A9\": this ATM has no 'PostalAddress', so it has no coordinates; it is left out"
        ),
        Case(
            name: "a branch feed", replies: [.ok(branch)],
            message: "the answer holds branches, not ATMs as kind openbanking-atm says"),
        Case(
            name: "a redirect to another host",
            replies: [.ok("", status: "302 Found", ["Location: http://localhost:9/atms"])],
            message: "the server redirects to another host, localhost, which is not followed"),
        Case(
            name: "a body over the cap", replies: [Self.announced(2_000_000)], arguments: ["--max-size", "1"],
            message: "the answer is larger than 1 MB, the most waymark fetch takes (--max-size)"),
        Case(
            name: "a truncated body",
            replies: [ScriptedServer.Reply(head: "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n", body: Array("{\"meta\": {".utf8))],
            message: "no answer: transfer closed with 990 bytes remaining to read"),
        Case(
            name: "a body cut short without a length",
            replies: [ScriptedServer.Reply(head: "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n", body: Array("{\"meta\": {".utf8))],
            message:
                "the answer is not an Open Banking ATM feed: line 1, column 11: invalid JSON: unexpected end of file; expected a quoted member name"
        ),
        Case(
            name: "a slow body",
            replies: [
                ScriptedServer.Reply(
                    head: "HTTP/1.1 200 OK\r\nContent-Length: 200\r\n\r\n", body: Array(repeating: 0x20, count: 200), pauseAfter: 10,
                    pause: 4)
            ],
            arguments: ["--timeout", "1"], message: "no whole answer within 1 s"),
        Case(
            name: "a long Retry-After",
            replies: [.ok("", status: "503 Service Unavailable", ["Retry-After: 3600"])],
            message: "the server answered HTTP 503 and asks to wait 3600 s (Retry-After), longer than waymark fetch waits"),
        Case(
            name: "a server error", replies: [.ok("oops", status: "500 Internal Server Error")],
            message: "the server answered HTTP 500"),
    ]

    static func announced(_ length: Int) -> ScriptedServer.Reply {
        ScriptedServer.Reply(head: "HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n", body: Array(repeating: 0x20, count: 1000))
    }

    @Test(arguments: cases) func keepsTheOldFileAndNamesTheFeed(_ bad: Case) throws {
        let folder = try TemporaryFolder()
        let server = try ScriptedServer(bad.replies)
        let old = FeedATM.answer(FetchCommandTests.before)
        let site = try FetchCommandTests.site(folder, server: server, file: old)
        let run = try waymark(["fetch"] + bad.arguments, in: site)
        #expect(run.status == 1)
        let feed = "feed openbanking/atms.json (\(server.url)/atms)"
        #expect(run.stderr == "Content/site.yml:2:5: error: \(feed): \(bad.message); Content/openbanking/atms.json is kept as it was\n")
        #expect(run.stdout == "Content/openbanking/atms.json: failed: \(bad.message); the file is kept as it was\n")
        #expect(FetchCommandTests.read(site, "Content/openbanking/atms.json") == old)
        let left = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("Content/openbanking").path)
        #expect(left == ["atms.json"])
    }
}
