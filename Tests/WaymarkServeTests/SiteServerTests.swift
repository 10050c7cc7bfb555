import Foundation
import Testing
@testable import WaymarkKit

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
        let task = Task(executorPreference: ThreadExecutor()) { try await server.run() }
        defer { task.cancel() }
        let refused = try await Self.exchange(port, "GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\n\r\n")
        #expect(String(decoding: refused.prefix(30), as: UTF8.self).hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
        let answer = try await Self.exchange(port, "GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let split = try #require(answer.firstRange(of: Data("\r\n\r\n".utf8)))
        let head = String(decoding: answer[..<split.lowerBound], as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Length: 300000"))
        #expect(answer[split.upperBound...] == big)
    }

    /// A DNS-rebinding page sends its own name as the Host: only this machine's names are answered.
    @Test func onlyRequestsNamedToThisMachineAreAnswered() async throws {
        let (port, task) = try Self.startServer()
        defer { task.cancel() }
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST", "127.0.0.1"] {
            let answer = try await Self.exchange(port, "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            #expect(String(decoding: answer.prefix(24), as: UTF8.self) == "HTTP/1.1 404 Not Found\r\n", "\(host)")
        }
        for (head, named) in [
            ("Host: evil.example:\(port)\r\n", "the Host “evil.example:\(port)”"), ("", "no Host header"),
            ("Host: localhost:1\r\n", "the Host “localhost:1”"),
            ("Host: localhost\r\nHost: evil.example\r\n", "the Host “localhost”, “evil.example”"),
        ] {
            let answer = try await Self.exchange(port, "GET / HTTP/1.1\r\n\(head)\r\n")
            let text = String(decoding: answer, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"))
            #expect(
                text.hasSuffix(
                    "\r\n\r\nwaymark serve answers only requests for localhost, 127.0.0.1 or [::1] (port \(port)); this one has \(named).\n"
                ))
        }
    }

    /// A connection that sends nothing is closed after the idle time (they were held for good: 19,980 at once).
    @Test func anIdleConnectionIsClosed() async throws {
        let (port, task) = try Self.startServer(limits: .init(idleSeconds: 0.5, maxConnections: 256))
        defer { task.cancel() }
        let fd = try Self.connectTo(port)
        defer { close(fd) }
        #expect(try await Self.readUntilClosed(fd) == Data())
    }

    /// One connection past the limit is closed at once, while the others stay open.
    @Test func connectionsPastTheLimitAreClosedAtOnce() async throws {
        let (port, task) = try Self.startServer(limits: .init(idleSeconds: 30, maxConnections: 2))
        defer { task.cancel() }
        let held = try [Self.connectTo(port), Self.connectTo(port)]
        defer { held.forEach { close($0) } }
        let extra = try Self.connectTo(port)
        defer { close(extra) }
        #expect(try await Self.readUntilClosed(extra) == Data())
    }

    private static func startServer(limits: SiteServer.Limits = .init()) throws -> (UInt16, Task<Void, any Error>) {
        // An empty site: every path is 404 (a missing folder would be 503, "no build yet").
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("waymark-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let server = try SiteServer(port: 0, handler: SiteHandler(site: StaticSite(root: root), version: BuildVersion()), limits: limits)
        let port = try server.port
        return (port, Task(executorPreference: ThreadExecutor()) { try await server.run() })
    }

    /// What the server sends until it closes the connection; an error when it keeps it open 10 minutes without a word.
    /// That long, because the server's idle timer (a `Task.sleep`) wakes on Swift concurrency's shared threads, which
    /// the whole suite keeps busy for minutes on two cores: it fired after more than two minutes there.
    static func readUntilClosed(_ fd: Int32) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        var wait = timeval(tv_sec: 600, tv_usec: 0)
                        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
                        var answer = Data()
                        var buffer = [UInt8](repeating: 0, count: 65536)
                        while true {
                            let n = recv(fd, &buffer, buffer.count, 0)
                            if n == 0 { return answer }
                            guard n > 0 else { throw POSIXError(.ETIMEDOUT) }
                            answer.append(contentsOf: buffer[..<n])
                        }
                    })
            }
        }
    }

    static func connectTo(_ port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        return fd
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
            let fd = try connectTo(port)
            defer { close(fd) }
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
