import FlyingFox
import Foundation

/// Serves the built site over HTTP, with the live-reload script added to HTML and the build version at
/// `/__waymark/version`.
struct SiteHandler: HTTPHandler {
    let site: StaticSite
    let version: BuildVersion

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return respond(
                request, .methodNotAllowed, text: "Only GET and HEAD are supported.\n", extra: [HTTPHeader("Allow"): "GET, HEAD"])
        }
        let path = request.target.path(percentEncoded: true)
        if path == LiveReload.versionPath {
            return respond(request, .ok, text: version.current)
        }
        guard FileManager.default.fileExists(atPath: site.root.path) else {
            return page(request, .serviceUnavailable, html: Data(Self.noBuildPage.utf8))
        }
        switch site.resolve(path) {
        case .file(let file, let type):
            guard type.hasPrefix("text/html") else { return try streamed(request, file: file, type: type) }
            guard let data = FileManager.default.contents(atPath: file) else { return notFound(request) }
            return page(request, .ok, html: data)
        case .redirect(let location):
            let query = request.target.query(percentEncoded: true)
            let target = query.isEmpty ? location : location + "?" + query
            return respond(request, .movedPermanently, text: "Moved to \(target)\n", extra: [.location: target])
        case .notFound:
            return notFound(request)
        case .badRequest:
            return respond(request, .badRequest, text: "Bad request: the path leaves the site.\n")
        }
    }

    /// A file other than a page is sent as it is, read in chunks while it is sent, never held whole; or the one range
    /// of bytes asked for (`Range: bytes=a-b`, as the search reads its packs), as a static host answers it.
    private func streamed(_ request: HTTPRequest, file: String, type: String) throws -> HTTPResponse {
        let url = URL(fileURLWithPath: file)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int else { return notFound(request) }
        var headers = Self.headers(type)
        headers[.acceptRanges] = "bytes"
        var range: Range<Int>?
        switch request.headers[.range].map({ Self.byteRange($0, size: size) }) ?? .whole {
        case .whole: break
        case .part(let bytes): range = bytes
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(size)"
            return HTTPResponse(statusCode: .rangeNotSatisfiable, headers: headers, body: Data())
        }
        let status: HTTPStatusCode = range == nil ? .ok : .partialContent
        if let range { headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(size)" }
        guard request.method != .HEAD else { return HTTPResponse(statusCode: status, headers: headers, body: Data()) }
        guard let body = try? HTTPBodySequence(file: url, range: range, suggestedBufferSize: 64 * 1024) else {
            return notFound(request)
        }
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }

    enum Asked: Equatable {
        case whole, part(Range<Int>), unsatisfiable
    }

    /// What a `Range` header asks for in a file of `size` bytes (RFC 9110 §14.1.2: one range, `bytes=a-b`,
    /// `bytes=a-` or `bytes=-n`). A header this server does not read (several ranges, another unit) gets the whole
    /// file, as the RFC allows.
    static func byteRange(_ header: String, size: Int) -> Asked {
        guard header.hasPrefix("bytes="), !header.contains(",") else { return .whole }
        let ends = header.dropFirst(6).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2 else { return .whole }
        switch (Int(ends[0]), Int(ends[1])) {
        case (let first?, let last?) where first <= last:
            return first < size ? .part(first..<min(last + 1, size)) : .unsatisfiable
        case (let first?, nil) where ends[1].isEmpty:
            return first < size ? .part(first..<size) : .unsatisfiable
        case (nil, let count?) where ends[0].isEmpty:
            return count > 0 && size > 0 ? .part(max(0, size - count)..<size) : .unsatisfiable
        default:
            return .whole
        }
    }

    private func notFound(_ request: HTTPRequest) -> HTTPResponse {
        if let page404 = site.notFoundPage, let data = FileManager.default.contents(atPath: page404) {
            return page(request, .notFound, html: data)
        }
        return respond(request, .notFound, text: "Not found.\n")
    }

    private func page(_ request: HTTPRequest, _ status: HTTPStatusCode, html: Data) -> HTTPResponse {
        respond(request, status, LiveReload.inject(into: html, version: version.current), "text/html; charset=utf-8")
    }

    private func respond(
        _ request: HTTPRequest, _ status: HTTPStatusCode, text: String,
        extra: [HTTPHeader: String] = [:]
    ) -> HTTPResponse {
        respond(request, status, Data(text.utf8), "text/plain; charset=utf-8", extra: extra)
    }

    /// Never cached, so a reload always shows the newest build; HEAD gets the headers only.
    private func respond(
        _ request: HTTPRequest, _ status: HTTPStatusCode, _ body: Data, _ type: String,
        extra: [HTTPHeader: String] = [:]
    ) -> HTTPResponse {
        var headers = Self.headers(type)
        for (name, value) in extra { headers[name] = value }
        return HTTPResponse(statusCode: status, headers: headers, body: request.method == .HEAD ? Data() : body)
    }

    private static func headers(_ type: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    static let noBuildPage = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>No build yet</title></head>
        <body>
        <h1>No build to show yet</h1>
        <p>The site is being built, or its build failed: the problems are printed in the terminal running
        <code>waymark serve</code>. This page reloads by itself when a build succeeds.</p>
        </body>
        </html>

        """
}
