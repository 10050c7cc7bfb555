import Foundation
import Testing
import WaymarkKit

@testable import WaymarkServe

#if canImport(Glibc)
    import Glibc
#endif

/// `waymark serve`'s own HTTP server: heads read linearly with limits (issue #13: a long request line froze it),
/// files streamed.
@Suite struct SiteServerTests {
    @Test func aHeadIsReadAcrossReadsAndParsed() {
        var reader = RequestHeadReader()
        #expect(reader.append(Array("GET /a?q=1 HTTP/1.1\r\nHost: x\r".utf8)) == .needMore)
        #expect(
            reader.append(Array("\nAccept: */*\r\n\r\n".utf8))
                == .head(RequestHead(method: "GET", target: "/a?q=1", headers: [("Host", "x"), ("Accept", "*/*")])))
        var bare = RequestHeadReader()
        #expect(bare.append(Array("HEAD / HTTP/1.0\n\n".utf8)) == .head(RequestHead(method: "HEAD", target: "/", headers: [])))
    }

    @Test func aLongRequestLineIs414AndLongHeadersAre431() {
        var long = RequestHeadReader()
        var outcome = RequestHeadReader.Outcome.needMore
        let chunk = Array(repeating: UInt8(ascii: "a"), count: 4096)
        outcome = long.append(Array("GET /".utf8))
        // 400 KB of request line, as an <img src> on any web page can send: refused after the first 8 KB.
        var reads = 0
        while outcome == .needMore && reads < 100 {
            outcome = long.append(chunk)
            reads += 1
        }
        #expect(outcome == .refused(code: 414, reason: "the request line is longer than 8192 bytes"))
        #expect(reads == 2)
        var headers = RequestHeadReader()
        outcome = headers.append(Array("GET / HTTP/1.1\r\n".utf8))
        reads = 0
        while outcome == .needMore && reads < 100 {
            outcome = headers.append(Array("X-A: \(String(repeating: "b", count: 1000))\r\n".utf8))
            reads += 1
        }
        #expect(outcome == .refused(code: 431, reason: "the request headers are longer than 32768 bytes"))
        var garbage = RequestHeadReader()
        #expect(
            garbage.append(Array("hello\r\n\r\n".utf8)) == .refused(code: 400, reason: "the request line is not `METHOD /path HTTP/1.1`"))
    }

    @Test func theServerAnswers414OverASocketAndStreamsFilesWhole() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let big = Data((0..<300_000).map { UInt8($0 % 251) })
        try big.write(to: root.appendingPathComponent("big.bin"))
        let server = try SiteServer(port: 0, handler: SiteHandler(site: StaticSite(root: root), version: BuildVersion()))
        let port = try server.port
        let task = Task { try await server.run() }
        defer { task.cancel() }
        let refused = try await Self.exchange(port, "GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\n\r\n")
        #expect(String(decoding: refused.prefix(30), as: UTF8.self).hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        let answer = try await Self.exchange(port, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        let split = try #require(answer.firstRange(of: Data("\r\n\r\n".utf8)))
        let head = String(decoding: answer[..<split.lowerBound], as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Length: 300000"))
        #expect(answer[split.upperBound...] == big)
    }

    /// Sends `request` on a blocking socket and reads until the server closes the connection.
    static func exchange(_ port: UInt16, _ request: String) async throws -> Data {
        // On a thread of its own: blocking one of the few threads Swift concurrency runs tasks on could starve the server.
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try exchangeBlocking(port, request) }) }
        }
    }

    private static func exchangeBlocking(_ port: UInt16, _ request: String) throws -> Data {
        do {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
            let bytes = Array(request.utf8)
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { break }  // the server may close early, having answered 414
                sent += n
            }
            var answer = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = recv(fd, &buffer, buffer.count, 0)
                if n <= 0 { break }
                answer.append(contentsOf: buffer[..<n])
            }
            return answer
        }
    }
}
