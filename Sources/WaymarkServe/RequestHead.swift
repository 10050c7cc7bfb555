import FlyingFox
import Foundation

/// The request line and headers of one HTTP request, read with limits in one linear pass.
///
/// FlyingFox re-scanned the whole line for every byte it read (quadratic in the line's length), and any
/// web page can make a browser send one to 127.0.0.1, so Waymark reads the head itself.
struct RequestHead: Equatable {
    var method: String
    var target: String
    var headers: [(name: String, value: String)]

    static func == (a: RequestHead, b: RequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.headers.elementsEqual(b.headers) { $0 == $1 }
    }

    /// The request as FlyingFox's handlers take it; no body is read (only GET and HEAD are served).
    var request: HTTPRequest {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var fields = HTTPHeaders()
        for header in headers { fields.addValue(header.value, for: HTTPHeader(header.name)) }
        return HTTPRequest(
            method: HTTPMethod(method), version: .http11,
            target: .init(path: parts[0], query: parts.count > 1 ? parts[1] : ""), headers: fields,
            body: HTTPBodySequence())
    }
}

/// Collects bytes until the blank line that ends a request head, or until a limit is passed.
struct RequestHeadReader {
    enum Outcome: Equatable {
        case needMore
        case head(RequestHead)
        /// The status to answer with (414, 431 or 400) and why.
        case refused(code: Int, reason: String)
    }

    static let maxRequestLine = 8 * 1024
    static let maxHead = 32 * 1024

    private var buffer: [UInt8] = []
    private var lineEnd: Int?

    mutating func append(_ bytes: [UInt8]) -> Outcome {
        let start = max(0, buffer.count - 3)
        buffer += bytes
        if lineEnd == nil {
            lineEnd = buffer.firstIndex(of: 0x0A)
            if lineEnd == nil && buffer.count > Self.maxRequestLine || (lineEnd ?? 0) > Self.maxRequestLine {
                return .refused(code: 414, reason: "the request line is longer than \(Self.maxRequestLine) bytes")
            }
        }
        guard let end = Self.blankLine(in: buffer, from: start) else {
            if buffer.count > Self.maxHead {
                return .refused(code: 431, reason: "the request headers are longer than \(Self.maxHead) bytes")
            }
            return .needMore
        }
        guard end <= Self.maxHead else {
            return .refused(code: 431, reason: "the request headers are longer than \(Self.maxHead) bytes")
        }
        return Self.parse(buffer[..<end])
    }

    /// Where the head ends: the index of the first byte of `\r\n\r\n` or `\n\n`, searched from `start` on.
    private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == 0x0A && bytes[i + 1] == 0x0A { return i }
            if bytes[i] == 0x0A && bytes[i + 1] == 0x0D && i + 2 < bytes.count && bytes[i + 2] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    private static func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        // Split on the bytes: in a String, "\r\n" is one Character and would not split at "\n".
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self) }
        let parts = (lines.first ?? "").split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else {
            return .refused(code: 400, reason: "the request line is not `METHOD /path HTTP/1.1`")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else {
                return .refused(code: 400, reason: "a header line has no ':'")
            }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return .head(RequestHead(method: String(parts[0]), target: String(parts[1]), headers: headers))
    }
}
