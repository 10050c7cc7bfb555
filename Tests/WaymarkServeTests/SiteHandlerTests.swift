import FlyingFox
import Foundation
import Testing
@testable import WaymarkKit

@testable import WaymarkServe

/// The handler on its own, without a socket: requests in, responses out.
@Suite struct SiteHandlerTests {
    private let base = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-handler-\(UUID().uuidString)")

    private func handler(files: [String: String]) throws -> SiteHandler {
        for (path, text) in files {
            let url = base.appendingPathComponent("site/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return SiteHandler(site: StaticSite(root: base.appendingPathComponent("site")), version: BuildVersion())
    }

    private func get(
        _ handler: SiteHandler, _ target: String, method: HTTPMethod = .GET, headers: [HTTPHeader: String] = [:]
    ) async throws -> (HTTPResponse, String) {
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        let request = HTTPRequest(
            method: method, version: .http11, target: .init(path: parts[0], query: parts.count > 1 ? parts[1] : ""),
            headers: HTTPHeaders(headers), body: HTTPBodySequence())
        let response = try await handler.handleRequest(request)
        return (response, String(decoding: try await response.bodyData, as: UTF8.self))
    }

    @Test func servesPagesWithTheScriptAndOtherFilesAsTheyAre() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let handler = try handler(files: ["index.html": "<body>home</body>", "a.css": "body{}"])
        let (page, html) = try await get(handler, "/")
        #expect(page.statusCode == .ok)
        #expect(page.headers[.contentType] == "text/html; charset=utf-8")
        #expect(html == "<body>home" + LiveReload.script(version: handler.version.current) + "</body>")
        let (css, text) = try await get(handler, "/a.css")
        #expect(css.headers[.contentType] == "text/css; charset=utf-8")
        #expect(css.headers[.cacheControl] == "no-store")
        #expect(text == "body{}")
    }

    /// As a static host answers the search's reads of its packs: one range of bytes, 206 with its Content-Range;
    /// past the end, 416; a header it does not read (several ranges), the whole file.
    @Test func answersOneRangeOfAFileAsAStaticHostDoes() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let handler = try handler(files: ["search/r/0.bin": "0123456789"])
        for (range, status, body, contentRange) in [
            ("bytes=2-4", HTTPStatusCode.partialContent, "234", "bytes 2-4/10"), ("bytes=7-", .partialContent, "789", "bytes 7-9/10"),
            ("bytes=-2", .partialContent, "89", "bytes 8-9/10"), ("bytes=8-99", .partialContent, "89", "bytes 8-9/10"),
            ("bytes=10-12", .rangeNotSatisfiable, "", "bytes */10"), ("bytes=0-1,4-5", .ok, "0123456789", nil),
            ("items=0-1", .ok, "0123456789", nil),
        ] {
            let (response, text) = try await get(handler, "/search/r/0.bin", headers: [.range: range])
            #expect(response.statusCode == status, "\(range)")
            #expect(text == body, "\(range)")
            #expect(response.headers[.contentRange] == contentRange, "\(range)")
            #expect(response.headers[.contentType] == "application/octet-stream")
        }
        let (whole, text) = try await get(handler, "/search/r/0.bin")
        #expect(whole.statusCode == .ok && text == "0123456789" && whole.headers[.acceptRanges] == "bytes")
    }

    @Test func redirectsKeepTheQueryAndMissingPagesGetThe404Page() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let handler = try handler(files: ["x/index.html": "x", "404.html": "<body>lost</body>"])
        let (redirect, _) = try await get(handler, "/x?q=1")
        #expect(redirect.statusCode == .movedPermanently)
        #expect(redirect.headers[.location] == "/x/?q=1")
        let (missing, html) = try await get(handler, "/nope/")
        #expect(missing.statusCode == .notFound)
        #expect(html.hasPrefix("<body>lost<script data-waymark-live-reload>"))
        let (bad, _) = try await get(handler, "/%2e%2e/etc/passwd")
        #expect(bad.statusCode == .badRequest)
    }

    @Test func answersTheVersionHeadAndRefusesOtherMethods() async throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let handler = try handler(files: ["index.html": "home"])
        handler.version.bump()
        #expect(try await get(handler, "/__waymark/version").1 == handler.version.current)
        let (head, body) = try await get(handler, "/", method: .HEAD)
        #expect(head.statusCode == .ok && body.isEmpty)
        let (post, _) = try await get(handler, "/", method: .POST)
        #expect(post.statusCode == .methodNotAllowed)
        #expect(post.headers[HTTPHeader("Allow")] == "GET, HEAD")
    }

    @Test func beforeAnyGoodBuildEveryPageSaysSoAndReloadsLater() async throws {
        let handler = SiteHandler(site: StaticSite(root: base.appendingPathComponent("never-built")), version: BuildVersion())
        let (response, html) = try await get(handler, "/locations/")
        #expect(response.statusCode == .serviceUnavailable)
        #expect(html.contains("No build to show yet"))
        #expect(html.contains("data-waymark-live-reload"))
    }
}

@Suite struct SourceWatcherTests {
    @Test func changesListEditedAddedAndRemovedFilesInOrder() {
        let old: [String: FileTree.Entry] = [
            "Content/a.json": .init(size: 1, modified: 1), "Content/b.json": .init(size: 1, modified: 1),
            "Public/x.css": .init(size: 1, modified: 1),
        ]
        var new = old
        new["Content/b.json"] = .init(size: 1, modified: 2)
        new["Public/x.css"] = nil
        new["Templates/home.mustache"] = .init(size: 3, modified: 3)
        let changes = SourceWatcher.changes(from: old, to: new)
        #expect(changes == ["Content/b.json", "Public/x.css", "Templates/home.mustache"])
        #expect(SourceWatcher.describe(changes) == "Content/b.json, Public/x.css and 1 more")
        #expect(SourceWatcher.describe(["Content/a.json"]) == "Content/a.json")
    }
}
